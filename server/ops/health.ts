/**
 * Probes for an orchestrator or load balancer. `/healthz`: the process answers (liveness; restart it
 * when this fails). `/readyz`: it can take leads now (readiness; send no traffic when this fails):
 * the build is loaded, the store takes writes, and the forwarder runs when an upstream is set.
 * Small JSON bodies, never cached, no personal data. While the server shuts down, Fastify answers
 * 503 to every new request, these included.
 *
 * On the public port they say only ok / ready or not: a stranger learns nothing of the store or
 * the backlog, and no request makes the server write. The check behind `/readyz` (a write to the
 * store) runs at most once per `readinessCacheMs`, whoever asks; the metrics port
 * (METRICS_PORT, loopback) answers `GET /readyz` with the checks and the backlog for the operator.
 *
 * An upstream that is down does not make the relay unready: it must keep taking leads into its
 * store, and a balancer that drained it would lose them. The metrics and the pending-lead alarm
 * watch the backlog.
 */
import type { FastifyInstance } from "fastify";
import type { LeadStoreStats } from "../leads/store/types";
import { readBacklog } from "./lead-stats";
import { HEALTH_PATH, READINESS_PATH } from "#shared/system-paths.ts";

export interface ReadinessSources {
  /** Pages loaded from the build (the server does not start without them). */
  pageCount: number;
  store: LeadStoreStats;
  /** Undefined when no upstream is configured (leads stay in the store by design). */
  forwarder: { readonly running: boolean } | undefined;
  upstreamConfigured: boolean;
  onStoreError?: (error: unknown) => void;
  now?: () => number;
}

export type CheckResult = "ok" | "failing" | "not configured";

export interface Readiness {
  status: "ready" | "not ready";
  checks: { build: CheckResult; store: CheckResult; forwarder: CheckResult };
  /** The delivery backlog, for information; absent when the store cannot be read. */
  pending?: { count: number; oldestAgeSeconds: number };
}

export async function readiness({
  pageCount,
  store,
  forwarder,
  upstreamConfigured,
  onStoreError = () => {},
  now = Date.now,
}: ReadinessSources): Promise<Readiness> {
  const build: CheckResult = pageCount > 0 ? "ok" : "failing";
  let storeCheck: CheckResult = "failing";
  let pending: Readiness["pending"];
  try {
    await store.checkWritable();
    storeCheck = "ok";
    const backlog = await readBacklog(store, now);
    pending = { count: backlog.counts.pending, oldestAgeSeconds: Math.round(backlog.oldestPendingAgeSeconds) };
  } catch (error) {
    onStoreError(error);
  }
  const forwarderCheck: CheckResult = !upstreamConfigured ? "not configured" : forwarder?.running ? "ok" : "failing";
  const ready = build === "ok" && storeCheck === "ok" && forwarderCheck !== "failing";
  return {
    status: ready ? "ready" : "not ready",
    checks: { build, store: storeCheck, forwarder: forwarderCheck },
    ...(pending && { pending }),
  };
}

/** Paths the per-request log leaves out while they answer 200: probes come every few seconds. */
export const probePaths: ReadonlySet<string> = new Set([HEALTH_PATH, READINESS_PATH]);

/** How long one readiness check answers every probe: probes every second write once per this. */
export const readinessCacheMs = 5_000;

/**
 * The readiness check, run at most once per `cacheMs` (concurrent callers share the one in
 * flight): a flood of probes never turns into a flood of writes.
 */
export function cachedReadiness(sources: ReadinessSources, cacheMs = readinessCacheMs): () => Promise<Readiness> {
  const now = sources.now ?? Date.now;
  let last: { at: number; result: Promise<Readiness> } | undefined;
  return () => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), result: readiness(sources) };
    return last.result;
  };
}

export function registerHealthRoutes(app: FastifyInstance, check: () => Promise<Readiness>): void {
  app.get(HEALTH_PATH, async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get(READINESS_PATH, async (_request, reply) => {
    const { status } = await check();
    return reply
      .code(status === "ready" ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status });
  });
}
