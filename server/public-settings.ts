/**
 * One source of the public settings. The pages bake the lead endpoint, automation id, tag-manager
 * id and site URL in at build time; the server's CSP `connect-src` and lead route must agree with
 * them, or the browser's lead post is blocked or answered 404 while the visitor is redirected
 * anyway — a lead lost silently. Likewise the privacy policy states the lead retention the relay
 * must apply, and the access log's term. So the build writes the values the pages were built with into
 * `build/public-settings.json` (beside `build/client`, never served), and the server takes them
 * from there. A public variable in the server's own environment may repeat the build's value,
 * never contradict it: the server refuses to start and names the variable.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { publicEnvNames, type PublicEnvName } from "#shared/public-env.ts";
import { loadEnv, type ServerEnv } from "./env";

const publicSettingsSchema = z.object({
  ...(Object.fromEntries(publicEnvNames.map((name) => [name, z.string().min(1).nullable()])) as Record<
    PublicEnvName,
    z.ZodNullable<z.ZodString>
  >),
  // Always recorded: the pages post to /webhook/<AUTOMATION_ID>, with its default when unset.
  AUTOMATION_ID: z.string().min(1),
  // Always recorded, in days: the privacy policy states these values.
  LEAD_RETENTION_DAYS: z.number().int().min(1),
  ACCESS_LOG_DAYS: z.number().int().min(1),
});

/** What the pages were built with, by variable; null when the build left it unset (the page's default applies). */
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsFileName = "public-settings.json";

export function publicSettingsFile(buildDir: string): string {
  return path.join(buildDir, publicSettingsFileName);
}

/** The build dir holds the client dir (`build/client`) and the settings beside it. */
export function buildDirOf(clientDir: string): string {
  return path.dirname(clientDir);
}

/**
 * The settings as the pages see them: an empty value is unset (as app/site/site.ts reads it),
 * and the automation id and lead retention get the defaults both the pages and the server use,
 * validated the way the server validates them.
 */
export function publicSettingsFrom(source: Record<string, string | undefined>): PublicSettings {
  const values = Object.fromEntries(publicEnvNames.map((name) => [name, source[name] || null]));
  // Validated as the server validates them: a malformed one stops the build, named.
  const { AUTOMATION_ID, LEAD_RETENTION_DAYS, ACCESS_LOG_DAYS } = loadEnv(
    Object.fromEntries(publicEnvNames.map((name) => [name, source[name]])),
  );
  return { ...values, AUTOMATION_ID, LEAD_RETENTION_DAYS, ACCESS_LOG_DAYS } as PublicSettings;
}

/** A build step: records what this build's pages were given. */
export function writePublicSettings(
  buildDir: string,
  source: Record<string, string | undefined> = process.env,
): PublicSettings {
  const settings = publicSettingsFrom(source);
  fs.writeFileSync(publicSettingsFile(buildDir), `${JSON.stringify(settings, null, 2)}\n`);
  return settings;
}

export function readPublicSettings(buildDir: string): PublicSettings {
  const file = publicSettingsFile(buildDir);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new Error(`No ${file}: the build records its public settings there; run \`npm run build\` first.`);
  }
  const parsed = publicSettingsSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${file} is not what this server's build writes (run \`npm run build\` again): ${parsed.error.message}`,
    );
  return parsed.data;
}

/** The server's settings with the public ones taken from the build; throws, naming each variable, when they disagree. */
export function settleWithBuild(
  env: ServerEnv,
  source: Record<string, string | undefined>,
  built: PublicSettings,
): ServerEnv {
  const atStart = publicSettingsFrom(source);
  const conflicts = publicEnvNames.filter((name) => source[name] && atStart[name] !== built[name]);
  if (conflicts.length > 0) {
    const lines = conflicts.map(
      (name) =>
        `  ${name}: "${atStart[name]}" at start, but the pages were built with ${built[name] === null ? "it unset" : `"${built[name]}"`}`,
    );
    throw new Error(
      [
        "Public settings differ between the build and this server:",
        ...lines,
        "The pages bake these in at build time. Set them for `npm run build` and rebuild, or unset them",
        "here: the server takes them from build/public-settings.json.",
      ].join("\n"),
    );
  }
  return {
    ...env,
    AUTOMATION_ID: built.AUTOMATION_ID,
    VITE_LEAD_ENDPOINT: built.VITE_LEAD_ENDPOINT ?? undefined,
    VITE_GTM_ID: built.VITE_GTM_ID ?? undefined,
    VITE_SITE_URL: built.VITE_SITE_URL ?? undefined,
    PUBLICATION_BUILD: built.PUBLICATION_BUILD ?? undefined,
    LEAD_RETENTION_DAYS: built.LEAD_RETENTION_DAYS,
    ACCESS_LOG_DAYS: built.ACCESS_LOG_DAYS,
  };
}
