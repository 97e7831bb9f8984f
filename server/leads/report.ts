/** The CLI's views of the stored leads: an aligned table for the terminal and CSV for spreadsheets. */
import type { StoredLead } from "./store";

const CSV_COLUMNS = [
  "id",
  "created_at",
  "status",
  "attempts",
  "delivered_at",
  "last_status",
  "last_error",
  "name",
  "phone",
  "message",
  "tags",
] as const;

/**
 * What a spreadsheet may read as the start of a formula: = + - @ and their full-width forms
 * (＝ ＋ － ＠), and any leading whitespace or line break before them, which Excel and
 * LibreOffice skip ("\n=1+1", " =1+1", "\t@SUM(…)").
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n ]/;

/**
 * RFC 4180 quoting. A cell that a spreadsheet could run as a formula (the phone's "+55" and
 * query-string tags are visitor-controlled) gets a leading apostrophe, as OWASP advises
 * against CSV injection; so does any cell that starts with whitespace or a line break.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(leads: StoredLead[]): string {
  const rows = leads.map((lead) =>
    [
      lead.id,
      lead.createdAt,
      lead.status,
      lead.attempts,
      lead.deliveredAt,
      lead.lastStatus,
      lead.lastError,
      lead.payload.name,
      lead.payload.phone,
      lead.payload.messageToSend,
      lead.payload.tags.map((tag) => `${tag.name}=${tag.value}`).join("; "),
    ].map(csvCell),
  );
  return [CSV_COLUMNS.join(","), ...rows.map((row) => row.join(","))].join("\r\n") + "\r\n";
}

/** One line per lead: whitespace runs (an upstream's multi-line error) become one space. */
const clip = (text: string, width: number) => {
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > width ? `${oneLine.slice(0, width - 1)}…` : oneLine;
};

export function leadsTable(leads: StoredLead[]): string {
  const header = ["id", "created", "name", "phone", "status", "attempts", "last error"];
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt.replace("T", " ").slice(0, 19),
    clip(lead.payload.name, 30),
    lead.payload.phone,
    lead.status,
    String(lead.attempts),
    clip(lead.lastError ?? "", 60),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
