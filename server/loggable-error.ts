/**
 * What of an error goes into a log line. Never the error object itself: pino would serialise
 * every field a driver adds, and PostgreSQL's `detail`, `where` (CONTEXT) and `hint` quote the
 * row being written, i.e. a lead's name and phone (an error on INSERT INTO leads shows the
 * whole payload). Only the error's class, its code (a SQLSTATE, SQLITE_…, ECONNREFUSED, FST_…)
 * and the first line of its message are kept, clipped; the message of a store error names what
 * failed, not the values. A URL in the message keeps its scheme and host only (redactUrls).
 */
import { redactUrls } from "./redact-url";

/** Longer than any driver's one-line message; a message this long is quoting something. */
const MAX_MESSAGE_LENGTH = 200;

export interface LoggableError {
  type: string;
  code?: string;
  message: string;
}

export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  const code = (error as { code?: unknown }).code;
  // V8's JSON.parse messages quote the text they could not read: a stored payload.
  const message =
    error instanceof SyntaxError
      ? "invalid JSON"
      : redactUrls(error.message.split("\n", 1)[0] ?? "").slice(0, MAX_MESSAGE_LENGTH);
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    message,
  };
}
