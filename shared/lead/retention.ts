/**
 * How long the relay keeps a lead after delivering it to the automation service, unless
 * LEAD_RETENTION_DAYS says otherwise. The build reads that setting with this default, the privacy
 * page states the built value, and the server takes it from the build (server/public-settings.ts),
 * so what the policy promises is what the server does.
 */
import { pickPublicEnv, type PublicEnv } from "../public-env";

export const DEFAULT_LEAD_RETENTION_DAYS = 90;

/**
 * Days the relay keeps a delivered lead (0: until a deletion request), as the pages read
 * LEAD_RETENTION_DAYS: unset is the default; a value the server would not take fails the build.
 */
export function leadRetentionDays(env: PublicEnv): number {
  const value = env.LEAD_RETENTION_DAYS?.trim();
  if (!value) return DEFAULT_LEAD_RETENTION_DAYS;
  if (!/^\d+$/.test(value))
    throw new Error(`LEAD_RETENTION_DAYS: "${value}" is not a whole number of days (0 keeps delivered leads)`);
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
