import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { ServerEnv } from "./env";
import { errorStatus } from "./error-status";
import { loggableError } from "./loggable-error";
import {
  bodyLimitBytes,
  connectionLimits,
  type ConnectionLimits,
  cspOptionsFrom,
  errorCacheControl,
  nonDocumentCsp,
  securityHeaders,
} from "./http-policy";
import { LeadForwarder, type LeadForwarderOptions } from "./leads/forwarder";
import { scheduleRetention } from "./leads/retention";
import { leadRelay } from "./leads/routes";
import { openLeadStore, type LeadStore } from "./leads/store";
import { AccessLog, pathWithoutQuery } from "./ops/access-log";
import { cachedReadiness, probePaths, registerHealthRoutes } from "./ops/health";
import { LeadMetrics, startMetricsServer } from "./ops/metrics";
import { PendingLeadAlarm, type PendingLeadAlarmOptions } from "./ops/pending-alarm";
import { RumMetrics } from "./rum/metrics";
import { rumRelay } from "./rum/routes";
import { loadStaticSite, negotiateEncoding, type StaticResource, type StaticSite } from "./static-site";
import { site as siteConfig } from "#app/site/site.ts";
import { RUM_PATH } from "#shared/rum.ts";

export interface BuildServerOptions {
  env: ServerEnv;
  /** A site already loaded (tests share one); read from env.CLIENT_DIR otherwise. */
  site?: StaticSite;
  /** Forwarder timings, clock and randomness for tests; the defaults otherwise. */
  leadForwarder?: Omit<LeadForwarderOptions, "store" | "webhookUrl" | "log" | "observer">;
  /** The pending-lead alarm's clock and HTTP client for tests. */
  alarm?: Pick<PendingLeadAlarmOptions, "now" | "fetch">;
  /** Where log lines go instead of stdout: tests read what the server logs. */
  logStream?: { write(line: string): void };
  /** The access log's clock, for tests of its daily files. */
  now?: () => number;
  /** Timeouts and the connection cap; tests shorten them. */
  limits?: Partial<ConnectionLimits>;
}

/** The answers to errors our handlers never see (a malformed URL, a broken request): fixed words, never the input. */
const plainErrorText: Record<number, string> = {
  400: "Requisição inválida.",
  404: "Não encontrado.",
  405: "Método não permitido.",
  408: "Tempo de requisição esgotado.",
  413: "Corpo da requisição grande demais.",
  414: "Endereço longo demais.",
  415: "Tipo de conteúdo não aceito.",
  431: "Cabeçalhos grandes demais.",
};

/** The message of a 4xx answer: ours, never the error's text (which may quote the request). */
export function clientErrorMessage(status: number): string {
  return plainErrorText[status] ?? "Requisição inválida.";
}

declare module "fastify" {
  interface FastifyInstance {
    /** The lead store of this server (SQLite or PostgreSQL): tests read what the relay stored and the forwarder did. */
    leadStore: LeadStore;
    /** `GET /metrics` on the metrics port, when METRICS_PORT is set. */
    metricsUrl: string | undefined;
  }
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

export async function buildServer({
  env,
  site = loadStaticSite(env.CLIENT_DIR, cspOptionsFrom(env)),
  leadForwarder,
  alarm: alarmOverrides,
  logStream,
  now = Date.now,
  limits: limitOverrides,
}: BuildServerOptions): Promise<FastifyInstance> {
  const limits = { ...connectionLimits, ...limitOverrides };
  const app = Fastify({
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    logger: { level: env.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // One log line per request, written when the response is done.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: bodyLimitBytes,
    return503OnClosing: true,
    // A malformed URL ("/%") never reaches a route: answered here with our headers and words,
    // logged by its path only, the input never echoed.
    frameworkErrors: (error, request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      const status = errorStatus(error) < 500 ? errorStatus(error) : 400;
      request.log.info({ method: request.method, status, code: error.code }, "request refused");
      void reply
        .code(status)
        .headers(securityHeaders)
        .header("content-security-policy", nonDocumentCsp)
        .header("cache-control", errorCacheControl)
        .type("text/plain; charset=utf-8")
        .send(clientErrorMessage(status));
    },
  });
  app.server.maxConnections = limits.maxConnections;
  // A request Node cannot even parse (a broken request line, headers too large) or that took too
  // long to arrive: the same answer, written on the socket.
  app.server.removeAllListeners("clientError");
  app.server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = clientErrorMessage(status);
    const headers = {
      ...securityHeaders,
      "content-security-policy": nonDocumentCsp,
      "cache-control": errorCacheControl,
      "content-type": "text/plain; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join("\r\n")}\r\n\r\n${body}`,
    );
  });

