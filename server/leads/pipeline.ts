/**
 * The lead pipeline as a Fastify plugin: the store, the forwarder that delivers from it, retention,
 * the operations side (metrics, probes, the pending-lead alarm), the relay route and the speed
 * beacons; each gets only the part of the store it uses. Registered on the root instance (not
 * encapsulated): the store and the metrics URL are the server's own decorations.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { site as siteConfig } from "#app/site/site.ts";
import type { ServerEnv } from "../env";
import { loggableError } from "../loggable-error";
import { cachedReadiness, registerHealthRoutes } from "../ops/health";
import { LeadMetrics, startMetricsServer } from "../ops/metrics";
import { PendingLeadAlarm, type PendingLeadAlarmOptions } from "../ops/pending-alarm";
import { RumMetrics } from "../rum/metrics";
import { rumRelay } from "../rum/routes";
import { LeadForwarder, type LeadForwarderOptions } from "./forwarder";
import { scheduleRetention } from "./retention";
import { leadRelay } from "./routes";
import { openLeadStore, type LeadStore } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    /** The lead store of this server (SQLite or PostgreSQL): tests read what the relay stored and the forwarder did. */
    leadStore: LeadStore;
    /** `GET /metrics` on the metrics port, when METRICS_PORT is set. */
    metricsUrl: string | undefined;
  }
}

export interface LeadPipelineOptions {
  env: ServerEnv;
  /** Pages of the site, for the readiness probe. */
  pageCount: number;
  /** Forwarder timings, clock and randomness for tests; the defaults otherwise. */
  leadForwarder?: Omit<LeadForwarderOptions, "store" | "webhookUrl" | "log" | "observer">;
  /** The pending-lead alarm's clock and HTTP client for tests. */
  alarm?: Pick<PendingLeadAlarmOptions, "now" | "fetch">;
  now: () => number;
}

const pipeline: FastifyPluginAsync<LeadPipelineOptions> = async (
  app,
  { env, pageCount, leadForwarder, alarm: alarmOverrides, now },
) => {
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
    pageCount,
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
};

// What fastify-plugin does: the plugin's decorations and hooks belong to the instance it is registered on.
(pipeline as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;

export const leadPipeline = pipeline;
