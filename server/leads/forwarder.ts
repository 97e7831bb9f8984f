/**
 * Delivers stored leads to the automation webhook (an n8n-style URL), at least once each.
 *
 * Each lead is POSTed as exactly { name, phone, messageToSend, tags } with its id as
 * `Idempotency-Key` (and `X-Idempotency-Key`), so the upstream can drop the duplicate that a
 * crash between its answer and our commit would cause. Retry policy:
 * - 2xx: delivered.
 * - network error, timeout, 408, 429, 5xx: retried forever, exponential backoff with full jitter
 *   (a random delay in [0, min(cap, base · 2^(attempt-1))]); Retry-After is honoured as a floor.
 * - 404: n8n answers it while a workflow is inactive, so it is retried too, up to
 *   `maxAttemptsWhileNotFound` attempts (48 by default: about a day with a 1 h cap), then failed.
 * - any other status: failed at once (a permanent refusal); `npm run leads -- retry` re-queues.
 *
 * A lead is never in flight twice at once; at most `concurrency` leads are. A new lead wakes the
 * forwarder at once; otherwise a timer fires at the next scheduled attempt, and at least every
 * `pollIntervalMs` so leads re-queued by the CLI are picked up. At start, every lead still
 * pending (from before a restart or a crash) is due at once, whatever its backoff said: a restart
 * is often the fix (a deploy, a new URL), and it costs one attempt per lead.
 */
import type { LeadStore, StoredLead } from "./store";

export interface ForwarderSettings {
  requestTimeoutMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  maxAttemptsWhileNotFound: number;
  pollIntervalMs: number;
  concurrency: number;
}

export const defaultForwarderSettings: ForwarderSettings = {
  requestTimeoutMs: 10_000,
  backoffBaseMs: 2_000,
  backoffCapMs: 60 * 60 * 1000,
  maxAttemptsWhileNotFound: 48,
  pollIntervalMs: 30_000,
  concurrency: 4,
};

/** The pino-style subset of Fastify's logger the forwarder writes to. */
export interface ForwarderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LeadForwarderOptions extends Partial<ForwarderSettings> {
  store: LeadStore;
  webhookUrl: string;
  log: ForwarderLog;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  random?: () => number;
}

export type DeliveryDecision = { kind: "delivered" } | { kind: "retry"; delayMs: number } | { kind: "failed" };

/** Full jitter: a uniformly random delay up to the exponential bound of this attempt. */
export function backoffDelay(attempt: number, { backoffBaseMs, backoffCapMs }: ForwarderSettings, random: () => number): number {
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

/** The start of an error body, for the operator; never the whole of it. */
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
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : "";
  return `network error: ${error.message}${cause}`;
}

export class LeadForwarder {
  private readonly settings: ForwarderSettings;
  private readonly store: LeadStore;
  private readonly webhookUrl: string;
  private readonly log: ForwarderLog;
  private readonly fetch: typeof globalThis.fetch;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly closing = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private pumpScheduled = false;
  private closed = false;

  constructor({ store, webhookUrl, log, fetch = globalThis.fetch, now = Date.now, random = Math.random, ...settings }: LeadForwarderOptions) {
    // An override left undefined (a test passing `{ concurrency: undefined }`) keeps the default.
    const overrides = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<ForwarderSettings>;
    this.settings = { ...defaultForwarderSettings, ...overrides };
    this.store = store;
    this.webhookUrl = webhookUrl;
    this.log = log;
    this.fetch = fetch;
    this.now = now;
    this.random = random;
  }

  /** Resumes whatever is pending, then keeps delivering until `close`. */
  start(): void {
    const { pending } = this.store.counts();
    this.store.resumePending(this.now());
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

  /** Stops scheduling, aborts requests in flight (their leads stay pending, attempt uncounted) and waits for them. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.closing.abort();
    await Promise.allSettled(this.inFlight.values());
  }

  private pump(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    const at = this.now();
    try {
      const freeSlots = this.settings.concurrency - this.inFlight.size;
      if (freeSlots > 0) {
        // Asking for as many extra rows as are in flight guarantees `freeSlots` new ones if they exist.
        for (const lead of this.store.dueLeads(freeSlots + this.inFlight.size, at)) {
          if (this.inFlight.size >= this.settings.concurrency) break;
          if (!this.inFlight.has(lead.id)) this.startDelivery(lead);
        }
      }
      this.scheduleNextPump(at);
    } catch (error) {
      this.log.error({ err: error }, "lead forwarder could not read the store");
      this.timer = setTimeout(() => this.pump(), this.settings.pollIntervalMs).unref();
    }
  }

  /** Every due lead is in flight now or slots are full (a finished delivery pumps again), so only future ones need a timer. */
  private scheduleNextPump(at: number): void {
    const next = this.store.nextDueAfter(at);
    const delay = next === null ? this.settings.pollIntervalMs : Math.min(next - at, this.settings.pollIntervalMs);
    this.timer = setTimeout(() => this.pump(), Math.max(0, delay)).unref();
  }

  private startDelivery(lead: StoredLead): void {
    const delivery = this.deliver(lead)
      .catch((error: unknown) => this.log.error({ err: error, leadId: lead.id }, "lead delivery crashed"))
      .finally(() => {
        this.inFlight.delete(lead.id);
        this.pump();
      });
    this.inFlight.set(lead.id, delivery);
  }

  private async deliver(lead: StoredLead): Promise<void> {
    const attempt = lead.attempts + 1;
    const { name, phone, messageToSend, tags } = lead.payload;
    let response: Response;
    try {
      response = await this.fetch(this.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": lead.id, "x-idempotency-key": lead.id },
        body: JSON.stringify({ name, phone, messageToSend, tags }),
        signal: AbortSignal.any([AbortSignal.timeout(this.settings.requestTimeoutMs), this.closing.signal]),
      });
    } catch (error) {
      if (this.closed) return;
      this.settle(lead, attempt, null, describeFetchError(error, this.settings.requestTimeoutMs), null);
      return;
    }
    let detail = "";
    // The connection is reused only once its body is consumed or cancelled.
    if (response.ok) await response.body?.cancel().catch(() => {});
    else detail = await responseSnippet(response);
    if (this.closed && !response.ok) return;
    const retryAfter = retryAfterMs(response.headers.get("retry-after"), this.now());
    this.settle(lead, attempt, response.status, `HTTP ${response.status}${detail ? `: ${detail}` : ""}`, retryAfter);
  }

  private settle(lead: StoredLead, attempt: number, status: number | null, error: string, retryAfter: number | null): void {
    const decision = decideDelivery(status, attempt, this.settings, this.random, retryAfter);
    const details = { leadId: lead.id, attempt, upstreamStatus: status };
    switch (decision.kind) {
      case "delivered":
        this.store.markDelivered(lead.id, status ?? 0);
        this.log.info(details, "lead delivered");
        return;
      case "retry":
        this.store.markRetry(lead.id, this.now() + decision.delayMs, { status, error });
        this.log.warn({ ...details, error, retryInMs: decision.delayMs }, "lead delivery failed, will retry");
        return;
      case "failed":
        this.store.markFailed(lead.id, { status, error });
        this.log.error({ ...details, error }, "lead delivery failed permanently");
        return;
    }
  }
}
