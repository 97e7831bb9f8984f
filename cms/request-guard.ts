/**
 * Where the editor may write: Keystatic's own path check is a bare prefix, which takes
 * `content/equipe-x/…` as inside `content/equipe`. The editor service's bridge
 * (editor/keystatic-bridge.ts) passes every update body through `guardUpdateBody` before Keystatic
 * sees it; the Host, Origin and Sec-Fetch-Site checks are the editor's (editor/guard.ts).
 */

import { uploadsRefusal, type UploadRules } from "./upload-rules";

export type GuardVerdict = { ok: true } | { ok: false; status: 400 | 403 | 421; message: string };

/** What of a Keystatic config says where it writes. */
export interface WritingConfig {
  collections?: Record<string, { path?: string; schema: unknown }>;
  singletons?: Record<string, { path?: string; schema: unknown }>;
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
