import path from "node:path";
import { z } from "zod";

/**
 * The editor service's settings (EDITOR_*), validated once at start as the relay's are
 * (server/env.ts): an empty value is unset, so a copied `.env.example` starts the editor on its
 * documented port, and a value that does not fit stops the start with the variable's name and the
 * form it takes. `.env.example` and docs/editor-service.md document each.
 */

const projectRoot = path.resolve(import.meta.dirname, "..");

/** The minutes a session may stay idle: at least 1 (0 would end every session at once), at most a 12 h day. */
export const maxIdleMinutes = 12 * 60;

const flag = z.enum(["0", "1"]).transform((value) => value === "1");

/** A host name as the browser sends it in Host (no scheme, port or path), lower-cased. */
const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/)
  .transform((host) => host.toLowerCase());

/** A control character (a newline above all) in a path or a command is a pasting mistake. */
const noControlCharacters = z.string().refine((text) => !/\p{Cc}/u.test(text));

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const editorSchema = z.object({
  /** 0 asks the system for any free port (the tests do); nginx and the unit expect 3001. */
  EDITOR_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  EDITOR_HOST: hostName.optional(),
  EDITOR_TRUST_PROXY: flag.default(false),
  /** No longer read: the cookie is always Secure (docs/decisions/044). Accepted so an old .env still starts. */
  EDITOR_SECURE_COOKIES: flag.optional(),
  EDITOR_IDLE_MINUTES: z.coerce.number().int().min(1).max(maxIdleMinutes).default(30),
  EDITOR_DEPLOY_COMMAND: noControlCharacters.optional(),
  EDITOR_ROOT: noControlCharacters.optional(),
  EDITOR_LOG_LEVEL: z.enum(logLevels).default("info"),
  EDITOR_PUBLISHES: z.enum(["publicacao", "demonstracao"]).default("publicacao"),
  EDITOR_LOCAL: flag.default(false),
});

type SettingName = keyof typeof editorSchema.shape;

/** What each setting takes, said when its value does not fit. */
export const expectedForms: Record<SettingName, string> = {
  EDITOR_PORT: "a port number from 1 to 65535 (e.g. 3001), or 0 for any free port",
  EDITOR_HOST: "the editor's host name alone, e.g. editor.clinica.example (no https://, port or path)",
  EDITOR_TRUST_PROXY: "1 (behind nginx on this machine) or 0",
  EDITOR_SECURE_COOKIES: "1 or 0 (no longer needed: the session cookie is always Secure)",
  EDITOR_IDLE_MINUTES: `a whole number of minutes from 1 to ${maxIdleMinutes} (e.g. 30)`,
  EDITOR_DEPLOY_COMMAND: "a shell command on one line",
  EDITOR_ROOT: "a folder path (the checkout to edit and publish)",
  EDITOR_LOG_LEVEL: logLevels.join(", "),
  EDITOR_PUBLISHES: "publicacao (the publication build) or demonstracao (a demonstration machine)",
  EDITOR_LOCAL: "1 (a developer's own machine: no login) or 0",
};

export interface EditorSettings {
  port: number;
  /** The editor's public host name behind nginx's TLS. */
  host?: string;
  trustProxy: boolean;
  idleMs: number;
  deployCommand?: string;
  /** The checkout to edit and publish, absolute. */
  root: string;
  logLevel: (typeof logLevels)[number];
  publishes: "publicacao" | "demonstracao";
  /** A developer's own machine: loopback only, every request is the account "Local". */
  local: boolean;
  /** Lines to log at start about settings that are set but no longer read. */
  warnings: string[];
}

/** Rules between settings: each line names the variables and why. */
function combinationProblems(settings: z.infer<typeof editorSchema>): string[] {
  const problems: string[] = [];
  if (settings.EDITOR_HOST && !settings.EDITOR_TRUST_PROXY)
    problems.push(
      "EDITOR_HOST is set but EDITOR_TRUST_PROXY is not 1: the editor's host name is served by nginx with TLS on this machine, and only EDITOR_TRUST_PROXY=1 lets the editor see each client's address (the login limits count by it) and the https in front",
    );
  if (settings.EDITOR_LOCAL && settings.EDITOR_HOST)
    problems.push(
      "EDITOR_LOCAL=1 with EDITOR_HOST: local mode has no login and is for a developer's own machine only; unset one of them",
    );
  if (settings.EDITOR_LOCAL && settings.EDITOR_TRUST_PROXY)
    problems.push(
      "EDITOR_LOCAL=1 with EDITOR_TRUST_PROXY=1: local mode has no login, so nothing may reach it through a proxy; unset one of them",
    );
  return problems;
}

function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.keys(editorSchema.shape).map((name) => {
      const value = source[name];
      return [name, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
}

export function loadEditorEnv(source: Record<string, string | undefined> = process.env): EditorSettings {
  const parsed = editorSchema.safeParse(withoutEmptyValues(source));
  const problems = parsed.success
    ? combinationProblems(parsed.data)
    : [
        ...new Set(
          parsed.error.issues.map((issue) => {
            const name = String(issue.path[0]) as SettingName;
            return `${name}: expected ${expectedForms[name]}`;
          }),
        ),
      ];
  if (!parsed.success || problems.length > 0)
    throw new Error(`Invalid editor configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  const settings = parsed.data;
  return {
    port: settings.EDITOR_PORT,
    host: settings.EDITOR_HOST,
    trustProxy: settings.EDITOR_TRUST_PROXY,
    idleMs: settings.EDITOR_IDLE_MINUTES * 60_000,
    deployCommand: settings.EDITOR_DEPLOY_COMMAND,
    root: path.resolve(settings.EDITOR_ROOT ?? projectRoot),
    logLevel: settings.EDITOR_LOG_LEVEL,
    publishes: settings.EDITOR_PUBLISHES,
    local: settings.EDITOR_LOCAL,
    warnings:
      settings.EDITOR_SECURE_COOKIES === undefined
        ? []
        : ["EDITOR_SECURE_COOKIES is no longer read: the session cookie is always Secure. Remove it from .env."],
  };
}

/** EDITOR_ROOT alone, by the same rule, for `npm run editors` (which needs no other setting). */
export function editorRoot(source: Record<string, string | undefined> = process.env): string {
  const parsed = editorSchema.shape.EDITOR_ROOT.safeParse(withoutEmptyValues(source).EDITOR_ROOT);
  if (!parsed.success)
    throw new Error(`Invalid editor configuration:\n  EDITOR_ROOT: expected ${expectedForms.EDITOR_ROOT}`);
  return path.resolve(parsed.data ?? projectRoot);
}
