/**
 * The build-time settings the pages may see, by exact name (.env.example documents each). Vite
 * gives the browser these and nothing else from the environment (vite.config.ts); build steps
 * under tsx load the same names (scripts/build-env.ts). The build records them all in
 * build/public-settings.json, and the server takes them from there (server/public-settings.ts).
 */
export const publicEnvNames = [
  "VITE_SITE_URL",
  "VITE_LEAD_ENDPOINT",
  "AUTOMATION_ID",
  "VITE_GTM_ID",
  "VITE_RISCO_CIRURGICO_WHATSAPP_URL",
  "VITE_RISCO_CIRURGICO_PHONE_URL",
  "VITE_RISCO_CIRURGICO_PHONE_DISPLAY",
  // A demonstration's own booking numbers, in place of the content's examples (decision 059).
  "VITE_DEMO_WHATSAPP_NUMBER",
  "VITE_DEMO_PHONE_NUMBER",
  // Public because the privacy policy states them; the relay deletes leads and access logs by them.
  "LEAD_RETENTION_DAYS",
  "ACCESS_LOG_DAYS",
  // "1" only in a publication build (`npm run build -- --publication`, scripts/build.ts sets it
  // after the publication gate passed); otherwise the build is a demonstration: notice and noindex.
  "PUBLICATION_BUILD",
] as const;

export type PublicEnvName = (typeof publicEnvNames)[number];

export type PublicEnv = Partial<Record<PublicEnvName, string>>;

/** The named settings out of an environment (unset and empty values left out). */
export function pickPublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const picked: PublicEnv = {};
  for (const name of publicEnvNames) if (source[name]) picked[name] = source[name];
  return picked;
}
