import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { ComponentLog } from "../component-log";
import {
  backoffDelay,
  decideDelivery,
  defaultForwarderSettings,
  LeadForwarder,
  retryAfterMs,
  type ForwarderSettings,
} from "./forwarder";
import { SqliteLeadStore } from "./store/sqlite";
import {
  removeTempDirs,
  startStubUpstream,
  tempDatabasePath,
  validSubmission,
  waitFor,
  type StubBehaviour,
  type StubUpstream,
  withoutIdsAndNumbers,
} from "../testing/leads";

afterAll(removeTempDirs);

const fastSettings: ForwarderSettings = {
  // Generous: a request timing out on a busy machine after the stub answered would be sent twice.
  requestTimeoutMs: 5_000,
  backoffBaseMs: 5,
  backoffCapMs: 40,
  maxAttemptsWhileNotFound: 4,
  pollIntervalMs: 50,
  concurrency: 4,
  claimLeaseMs: 10_000,
};

const quietLog: ComponentLog = { info() {}, warn() {}, error() {} };

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
    const decide = (status: number | null, attempt = 1) =>
      decideDelivery(status, attempt, defaultForwarderSettings, () => 0.5).kind;
    expect([200, 201, 202, 204].map((status) => decide(status))).toEqual([
      "delivered",
      "delivered",
      "delivered",
      "delivered",
    ]);
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
  let store: SqliteLeadStore;
  let upstream: StubUpstream;
  let forwarder: LeadForwarder;

  const start = async (
    respond: (previousAttempts: number) => StubBehaviour,
    settings: Partial<ForwarderSettings> = {},
  ) => {
    store = new SqliteLeadStore(tempDatabasePath());
    upstream = await startStubUpstream(respond);
    forwarder = new LeadForwarder({ store, webhookUrl: upstream.url, log: quietLog, ...fastSettings, ...settings });
  };
  const insert = async (index: number, idempotencyKey?: string) =>
    (await store.insert(validSubmission(index), { idempotencyKey })).lead;
  const lead = async (id: string) => (await store.get(id))!;
  const delivered = async () => (await store.counts()).delivered;

  afterEach(async () => {
    await forwarder?.close();
    await upstream?.close();
    await store?.close();
  });

  it("delivers each lead exactly once per idempotency key through 500, a dropped connection, 404 and 429", async () => {
    const failures: StubBehaviour[] = [
      { status: 500 },
      "drop",
      { status: 404 },
      { status: 429, headers: { "retry-after": "0" } },
    ];
    await start((previous) => failures[previous] ?? { status: 200 });
    await forwarder.start();
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) ids.push((await insert(index)).id);
    forwarder.wake();

    await waitFor(async () => (await delivered()) === ids.length, 15_000, "every lead delivered");

    const deliveredByKey = upstream.deliveredByKey();
    expect([...deliveredByKey.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(deliveredByKey.get(id)).toHaveLength(1);
      expect(upstream.requests.filter((request) => request.idempotencyKey === id)).toHaveLength(5);
      expect(await lead(id)).toMatchObject({ status: "delivered", lastStatus: 200, claimedBy: null });
      // A dropped connection can also fail a request queued on that kept-alive socket before the
      // stub read it: an attempt that counts here but never reached the stub.
      expect((await lead(id)).attempts).toBeGreaterThanOrEqual(5);
    }
    expect(upstream.maxConcurrentPerKey()).toBe(1);
  });

  it("posts exactly { name, phone, messageToSend, tags } as JSON with both idempotency headers", async () => {
    await start(() => ({ status: 204 }));
    const stored = await insert(7);
    await forwarder.start();
    await waitFor(async () => (await delivered()) === 1);
    const [request] = upstream.requests;
    expect(request).toMatchObject({
      idempotencyKey: stored.id,
      xIdempotencyKey: stored.id,
      contentType: "application/json",
    });
    expect(Object.keys(request!.body as object)).toEqual(["name", "phone", "messageToSend", "tags"]);
    expect(request!.body).toEqual(validSubmission(7));
  });

  it("sends the client's idempotency key upstream when the lead came with one", async () => {
    await start(() => ({ status: 200 }));
    await insert(1, "f47ac10b-58cc-4372-a567-0e02b2c3d479");
    await forwarder.start();
    await waitFor(async () => (await delivered()) === 1);
    expect(upstream.requests.map((request) => [request.idempotencyKey, request.xIdempotencyKey])).toEqual([
      ["f47ac10b-58cc-4372-a567-0e02b2c3d479", "f47ac10b-58cc-4372-a567-0e02b2c3d479"],
    ]);
  });

  it("resumes leads stored before it started, including those waiting for a later attempt", async () => {
    await start(() => ({ status: 200 }));
    const due = await insert(1);
    const waiting = await insert(2);
    await store.claimDue("earlier-run", 10, 1000);
    await store.markRetry(waiting.id, "earlier-run", 3_600_000, { status: 503, error: "HTTP 503" });
    await store.releaseClaims("earlier-run");
    await forwarder.start();
    await waitFor(async () => (await delivered()) === 2);
    expect((await lead(due.id)).attempts).toBe(1);
    expect((await lead(waiting.id)).attempts).toBe(2);
  });

  it("leaves alone a lead another relay holds, and sends it once that relay's lease lapses", async () => {
    await start(() => ({ status: 200 }));
    const held = await insert(1);
    await store.claimDue("relay-that-died", 1, 400);
    const free = await insert(2);
    await forwarder.start();
    await waitFor(async () => (await lead(free.id)).status === "delivered");
    expect((await lead(held.id)).status).toBe("pending");
    expect(upstream.requests.map((request) => request.idempotencyKey)).toEqual([free.id]);
    await waitFor(async () => (await lead(held.id)).status === "delivered", 5000, "the lapsed lead delivered");
    expect(upstream.deliveredByKey().get(held.id)).toHaveLength(1);
  });

  it("times out a request that gets no answer and retries it", async () => {
    await start((previous) => (previous === 0 ? "hang" : { status: 200 }), { requestTimeoutMs: 2000 });
    const stored = await insert(1);
    await forwarder.start();
    await waitFor(async () => (await lead(stored.id)).status === "delivered");
    expect((await lead(stored.id)).attempts).toBe(2);
    expect(upstream.deliveredByKey().get(stored.id)).toHaveLength(1);
  });

  it("records the last error and status while retrying", async () => {
    await start(() => ({ status: 503 }), { backoffBaseMs: 60_000, backoffCapMs: 60_000 });
    const stored = await insert(1);
    await forwarder.start();
    await waitFor(async () => (await lead(stored.id)).attempts === 1);
    expect(await lead(stored.id)).toMatchObject({
      status: "pending",
      lastStatus: 503,
      lastError: 'HTTP 503: {"message":"stub"}',
    });
    expect((await lead(stored.id)).nextAttemptAt).toBeGreaterThan(Date.now() - 1000);
  });

  it("keeps an upstream's error body, which may echo the lead, in the store and out of the log", async () => {
    await start((previous) => ({ status: previous === 0 ? 503 : 422, echo: true }));
    const entries: { level: string; details: object; message: string }[] = [];
    const record =
      (level: string) =>
      (details: object, message: string): void => {
        entries.push({ level, details, message });
      };
    await forwarder.close();
    forwarder = new LeadForwarder({
      store,
      webhookUrl: upstream.url,
      log: { info: record("info"), warn: record("warn"), error: record("error") },
      ...fastSettings,
    });
    const stored = await insert(1);
    await forwarder.start();
    await waitFor(async () => (await lead(stored.id)).status === "failed");

    // The operator still sees what the upstream said (npm run leads -- list) …
    expect((await lead(stored.id)).lastError).toMatch(/^HTTP 422: \{"name":"Maria José da Silva","phone":"\+55/);
    // … and the log says which lead, which attempt and what status, nothing of the body.
    expect(entries.map(({ level, message }) => [level, message])).toEqual([
      ["info", "resuming pending leads"],
      ["warn", "lead delivery failed, will retry"],
      ["error", "lead delivery failed permanently"],
    ]);
    expect(entries[2]!.details).toEqual({ leadId: stored.id, attempt: 2, upstreamStatus: 422 });
    const logged = withoutIdsAndNumbers(JSON.stringify(entries));
    for (const personal of ["Maria", "9000", "8888", "Clínica"]) expect(logged).not.toContain(personal);
  });

  it("fails a lead at once on a permanent 4xx, and delivers it after a retry from the CLI", async () => {
    let accept = false;
    await start(() => (accept ? { status: 200 } : { status: 422 }));
    const stored = await insert(1);
    await forwarder.start();
    await waitFor(async () => (await lead(stored.id)).status === "failed");
    expect(await lead(stored.id)).toMatchObject({ attempts: 1, lastStatus: 422 });

    accept = true;
    expect(await store.resetForRetry(stored.id)).toBe(1);
    await waitFor(
      async () => (await lead(stored.id)).status === "delivered",
      2000,
      "the poll to pick up the re-queued lead",
    );
    expect((await lead(stored.id)).attempts).toBe(1);
  });

  it("gives up on 404 after the cap of attempts", async () => {
    await start(() => ({ status: 404 }));
    const stored = await insert(1);
    await forwarder.start();
    await waitFor(async () => (await lead(stored.id)).status === "failed");
    expect(await lead(stored.id)).toMatchObject({ attempts: fastSettings.maxAttemptsWhileNotFound, lastStatus: 404 });
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
    forwarder = new LeadForwarder({
      store,
      webhookUrl: upstream.url,
      log: quietLog,
      ...fastSettings,
      concurrency: 2,
      fetch: countingFetch,
    });
    for (let index = 0; index < 10; index++) await insert(index);
    await forwarder.start();
    await waitFor(async () => (await delivered()) === 10);
    expect(maxOpen).toBe(2);
  });

  it("on close, aborts a request in flight, leaves its lead pending with the attempt uncounted, and gives its claim back", async () => {
    await start(() => "hang", { requestTimeoutMs: 10_000, claimLeaseMs: 60_000 });
    const stored = await insert(1);
    await forwarder.start();
    await waitFor(() => upstream.requests.length === 1);
    expect((await lead(stored.id)).claimedBy).not.toBeNull();
    await forwarder.close();
    expect(await lead(stored.id)).toMatchObject({ status: "pending", attempts: 0, claimedBy: null, leaseUntil: null });
  });

  it("refuses a lease no longer than a request's timeout", () => {
    expect(
      () =>
        new LeadForwarder({
          store,
          webhookUrl: "http://127.0.0.1:9/",
          log: quietLog,
          ...fastSettings,
          requestTimeoutMs: 10_000,
          claimLeaseMs: 10_000,
        }),
    ).toThrow(/claimLeaseMs > requestTimeoutMs/);
  });
});
