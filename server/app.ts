/**
 * The composition root: one Fastify instance with its limits, our headers and error answers on
 * everything, the access and request logs, the lead pipeline (server/leads/pipeline.ts) and the
 * site's routes (server/static-routes.ts).
 */
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { ServerEnv } from "./env";
import { answerFrameworkError, answerUnparsableRequests, registerErrorHandler } from "./http-errors";
import {
  bodyLimitBytes,
  connectionLimits,
  type ConnectionLimits,
  cspOptionsFrom,
  indexingHeaders,
  isPublicationBuild,
  nonDocumentCsp,
  securityHeaders,
} from "./http-policy";
import type { LeadForwarderOptions } from "./leads/forwarder";
import { leadPipeline } from "./leads/pipeline";
import { loggableError } from "./loggable-error";
import { AccessLog, pathWithoutQuery } from "./ops/access-log";
import { probePaths } from "./ops/health";
import type { PendingLeadAlarmOptions } from "./ops/pending-alarm";
import { followBuild, type StaticSite } from "./static-site";
import { registerStaticRoutes } from "./static-routes";
import { RUM_PATH } from "#shared/rum.ts";

export interface BuildServerOptions {
  env: ServerEnv;
  /**
   * A site already loaded (tests share one); read from env.CLIENT_DIR otherwise, and read again
   * when a new build is swapped into place there (followBuild).
   */
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

export async function buildServer({
  env,
  site: givenSite,
  leadForwarder,
  alarm: alarmOverrides,
  logStream,
  now = Date.now,
  limits: limitOverrides,
}: BuildServerOptions): Promise<FastifyInstance> {
  const limits = { ...connectionLimits, ...limitOverrides };
  // Every answer: the security headers, and noindex unless the build is a publication build.
  const responseHeaders = { ...securityHeaders, ...indexingHeaders(isPublicationBuild(env)) };
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
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, responseHeaders),
  });
  app.server.maxConnections = limits.maxConnections;
  answerUnparsableRequests(app.server, responseHeaders);
  const followed = givenSite
    ? undefined
    : followBuild(env.CLIENT_DIR, cspOptionsFrom(env), {
        onReload: (error) =>
          error
            ? app.log.error(
                { error: loggableError(error) },
                "a new build could not be loaded: still serving the previous one",
              )
            : app.log.info("a new build was swapped in: serving it"),
      });
  const currentSite = followed ? followed.current : () => givenSite!;
  const site = followed ? followed.initial : givenSite!;

  // Proxied traffic with no trusted proxy: every visitor would share the proxy's address, so
  // one rate-limit bucket for the whole site. Said once, at the first such request.
  let warnedUntrustedProxy = false;
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(responseHeaders);
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

  await app.register(leadPipeline, { env, pageCount: site.pages.size, leadForwarder, alarm: alarmOverrides, now });
  registerStaticRoutes(app, currentSite);
  registerErrorHandler(app);

  return app;
}
