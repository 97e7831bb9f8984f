/**
 * The lead store on PostgreSQL, for several relay processes or machines sharing the work.
 *
 * Durability: each statement commits on its own with synchronous_commit forced on for our
 * sessions, so `insert` resolves only once the commit is flushed; the relay answers 2xx after
 * that. Claims take due leads with FOR UPDATE SKIP LOCKED and write a lease: two relays never
 * hold the same lead, and a relay that dies lets its leads go when the lease lapses. Schedules and
 * leases are on the database's clock (now()), never a relay's: relays on machines whose clocks
 * disagree still agree on when a lease lapses. The schema is created or migrated at start under
 * an advisory lock, so relays starting together migrate once.
 */
import crypto from "node:crypto";
import pg from "pg";
import type { LeadSubmission } from "#shared/lead/schema.ts";
import { phoneMatchKeys, phoneQueryDigits } from "../phone-match";
import {
  clipError,
  countsByStatus,
  initialAlertState,
  type AlertState,
  type AlertStateChange,
  type AttemptOutcome,
  type InsertResult,
  type LeadCounts,
  type LeadStatus,
  type LeadStore,
  type LeadStoreOptions,
  type StoredLead,
} from "./types";

interface LeadRow {
  id: string;
  idempotency_key: string;
  created_at: Date;
  payload: LeadSubmission;
  status: LeadStatus;
  attempts: number;
  /** int8 columns arrive as strings: JavaScript numbers cannot hold every int8. */
  next_attempt_at: string;
  last_error: string | null;
  last_status: number | null;
  delivered_at: Date | null;
  claimed_by: string | null;
  lease_until: string | null;
}

/** Each entry takes the schema one version further; its index + 1 is the version it leaves. */
const MIGRATIONS = [
  `CREATE TABLE leads (
     id uuid PRIMARY KEY,
     idempotency_key text NOT NULL UNIQUE,
     created_at timestamptz NOT NULL,
     payload jsonb NOT NULL,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at bigint NOT NULL,
     last_error text,
     last_status integer,
     delivered_at timestamptz,
     claimed_by text,
     lease_until bigint,
     phone_international text NOT NULL,
     phone_national text NOT NULL
   );
   CREATE INDEX leads_pending_due ON leads (next_attempt_at) WHERE status = 'pending';
   CREATE INDEX leads_created ON leads (created_at);
   CREATE INDEX leads_phone_international ON leads (phone_international);
   CREATE INDEX leads_phone_national ON leads (phone_national);
   CREATE INDEX leads_delivered_at ON leads (delivered_at) WHERE status = 'delivered';
   CREATE TABLE store_probe (id integer PRIMARY KEY CHECK (id = 1), checked_at timestamptz NOT NULL);`,
  // The pending-lead alarm's announced state, one row shared by every relay.
  `CREATE TABLE lead_alert_state (
     id integer PRIMARY KEY CHECK (id = 1),
     status text NOT NULL CHECK (status IN ('firing', 'resolved')),
     since bigint NOT NULL,
     posting_until bigint,
     version integer NOT NULL
   );
   INSERT INTO lead_alert_state (id, status, since, posting_until, version) VALUES (1, 'resolved', 0, NULL, 0);`,
];

interface AlertStateRow {
  status: AlertState["status"];
  since: string;
  posting_until: string | null;
  version: number;
}

/** The database's clock in epoch ms; now() is the transaction's start, so one statement reads one instant. */
const DB_NOW_MS = "floor(extract(epoch FROM now()) * 1000)::bigint";
/** The instant of a statement as epoch ms: the injected clock's, passed as `param`, or else the database's. */
const atMs = (param: string) => `COALESCE(${param}::bigint, ${DB_NOW_MS})`;
/** The same instant as a timestamptz. */
const atTimestamp = (param: string) => `COALESCE(${param}::timestamptz, now())`;

