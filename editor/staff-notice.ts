/**
 * Who has read the staff notice (editor/pages/staff-notice.tsx), so the panel shows it once:
 * data/editor/notices.json (mode 0600), account e-mail → the notice version read and when. A new
 * version of the notice is shown to everyone again.
 */
import fs from "node:fs";
import path from "node:path";
import { normalEmail } from "./accounts.ts";
import { writePrivateJson } from "./private-json.ts";

/** Raise when the notice's text changes in substance. */
export const staffNoticeVersion = 1;

type Seen = Record<string, { version: number; at: string }>;

export class StaffNoticeRecords {
  readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, "notices.json");
  }

  hasRead(email: string): boolean {
    return (this.read()[normalEmail(email)]?.version ?? 0) >= staffNoticeVersion;
  }

  markRead(email: string, now = new Date()): void {
    const seen = this.read();
    seen[normalEmail(email)] = { version: staffNoticeVersion, at: now.toISOString() };
    this.write(seen);
  }

  private write(seen: Seen): void {
    writePrivateJson(this.file, seen);
  }

  /** Drops an account's line (its account was removed). */
  forget(email: string): void {
    const seen = this.read();
    const address = normalEmail(email);
    if (!(address in seen)) return;
    delete seen[address];
    this.write(seen);
  }

  private read(): Seen {
    try {
      return JSON.parse(fs.readFileSync(this.file, "utf8")) as Seen;
    } catch {
      return {};
    }
  }
}
