/**
 * The editor's request checks, each small and tested (guard.test.ts):
 * - a write (any method but GET/HEAD/OPTIONS) must come from the editor's own pages: its Origin is
 *   the editor's, and Sec-Fetch-Site, when the browser sends it, is same-origin; a write that
 *   shows neither is refused too;
 * - the Host must be one the editor answers to (DNS rebinding).
 * (Failed logins are limited by editor/login-limiter.ts.)
 */

export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

/** Why a write is refused, in Portuguese, or undefined when it comes from the editor itself. */
export function writeRefusal(
  headers: { origin?: string; "sec-fetch-site"?: string },
  ownOrigins: ReadonlySet<string>,
): string | undefined {
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return "Pedido vindo de outro site: recusado.";
  const origin = headers.origin;
  if (origin === undefined) {
    if (site === "same-origin") return undefined;
    return "Pedido sem origem: recusado.";
  }
  if (!ownOrigins.has(origin.toLowerCase())) return "Origem não permitida.";
  return undefined;
}

/**
 * Why a request to the editor's API is refused when the browser says it comes from another page
 * than the editor's own (a cross-site or same-site fetch, or one typed into the address bar), or
 * undefined. Writes pass writeRefusal as well; this covers the reads (the content's tree, files).
 */
export function apiReadRefusal(url: string, secFetchSite: string | undefined): string | undefined {
  if (!url.startsWith("/api/")) return undefined;
  if (secFetchSite === undefined || secFetchSite === "same-origin") return undefined;
  return "Pedido vindo de outro site: recusado.";
}

/** The origins the editor answers as: http://127.0.0.1:port and the like, and https://EDITOR_HOST (never http://: it sits behind TLS). */
export function ownOrigins(port: number, editorHost: string | undefined): Set<string> {
  const origins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  if (editorHost) origins.add(`https://${editorHost.toLowerCase()}`);
  return origins;
}

export function isAllowedHost(host: string | undefined, port: number, editorHost: string | undefined): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  return (
    value === `127.0.0.1:${port}` ||
    value === `localhost:${port}` ||
    (!!editorHost && value === editorHost.toLowerCase())
  );
}
