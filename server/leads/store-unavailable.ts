/**
 * Which store errors mean "the database cannot be reached right now" (PostgreSQL stopped,
 * restarting, out of connections; the network to it down; SQLite busy past its timeout): the
 * relay answers those 503 with Retry-After, so a client (the browser's outbox, an automation)
 * knows to send the same lead again, rather than 500, which says something broke. Nothing was
 * acknowledged, so nothing is lost: the lead is stored when it comes again (its Idempotency-Key
 * keeps it one lead).
 */

/** What a 503 asks the client to wait before sending again: a restart of PostgreSQL takes seconds. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/** Node's socket errors on the way to the database. */
const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs of an unreachable server: class 08 (connection exception), the server
 * shutting down or starting (57P01–57P03), too many connections (53300).
 */
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;

/** pg's own words when the connection drops or cannot be made in time (its errors carry no code). */
const droppedConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function storeUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const { code, syscall, message, cause, errors } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (connectionErrorCodes.has(code) || unavailableSqlStates.test(code) || code === "SQLITE_BUSY") return true;
    // A Unix socket that is not there: the server is stopped.
    if (syscall === "connect") return true;
  }
  if (typeof message === "string" && droppedConnection.test(message)) return true;
  // Node's dual-stack connect (::1 then 127.0.0.1) fails with every attempt's error inside.
  if (Array.isArray(errors) && errors.some((inner) => storeUnavailable(inner, depth + 1))) return true;
  return storeUnavailable(cause, depth + 1);
}
