/**
 * The promise of the relay: a lead answered 2xx is never lost, and never delivered twice by
 * relays sharing a store. The real server runs as child processes, acknowledges leads, is killed
 * with SIGKILL (no shutdown hook runs), and another process takes over. On both stores.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { baseUrlOf, spawnServer } from "../testing/child-server";
import { compileRelay, type CompiledRelay } from "#tests/compiled-relay.ts";
import { freshStoreOverrides } from "../testing/env";
import { openLeadStore, type StoredLead } from "./store";
import {
  freePort,
  removeTempDirs,
  startStubUpstream,
  storeKinds,
  tempDatabasePath,
  validLead,
  waitFor,
  type StoreKind,
  type StubUpstream,
} from "../testing/leads";

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
}

const children: ChildProcess[] = [];
/** LEAD_CLAIM_LEASE_SECONDS's minimum (server/env.ts): longer than a delivery's 10 s timeout. */
const shortestClaimLeaseSeconds = 11;
/**
 * The server's sources compiled once for the file, as the build compiles them: each of the eight
 * starts runs plain JavaScript instead of tsx compiling the sources again in each child.
 */
let relay: CompiledRelay | undefined;
beforeAll(() => {
  relay = compileRelay();
});
afterAll(() => {
  relay?.remove();
  removeTempDirs();
});
// Each test starts two servers, kills one and waits out claim leases (11 s) and hung deliveries
// (10 s): a minute and more on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
let upstream: StubUpstream | undefined;

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await upstream?.close();
  upstream = undefined;
});

/** Starts `server/index.ts`, compiled as production runs it, and waits for its "site ready" log line. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = spawnServer(
    { CLIENT_DIR: "build/client", LEAD_RATE_LIMIT_PER_MINUTE: "10000", ...env },
    undefined,
    relay!.entry,
  );
  children.push(server.child);
  // Starting takes seconds on a busy machine: the test's own timeout bounds it.
  return { child: server.child, baseUrl: await baseUrlOf(server, 170_000) };
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  const [, signal] = await exited;
  expect(signal).toBe("SIGKILL");
}

const postLead = (baseUrl: string, index: number) =>
  fetch(`${baseUrl}/webhook/agendamento`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validLead(index)),
  });

const leadId = async (response: Response) => {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

/**
 * A fresh store of `kind`, as the server's settings name it, with the shortest claim lease the
 * server takes: a lead claimed by a killed process is claimed again once its lease lapses, and
 * with the default minute each restart test would mostly wait.
 */
async function storeSettings(kind: StoreKind): Promise<Record<string, string>> {
  return {
    DATABASE_PATH: tempDatabasePath(),
    LEAD_CLAIM_LEASE_SECONDS: String(shortestClaimLeaseSeconds),
    ...(await freshStoreOverrides(kind)),
  };
}

/** Every stored lead, read through a store of the test's own while the servers run. */
async function storedLeads(settings: Record<string, string>): Promise<StoredLead[]> {
  const store = await openLeadStore({ DATABASE_PATH: settings.DATABASE_PATH!, DATABASE_URL: settings.DATABASE_URL });
  try {
    return await store.list({ limit: 10_000 });
  } finally {
    await store.close();
  }
}

/**
 * Waits until the stored leads satisfy `condition`, read every 200 ms: each read opens a store
 * (a PostgreSQL pool, or the SQLite file and its checks) and lists every lead, too much to do
 * every 10 ms as `waitFor` polls for ten seconds and more. Returns the leads last read.
 */
