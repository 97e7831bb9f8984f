/**
 * How long the relay keeps a lead, whatever its delivery state, counted from when it arrived,
 * unless LEAD_RETENTION_DAYS says otherwise. The build reads that setting with this default, the
 * privacy page states the built value, and the server takes it from the build
 * (server/public-settings.ts), so what the policy promises is what the server does.
 */
import { pickPublicEnv, type PublicEnv } from "../public-env";

export const DEFAULT_LEAD_RETENTION_DAYS = 90;

/**
 * An undelivered lead this close to its deletion raises an error in the log and an alert (once
 * per lead): the clinic still has that many days to answer the person before the lead is gone.
 */
export const UNDELIVERED_LEAD_WARNING_DAYS = 7;

/**
 * Backups of the lead store that `npm run leads -- backup` writes to its folder (data/backups)
 * are deleted by the next backup once older than this: a deleted lead leaves the backups within
 * this many days.
 */
export const LEAD_BACKUP_KEEP_DAYS = 30;

/**
 * Days the relay keeps a lead (at least 1), as the pages read LEAD_RETENTION_DAYS: unset is the
 * default; a value the server would not take fails the build.
 */
export function leadRetentionDays(env: PublicEnv): number {
  const value = env.LEAD_RETENTION_DAYS?.trim();
  if (!value) return DEFAULT_LEAD_RETENTION_DAYS;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(
      `LEAD_RETENTION_DAYS: "${value}" is not a whole number of days of at least 1 (every lead is deleted after it)`,
    );
  return Number(value);
}

/**
 * The retention this code was built with (the privacy policy states it): Vite's __PUBLIC_ENV__ in
 * the pages and the prerender; the process environment under tsx (tests, build scripts). Kept out
 * of shared/public-env.ts, which every page loads.
 */
export function builtLeadRetentionDays(): number {
  return leadRetentionDays(
    typeof __PUBLIC_ENV__ !== "undefined" ? __PUBLIC_ENV__ : pickPublicEnv(globalThis.process?.env ?? {}),
  );
}