/** Any constant shared by every relay: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 7_202_611_23;

const toMs = (value: string | null) => (value === null ? null : Number(value));

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at.toISOString(),
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    lastStatus: row.last_status,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    claimedBy: row.claimed_by,
    leaseUntil: toMs(row.lease_until),
  };
}

/** The URL as it may appear in messages and logs: without its password. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "postgres://…";
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query("CREATE TABLE IF NOT EXISTS lead_store_schema (version integer NOT NULL)");
    const { rows } = await client.query<{ version: number }>("SELECT version FROM lead_store_schema");
    const version = rows[0]?.version ?? 0;
    for (const migration of MIGRATIONS.slice(version)) await client.query(migration);
    if (rows.length === 0)
      await client.query("INSERT INTO lead_store_schema (version) VALUES ($1)", [MIGRATIONS.length]);
    else await client.query("UPDATE lead_store_schema SET version = $1", [MIGRATIONS.length]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export class PostgresLeadStore implements LeadStore {
  private readonly pool: pg.Pool;
  /** Only tests set one; otherwise every instant is the database's now(). */
  private readonly now: (() => number) | undefined;
  private closed = false;

  private constructor(pool: pg.Pool, now: (() => number) | undefined) {
    this.pool = pool;
    this.now = now;
  }

  /** The injected clock's instant, or null: the SQL then takes the database's (see `atMs`). */
  private at(): number | null {
    return this.now ? this.now() : null;
  }

  private atDate(): Date | null {
    const at = this.at();
    return at === null ? null : new Date(at);
  }

  /** Connects, creates or migrates the schema, and returns the store; throws when the database cannot be reached. */
  static async open(databaseUrl: string, { now }: LeadStoreOptions = {}): Promise<PostgresLeadStore> {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      // A server configured with synchronous_commit=off would acknowledge before the flush.
      options: "-c synchronous_commit=on",
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresLeadStore(pool, now);
  }

  private async rows<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query<Row>(sql, values)).rows;
  }

  private async changes(sql: string, values: unknown[] = []): Promise<number> {
    return (await this.pool.query(sql, values)).rowCount ?? 0;
  }

  async insert(payload: LeadSubmission, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<InsertResult> {
    const id = crypto.randomUUID();
    const at = this.at();
    const keys = phoneMatchKeys(payload.phone);
    const key = idempotencyKey ?? id;
    const [row] = await this.rows<LeadRow>(
      `INSERT INTO leads (id, idempotency_key, created_at, payload, next_attempt_at, phone_international, phone_national)
       VALUES ($1, $2, ${atTimestamp("$3")}, $4, ${atMs("$5")}, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [id, key, at === null ? null : new Date(at), JSON.stringify(payload), at, keys.international, keys.national],
    );
    if (row) return { lead: toLead(row), created: true };
    const [first] = await this.rows<LeadRow>("SELECT * FROM leads WHERE idempotency_key = $1", [key]);
    return { lead: toLead(first!), created: false };
  }

  async get(id: string): Promise<StoredLead | undefined> {
    // Not a UUID cannot be an id; asking PostgreSQL would be a type error, not "no such lead".
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    const [row] = await this.rows<LeadRow>("SELECT * FROM leads WHERE id = $1", [id]);
    return row && toLead(row);
  }

  async claimDue(owner: string, limit: number, leaseMs: number): Promise<StoredLead[]> {
    const at = atMs("$3");
    const rows = await this.rows<LeadRow>(
      `UPDATE leads SET claimed_by = $1, lease_until = ${at} + $2
       WHERE id IN (
         SELECT id FROM leads
         WHERE status = 'pending' AND next_attempt_at <= ${at} AND (lease_until IS NULL OR lease_until <= ${at})
         ORDER BY next_attempt_at, created_at
         LIMIT $4
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [owner, Math.round(leaseMs), this.at(), limit],
    );
    return rows.map(toLead).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt.localeCompare(b.createdAt));
  }

  async releaseClaims(owner: string): Promise<number> {
    return this.changes("UPDATE leads SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = $1", [owner]);
  }

  async msUntilNextDue(): Promise<number | null> {
    const at = atMs("$1");
    const [row] = await this.rows<{ wait: string | null }>(
      `SELECT MIN(GREATEST(next_attempt_at, COALESCE(lease_until, 0))) - ${at} AS wait FROM leads
       WHERE status = 'pending' AND GREATEST(next_attempt_at, COALESCE(lease_until, 0)) > ${at}`,
      [this.at()],
    );
    return toMs(row?.wait ?? null);
  }

  async markDelivered(id: string, upstreamStatus: number): Promise<void> {
    await this.changes(
      `UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_status = $1, last_error = NULL,
         delivered_at = ${atTimestamp("$2")}, claimed_by = NULL, lease_until = NULL
       WHERE id = $3 AND status = 'pending'`,
      [upstreamStatus, this.atDate(), id],
    );
  }

  async markRetry(id: string, owner: string, retryInMs: number, outcome: AttemptOutcome): Promise<void> {
    await this.changes(
      `UPDATE leads SET attempts = attempts + 1, next_attempt_at = ${atMs("$1")} + $6, last_status = $2, last_error = $3,
         claimed_by = NULL, lease_until = NULL
       WHERE id = $4 AND status = 'pending' AND claimed_by = $5`,
      [this.at(), outcome.status, clipError(outcome.error), id, owner, Math.round(retryInMs)],
    );
  }

  async markFailed(id: string, owner: string, outcome: AttemptOutcome): Promise<void> {
    await this.changes(
      `UPDATE leads SET status = 'failed', attempts = attempts + 1, last_status = $1, last_error = $2,
         claimed_by = NULL, lease_until = NULL
       WHERE id = $3 AND status = 'pending' AND claimed_by = $4`,
      [outcome.status, clipError(outcome.error), id, owner],
    );
  }

  async list({ status, limit = 1000 }: { status?: LeadStatus; limit?: number } = {}): Promise<StoredLead[]> {
    const rows = await this.rows<LeadRow>(
      // id breaks ties only to make the order stable; SQLite's rowid keeps insertion order instead.
      "SELECT * FROM leads WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC LIMIT $2",
      [status ?? null, limit],
    );
    return rows.map(toLead);
  }

  async resetForRetry(id?: string): Promise<number> {
    const at = this.at();
    if (id === undefined)
      return this.changes(
        `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ${atMs("$1")}, claimed_by = NULL, lease_until = NULL
         WHERE status = 'failed'`,
        [at],
      );
    if ((await this.get(id)) === undefined) return 0;
    return this.changes(
      `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ${atMs("$1")}
       WHERE id = $2 AND status IN ('failed', 'pending')`,
      [at, id],
    );
  }

  async resumePending(): Promise<number> {
    const at = atMs("$1");
    return this.changes(
      `UPDATE leads SET next_attempt_at = ${at} WHERE status = 'pending' AND next_attempt_at > ${at}`,
      [this.at()],
    );
  }

  async counts(): Promise<LeadCounts> {
    return countsByStatus(
      await this.rows<{ status: LeadStatus; count: number }>(
        "SELECT status, COUNT(*)::integer AS count FROM leads GROUP BY status",
      ),
    );
  }

  async oldestPendingCreatedAt(): Promise<string | null> {
    const [row] = await this.rows<{ oldest: Date | null }>(
      "SELECT MIN(created_at) AS oldest FROM leads WHERE status = 'pending'",
    );
    return row?.oldest?.toISOString() ?? null;
  }

  async checkWritable(): Promise<void> {
    await this.changes(
      `INSERT INTO store_probe (id, checked_at) VALUES (1, ${atTimestamp("$1")})
       ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
      [this.atDate()],
    );
  }

  async findByPhone(phone: string): Promise<StoredLead[]> {
    const digits = phoneQueryDigits(phone);
    if (digits === null) return [];
    const rows = await this.rows<LeadRow>(
      "SELECT * FROM leads WHERE phone_international = $1 OR phone_national = $1 ORDER BY created_at DESC, id DESC",
      [digits],
    );
    return rows.map(toLead);
  }

  async deleteByPhone(phone: string): Promise<string[]> {
    const digits = phoneQueryDigits(phone);
    if (digits === null) return [];
    const rows = await this.rows<{ id: string }>(
      "DELETE FROM leads WHERE phone_international = $1 OR phone_national = $1 RETURNING id",
      [digits],
    );
    return rows.map((row) => row.id);
  }

  async purgeCreatedBefore(createdBefore: Date): Promise<string[]> {
    const rows = await this.rows<{ id: string }>("DELETE FROM leads WHERE created_at < $1 RETURNING id", [
      createdBefore,
    ]);
    return rows.map((row) => row.id);
  }

  async undeliveredCreatedBefore(createdBefore: Date): Promise<{ id: string; createdAt: string }[]> {
    const rows = await this.rows<{ id: string; created_at: Date }>(
      "SELECT id, created_at FROM leads WHERE status != 'delivered' AND created_at < $1 ORDER BY created_at",
      [createdBefore],
    );
    return rows.map((row) => ({ id: row.id, createdAt: row.created_at.toISOString() }));
  }

  async readAlertState(): Promise<AlertState> {
    const [row] = await this.rows<AlertStateRow>(
      "SELECT status, since, posting_until, version FROM lead_alert_state WHERE id = 1",
    );
    if (!row) return initialAlertState;
    return {
      status: row.status,
      since: Number(row.since),
      postingUntil: toMs(row.posting_until),
      version: row.version,
    };
  }

  async swapAlertState(expectedVersion: number, { status, since, postingUntil }: AlertStateChange): Promise<boolean> {
    const changed = await this.changes(
      `UPDATE lead_alert_state SET status = $1, since = $2, posting_until = $3, version = version + 1
       WHERE id = 1 AND version = $4`,
      [status, since, postingUntil, expectedVersion],
    );
    return changed === 1;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
