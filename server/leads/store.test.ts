import fs from "node:fs";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openLeadStore, type LeadStore } from "./store";
import { removeTempDatabases, tempDatabasePath, validLead } from "./testing";

afterAll(removeTempDatabases);

const submission = (index = 0) => {
  const { name, phone, messageToSend, tags } = validLead(index);
  return { name, phone, messageToSend, tags };
};

describe("lead store", () => {
  let store: LeadStore;
  let clock = 1_000_000;
  const open = (databasePath = tempDatabasePath()) => (store = openLeadStore(databasePath, { now: () => clock }));

  afterEach(() => store?.close());

  it("creates the folder of the file and uses WAL with synchronous=FULL", () => {
    const databasePath = tempDatabasePath();
    expect(fs.existsSync(databasePath)).toBe(false);
    open(databasePath);
    expect(fs.existsSync(databasePath)).toBe(true);
    expect(store.pragma("journal_mode")).toBe("wal");
    expect(store.pragma("synchronous")).toBe(2);
    expect(store.pragma("busy_timeout")).toBe(5000);
  });

  it("inserts a pending lead, due now, that another connection reads at once", () => {
    open();
    const lead = store.insert(submission(1));
    expect(lead).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: clock, createdAt: new Date(clock).toISOString() });
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    const other = new Database(store.path, { readonly: true });
    const row = other.prepare("SELECT payload, status FROM leads WHERE id = ?").get(lead.id) as { payload: string; status: string };
    other.close();
    expect(JSON.parse(row.payload)).toEqual(submission(1));
    expect(row.status).toBe("pending");
  });

  it("keeps leads across a reopen", () => {
    const databasePath = tempDatabasePath();
    open(databasePath);
    const ids = [store.insert(submission(1)).id, store.insert(submission(2)).id];
    store.close();
    open(databasePath);
    expect(store.list().map((lead) => lead.id).sort()).toEqual([...ids].sort());
  });

  it("tracks the delivery state: due leads, retry schedule, delivered and failed", () => {
    open();
    const first = store.insert(submission(1));
    clock += 1;
    const second = store.insert(submission(2));
    expect(store.dueLeads(10).map((lead) => lead.id)).toEqual([first.id, second.id]);

    store.markRetry(first.id, clock + 5000, { status: 503, error: "HTTP 503" });
    expect(store.get(first.id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock + 5000, lastStatus: 503, lastError: "HTTP 503" });
    expect(store.dueLeads(10).map((lead) => lead.id)).toEqual([second.id]);
    expect(store.nextDueAfter(clock)).toBe(clock + 5000);

    store.markDelivered(second.id, 200);
    expect(store.get(second.id)).toMatchObject({ status: "delivered", attempts: 1, lastStatus: 200, lastError: null, deliveredAt: new Date(clock).toISOString() });

    clock += 5000;
    expect(store.dueLeads(10).map((lead) => lead.id)).toEqual([first.id]);
    store.markFailed(first.id, { status: 400, error: "HTTP 400: bad" });
    expect(store.get(first.id)).toMatchObject({ status: "failed", attempts: 2, lastStatus: 400 });
    expect(store.dueLeads(10)).toEqual([]);
    expect(store.nextDueAfter(clock)).toBeNull();
    expect(store.counts()).toEqual({ pending: 0, delivered: 1, failed: 1, total: 2 });
  });

  it("clips long error texts", () => {
    open();
    const lead = store.insert(submission());
    store.markRetry(lead.id, clock, { status: null, error: "x".repeat(10_000) });
    expect(store.get(lead.id)?.lastError).toHaveLength(500);
  });

  it("re-queues failed leads with the attempt count reset, never delivered ones", () => {
    open();
    const failed = store.insert(submission(1));
    const delivered = store.insert(submission(2));
    const pending = store.insert(submission(3));
    store.markFailed(failed.id, { status: 400, error: "HTTP 400" });
    store.markDelivered(delivered.id, 200);
    store.markRetry(pending.id, clock + 60_000, { status: 500, error: "HTTP 500" });
    clock += 10;

    expect(store.resetForRetry()).toBe(1);
    expect(store.get(failed.id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: clock });
    expect(store.resetForRetry(delivered.id)).toBe(0);
    expect(store.get(delivered.id)?.status).toBe("delivered");
    expect(store.resetForRetry(pending.id)).toBe(1);
    expect(store.get(pending.id)).toMatchObject({ status: "pending", nextAttemptAt: clock });
    expect(store.resetForRetry("no-such-id")).toBe(0);
  });

  it("makes every pending lead due when resuming", () => {
    open();
    const lead = store.insert(submission());
    store.markRetry(lead.id, clock + 3_600_000, { status: null, error: "network error" });
    expect(store.dueLeads(10)).toEqual([]);
    expect(store.resumePending()).toBe(1);
    expect(store.dueLeads(10).map((due) => due.id)).toEqual([lead.id]);
  });

  it("lists newest first, filtered by status and limited", () => {
    open();
    const ids = [1, 2, 3].map((index) => {
      clock += 1000;
      return store.insert(submission(index)).id;
    });
    store.markDelivered(ids[0]!, 200);
    expect(store.list().map((lead) => lead.id)).toEqual([...ids].reverse());
    expect(store.list({ limit: 1 }).map((lead) => lead.id)).toEqual([ids[2]]);
    expect(store.list({ status: "delivered" }).map((lead) => lead.id)).toEqual([ids[0]]);
  });
});
