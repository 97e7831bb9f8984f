import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KEPT_LEADS_KEY } from "./kept-leads";
import {
  createLeadOutbox,
  FIRST_RETRY_DELAY_MS,
  KEPT_LEAD_MAX_AGE_MS,
  MAX_RETRY_DELAY_MS,
  newLeadId,
  retryDelay,
  type KeptLead,
} from "./outbox";
import { IDEMPOTENCY_KEY_PATTERN, type LeadPayload } from "#shared/lead/schema.ts";
import { validLead } from "#shared/lead/test-fixtures.ts";
import type { LeadPostOutcome } from "./send-lead";

const endpoint = "/webhook/agendamento";
const payload = validLead();

/** A device: storage as a Map, a clock the test moves, timers the test fires, a relay the test scripts. */
function device(outcomes: LeadPostOutcome[] = []) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  let now = 1_000_000;
  let ids = 0;
  const timers: { at: number; task: () => void; cancelled: boolean }[] = [];
  const post = vi.fn(async (_endpoint: string, _payload: LeadPayload, _id: string): Promise<LeadPostOutcome> => {
    return outcomes.shift() ?? "sent";
  });
  const outbox = createLeadOutbox({
    endpoint,
    storage: () => storage,
    post,
    now: () => now,
    newId: () => `lead-${++ids}`,
    schedule: (task, delayMs) => {
      const timer = { at: now + delayMs, task, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    exclusively: (task) => task(),
  });
  return {
    outbox,
    post,
    stored,
    kept: () => JSON.parse(stored.get(KEPT_LEADS_KEY) ?? "[]") as KeptLead[],
    /** The time the pending resend timer fires at, if any. */
    nextTimer: () => timers.filter((timer) => !timer.cancelled).at(-1)?.at,
    advance: async (ms: number) => {
      now += ms;
      for (const timer of timers.filter((candidate) => !candidate.cancelled && candidate.at <= now)) {
        timer.cancelled = true;
        timer.task();
      }
      await vi.waitFor(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get now() {
      return now;
    },
  };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("newLeadId", () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is a random UUID v4 the relay takes as an idempotency key", () => {
    const ids = new Set([newLeadId(), newLeadId(), newLeadId()]);
    expect(ids.size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(uuidV4);
      expect(id).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
  });

  it("still makes one on a page served over plain HTTP, where crypto.randomUUID does not exist", () => {
    const realCrypto = globalThis.crypto;
    try {
      vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => realCrypto.getRandomValues(bytes) });
      const id = newLeadId();
      expect(id).toMatch(uuidV4);
      expect(id).not.toBe(newLeadId());
      // The version (4) and variant (10xx) bits are set whatever the random bytes are.
      vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
      expect(newLeadId()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("retryDelay", () => {
  it("starts at 5 s, doubles with each failure and stops growing at 5 min", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(7)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(50)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe("lead outbox", () => {
  it("keeps a lead while its first send is in flight and removes it when the relay acknowledges it", async () => {
    const { outbox, post, stored } = device();
    let release!: (outcome: LeadPostOutcome) => void;
    post.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const outcome = outbox.submit(payload);
    expect(outbox.kept()).toMatchObject([{ id: "lead-1", payload, attempts: 0 }]);
    release("sent");
    await expect(outcome).resolves.toBe("sent");
    expect(post).toHaveBeenCalledWith(endpoint, payload, "lead-1");
    expect(stored.has(KEPT_LEADS_KEY)).toBe(false);
  });

  it("keeps a failed lead and re-sends it with backoff until acknowledged, with the same id each time", async () => {
    const phone = device(["failed", "failed", "failed", "sent"]);
    await expect(phone.outbox.submit(payload)).resolves.toBe("failed");
    expect(phone.kept()).toMatchObject([
      { id: "lead-1", attempts: 1, nextAttemptAt: phone.now + FIRST_RETRY_DELAY_MS },
    ]);
    expect(phone.nextTimer()).toBe(phone.now + 5_000);

    await phone.advance(4_999);
    expect(phone.post).toHaveBeenCalledTimes(1);
    await phone.advance(1);
    expect(phone.post).toHaveBeenCalledTimes(2);
    expect(phone.kept()).toMatchObject([{ attempts: 2 }]);
    expect(phone.nextTimer()).toBe(phone.now + 10_000);

    await phone.advance(10_000);
    expect(phone.post).toHaveBeenCalledTimes(3);
    expect(phone.nextTimer()).toBe(phone.now + 20_000);
    await phone.advance(20_000);
    expect(phone.post).toHaveBeenCalledTimes(4);
    expect(phone.post.mock.calls.map((call) => call[2])).toEqual(["lead-1", "lead-1", "lead-1", "lead-1"]);
    expect(phone.kept()).toEqual([]);
    expect(phone.nextTimer()).toBeUndefined();
  });

  it("re-sends only what is due on a page load, and everything at once when the browser is back online", async () => {
    const phone = device(["failed"]);
    await phone.outbox.submit(payload);
    await phone.outbox.resend();
    expect(phone.post).toHaveBeenCalledTimes(1);
    await phone.outbox.resend({ all: true });
    expect(phone.post).toHaveBeenCalledTimes(2);
    expect(phone.kept()).toEqual([]);
  });

  it("drops a lead the relay refuses for good (4xx), logging its id only", async () => {
    const phone = device(["refused"]);
    await expect(phone.outbox.submit(payload)).resolves.toBe("refused");
    expect(phone.kept()).toEqual([]);
    expect(phone.nextTimer()).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith("Lead recusado pelo servidor e descartado", { id: "lead-1" });
    expect(JSON.stringify(vi.mocked(console.warn).mock.calls)).not.toContain(payload.name);
  });

  it("drops a lead kept for 7 days without sending it", async () => {
    const phone = device();
    phone.post.mockResolvedValue("failed");
    await phone.outbox.submit(payload);
    // Retried (and failed) once more on the way; still kept one millisecond before the limit.
    await phone.advance(KEPT_LEAD_MAX_AGE_MS - 1);
    expect(phone.post).toHaveBeenCalledTimes(2);
    expect(phone.kept()).toHaveLength(1);
    await phone.advance(1);
    await phone.outbox.resend({ all: true });
    expect(phone.post).toHaveBeenCalledTimes(2);
    expect(phone.kept()).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith("Lead guardado há mais de 7 dias descartado", { id: "lead-1" });
  });

  it("sends kept leads only to the configured endpoint, whatever storage says", async () => {
    const phone = device();
    const tampered = {
      id: "old",
      payload,
      keptAt: phone.now,
      attempts: 1,
      nextAttemptAt: phone.now,
      endpoint: "https://example.org/steal",
      url: "https://example.org/steal",
    };
    phone.stored.set(KEPT_LEADS_KEY, JSON.stringify([tampered, { id: 3 }, "junk"]));
    await phone.outbox.resend();
    expect(phone.post).toHaveBeenCalledTimes(1);
    expect(phone.post).toHaveBeenCalledWith(endpoint, payload, "old");
    expect(phone.kept()).toEqual([]);
  });

  it("survives unreadable storage: nothing kept, the lead is still sent", async () => {
    const phone = device(["sent"]);
    phone.stored.set(KEPT_LEADS_KEY, "{not json");
    await expect(phone.outbox.submit(payload)).resolves.toBe("sent");
    expect(phone.post).toHaveBeenCalledTimes(1);
  });

  it("a first send still pending after the wait is settled when it ends", async () => {
    vi.useFakeTimers();
    try {
      const phone = device();
      let release!: (outcome: LeadPostOutcome) => void;
      phone.post.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
      const outcome = phone.outbox.submit(payload, 8_000);
      await vi.advanceTimersByTimeAsync(8_000);
      await expect(outcome).resolves.toBe("timed-out");
      expect(phone.outbox.kept()).toHaveLength(1);
      release("sent");
      await vi.advanceTimersByTimeAsync(0);
      expect(phone.outbox.kept()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
