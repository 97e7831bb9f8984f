/**
 * The server's access log (Marco Civil da Internet, Lei 12.965/2014, art. 15: an application
 * provider keeps its access records for 6 months). One line per request: client IP, date and
 * time, method, path without its query string, status; never a name, phone or query. The path
 * can tell which specialty a visitor looked for (LGPD arts. 6 III and 11), and the law asks only
 * for IP, date and time: so the lines with the path are kept ACCESS_LOG_PATH_DAYS, and the lines
 * without it ACCESS_LOG_DAYS, then deleted (our server and the generated nginx alike). A public setting like LEAD_RETENTION_DAYS: the privacy
 * policy states the built value and the server takes it from the build.
 */
import { pickPublicEnv, type PublicEnv } from "./public-env";

/** Six months of any calendar (184 days covers the longest, July to December). */
export const DEFAULT_ACCESS_LOG_DAYS = 184;
/** The law's minimum: a shorter setting fails the build and the server's start. */
export const MIN_ACCESS_LOG_DAYS = 183;

/** Days the path of each request is kept: what a security review of the last month needs, no more. */
export const ACCESS_LOG_PATH_DAYS = 30;

/**
 * Days the server's application log (one line per request: method, path, status, time taken; no
 * IP, name or phone) is kept: build/relay.service writes it to its own journal namespace, which
 * build/journald@clinica.conf keeps this long.
 */
export const APPLICATION_LOG_DAYS = 30;

/** What one line of the access log holds, in the order the privacy policy lists it (kept ACCESS_LOG_PATH_DAYS). */
export const accessLogFields = ["ip", "time", "method", "path", "status"] as const;

/** What is kept for the whole term (ACCESS_LOG_DAYS): the same line without the path. */
export const accessLogLongTermFields = ["ip", "time", "method", "status"] as const;

export function accessLogDays(env: PublicEnv): number {
  const value = env.ACCESS_LOG_DAYS?.trim();
  if (!value) return DEFAULT_ACCESS_LOG_DAYS;
  if (!/^\d+$/.test(value) || Number(value) < MIN_ACCESS_LOG_DAYS)
    throw new Error(
      `ACCESS_LOG_DAYS: "${value}" is not a whole number of days of at least ${MIN_ACCESS_LOG_DAYS} (6 months, Marco Civil da Internet art. 15)`,
    );
  return Number(value);
}

/** The access-log term this code was built with (see builtLeadRetentionDays). */
export function builtAccessLogDays(): number {
  return accessLogDays(
    typeof __PUBLIC_ENV__ !== "undefined" ? __PUBLIC_ENV__ : pickPublicEnv(globalThis.process?.env ?? {}),
  );
}
