import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, afterEach, describe, expect, inject, it, vi } from "vitest";
import { createTestDatabase } from "#tests/postgres.ts";
import {
  removeTempDirs,
  storeKinds,
  tempDatabasePath,
  tempDir,
  validSubmission,
  type StoreKind,
} from "../../testing/leads";
import { openLeadStore, type LeadStore, type LeadStoreSettings } from "./index";
import { SqliteLeadStore } from "./sqlite";

afterAll(removeTempDirs);

async function freshSettings(kind: StoreKind): Promise<LeadStoreSettings> {
  return {
    DATABASE_PATH: tempDatabasePath(),
    DATABASE_URL: kind === "postgres" ? await createTestDatabase(inject("postgresUrl")) : undefined,
  };
}

describe.each(storeKinds)("lead store on %s", (kind) => {
  let stores: LeadStore[] = [];
  let clock = 1_000_000;
  const open = async (settings?: LeadStoreSettings) => {
    const store = await openLeadStore(settings ?? (await freshSettings(kind)), { now: () => clock });
    stores.push(store);
    return store;
  };

  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    stores = [];
  });

  it("inserts a pending lead, due now, keyed by its id when the client gave no key", async () => {
    const store = await open();
    const { lead, created } = await store.insert(validSubmission(1));
    expect(created).toBe(true);
    expect(lead).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: clock,
      createdAt: new Date(clock).toISOString(),
      payload: validSubmission(1),
      claimedBy: null,
    });
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead.idempotencyKey).toBe(lead.id);
    expect(await store.get(lead.id)).toEqual(lead);
    expect(await store.get("no-such-id")).toBeUndefined();
  });

  it("stores one lead per idempotency key and returns the first one on a repeat", async () => {
    const store = await open();
    const first = await store.insert(validSubmission(1), { idempotencyKey: "client-key-0001" });
    clock += 1000;
    const repeat = await store.insert(validSubmission(2), { idempotencyKey: "client-key-0001" });
    expect(first.created).toBe(true);
    expect(repeat).toEqual({ created: false, lead: first.lead });
    expect(first.lead.idempotencyKey).toBe("client-key-0001");
    const other = await store.insert(validSubmission(1), { idempotencyKey: "client-key-0002" });
    expect(other.created).toBe(true);
    expect((await store.counts()).total).toBe(2);
  });

  it("keeps leads across a reopen", async () => {
    const settings = await freshSettings(kind);
    const store = await open(settings);
    const ids = [(await store.insert(validSubmission(1))).lead.id, (await store.insert(validSubmission(2))).lead.id];
    await store.close();
    const reopened = await open(settings);
    expect((await reopened.list()).map((lead) => lead.id).sort()).toEqual([...ids].sort());
  });

  it("tracks the delivery state: claims, retry schedule, delivered and failed", async () => {
    const store = await open();
    const first = (await store.insert(validSubmission(1))).lead;
    clock += 1;
    const second = (await store.insert(validSubmission(2))).lead;
    expect((await store.claimDue("relay-a", 10, 60_000)).map((lead) => lead.id)).toEqual([first.id, second.id]);

    await store.markRetry(first.id, "relay-a", 5000, { status: 503, error: "HTTP 503" });
    expect(await store.get(first.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: clock + 5000,
      lastStatus: 503,
      lastError: "HTTP 503",
      claimedBy: null,
      leaseUntil: null,
    });
    expect(await store.claimDue("relay-a", 10, 60_000)).toEqual([]);
    expect(await store.msUntilNextDue()).toBe(5000);

    await store.markDelivered(second.id, 200);
    expect(await store.get(second.id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatus: 200,
      lastError: null,
      deliveredAt: new Date(clock).toISOString(),
      claimedBy: null,
    });

    clock += 5000;
    expect((await store.claimDue("relay-a", 10, 60_000)).map((lead) => lead.id)).toEqual([first.id]);
    await store.markFailed(first.id, "relay-a", { status: 400, error: "HTTP 400: bad" });
    expect(await store.get(first.id)).toMatchObject({ status: "failed", attempts: 2, lastStatus: 400 });
    expect(await store.claimDue("relay-a", 10, 60_000)).toEqual([]);
    expect(await store.msUntilNextDue()).toBeNull();
    expect(await store.counts()).toEqual({ pending: 0, delivered: 1, failed: 1, total: 2 });
  });

  it("never hands one lead to two claimants, and lets a lapsed lease go", async () => {
    const settings = await freshSettings(kind);
    const [relayA, relayB] = [await open(settings), await open(settings)];
    const ids = [];
    for (let index = 0; index < 20; index++) ids.push((await relayA.insert(validSubmission(index))).lead.id);

    const [claimedByA, claimedByB] = await Promise.all([
      relayA.claimDue("relay-a", 15, 30_000),
      relayB.claimDue("relay-b", 15, 60_000),
    ]);
    const claimed = [...claimedByA, ...claimedByB].map((lead) => lead.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(await relayB.claimDue("relay-b", 20, 30_000)).toEqual([]);
    // Until the lease lapses, the next moment anything becomes claimable is its end.
    expect(await relayB.msUntilNextDue()).toBe(30_000);

    // relay-a dies: its leads are claimable again once its lease has lapsed, and its late answers count no more.
    clock += 30_000;
    const reclaimed = await relayB.claimDue("relay-b", 20, 60_000);
    expect(reclaimed.map((lead) => lead.id).sort()).toEqual(claimedByA.map((lead) => lead.id).sort());
    const stolen = claimedByA[0]!;
    await relayA.markRetry(stolen.id, "relay-a", 1000, { status: 500, error: "HTTP 500" });
    await relayA.markFailed(stolen.id, "relay-a", { status: 400, error: "HTTP 400" });
    expect(await relayB.get(stolen.id)).toMatchObject({ status: "pending", attempts: 0, claimedBy: "relay-b" });
  });

  it("gives a closing relay's claims back at once", async () => {
    const store = await open();
    const { lead } = await store.insert(validSubmission());
    await store.claimDue("relay-a", 10, 60_000);
    expect(await store.releaseClaims("relay-b")).toBe(0);
    expect(await store.releaseClaims("relay-a")).toBe(1);
    expect((await store.claimDue("relay-b", 10, 60_000)).map((due) => due.id)).toEqual([lead.id]);
  });

  it("clips long error texts", async () => {
    const store = await open();
    const { lead } = await store.insert(validSubmission());
    await store.claimDue("relay-a", 1, 60_000);
    await store.markRetry(lead.id, "relay-a", 0, { status: null, error: "x".repeat(10_000) });
    expect((await store.get(lead.id))?.lastError).toHaveLength(500);
  });

  it("re-queues failed leads with the attempt count reset, never delivered ones", async () => {
    const store = await open();
    const [failed, delivered, pending] = await Promise.all(
      [1, 2, 3].map(async (index) => (await store.insert(validSubmission(index))).lead),
    );
    await store.claimDue("relay-a", 10, 60_000);
    await store.markFailed(failed!.id, "relay-a", { status: 400, error: "HTTP 400" });
    await store.markDelivered(delivered!.id, 200);
    await store.markRetry(pending!.id, "relay-a", 60_000, { status: 500, error: "HTTP 500" });
    clock += 10;

    expect(await store.resetForRetry()).toBe(1);
    expect(await store.get(failed!.id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: clock });
    expect(await store.resetForRetry(delivered!.id)).toBe(0);
    expect((await store.get(delivered!.id))?.status).toBe("delivered");
    expect(await store.resetForRetry(pending!.id)).toBe(1);
    expect(await store.get(pending!.id)).toMatchObject({ status: "pending", nextAttemptAt: clock });
    expect(await store.resetForRetry("no-such-id")).toBe(0);
  });

  it("makes every pending lead due when resuming", async () => {
    const store = await open();
    const { lead } = await store.insert(validSubmission());
    await store.claimDue("relay-a", 1, 60_000);
    await store.markRetry(lead.id, "relay-a", 3_600_000, { status: null, error: "network error" });
    expect(await store.claimDue("relay-a", 10, 60_000)).toEqual([]);
    expect(await store.resumePending()).toBe(1);
    expect((await store.claimDue("relay-a", 10, 60_000)).map((due) => due.id)).toEqual([lead.id]);
  });

  it("lists newest first, filtered by status and limited", async () => {
    const store = await open();
    const ids: string[] = [];
    for (const index of [1, 2, 3]) {
      clock += 1000;
      ids.push((await store.insert(validSubmission(index))).lead.id);
    }
    await store.markDelivered(ids[0]!, 200);
    expect((await store.list()).map((lead) => lead.id)).toEqual([...ids].reverse());
    expect((await store.list({ limit: 1 })).map((lead) => lead.id)).toEqual([ids[2]]);
    expect((await store.list({ status: "delivered" })).map((lead) => lead.id)).toEqual([ids[0]]);
  });

  it("reports the oldest pending lead and whether it can write", async () => {
    const store = await open();
    expect(await store.oldestPendingCreatedAt()).toBeNull();
    const oldest = (await store.insert(validSubmission(1))).lead;
    clock += 60_000;
    await store.insert(validSubmission(2));
    expect(await store.oldestPendingCreatedAt()).toBe(oldest.createdAt);
    await store.markDelivered(oldest.id, 200);
    expect(await store.oldestPendingCreatedAt()).toBe(new Date(clock).toISOString());
    await expect(store.checkWritable()).resolves.toBeUndefined();
  });

  it("finds and deletes a person's leads by phone, whatever the formatting", async () => {
    const store = await open();
    const maria = { ...validSubmission(1), phone: "+55 (31) 99999-8888" };
    const mine = [(await store.insert(maria)).lead.id, (await store.insert(maria)).lead.id];
    const lisbon = (await store.insert({ ...validSubmission(2), phone: "+351 912345678" })).lead.id;
    const someoneElse = (await store.insert({ ...validSubmission(3), phone: "+55 (31) 99999-7777" })).lead.id;

    for (const query of ["+55 (31) 99999-8888", "31999998888", "5531999998888", "031 99999 8888", "+55 31 99999 8888"])
      expect((await store.findByPhone(query)).map((lead) => lead.id).sort(), query).toEqual([...mine].sort());
    expect((await store.findByPhone("912 345 678")).map((lead) => lead.id)).toEqual([lisbon]);
    expect((await store.findByPhone("00351912345678")).map((lead) => lead.id)).toEqual([lisbon]);
    expect(await store.findByPhone("99999-8888")).toEqual([]);
    expect(await store.findByPhone("8888")).toEqual([]);

    expect((await store.deleteByPhone("(31) 99999-8888")).sort()).toEqual([...mine].sort());
    expect((await store.list()).map((lead) => lead.id).sort()).toEqual([lisbon, someoneElse].sort());
  });

  it("purges every lead received before the cutoff, whatever its state, and lists the undelivered ones near it", async () => {
    const store = await open();
    const [delivered, pending, failed] = await Promise.all(
      [1, 2, 3].map(async (index) => (await store.insert(validSubmission(index))).lead),
    );
    await store.claimDue("relay-a", 10, 60_000);
    await store.markDelivered(delivered!.id, 200);
    await store.markFailed(failed!.id, "relay-a", { status: 400, error: "HTTP 400" });
    await store.releaseClaims("relay-a");
    clock += 10_000;
    const recent = (await store.insert(validSubmission(4))).lead;

    expect((await store.undeliveredCreatedBefore(new Date(clock - 5_000))).map((lead) => lead.id).sort()).toEqual(
      [pending!.id, failed!.id].sort(),
    );
    expect((await store.purgeCreatedBefore(new Date(clock - 5_000))).sort()).toEqual(
      [delivered!.id, pending!.id, failed!.id].sort(),
    );
    expect((await store.list()).map((lead) => lead.id)).toEqual([recent.id]);
    expect(await store.purgeCreatedBefore(new Date(clock - 5_000))).toEqual([]);
  });

  it("stores an error text with NUL and other control characters (PostgreSQL's text refuses NUL)", async () => {
    const store = await open();
    const { lead } = await store.insert(validSubmission());
    await store.claimDue("relay-a", 1, 60_000);
    await store.markRetry(lead.id, "relay-a", 0, { status: 502, error: 'HTTP 502: {"echo":"a\u0000b\u001b"}' });
    expect(await store.get(lead.id)).toMatchObject({ attempts: 1, lastError: 'HTTP 502: {"echo":"ab"}' });
  });

  it("keeps the alert state, changed only by a compare-and-set on its version", async () => {
    const settings = await freshSettings(kind);
    const [relayA, relayB] = [await open(settings), await open(settings)];
    const initial = await relayA.readAlertState();
    expect(initial).toEqual({ status: "resolved", since: 0, postingUntil: null, version: 0 });

    // Two relays racing on one version: exactly one wins.
    const claim = { status: "firing" as const, since: clock, postingUntil: clock + 30_000 };
    const results = await Promise.all([relayA.swapAlertState(0, claim), relayB.swapAlertState(0, claim)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await relayB.readAlertState()).toEqual({ ...claim, version: 1 });
    expect(await relayB.swapAlertState(0, { status: "resolved", since: 0, postingUntil: null })).toBe(false);
    expect(await relayA.swapAlertState(1, { ...claim, postingUntil: null })).toBe(true);

    // A restarted relay reads what was announced before.
    await relayA.close();
    const restarted = await open(settings);
    expect(await restarted.readAlertState()).toEqual({ ...claim, postingUntil: null, version: 2 });
  });

  it("creates its schema once when two relays open an empty store together", async () => {
    const settings = await freshSettings(kind);
    const [first, second] = await Promise.all([open(settings), open(settings)]);
    await first.insert(validSubmission(1));
    expect((await second.counts()).total).toBe(1);
  });
});

