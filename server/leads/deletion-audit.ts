/**
 * The record of what was deleted: one JSON line per deleted lead with its id, the time and the
 * reason ("retention" or "data-subject request"), never its name or phone, appended to a private
 * file (LEAD_DELETION_LOG, 0600 in a 0700 folder). It answers "was my data deleted, and when?"
 * after the lead itself is gone.
 */
import fs from "node:fs";
import path from "node:path";

export type DeletionReason = "retention" | "data-subject request";

export interface DeletionRecord {
  id: string;
  time: string;
  reason: DeletionReason;
}

export function recordDeletions(file: string, ids: readonly string[], reason: DeletionReason, now = Date.now()): void {
  if (ids.length === 0) return;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const time = new Date(now).toISOString();
  const lines = ids.map((id) => JSON.stringify({ id, time, reason } satisfies DeletionRecord)).join("\n");
  fs.appendFileSync(file, `${lines}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function readDeletionRecords(file: string): DeletionRecord[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DeletionRecord);
}