async function waitForStored(
  settings: Record<string, string>,
  condition: (stored: StoredLead[]) => boolean,
  timeoutMs: number,
  what: string,
): Promise<StoredLead[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await storedLeads(settings);
    if (condition(stored)) return stored;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// One relay's crash and restart is the same on both stores; relays sharing a store run on both.
describe("relay crash safety on sqlite", () => {
  const kind = "sqlite";

  it("delivers every acknowledged lead exactly once after a SIGKILL and a restart", async () => {
    const upstreamPort = await freePort();
    const settings = await storeSettings(kind);
    const env = { ...settings, AUTOMATION_WEBHOOK_URL: `http://127.0.0.1:${upstreamPort}/webhook/lead` };

    // First life: the upstream is down; leads are acknowledged, and some keep arriving as the process dies.
    const first = await startServer(env);
    const acknowledged = new Set<string>();
    const settled = Array.from({ length: 60 }, (_, index) =>
      postLead(first.baseUrl, index)
        .then(async (response) => {
          if (response.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
          else throw new Error(`unexpected status ${response.status}`);
        })
        .catch((error: Error) => (error.message.startsWith("unexpected") ? Promise.reject(error) : undefined)),
    );
    await waitFor(() => acknowledged.size >= 30, 30_000, "30 acknowledged leads");
    await killHard(first.child);
    await Promise.all(settled);
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);

    // Second life: the upstream is up on the configured port.
    upstream = await startStubUpstream(() => ({ status: 200 }), upstreamPort);
    const second = await startServer(env);
    const stored = await waitForStored(
      settings,
      (leads) => leads.length > 0 && leads.every((lead) => lead.status === "delivered"),
      60_000,
      "every stored lead delivered",
    );
    const storedIds = new Set(stored.map((lead) => lead.id));
    for (const id of acknowledged) expect(storedIds.has(id), `acknowledged lead ${id} is stored`).toBe(true);

    const delivered = upstream.deliveredByKey();
    for (const id of storedIds) expect(delivered.get(id), `lead ${id} delivered once`).toHaveLength(1);
    expect(upstream.requests).toHaveLength(storedIds.size);
    await killHard(second.child);
  });

  it("re-sends a lead killed mid-delivery with the same idempotency key, and it is delivered once", async () => {
    // The first request of each lead gets no answer: the process dies with it in flight.
    upstream = await startStubUpstream((previous) => (previous === 0 ? "hang" : { status: 200 }));
    const env = { ...(await storeSettings(kind)), AUTOMATION_WEBHOOK_URL: upstream.url };

    const first = await startServer(env);
    const responses = await Promise.all([0, 1, 2].map((index) => postLead(first.baseUrl, index)));
    const ids = await Promise.all(responses.map(leadId));
    await waitFor(() => upstream!.requests.length === 3, 30_000, "3 deliveries in flight");
    await killHard(first.child);

    const second = await startServer(env);
    await waitFor(() => upstream!.deliveredByKey().size === 3, 60_000, "3 leads delivered");
    for (const [index, id] of ids.entries()) {
      const attempts = upstream.requests.filter((request) => request.idempotencyKey === id);
      expect(attempts.map((request) => request.body)).toEqual([validLead(index), validLead(index)]);
      expect(upstream.deliveredByKey().get(id)).toHaveLength(1);
    }
    await killHard(second.child);
  });
});

describe.each(storeKinds)("relays sharing a store on %s", (kind) => {
  it("each lead is sent by one relay at a time, and once after one of them is SIGKILLed", async () => {
    // Relay A's requests never get an answer, so A dies with every slot mid-delivery; B's are answered.
    upstream = await startStubUpstream((_previous, url) => (url.endsWith("?relay=a") ? "hang" : { status: 200 }));
    const settings = await storeSettings(kind);
    const leaseSeconds = shortestClaimLeaseSeconds;
    const shared = settings;
    const [relayA, relayB] = await Promise.all([
      startServer({ ...shared, AUTOMATION_WEBHOOK_URL: `${upstream.url}?relay=a` }),
      startServer({ ...shared, AUTOMATION_WEBHOOK_URL: `${upstream.url}?relay=b` }),
    ]);

    const sentBy = (relay: "a" | "b") =>
      upstream!.requests.filter((request) => request.url.endsWith(`?relay=${relay}`));
    const openAtA = () => new Set(sentBy("a").flatMap((request) => (request.open ? [request.idempotencyKey] : [])));
    // A takes 4 leads first and, woken by them, claims them at once; B's periodic poll may still
    // claim one of them first on a busy machine (then B delivers it): each is in flight at A or
    // delivered by B before the rest arrive.
    const firstIds = await Promise.all(
      Array.from({ length: 4 }, (_, index) => postLead(relayA.baseUrl, index).then(leadId)),
    );
    await waitFor(
      () => firstIds.every((id) => openAtA().has(id) || upstream!.deliveredByKey().has(id)),
      30_000,
      "the first 4 leads in flight at A or delivered by B",
    );
    // ...then both relays take leads and claim due ones from the same store at the same time.
    const laterIds = await Promise.all(
      Array.from({ length: 36 }, (_, index) =>
        postLead((index % 2 === 0 ? relayA : relayB).baseUrl, index + 4).then(leadId),
      ),
    );
    const ids = [...firstIds, ...laterIds];
    // Every lead is delivered by B or hangs at A (a hung attempt times out after 10 s and its lead
    // is claimed again, by either relay: the wait does not count on a fixed split).
    await waitFor(
      () => upstream!.deliveredByKey().size + openAtA().size === ids.length,
      60_000,
      "every lead delivered by B or in flight at A",
    );
    const heldByA = [...openAtA()];
    await killHard(relayA.child);
    const killedAt = Date.now();
    expect(heldByA.length).toBeGreaterThan(0);

    await waitForStored(
      settings,
      (leads) => leads.every((lead) => lead.status === "delivered"),
      leaseSeconds * 1000 + 60_000,
      "B delivering A's leads once their lease lapsed",
    );
    const stored = await storedLeads(settings);
    expect(stored.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    const delivered = upstream.deliveredByKey();
    for (const id of ids) expect(delivered.get(id), `lead ${id} delivered once`).toHaveLength(1);
    // No lead was ever in flight from both relays; A's leads went out again only after its death.
    expect(upstream.maxConcurrentPerKey()).toBe(1);
    for (const key of heldByA) {
      const resent = sentBy("b").filter((request) => request.idempotencyKey === key);
      expect(resent).toHaveLength(1);
      expect(resent[0]!.receivedAt).toBeGreaterThanOrEqual(killedAt);
    }
    await killHard(relayB.child);
  });
});
