/**
 * The checks every request to a content editor passes before Keystatic or Vite sees it, for
 * `npm run cms` (cms/server.ts) and any editor service that serves the same Keystatic API. A web
 * page the staff's browser visits must not reach the editor (DNS rebinding, a form posting here, a
 * cross-site GET that sets up GitHub mode), and a write must land only inside the content's own
 * folders: Keystatic's own path check is a bare prefix, which takes `content/equipe-x/…` as inside
 * `content/equipe`.
 */
import { uploadsRefusal, type UploadRules } from "./upload-rules";

/** What of a Keystatic config says where it writes. */
export interface WritingConfig {
  collections?: Record<string, { path?: string; schema: unknown }>;
  singletons?: Record<string, { path?: string; schema: unknown }>;
}

export interface RequestGuardOptions {
  /** `host:port` values the editor answers to, as the Host header and an Origin's host name it. */
  allowedHosts: ReadonlySet<string>;
  /** The editor's own scheme in an Origin: `http` for `npm run cms`, `https` behind TLS. */
  scheme?: "http" | "https";
}

export interface GuardedRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export type GuardVerdict = { ok: true } | { ok: false; status: 400 | 403 | 421; message: string };

const header = (request: GuardedRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Host, Sec-Fetch-Site and Origin: 421 for another Host; 403 for a request a browser says comes
 * from another site (Sec-Fetch-Site other than same-origin or none, a typed address), and for any
 * Keystatic API request, whatever its method, whose Origin is not the editor's.
 */
export function guardRequest(
  request: GuardedRequest,
  { allowedHosts, scheme = "http" }: RequestGuardOptions,
): GuardVerdict {
  if (!allowedHosts.has(header(request, "host") ?? ""))
    return { ok: false, status: 421, message: "Endereço não permitido." };
  const fetchSite = header(request, "sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none")
    return { ok: false, status: 403, message: "Pedido de outro site recusado." };
  const pathname = (request.url ?? "/").split("?", 1)[0]!;
  if (pathname === "/api/keystatic" || pathname.startsWith("/api/keystatic/")) {
    const origin = header(request, "origin");
    if (origin !== undefined && ![...allowedHosts].some((host) => origin === `${scheme}://${host}`))
      return { ok: false, status: 403, message: "Origem não permitida." };
  }
  return { ok: true };
}

/** The folders (and singleton files' stems) the editor writes: collections, singletons, uploaded images. */
export function writableRootsOf(config: WritingConfig): string[] {
  const roots = new Set<string>();
  const assetDirectories = (node: unknown, depth = 0): void => {
    if (typeof node !== "object" || node === null || depth > 40) return;
    const directory = (node as { directory?: unknown }).directory;
    if (typeof directory === "string") roots.add(directory.replace(/\/+$/, ""));
    for (const child of Object.values(node)) assetDirectories(child, depth + 1);
  };
  for (const entry of [...Object.values(config.collections ?? {}), ...Object.values(config.singletons ?? {})]) {
    roots.add((entry.path ?? "").replace(/\/?\*+.*$/, "").replace(/\/+$/, ""));
    assetDirectories(entry.schema);
  }
  roots.delete("");
  return [...roots];
}

/**
 * Whether the editor may write or delete `filepath` (relative, `/`-separated): inside one of the
 * roots past a separator, or a root's own file (`content/clinica` → `content/clinica.yaml`).
 * Never `..`, `.`, a backslash, an absolute path, nor a sibling sharing a root's prefix.
 */
export function isWritablePath(filepath: string, roots: readonly string[]): boolean {
  if (filepath.includes("\\") || filepath.startsWith("/") || filepath.includes("\0")) return false;
  if (filepath.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) return false;
  return roots.some((root) => {
    if (!filepath.startsWith(root)) return false;
    const rest = filepath.slice(root.length);
    return rest.startsWith("/") || /^\.[a-z]+$/.test(rest);
  });
}

/**
 * Keystatic's update body (`{ additions: [{ path, contents }], deletions: [{ path }] }`): every
 * path writable, and every addition a file the site takes (cms/upload-rules.ts), or 400.
 */
export function guardUpdateBody(body: ArrayBuffer, roots: readonly string[], uploads: UploadRules): GuardVerdict {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, status: 400, message: "Pedido inválido." };
  }
  const paths = (list: unknown) =>
    Array.isArray(list) ? list.map((entry) => (entry as { path?: unknown } | null)?.path) : [null];
  const { additions, deletions } = (parsed ?? {}) as { additions?: unknown; deletions?: unknown };
  const every = [...paths(additions), ...paths(deletions)];
  if (!every.every((filepath) => typeof filepath === "string" && isWritablePath(filepath, roots)))
    return { ok: false, status: 400, message: "Caminho fora das pastas do conteúdo." };
  const refusal = uploadsRefusal(additions as unknown[], uploads);
  return refusal ? { ok: false, status: 400, message: refusal } : { ok: true };
}
