/**
 * The addresses the system owns, beside the pages: the relay's routes, the editor service's, what
 * the build writes next to the pages and the locations nginx adds. A specialty or exam page is
 * served at `/<its file name>`, so a page named `rum` or `healthz` would take one of them (the
 * relay answers its JSON on the page's address; nginx refuses a second `location = /rum`).
 *
 * The relay registers its routes from these constants (server/ops/health.ts, server/leads/routes.ts,
 * shared/rum.ts); the editor's and the build's own names are checked against them by tests that
 * list what each really registers or writes (server/system-paths.test.ts,
 * editor/system-paths.test.ts, scripts/system-paths.test.ts), so none can drift. The editor's
 * schema (cms/article.ts) and the build's content check (scripts/content-check.ts) refuse a page
 * whose address is one of them. Constants only: shared/ runs in the browser too.
 */
import { RUM_PATH } from "./rum.ts";

/** The relay's liveness and readiness probes (server/ops/health.ts). */
export const HEALTH_PATH = "/healthz";
export const READINESS_PATH = "/readyz";
/** Where the lead dialog posts: `/webhook/<AUTOMATION_ID>` (server/leads/routes.ts). */
export const LEAD_WEBHOOK_PREFIX = "/webhook";
/** Prometheus, on the operator's own port (server/ops/metrics.ts); reserved on the site all the same. */
export const METRICS_PATH = "/metrics";

/** Every first segment the relay answers besides the pages and the build's files. */
export const relayPaths = [HEALTH_PATH, READINESS_PATH, RUM_PATH, LEAD_WEBHOOK_PREFIX, METRICS_PATH] as const;

/**
 * The editor service's own paths (editor/app.ts): login, logout, the panel's actions, the
 * publications list, Keystatic's UI and API, the built UI's files. Its preview serves the site's
 * pages at their own addresses on the same origin, so none of these may be a page.
 */
export const editorPaths = [
  "/entrar",
  "/sair",
  "/sair-de-todos",
  "/aviso-entendido",
  "/publicar",
  "/desfazer",
  "/restaurar",
  "/pre-visualizar",
  "/publicacoes",
  "/keystatic",
  "/api",
  "/_editor-ui",
  "/favicon.ico",
] as const;

/**
 * What the build writes beside the pages (vite's hashed /assets, the generated images, the
 * not-found page, sitemap, robots, manifest, icons, the static hosts' rule files) and nginx's own
 * locations (Let's Encrypt's challenge). A trailing `*` reserves every name that starts so.
 */
export const buildPaths = [
  "/assets",
  "/images",
  "/404",
  "/index",
  "/sitemap*",
  "/robots*",
  "/site.webmanifest",
  "/favicon*",
  "/logo*",
  "/apple-touch-icon*",
  "/_headers",
  "/_redirects",
  "/.well-known",
] as const;

export const reservedPaths: readonly string[] = [...relayPaths, ...editorPaths, ...buildPaths];

const exactNames = new Set(reservedPaths.filter((entry) => !entry.endsWith("*")).map((entry) => entry.slice(1)));
const namePrefixes = reservedPaths.filter((entry) => entry.endsWith("*")).map((entry) => entry.slice(1, -1));

/** The reserved entry an address's first segment falls under (`/rum/x` → `/rum`), or undefined. */
export function reservedPathOf(urlPath: string): string | undefined {
  const first = (urlPath.replace(/^\/+/, "").split("/", 1)[0] ?? "").toLowerCase();
  if (first === "") return undefined;
  // `/rum.html` is the page `rum`'s alias: the same name.
  const name = first.endsWith(".html") ? first.slice(0, -".html".length) : first;
  if (exactNames.has(name) || exactNames.has(first)) return `/${name}`;
  const prefix = namePrefixes.find((start) => name.startsWith(start));
  return prefix === undefined ? undefined : `/${prefix}*`;
}

/** Why a page may not be called `slug` (its address is the system's), in the editor's words; or undefined. */
export function reservedSlugMessage(slug: string): string | undefined {
  if (reservedPathOf(`/${slug}`) === undefined) return undefined;
  return `O endereço “${slug}” é usado pelo sistema do site: escolha outro.`;
}

/** The schema's form of the rule (Keystatic takes one pattern and one message per field). */
export const reservedSlugPattern = {
  regex: new RegExp(
    `^(?!(?:${[...exactNames].map(escapeRegExp).join("|")})(?:\\.html)?$)(?!(?:${namePrefixes.map(escapeRegExp).join("|")}))`,
    "i",
  ),
  message:
    "Este endereço é usado pelo sistema do site (como /rum, /entrar ou /sitemap.xml): escolha outro para a página.",
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
