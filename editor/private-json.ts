/**
 * The editor's own records in data/editor/ (accounts, sessions, pseudonyms, notices, last writers,
 * publications, the switch journal): JSON files only this user reads (0600 in a 0700 folder),
 * each written whole to a temporary file and renamed into place, so a crash leaves the old file or
 * the new one, never half of either.
 */
import fs from "node:fs";
import path from "node:path";

/** The parsed file, or undefined when there is none yet. */
export function readPrivateJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return JSON.parse(text) as unknown;
}

export function writePrivateJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  // A temporary file a killed process left behind keeps its mode: made this user's alone again.
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, file);
}