describe("opening a lead store", () => {
  it("names the file or the database it could not open, never a password", async () => {
    const directory = tempDir();
    await expect(openLeadStore({ DATABASE_PATH: directory })).rejects.toThrow(
      `Cannot open the SQLite lead store ${directory}`,
    );
    const missing = new URL(inject("postgresUrl"));
    missing.pathname = "/no_such_database";
    missing.password = "s3cret";
    const failure = openLeadStore({ DATABASE_PATH: "", DATABASE_URL: missing.toString() });
    await expect(failure).rejects.toThrow(/^Cannot open the PostgreSQL lead store postgres:\/\/.*no_such_database/);
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });
});

describe("lead store on sqlite only", () => {
  let store: SqliteLeadStore | undefined;
  afterEach(async () => store?.close());

  it("creates the folder of the file and uses WAL with synchronous=FULL", () => {
    const databasePath = tempDatabasePath();
    expect(fs.existsSync(databasePath)).toBe(false);
    store = new SqliteLeadStore(databasePath);
    expect(fs.existsSync(databasePath)).toBe(true);
    expect(store.pragma("journal_mode")).toBe("wal");
    expect(store.pragma("synchronous")).toBe(2);
    expect(store.pragma("busy_timeout")).toBe(5000);
  });

  it("commits an insert before it resolves: another connection reads it at once", async () => {
    const databasePath = tempDatabasePath();
    store = new SqliteLeadStore(databasePath);
    const { lead } = await store.insert(validSubmission(1));
    const other = new Database(databasePath, { readonly: true });
    const row = other.prepare("SELECT payload, status FROM leads WHERE id = ?").get(lead.id) as {
      payload: string;
      status: string;
    };
    other.close();
    expect(JSON.parse(row.payload)).toEqual(validSubmission(1));
  });

  it("migrates a file of the first relay: its leads keep their id as key and are found by phone", async () => {
    const databasePath = tempDatabasePath();
    fs.mkdirSync(path.dirname(databasePath), { recursive: true });
    const legacy = new Database(databasePath);
    legacy.exec(`CREATE TABLE leads (
      id TEXT PRIMARY KEY, created_at TEXT NOT NULL, payload TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,
      last_error TEXT, last_status INTEGER, delivered_at TEXT) STRICT`);
    legacy
      .prepare("INSERT INTO leads (id, created_at, payload, next_attempt_at) VALUES (?, ?, ?, ?)")
      .run("old-lead", new Date(0).toISOString(), JSON.stringify(validSubmission(7)), 0);
    legacy.close();

    store = new SqliteLeadStore(databasePath);
    expect(await store.get("old-lead")).toMatchObject({ idempotencyKey: "old-lead", status: "pending" });
    expect((await store.findByPhone(validSubmission(7).phone)).map((lead) => lead.id)).toEqual(["old-lead"]);
    expect((await store.insert(validSubmission(1), { idempotencyKey: "old-lead" })).created).toBe(false);
  });

  it("adds the alert state to a file of the previous schema version", async () => {
    const databasePath = tempDatabasePath();
    store = new SqliteLeadStore(databasePath);
    await store.insert(validSubmission(1));
    await store.close();
    const previous = new Database(databasePath);
    previous.exec("DROP TABLE lead_alert_state; PRAGMA user_version = 1");
    previous.close();
    store = new SqliteLeadStore(databasePath);
    expect(store.pragma("user_version")).toBe(2);
    expect(await store.readAlertState()).toMatchObject({ status: "resolved", version: 0 });
    expect((await store.counts()).total).toBe(1);
  });

  it("makes a consistent copy while the store is in use", async () => {
    store = new SqliteLeadStore(tempDatabasePath());
    const { lead } = await store.insert(validSubmission(1));
    const backupFile = path.join(tempDir(), "backup.sqlite");
    await store.backup(backupFile);
    await store.insert(validSubmission(2));
    const copy = new SqliteLeadStore(backupFile);
    try {
      expect((await copy.list()).map((stored) => stored.id)).toEqual([lead.id]);
    } finally {
      await copy.close();
    }
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);
  });
});