  // Proxied traffic with no trusted proxy: every visitor would share the proxy's address, so
  // one rate-limit bucket for the whole site. Said once, at the first such request.
  let warnedUntrustedProxy = false;
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(securityHeaders);
    if (!warnedUntrustedProxy && env.TRUST_PROXY === false && request.headers["x-forwarded-for"] !== undefined) {
      warnedUntrustedProxy = true;
      app.log.warn(
        "requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every visitor counts as the proxy's address, one rate-limit bucket for all; set TRUST_PROXY to the proxy's address (127.0.0.1 for nginx on this machine)",
      );
    }
  });
  // Whatever is not a page carries a CSP too, one that lets nothing load or run.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", nonDocumentCsp);
  });
  // A response finished during shutdown closes its connection: a kept-alive one would hold the
  // server open until the deadline. Added before the relay, so its routes inherit it.
  let closing = false;
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("preClose", async () => {
    closing = true;
  });
  const accessLog = new AccessLog({
    dir: env.ACCESS_LOG_DIR,
    retentionDays: env.ACCESS_LOG_DAYS,
    now,
    onError: (error) => app.log.error({ error: loggableError(error) }, "access log unavailable"),
  });
  app.addHook("onClose", () => accessLog.close());
  // The application log names the path, never the query string (campaign parameters, whatever a
  // link carries); the access log keeps what the privacy policy says it keeps. A speed beacon
  // keeps no address (the policy says so): it is left out of the access log.
  app.addHook("onResponse", async (request, reply) => {
    const path = pathWithoutQuery(request.url);
    if (reply.statusCode === 200 && probePaths.has(path)) return;
    if (path !== RUM_PATH)
      accessLog.write({ ip: request.ip, method: request.method, url: request.url, status: reply.statusCode });
    request.log.info(
      {
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });

  // The lead pipeline, assembled here: the store, the forwarder that delivers from it, retention,
  // the operations side (metrics, probes, the pending-lead alarm), and the relay route; each gets
  // only the part of the store it uses.
  const leadStore = await openLeadStore(env);
  for (const folder of env.DATABASE_URL ? [env.ACCESS_LOG_DIR] : [path.dirname(env.DATABASE_PATH), env.ACCESS_LOG_DIR])
    if (fs.existsSync(folder) && (fs.statSync(folder).mode & 0o077) !== 0)
      app.log.warn(
        { folder },
        "other users of this machine can list this folder of personal data: chmod 700 it (its files are private)",
      );
  app.decorate("leadStore", leadStore);
  const logStoreError = (error: unknown) => app.log.error({ error: loggableError(error) }, "lead store unavailable");
  const metrics = new LeadMetrics({ store: leadStore, onStoreError: logStoreError });
  const forwarder = env.AUTOMATION_WEBHOOK_URL
    ? new LeadForwarder({
        claimLeaseMs: env.LEAD_CLAIM_LEASE_SECONDS * 1000,
        ...leadForwarder,
        store: leadStore,
        webhookUrl: env.AUTOMATION_WEBHOOK_URL,
        log: app.log.child({ component: "lead-forwarder" }),
        observer: metrics,
      })
    : undefined;
  if (!forwarder)
    app.log.warn("AUTOMATION_WEBHOOK_URL is not set: leads are stored but not forwarded (see `npm run leads -- list`)");
  const alarm = new PendingLeadAlarm({
    ...alarmOverrides,
    store: leadStore,
    alertAfterMinutes: env.LEAD_ALERT_AFTER_MINUTES,
    checkIntervalMs: env.LEAD_ALERT_CHECK_SECONDS * 1000,
    webhookUrl: env.ALERT_WEBHOOK_URL,
    site: env.VITE_SITE_URL ?? siteConfig.url,
    log: app.log.child({ component: "pending-lead-alarm" }),
  });

  let stopRetention: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    alarm.start();
    await forwarder?.start();
    stopRetention = scheduleRetention({
      store: leadStore,
      retentionDays: env.LEAD_RETENTION_DAYS,
      deletionLog: env.LEAD_DELETION_LOG,
      log: app.log.child({ component: "lead-retention" }),
      alert: {
        webhookUrl: env.ALERT_WEBHOOK_URL,
        site: env.VITE_SITE_URL ?? siteConfig.url,
        fetch: alarmOverrides?.fetch,
      },
    });
  });
  // Before the server stops taking requests: the alarm aborts a post in flight, which must not
  // hold the shutdown.
  app.addHook("preClose", async () => alarm.stop());
  // Once the requests in flight are answered (a lead they store stays pending for the next start):
  // everything that uses the store stops before it closes.
  app.addHook("onClose", async () => {
    await stopRetention?.();
    await forwarder?.close();
    await leadStore.close();
  });

  await app.register(leadRelay, { env, store: leadStore, forwarder, observer: metrics });
  // Real visitors' speed, counted into the same registry, served on the same metrics port.
  await app.register(rumRelay, {
    metrics: new RumMetrics(metrics.registry),
    ratePerMinute: env.RUM_RATE_LIMIT_PER_MINUTE,
  });

  const checkReadiness = cachedReadiness({
    pageCount: site.pages.size,
    store: leadStore,
    forwarder,
    upstreamConfigured: Boolean(env.AUTOMATION_WEBHOOK_URL),
    onStoreError: logStoreError,
    now,
  });
  registerHealthRoutes(app, checkReadiness);

  app.decorate("metricsUrl", undefined);
  if (env.METRICS_PORT !== undefined) {
    const metricsServer = await startMetricsServer(
      metrics.registry,
      env.METRICS_PORT,
      env.METRICS_HOST,
      checkReadiness,
    );
    app.metricsUrl = metricsServer.url;
    app.addHook("onClose", () => metricsServer.close());
  }

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendResource(request, reply, site.notFound, 404);

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
    const status = errorStatus(error);
    if (status >= 500) request.log.error({ error: loggableError(error) }, "request failed");
    return reply
      .code(status)
      .header("cache-control", errorCacheControl)
      .send({ ok: false, error: status >= 500 ? "Erro interno do servidor." : clientErrorMessage(status) });
  });

  return app;
}
