/**
 * Who saved each content file last through the editor, and when (data/editor/last-writers.json):
 * what a refused save tells her ("alterada por Ana às 10h32"). Kept only as long as a session can
 * hold a page open (session.ts maxSessionMs): an older save was made before any live session
 * began, so no one can still be editing from before it. The account's e-mail is kept, never its
 * name: the name is looked up when a refusal is written, so a removed account leaves nothing here
 * past that term.
 */
import fs from "node:fs";
import path from "node:path";
import { maxSessionMs } from "./session.ts";
import { writePrivateJson } from "./private-json.ts";

export interface LastWrite {
  email: string;
  /** ms since the epoch. */
  at: number;
}

export class LastWriters {
  private readonly file: string;
  private writes: Map<string, LastWrite>;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = path.join(dataDir, "last-writers.json");
    this.writes = this.read();
  }

  of(filepath: string): LastWrite | undefined {
    const write = this.writes.get(filepath);
    return write && this.now() - write.at <= maxSessionMs ? write : undefined;
  }

  /** Records `email` as the last writer of `filepaths`, now; drops what has outlived every session. */
  record(filepaths: readonly string[], email: string): void {
    const at = this.now();
    const kept = [...this.writes].filter(([, write]) => at - write.at <= maxSessionMs);
    this.writes = new Map([...kept, ...filepaths.map((filepath) => [filepath, { email, at }] as const)]);
    writePrivateJson(this.file, Object.fromEntries(this.writes));
  }

  private read(): Map<string, LastWrite> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(this.file, "utf8"));
    } catch (error) {
      // None yet; a damaged file loses only the names in refusals (a conflict is still refused).
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SyntaxError) return new Map();
      throw error;
    }
    const writes = new Map<string, LastWrite>();
    for (const [filepath, write] of Object.entries((parsed ?? {}) as Record<string, Partial<LastWrite> | null>))
      if (typeof write?.email === "string" && typeof write.at === "number")
        writes.set(filepath, { email: write.email, at: write.at });
    return writes;
  }
}
