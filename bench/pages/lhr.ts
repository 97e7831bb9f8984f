/** Reading Lighthouse's result as plain data: it types its audit details as a wide union. */
import type { Result } from "lighthouse";

type Audit = Result["audits"][string];
/** A table/opportunity/list row. */
export type LhrRow = Record<string, unknown>;

export function rowsOf(audit: Audit | undefined): LhrRow[] {
  const details = audit?.details;
  if (!details) return [];
  if (details.type === "table" || details.type === "opportunity" || details.type === "debugdata")
    return (details.items ?? []) as unknown as LhrRow[];
  return [];
}

export const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
export const str = (value: unknown): string => (typeof value === "string" ? value : "");
/** URLs on our loopback origin are shown as their path: the port changes every run. */
export const shortUrl = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, "");
