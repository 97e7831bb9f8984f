import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerEnv } from "./env";
import { bodyLimitBytes, cspOptionsFrom, errorCacheControl, securityHeaders } from "./http-policy";
import { leadRelay, type LeadForwarderOverrides } from "./leads/routes";
import { loadStaticSite, negotiateEncoding, type StaticResource, type StaticSite } from "./static-site";

export interface BuildServerOptions {
  env: ServerEnv;
  /** A site already loaded (tests share one); read from env.CLIENT_DIR otherwise. */
  site?: StaticSite;
  /** Forwarder timings, clock and randomness for tests; the defaults otherwise. */
  leadForwarder?: LeadForwarderOverrides;
}

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

function sendResource(request: FastifyRequest, reply: FastifyReply, resource: StaticResource, status: number) {
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

export async function buildServer({ env, site = loadStaticSite(env.CLIENT_DIR, cspOptionsFrom(env)), leadForwarder }: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    // One log line per request, written when the response is done.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: bodyLimitBytes,
    return503OnClosing: true,
  });

  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, "request");
  });

  // Owns the lead store and forwarder, and closes them with the app.
  await app.register(leadRelay, { env, forwarder: leadForwarder });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => sendResource(request, reply, site.notFound, 404);

  app.get("/*", async (request, reply) => {
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ ok: false, error: status >= 500 ? "Erro interno do servidor." : error.message });
  });

  return app;
}
