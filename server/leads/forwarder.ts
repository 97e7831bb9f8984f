/**
 * Delivers stored leads to the automation webhook (an n8n-style URL), at least once each.
 *
 * Each lead is POSTed as exactly { name, phone, messageToSend, tags } with its idempotency key
 * (the browser's, or the lead's id) as `Idempotency-Key` (and `X-Idempotency-Key`), so the
 * upstream can drop the duplicate that a crash between its answer and our commit would cause.
 * Retry policy:
 * - 2xx: delivered.
 * - network error, timeout, 408, 429, 5xx: retried forever, exponential backoff with full jitter
 *   (a random delay in [0, min(cap, base · 2^(attempt-1))]); Retry-After is honoured as a floor.
 * - 404: n8n answers it while a workflow is inactive, so it is retried too, up to
 *   `maxAttemptsWhileNotFound` attempts (48 by default: about a day with a 1 h cap), then failed.
 * - any other status: failed at once (a permanent refusal); `npm run leads -- retry` re-queues.
 *   Redirects are never followed, so a 3xx is one of these.
 *
 * A lead is delivered only under a claim: the store leases it to this forwarder for
 * `claimLeaseMs`, so no other relay process sharing the store sends it meanwhile, and if this
 * process dies the lease lapses and another process sends it. At most `concurrency` leads are in
 * flight; closing gives the unfinished leases back. A new lead wakes the
 * forwarder at once; otherwise a timer fires at the next scheduled attempt, and at least every
 * `pollIntervalMs` so leads re-queued by the CLI are picked up. At start, every lead still
 * pending (from before a restart or a crash) is due at once, whatever its backoff said: a restart
 * is often the fix (a deploy, a new URL), and it costs one attempt per lead.
 */
import crypto from "node:crypto";
import os from "node:os";
import type { ComponentLog } from "../component-log";
import { loggableError } from "../loggable-error";
import { redactUrls } from "../redact-url";
import type { DeliveryObserver } from "../ops/lead-stats";
import type { LeadDeliveryStore, StoredLead } from "./store";

export interface ForwarderSettings {
  requestTimeoutMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  maxAttemptsWhileNotFound: number;
  pollIntervalMs: number;
  concurrency: number;
  /** How long a claimed lead stays ours; longer than `requestTimeoutMs`, or a slow attempt could be sent twice. */
  claimLeaseMs: number;
}

export const defaultForwarderSettings: ForwarderSettings = {
  requestTimeoutMs: 10_000,
  backoffBaseMs: 2_000,
  backoffCapMs: 60 * 60 * 1000,
  maxAttemptsWhileNotFound: 48,
  pollIntervalMs: 30_000,
  concurrency: 4,
  claimLeaseMs: 60_000,
};

export interface LeadForwarderOptions extends Partial<ForwarderSettings> {
  store: LeadDeliveryStore;
  webhookUrl: string;
  log: ComponentLog;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  random?: () => number;
  /** Told of every finished attempt and how long it took (the metrics). */
  observer?: DeliveryObserver;
}

export type DeliveryDecision = { kind: "delivered" } | { kind: "retry"; delayMs: number } | { kind: "failed" };

/** Full jitter: a uniformly random delay up to the exponential bound of this attempt. */
export function backoffDelay(
  attempt: number,
  { backoffBaseMs, backoffCapMs }: ForwarderSettings,
  random: () => number,
): number {
  const bound = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.floor(random() * bound);
}

/** Retry-After as milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * What to do after an attempt. `status` null means no response (network error or timeout);
 * `attempt` counts this one.
 */
export function decideDelivery(
  status: number | null,
  attempt: number,
  settings: ForwarderSettings,
  random: () => number,
  retryAfter: number | null = null,
): DeliveryDecision {
  if (status !== null && status >= 200 && status < 300) return { kind: "delivered" };
  const transient = status === null || status === 408 || status === 429 || status >= 500;
  const workflowInactive = status === 404 && attempt < settings.maxAttemptsWhileNotFound;
  if (!transient && !workflowInactive) return { kind: "failed" };
  const jittered = backoffDelay(attempt, settings, random);
  const floor = retryAfter === null ? 0 : Math.min(retryAfter, settings.backoffCapMs);
  return { kind: "retry", delayMs: Math.max(jittered, floor) };
}

