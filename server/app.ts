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
import { bodyLimitBytes, cspOptionsFrom, errorCacheControl, securityHeaders } from "./http-policy";
import { LeadForwarder, type LeadForwarderOptions } from "./leads/forwarder";
import { scheduleRetention } from "./leads/retention";
import { leadRelay } from "./leads/routes";
import { openLeadStore, type LeadStore } from "./leads/store";
import { probePaths, registerHealthRoutes } from "./ops/health";
import { LeadMetrics, startMetricsServer } from "./ops/metrics";
import { PendingLeadAlarm, type PendingLeadAlarmOptions } from "./ops/pending-alarm";
import { loadStaticSite, negotiateEncoding, type StaticResource, type StaticSite } from "./static-site";
import { site as siteConfig } from "#app/content/site.ts";

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
}: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // One log line per request, written when the response is done.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: bodyLimitBytes,
    return503OnClosing: true,
  });

  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(securityHeaders);
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
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode === 200 && probePaths.has(request.url)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
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
    stopRetention = scheduleRetention(
      leadStore,
      env.LEAD_RETENTION_DAYS,
      app.log.child({ component: "lead-retention" }),
    );
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

  registerHealthRoutes(app, {
    pageCount: site.pages.size,
    store: leadStore,
    forwarder,
    upstreamConfigured: Boolean(env.AUTOMATION_WEBHOOK_URL),
    onStoreError: logStoreError,
  });

  app.decorate("metricsUrl", undefined);
  if (env.METRICS_PORT !== undefined) {
    const metricsServer = await startMetricsServer(metrics.registry, env.METRICS_PORT, env.METRICS_HOST);
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
    return reply.code(status).send({ ok: false, error: status >= 500 ? "Erro interno do servidor." : error.message });
  });

  return app;
}
