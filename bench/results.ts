import fs from "node:fs";
import path from "node:path";
import { resultsDir } from "./paths";

/** The start of a bench as a file-name part: an ISO date with no `:` or `.`. */
export function resultStamp(started: number): string {
  return new Date(started).toISOString().replace(/[:.]/g, "-");
}

/**
 * Writes a bench's JSON twice: `<name>-<stamp>.json` to keep, `<name>-latest.json` for the next
 * run to be compared with. Returns what it wrote, relative to the project.
 */
export function writeResults(name: string, stamp: string, report: unknown): string[] {
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const files = [`${name}-${stamp}.json`, `${name}-latest.json`];
  for (const file of files) fs.writeFileSync(path.join(resultsDir, file), json);
  return files.map((file) => `bench-results/${file}`);
}