describe("lead store on postgres only", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps schedules and leases on the database's clock: a relay whose clock runs ahead cannot claim early", async () => {
    const url = await createTestDatabase(inject("postgresUrl"));
    // No injected clock: production's stores.
    const relayA = await openLeadStore({ DATABASE_PATH: "", DATABASE_URL: url });
    const relayB = await openLeadStore({ DATABASE_PATH: "", DATABASE_URL: url });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const databaseNow = async () =>
      Number((await other.query<{ ms: string }>("SELECT floor(extract(epoch FROM now()) * 1000) AS ms")).rows[0]!.ms);
    try {
      const { lead } = await relayA.insert(validSubmission(1));
      expect(Math.abs(lead.nextAttemptAt - (await databaseNow()))).toBeLessThan(5_000);
      const [claimed] = await relayA.claimDue("relay-a", 10, 60_000);
      expect(claimed!.id).toBe(lead.id);
      expect(Math.abs(claimed!.leaseUntil! - 60_000 - (await databaseNow()))).toBeLessThan(5_000);

      // relay-b's machine is an hour ahead: by its own clock relay-a's lease lapsed long ago.
      const skewed = Date.now() + 3_600_000;
      vi.spyOn(Date, "now").mockReturnValue(skewed);
      expect(await relayB.claimDue("relay-b", 10, 60_000)).toEqual([]);
      const wait = await relayB.msUntilNextDue();
      expect(wait).toBeGreaterThan(50_000);
      expect(wait).toBeLessThanOrEqual(60_000);
      expect(await relayB.resumePending()).toBe(0);

      // A retry is scheduled from the database's now, not from the relay's.
      await relayA.markRetry(lead.id, "relay-a", 10_000, { status: 503, error: "HTTP 503" });
      const retried = (await relayB.get(lead.id))!;
      expect(Math.abs(retried.nextAttemptAt - 10_000 - (await databaseNow()))).toBeLessThan(5_000);
      expect(await relayB.claimDue("relay-b", 10, 60_000)).toEqual([]);
    } finally {
      await other.end();
      await Promise.all([relayA.close(), relayB.close()]);
    }
  });

  it("adds the alert state to a database of the previous schema version", async () => {
    const url = await createTestDatabase(inject("postgresUrl"));
    const first = await openLeadStore({ DATABASE_PATH: "", DATABASE_URL: url });
    await first.insert(validSubmission(1));
    await first.close();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query("DROP TABLE lead_alert_state; UPDATE lead_store_schema SET version = 1");
    await other.end();
    const migrated = await openLeadStore({ DATABASE_PATH: "", DATABASE_URL: url });
    try {
      expect(await migrated.readAlertState()).toMatchObject({ status: "resolved", version: 0 });
      expect((await migrated.counts()).total).toBe(1);
    } finally {
      await migrated.close();
    }
  });

  it("answers an insert after its commit: another session reads it at once", async () => {
    const url = await createTestDatabase(inject("postgresUrl"));
    const store = await openLeadStore({ DATABASE_PATH: "", DATABASE_URL: url });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const { lead } = await store.insert(validSubmission(1));
      const { rows } = await other.query("SELECT payload FROM leads WHERE id = $1", [lead.id]);
      expect(rows.map((row: { payload: unknown }) => row.payload)).toEqual([validSubmission(1)]);
      // pg_dump copies it: the store has no backup of its own, and the CLI says so (cli-commands.test.ts).
      expect("backup" in store).toBe(false);
    } finally {
      await other.end();
      await store.close();
    }
  });
});
