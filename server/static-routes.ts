/**
 * The site's routes: every page and file of the build from memory (server/static-site.ts), a
 * trailing slash redirected to a known page only, anything else the not-found page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorCacheControl } from "./http-policy";
import { negotiateEncoding, type StaticResource, type StaticSite } from "./static-site";

/** Decodes a request path, or null when it is malformed or tries to climb out of the site. */
export function safeRequestPath(rawUrl: string): string | null {
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded;
}

/** One resource of a build, in the encoding the client takes, with its validator and CSP. */
export function sendResource(request: FastifyRequest, reply: FastifyReply, resource: StaticResource, status: number) {
  const encoding = negotiateEncoding(request.headers["accept-encoding"], resource);
  const variant = resource.variants[encoding]!;
  reply
    .header("content-type", resource.contentType)
    .header("cache-control", status === 200 ? resource.cacheControl : errorCacheControl)
    .header("vary", "Accept-Encoding")
    .header("etag", variant.etag);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  if (resource.csp) reply.header("content-security-policy", resource.csp);
  if (status === 200 && request.headers["if-none-match"] === variant.etag) return reply.code(304).send();
  return reply.code(status).send(variant.body);
}

export function registerStaticRoutes(app: FastifyInstance, currentSite: () => StaticSite): void {
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendResource(request, reply, currentSite().notFound, 404);

  app.get("/*", async (request, reply) => {
    // The build served now: a publish swaps a new one in without a restart (followBuild).
    const site = currentSite();
    const path = safeRequestPath(request.url);
    if (path === null) return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: invalid path");
    const page = site.pages.get(path);
    if (page) return sendResource(request, reply, page, 200);
    const file = site.files.get(path);
    if (file) return sendResource(request, reply, file, 200);
    // "/psiquiatra/" → "/psiquiatra"; only ever to a known page, so no open redirect.
    const withoutSlash = path.replace(/\/+$/, "");
    if (withoutSlash !== path && site.pages.has(withoutSlash)) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(withoutSlash + query, 308);
    }
    return sendNotFound(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return sendNotFound(request, reply);
    return reply.code(404).send({ ok: false, error: "Não encontrado." });
  });
}
