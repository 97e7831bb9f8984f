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
 * RFC 4180 quoting. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first; the phone's "+55" and query-string tags are visitor-controlled) gets a leading
 * apostrophe, as OWASP advises against CSV injection.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