/** The start of an error body, for the operator's `npm run leads -- list`; never the whole of it, never in a log. */
async function responseSnippet(response: Response, maxLength = 200): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < maxLength) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } catch {
    return "";
  } finally {
    reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, maxLength).replace(/\s+/g, " ").trim();
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `timeout after ${timeoutMs} ms`;
  if (!(error instanceof Error)) return `network error: ${String(error)}`;
  const cause =
    error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : "";
  return redactUrls(`network error: ${error.message}${cause}`);
}

export class LeadForwarder {
  private readonly settings: ForwarderSettings;
  private readonly store: LeadDeliveryStore;
  private readonly webhookUrl: string;
  private readonly log: ComponentLog;
  private readonly fetch: typeof globalThis.fetch;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly observer: DeliveryObserver | undefined;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly closing = new AbortController();
  /** Whose claims are ours in a store other processes may share. */
  private readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private pumpScheduled = false;
  /** One pump at a time: two would claim past `concurrency`. */
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;
  private started = false;
  private closed = false;

  constructor({
    store,
    webhookUrl,
    log,
    fetch = globalThis.fetch,
    now = Date.now,
    random = Math.random,
    observer,
    ...settings
  }: LeadForwarderOptions) {
    // An override left undefined (a test passing `{ concurrency: undefined }`) keeps the default.
    const overrides = Object.fromEntries(
      Object.entries(settings).filter(([, value]) => value !== undefined),
    ) as Partial<ForwarderSettings>;
    this.settings = { ...defaultForwarderSettings, ...overrides };
    if (this.settings.claimLeaseMs <= this.settings.requestTimeoutMs)
      throw new Error("The claim lease must outlast a delivery attempt (claimLeaseMs > requestTimeoutMs).");
    this.store = store;
    this.webhookUrl = webhookUrl;
    this.log = log;
    this.fetch = fetch;
    this.now = now;
    this.random = random;
    this.observer = observer;
  }

  /** Started and not closed: readiness reports it. */
  get running(): boolean {
    return this.started && !this.closed;
  }

  /** Resumes whatever is pending, then keeps delivering until `close`. */
  async start(): Promise<void> {
    this.started = true;
    const { pending } = await this.store.counts();
    await this.store.resumePending();
    if (pending > 0) this.log.info({ pending }, "resuming pending leads");
    this.wake();
  }

