/**
 * A checkout's `.env` (see .env.example) fills in what the environment does not set, on a
 * developer's or operator's shell. Never under systemd (it sets INVOCATION_ID for every unit it
 * runs): there each unit names its settings file (`EnvironmentFile=`, root's, 0600), and the
 * editor's unit may write into the checkout (its build link, content), so a `.env` it could write
 * must never become the relay's settings.
 */
import fs from "node:fs";
import path from "node:path";

/** Loads `dir`/.env unless the process runs under systemd; says whether it did. */
export function loadDotEnv(dir = process.cwd(), env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.INVOCATION_ID) return false;
  const file = path.join(dir, ".env");
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
