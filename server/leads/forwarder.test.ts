import { afterAll, afterEach, describe, expect, it } from "vitest";
import { backoffDelay, decideDelivery, defaultForwarderSettings, LeadForwarder, retryAfterMs, type ForwarderLog, type ForwarderSettings } from "./forwarder";
import { openLeadStore, type LeadStore } from "./store";
import { removeTempDatabases, startStubUpstream, tempDatabasePath, validLead, waitFor, type StubBehaviour, type StubUpstream } from "./testing";

afterAll(removeTempDatabases);

const fastSettings: ForwarderSettings = {
  requestTimeoutMs: 300,
  backoffBaseMs: 5,
  backoffCapMs: 40,
  maxAttemptsWhileNotFound: 4,
  pollIntervalMs: 50,
  concurrency: 4,
};

const quietLog: ForwarderLog = { info() {}, warn() {}, error() {} };

const submission = (index: number) => {
  const { name, phone, messageToSend, tags } = validLead(index);
  return { name, phone, messageToSend, tags };
};

describe("retry policy", () => {
  it("bounds the full-jitter delay by base · 2^(attempt-1), capped", () => {
    const settings = { ...defaultForwarderSettings };
    expect(backoffDelay(1, settings, () => 0.999_999)).toBe(1999);
    expect(backoffDelay(3, settings, () => 0.5)).toBe(4000);
    expect(backoffDelay(3, settings, () => 0)).toBe(0);
    expect(backoffDelay(30, settings, () => 0.999_999)).toBe(3_599_996);
    expect(backoffDelay(10_000, settings, () => 0.5)).toBe(1_800_000);
  });

  it("delivers on 2xx, retries network errors, timeouts, 408, 429 and 5xx, and fails on other 4xx", () => {
    const decide = (status: number | null, attempt = 1) => decideDelivery(status, attempt, defaultForwarderSettings, () => 0.5).kind;
    expect([200, 201, 202, 204].map((status) => decide(status))).toEqual(["delivered", "delivered", "delivered", "delivered"]);
    expect([null, 408, 429, 500, 502, 503, 504].map((status) => decide(status, 500))).toEqual(Array(7).fill("retry"));
    expect([400, 401, 403, 405, 410, 413, 422, 301].map((status) => decide(status))).toEqual(Array(8).fill("failed"));
  });

  it("retries 404 (an inactive n8n workflow) up to the cap of attempts", () => {
    const decide = (attempt: number) => decideDelivery(404, attempt, defaultForwarderSettings, () => 0.5).kind;
    expect(decide(1)).toBe("retry");
    expect(decide(47)).toBe("retry");
    expect(decide(48)).toBe("failed");
  });

  it("waits at least Retry-After, itself capped", () => {
    const delay = (retryAfter: number | null) => {
      const decision = decideDelivery(429, 1, defaultForwarderSettings, () => 0, retryAfter);
      return decision.kind === "retry" ? decision.delayMs : -1;
    };
    expect(delay(null)).toBe(0);
    expect(delay(120_000)).toBe(120_000);
    expect(delay(48 * 3_600_000)).toBe(3_600_000);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Wed, 01 Jan 2025 00:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe("lead forwarder against a stub upstream", () => {
  let store: LeadStore;
  let upstream: StubUpstream;
  let forwarder: LeadForwarder;

  const start = async (respond: (previousAttempts: number) => StubBehaviour, settings: Partial<ForwarderSettings> = {}) => {
    store = openLeadStore(tempDatabasePath());
    upstream = await startStubUpstream(respond);
    forwarder = new LeadForwarder({ store, webhookUrl: upstream.url, log: quietLog, ...fastSettings, ...settings });
  };

  afterEach(async () => {
    await forwarder?.close();
    await upstream?.close();
    store?.close();
  });

  it("delivers each lead exactly once per idempotency key through 500, a dropped connection, 404 and 429", async () => {
    const failures: StubBehaviour[] = [{ status: 500 }, "drop", { status: 404 }, { status: 429, headers: { "retry-after": "0" } }];
    await start((previous) => failures[previous] ?? { status: 200 });
    forwarder.start();
    const ids = Array.from({ length: 12 }, (_, index) => store.insert(submission(index)).id);
    forwarder.wake();

    await waitFor(() => store.counts().delivered === ids.length, 15_000, "every lead delivered");

    const delivered = upstream.deliveredByKey();
    expect([...delivered.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(delivered.get(id)).toHaveLength(1);
      expect(upstream.requests.filter((request) => request.idempotencyKey === id)).toHaveLength(5);
      expect(store.get(id)).toMatchObject({ status: "delivered", attempts: 5, lastStatus: 200 });
    }
    expect(upstream.maxConcurrentPerKey()).toBe(1);
  });

  it("posts exactly { name, phone, messageToSend, tags } as JSON with both idempotency headers", async () => {
    await start(() => ({ status: 204 }));
    const lead = store.insert(submission(7));
    forwarder.start();
    await waitFor(() => store.counts().delivered === 1);
    const [request] = upstream.requests;
    expect(request).toMatchObject({ idempotencyKey: lead.id, xIdempotencyKey: lead.id, contentType: "application/json" });
    expect(Object.keys(request!.body as object)).toEqual(["name", "phone", "messageToSend", "tags"]);
    expect(request!.body).toEqual(submission(7));
  });

  it("resumes leads stored before it started, including those waiting for a later attempt", async () => {
    await start(() => ({ status: 200 }));
    const due = store.insert(submission(1));
    const waiting = store.insert(submission(2));
    store.markRetry(waiting.id, Date.now() + 3_600_000, { status: 503, error: "HTTP 503" });
    forwarder.start();
    await waitFor(() => store.counts().delivered === 2);
    expect(store.get(due.id)?.attempts).toBe(1);
    expect(store.get(waiting.id)?.attempts).toBe(2);
  });

  it("times out a request that gets no answer and retries it", async () => {
    await start((previous) => (previous === 0 ? "hang" : { status: 200 }), { requestTimeoutMs: 100 });
    const lead = store.insert(submission(1));
    forwarder.start();
    await waitFor(() => store.get(lead.id)?.status === "delivered");
    expect(store.get(lead.id)?.attempts).toBe(2);
    expect(upstream.deliveredByKey().get(lead.id)).toHaveLength(1);
  });

  it("records the last error and status while retrying", async () => {
    await start(() => ({ status: 503 }), { backoffBaseMs: 60_000, backoffCapMs: 60_000 });
    const lead = store.insert(submission(1));
    forwarder.start();
    await waitFor(() => store.get(lead.id)!.attempts === 1);
    expect(store.get(lead.id)).toMatchObject({ status: "pending", lastStatus: 503, lastError: 'HTTP 503: {"message":"stub"}' });
    expect(store.get(lead.id)!.nextAttemptAt).toBeGreaterThan(Date.now() - 1000);
  });

  it("fails a lead at once on a permanent 4xx, and delivers it after a retry from the CLI", async () => {
    let accept = false;
    await start(() => (accept ? { status: 200 } : { status: 422 }));
    const lead = store.insert(submission(1));
    forwarder.start();
    await waitFor(() => store.get(lead.id)?.status === "failed");
    expect(store.get(lead.id)).toMatchObject({ attempts: 1, lastStatus: 422 });

    accept = true;
    expect(store.resetForRetry(lead.id)).toBe(1);
    await waitFor(() => store.get(lead.id)?.status === "delivered", 2000, "the poll to pick up the re-queued lead");
    expect(store.get(lead.id)?.attempts).toBe(1);
  });

  it("gives up on 404 after the cap of attempts", async () => {
    await start(() => ({ status: 404 }));
    const lead = store.insert(submission(1));
    forwarder.start();
    await waitFor(() => store.get(lead.id)?.status === "failed");
    expect(store.get(lead.id)).toMatchObject({ attempts: fastSettings.maxAttemptsWhileNotFound, lastStatus: 404 });
  });

  it("keeps at most `concurrency` requests open", async () => {
    let open = 0;
    let maxOpen = 0;
    await start(() => ({ status: 200 }), { concurrency: 2 });
    const countingFetch: typeof fetch = async (input, init) => {
      maxOpen = Math.max(maxOpen, ++open);
      try {
        return await fetch(input, init);
      } finally {
        open--;
      }
    };
    await forwarder.close();
    forwarder = new LeadForwarder({ store, webhookUrl: upstream.url, log: quietLog, ...fastSettings, concurrency: 2, fetch: countingFetch });
    for (let index = 0; index < 10; index++) store.insert(submission(index));
    forwarder.start();
    await waitFor(() => store.counts().delivered === 10);
    expect(maxOpen).toBe(2);
  });

  it("on close, aborts a request in flight and leaves its lead pending with the attempt uncounted", async () => {
    await start(() => "hang", { requestTimeoutMs: 10_000 });
    const lead = store.insert(submission(1));
    forwarder.start();
    await waitFor(() => upstream.requests.length === 1);
    await forwarder.close();
    expect(store.get(lead.id)).toMatchObject({ status: "pending", attempts: 0 });
  });
});
