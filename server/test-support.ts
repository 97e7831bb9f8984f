import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv, type ServerEnv } from "./env";

/** Settings for a test server: the real build, a fresh SQLite file in a temp dir, no logs. */
export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-test-"));
  return loadEnv({
    CLIENT_DIR: path.resolve(import.meta.dirname, "../build/client"),
    DATABASE_PATH: path.join(dir, "leads.sqlite"),
    LOG_LEVEL: "silent",
    PORT: "0",
    ...overrides,
  });
}
