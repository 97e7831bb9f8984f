/**
 * How long the editor keeps its publication records (data/editor/publications.json: who published
 * or undid what, and when): 12 months, then the record is deleted. The content's history itself
 * stays in git, authored by a pseudonym (editor/staff-pseudonyms.ts), so nothing about the site
 * is lost, only who among the staff did it (LGPD arts. 6 III and 15; docs/decisions/048; the term
 * is told to the staff in docs/editar-o-site.md and on the panel).
 */
import fs from "node:fs";
import { writePrivateJson } from "./private-json.ts";

export const publicationTermMonths = 12;

/** The moment before which a record has expired: `now` less the term, in calendar months. */
export function termStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - publicationTermMonths);
  return start;
}

/** The records still within the term (a record with an unreadable date is dropped too). */
export function withinTerm<Record extends { at: string }>(records: Record[], now = new Date()): Record[] {
  const start = termStart(now).getTime();
  return records.filter((record) => {
    const at = Date.parse(record.at);
    return Number.isFinite(at) && at >= start;
  });
}

/**
 * Rewrites the records file without its expired records (run at the editor's start and daily):
 * a record expires even on a machine where nobody publishes any more. Answers how many went.
 */
export function pruneExpiredPublications(file: string, now = new Date()): number {
  let records: { at: string }[];
  try {
    records = JSON.parse(fs.readFileSync(file, "utf8")) as { at: string }[];
  } catch {
    return 0;
  }
  if (!Array.isArray(records)) return 0;
  const kept = withinTerm(records, now);
  if (kept.length === records.length) return 0;
  writePrivateJson(file, kept);
  return records.length - kept.length;
}
