/**
 * Prometheus metrics of the lead relay, on their own port (METRICS_PORT, loopback by default) so
 * the public site never exposes them. Counters are counted as things happen; the store's gauges
 * (leads by state, age of the oldest pending lead) are read from the store at scrape time, so they
 * stay true across restarts and across relays sharing one store.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import client from "prom-client";
import { METRICS_PATH, READINESS_PATH } from "#shared/system-paths.ts";
import { leadStatuses, type LeadStoreStats } from "../leads/store/types";
import type { Readiness } from "./health";
import {
  readBacklog,
  type DeliveryObserver,
  type DeliveryOutcome,
  type LeadBacklog,
  type LeadRejectionReason,
  type LeadRelayObserver,
} from "./lead-stats";

export interface LeadMetricsOptions {
  /** Read at scrape time. */
  store: LeadStoreStats;
  now?: () => number;
  /** Logs a store that cannot be read at scrape time (the scrape still answers). */
  onStoreError?: (error: unknown) => void;
}

type StoreSnapshot = ({ readable: true } & LeadBacklog) | { readable: false };

async function readSnapshot(
  stats: LeadStoreStats,
  now: () => number,
  onStoreError: (error: unknown) => void,
): Promise<StoreSnapshot> {
  try {
    return { readable: true, ...(await readBacklog(stats, now)) };
  } catch (error) {
    onStoreError(error);
    return { readable: false };
  }
}

export class LeadMetrics implements LeadRelayObserver, DeliveryObserver {
  readonly registry = new client.Registry();
  private readonly received: client.Counter;
  private readonly stored: client.Counter;
  private readonly repeated: client.Counter;
  private readonly rejected: client.Counter<"reason">;
  private readonly attempts: client.Counter<"outcome">;
  private readonly latency: client.Histogram<"outcome">;

  constructor({ store, now = Date.now, onStoreError = () => {} }: LeadMetricsOptions) {
    const registers = [this.registry];
    this.received = new client.Counter({
      name: "leads_received_total",
      help: "Lead submissions that reached the lead endpoint (stored + repeated + rejected).",
      registers,
    });
    this.stored = new client.Counter({
      name: "leads_stored_total",
      help: "Leads committed to the store and answered 201.",
      registers,
    });
    this.repeated = new client.Counter({
      name: "leads_repeated_total",
      help: "Lead submissions whose Idempotency-Key was already stored: answered with the first lead, nothing stored.",
      registers,
    });
    this.rejected = new client.Counter({
      name: "leads_rejected_total",
      help: "Lead submissions not stored, by reason (validation, invalid_json, too_large, media_type, rate_limit, honeypot, store_error, idempotency_conflict, other).",
      labelNames: ["reason"],
      registers,
    });
    this.attempts = new client.Counter({
      name: "lead_delivery_attempts_total",
      help: "Delivery attempts to the automation webhook, by outcome (delivered, retry, failed).",
      labelNames: ["outcome"],
      registers,
    });
    this.latency = new client.Histogram({
      name: "lead_delivery_duration_seconds",
      help: "Time from sending a lead upstream to its answer or error, by outcome.",
      labelNames: ["outcome"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    for (const outcome of ["delivered", "retry", "failed"] satisfies DeliveryOutcome[]) {
      this.attempts.inc({ outcome }, 0);
      this.latency.zero({ outcome });
    }

    // One store read per scrape, shared by the gauges below (prom-client collects them concurrently).
    let snapshotInFlight: Promise<StoreSnapshot> | undefined;
    const snapshot = () => {
      snapshotInFlight ??= readSnapshot(store, now, onStoreError).finally(() => (snapshotInFlight = undefined));
      return snapshotInFlight;
    };
    new client.Gauge({
      name: "leads_store_readable",
      help: "1 when the store answered this scrape, 0 when it could not be read (the store gauges then keep their last values).",
      registers,
      async collect() {
        this.set((await snapshot()).readable ? 1 : 0);
      },
    });
    new client.Gauge({
      name: "leads_in_store",
      help: "Leads in the store by delivery state (pending, delivered, failed), read at scrape time.",
      labelNames: ["status"],
      registers,
      async collect() {
        const current = await snapshot();
        if (!current.readable) return;
        for (const status of leadStatuses) this.set({ status }, current.counts[status]);
      },
    });
    new client.Gauge({
      name: "leads_oldest_pending_age_seconds",
      help: "How long the oldest pending lead has waited for delivery; 0 when none is pending.",
      registers,
      async collect() {
        const current = await snapshot();
        if (current.readable) this.set(current.oldestPendingAgeSeconds);
      },
    });
  }

  leadStored(): void {
    this.received.inc();
    this.stored.inc();
  }

  leadRepeated(): void {
    this.received.inc();
    this.repeated.inc();
  }

  leadRejected(reason: LeadRejectionReason): void {
    this.received.inc();
    this.rejected.inc({ reason });
  }

  deliveryAttempted(outcome: DeliveryOutcome, seconds: number): void {
    this.attempts.inc({ outcome });
    this.latency.observe({ outcome }, seconds);
  }
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `GET /metrics` in the Prometheus text format on its own port; nothing else. */
/**
 * The operator's port: `GET /metrics` (Prometheus) and, with `readiness`, `GET /readyz` with every
 * check and the backlog (the public port says only ready or not).
 */
export async function startMetricsServer(
  registry: client.Registry,
  port: number,
  host: string,
  readiness?: () => Promise<Readiness>,
): Promise<MetricsServer> {
  // The process metrics sample the event loop and GC: only a server that is scraped pays for them.
  client.collectDefaultMetrics({ register: registry });
  const server = http.createServer((request, response) => {
    const path = request.url?.split("?", 1)[0];
    if (request.method === "GET" && path === READINESS_PATH && readiness) {
      readiness().then(
        (result) =>
          response
            .writeHead(result.status === "ready" ? 200 : 503, {
              "content-type": "application/json; charset=utf-8",
              "cache-control": "no-store",
            })
            .end(JSON.stringify(result)),
        () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("readiness unavailable\n"),
      );
      return;
    }
    if (request.method !== "GET" || path !== METRICS_PATH) {
      response
        .writeHead(404, { "content-type": "text/plain; charset=utf-8" })
        .end(`Not found: GET ${METRICS_PATH}${readiness ? ` or ${READINESS_PATH}` : ""}\n`);
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics unavailable\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
