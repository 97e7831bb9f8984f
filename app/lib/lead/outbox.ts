/**
 * The device's outbox of leads (docs/decisions/017): a lead survives the visitor's
 * network. Each submitted lead gets an id and is written to localStorage before it is sent
 * (so a tab closed mid-request loses nothing either); it leaves the device when the relay
 * acknowledges it (2xx) or refuses it for good (a 4xx other than 408/429). A failed send is
 * retried with exponential backoff while the page is open, at once when the browser comes back
 * online, and on the next page load; after 7 days a kept lead is dropped. Leads are only ever
 * sent to the endpoint the site was built with: storage holds payloads, never a destination.
 * The relay stores one lead per id (the `Idempotency-Key` header), so a resend of a lead whose
 * acknowledgement was lost is harmless. The visitor sees none of this.
 */
import { site } from "#app/site/site.ts";
import type { LeadPayload } from "#shared/lead/schema.ts";
import { LEAD_MAX_WAIT_MS, postLead, waitAtMost, type LeadPostOutcome, type LeadSendOutcome } from "./send-lead";

const { storageKey: KEPT_LEADS_KEY, maxAgeDays: KEPT_LEAD_MAX_AGE_DAYS } = site.keptLeads;
export const KEPT_LEAD_MAX_AGE_MS = KEPT_LEAD_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
export const FIRST_RETRY_DELAY_MS = 5_000;
export const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** A resend that hangs this long counts as failed (the browser's own limit is minutes). */
export const RESEND_TIMEOUT_MS = 60_000;

export interface KeptLead {
  id: string;
  payload: LeadPayload;
  keptAt: number;
  /** Sends that failed so far. */
  attempts: number;
  nextAttemptAt: number;
}

/** 5 s after the first failure, doubling, at most 5 min. */
export function retryDelay(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

export interface LeadOutboxDeps {
  /** The configured lead endpoint; the only address a kept lead is sent to. */
  endpoint: string;
  /** Null when the browser gives us no storage: leads are still sent, just not kept. */
  storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  post: (endpoint: string, payload: LeadPayload, id: string) => Promise<LeadPostOutcome>;
  now: () => number;
  newId: () => string;
  /** Runs `task` after `delayMs`; returns a cancel function. */
  schedule: (task: () => void, delayMs: number) => () => void;
  /** Runs `task` unless another tab is already sending (Web Locks); skipping is fine, that tab sends. */
  exclusively: (task: () => Promise<void>) => Promise<void>;
}

function isKeptLead(value: unknown): value is KeptLead {
  if (typeof value !== "object" || value === null) return false;
  const lead = value as Record<string, unknown>;
  const payload = lead.payload as Record<string, unknown> | null;
  return (
    typeof lead.id === "string" &&
    lead.id.length > 0 &&
    typeof lead.keptAt === "number" &&
    typeof lead.attempts === "number" &&
    typeof lead.nextAttemptAt === "number" &&
    typeof payload === "object" &&
    payload !== null &&
    typeof payload.name === "string" &&
    typeof payload.phone === "string" &&
    Array.isArray(payload.tags)
  );
}

export function createLeadOutbox(deps: LeadOutboxDeps) {
  const inFlight = new Set<string>();
  let cancelTimer: (() => void) | undefined;

  const read = (): KeptLead[] => {
    try {
      const parsed = JSON.parse(deps.storage()?.getItem(KEPT_LEADS_KEY) ?? "[]") as unknown;
      // Only what a kept lead consists of is taken from storage: id, payload and timing.
      return Array.isArray(parsed)
        ? parsed.filter(isKeptLead).map(({ id, payload, keptAt, attempts, nextAttemptAt }) => ({
            id,
            payload,
            keptAt,
            attempts,
            nextAttemptAt,
          }))
        : [];
    } catch {
      return [];
    }
  };
  const write = (leads: KeptLead[]) => {
    try {
      const storage = deps.storage();
      if (leads.length === 0) storage?.removeItem(KEPT_LEADS_KEY);
      else storage?.setItem(KEPT_LEADS_KEY, JSON.stringify(leads));
    } catch {
      // Storage full or blocked: the lead is still sent, only not kept for later.
    }
  };
  const remove = (id: string) => write(read().filter((lead) => lead.id !== id));

  const dropExpired = () => {
    const leads = read();
    const fresh = leads.filter((lead) => deps.now() - lead.keptAt < KEPT_LEAD_MAX_AGE_MS);
    for (const lead of leads)
      if (!fresh.includes(lead))
        console.warn(`Lead guardado há mais de ${KEPT_LEAD_MAX_AGE_DAYS} dias descartado`, { id: lead.id });
    if (fresh.length !== leads.length) write(fresh);
  };

  /** The next resend, at the earliest time a kept lead is due. */
  const scheduleNext = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    const waiting = read().filter((lead) => !inFlight.has(lead.id));
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((lead) => lead.nextAttemptAt));
    cancelTimer = deps.schedule(() => void resend(), Math.max(0, due - deps.now()));
  };

  const settle = (id: string, outcome: LeadPostOutcome) => {
    if (outcome === "sent") remove(id);
    else if (outcome === "refused") {
      remove(id);
      console.warn("Lead recusado pelo servidor e descartado", { id });
    } else {
      write(
        read().map((lead) =>
          lead.id === id
            ? { ...lead, attempts: lead.attempts + 1, nextAttemptAt: deps.now() + retryDelay(lead.attempts + 1) }
            : lead,
        ),
      );
    }
  };

  const attempt = async (lead: KeptLead): Promise<LeadPostOutcome> => {
    inFlight.add(lead.id);
    let outcome: LeadPostOutcome;
    try {
      outcome = await deps.post(deps.endpoint, lead.payload, lead.id);
    } finally {
      inFlight.delete(lead.id);
    }
    settle(lead.id, outcome);
    scheduleNext();
    return outcome;
  };

  /** Sends, one at a time, every kept lead that is due; every one of them when `all` (back online). */
  async function resend({ all = false } = {}): Promise<void> {
    dropExpired();
    await deps.exclusively(async () => {
      for (const { id } of read()) {
        // Re-read: another tab may have sent it meanwhile.
        const lead = read().find((candidate) => candidate.id === id);
        if (!lead || inFlight.has(id) || (!all && lead.nextAttemptAt > deps.now())) continue;
        await attempt(lead);
      }
    });
    scheduleNext();
  }

  return {
    /**
     * Keeps a new lead and sends it. Resolves with the first send's outcome, or `timed-out`
     * after `maxWaitMs` (the request goes on, and settles the kept lead when it ends).
     */
    submit(payload: LeadPayload, maxWaitMs = LEAD_MAX_WAIT_MS): Promise<LeadSendOutcome> {
      const now = deps.now();
      const lead: KeptLead = {
        id: deps.newId(),
        payload,
        keptAt: now,
        attempts: 0,
        nextAttemptAt: now + FIRST_RETRY_DELAY_MS,
      };
      write([...read(), lead]);
      return waitAtMost(attempt(lead), maxWaitMs);
    },
    resend,
    /** The leads kept on this device. */
    kept: read,
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

let browserOutbox: LeadOutbox | undefined;

/**
 * A random UUID v4 for the lead's idempotency key. `crypto.randomUUID` exists only in secure
 * contexts (HTTPS, localhost); a site served over plain HTTP still has `getRandomValues`.
 */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This page's outbox: localStorage, our lead endpoint, one sender across tabs. */
export function leadOutbox(): LeadOutbox {
  browserOutbox ??= createLeadOutbox({
    endpoint: site.leadEndpoint,
    storage: () => window.localStorage,
    post: (endpoint, payload, id) =>
      postLead(endpoint, payload, {
        idempotencyKey: id,
        // Older Safari has no AbortSignal.timeout; there the browser's own limit applies.
        signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(RESEND_TIMEOUT_MS) : undefined,
      }),
    now: Date.now,
    newId: newLeadId,
    schedule: (task, delayMs) => {
      const handle = window.setTimeout(task, delayMs);
      return () => window.clearTimeout(handle);
    },
    exclusively: async (task) => {
      if (!navigator.locks) return task();
      await navigator.locks.request(KEPT_LEADS_KEY, { ifAvailable: true }, async (lock) => {
        if (lock) await task();
      });
    },
  });
  return browserOutbox;
}

let listening = false;

/**
 * Resends what is due now, then keeps at it: on a timer (backoff) and whenever the browser comes
 * back online. Called after every submit, and once the page is idle when a lead is kept: there with
 * `all`, since a visitor back on the site may leave before a kept lead's backoff has run out.
 */
export function startLeadOutbox({ all = false } = {}): void {
  const outbox = leadOutbox();
  if (!listening) {
    listening = true;
    window.addEventListener("online", () => void outbox.resend({ all: true }));
  }
  void outbox.resend({ all });
}