  /** A lead was stored: look for due leads now rather than at the next timer. */
  wake(): void {
    if (this.closed || this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  /** Runs `claimAndSchedule`, or once more after the running one when called meanwhile. */
  private pump(): void {
    if (this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = this.claimAndSchedule().finally(() => {
      this.pumping = undefined;
      if (this.pumpAgain) {
        this.pumpAgain = false;
        this.pump();
      }
    });
  }

  /** Stops scheduling, aborts requests in flight (their leads stay pending, attempt uncounted) and waits for them. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.closing.abort();
    await this.pumping;
    await Promise.allSettled(this.inFlight.values());
    await this.store
      .releaseClaims(this.owner)
      .catch((error: unknown) =>
        this.log.error({ error: loggableError(error) }, "lead forwarder could not give its claims back"),
      );
  }

  private async claimAndSchedule(): Promise<void> {
    clearTimeout(this.timer);
    try {
      const freeSlots = this.settings.concurrency - this.inFlight.size;
      if (freeSlots > 0) {
        // Due and leased on the store's clock (PostgreSQL's now()), so relays with skewed clocks agree.
        const claimed = await this.store.claimDue(this.owner, freeSlots, this.settings.claimLeaseMs);
        // Closed while claiming: the leases go back with the others in `close`.
        if (this.closed) return;
        for (const lead of claimed) this.startDelivery(lead);
      }
      await this.scheduleNextPump();
    } catch (error) {
      if (this.closed) return;
      this.log.error({ error: loggableError(error) }, "lead forwarder could not read the store");
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.pump(), this.settings.pollIntervalMs).unref();
    }
  }

  /** Every due lead is in flight now or slots are full (a finished delivery pumps again), so only future ones need a timer. */
  private async scheduleNextPump(): Promise<void> {
    const wait = await this.store.msUntilNextDue();
    if (this.closed) return;
    const delay = wait === null ? this.settings.pollIntervalMs : Math.min(wait, this.settings.pollIntervalMs);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pump(), Math.max(0, delay)).unref();
  }

  private startDelivery(lead: StoredLead): void {
    const delivery = this.deliver(lead)
      .catch((error: unknown) =>
        this.log.error({ error: loggableError(error), leadId: lead.id }, "lead delivery crashed"),
      )
      .finally(() => {
        this.inFlight.delete(lead.id);
        this.pump();
      });
    this.inFlight.set(lead.id, delivery);
  }

  private async deliver(lead: StoredLead): Promise<void> {
    const attempt = lead.attempts + 1;
    const { name, phone, messageToSend, tags } = lead.payload;
    const startedAt = performance.now();
    let response: Response;
    try {
      response = await this.fetch(this.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": lead.idempotencyKey,
          "x-idempotency-key": lead.idempotencyKey,
        },
        body: JSON.stringify({ name, phone, messageToSend, tags }),
        // Never followed: a redirect would re-send the lead to an address nobody configured. A 3xx
        // is a permanent refusal (the lead is kept as failed, `npm run leads -- retry` re-queues).
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(this.settings.requestTimeoutMs), this.closing.signal]),
      });
    } catch (error) {
      if (this.closed) return;
      await this.settle(
        lead,
        attempt,
        null,
        describeFetchError(error, this.settings.requestTimeoutMs),
        null,
        startedAt,
      );
      return;
    }
    let detail = "";
    // The connection is reused only once its body is consumed or cancelled.
    if (response.ok) await response.body?.cancel().catch(() => {});
    else if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {});
      detail = `redirect to ${redactUrls(response.headers.get("location") ?? "(no location)")} not followed; set AUTOMATION_WEBHOOK_URL to the final address`;
    } else detail = await responseSnippet(response);
    if (this.closed && !response.ok) return;
    const retryAfter = retryAfterMs(response.headers.get("retry-after"), this.now());
    await this.settle(
      lead,
      attempt,
      response.status,
      `HTTP ${response.status}${detail ? `: ${detail}` : ""}`,
      retryAfter,
      startedAt,
    );
  }

  /**
   * Records the attempt. `error` goes to the store only (`npm run leads -- list` shows it): an
   * upstream's error body may echo the lead back, so the log says just the status, or for no
   * response the network error, which is ours.
   */
  private async settle(
    lead: StoredLead,
    attempt: number,
    status: number | null,
    error: string,
    retryAfter: number | null,
    startedAt: number,
  ): Promise<void> {
    const decision = decideDelivery(status, attempt, this.settings, this.random, retryAfter);
    this.observer?.deliveryAttempted(decision.kind, (performance.now() - startedAt) / 1000);
    const details = { leadId: lead.id, attempt, upstreamStatus: status };
    const failure = status === null ? { ...details, error } : details;
    switch (decision.kind) {
      case "delivered":
        await this.store.markDelivered(lead.id, status ?? 0);
        this.log.info(details, "lead delivered");
        return;
      case "retry":
        await this.store.markRetry(lead.id, this.owner, decision.delayMs, { status, error });
        this.log.warn({ ...failure, retryInMs: decision.delayMs }, "lead delivery failed, will retry");
        return;
      case "failed":
        await this.store.markFailed(lead.id, this.owner, { status, error });
        this.log.error(failure, "lead delivery failed permanently");
        return;
    }
  }
}
