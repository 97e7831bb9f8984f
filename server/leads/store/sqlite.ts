/**
 * The embedded lead store: one SQLite file, one row per accepted lead with its delivery state.
 *
 * Durability: WAL with synchronous=FULL fsyncs the log on every commit, and better-sqlite3 runs
 * each statement synchronously, so `insert` resolves only once the lead is on disk; the relay
 * answers 2xx after that. busy_timeout lets the CLI, a backup and other relay processes share
 * the file. A claim is a single UPDATE … RETURNING, and SQLite runs one writer at a time, so two
 * processes on one file never claim the same lead (decision 013).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
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
  type LeadStoreBackup,
  type LeadStoreOptions,
  type StoredLead,
} from "./types";

interface LeadRow {
  id: string;
  idempotency_key: string;
  created_at: string;
  payload: string;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  last_status: number | null;
  delivered_at: string | null;
  claimed_by: string | null;
  lease_until: number | null;
}

/** The table as the first relay created it (user_version 0); migrations take it from there. */
const INITIAL_SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    last_status INTEGER,
    delivered_at TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS leads_pending_due ON leads (next_attempt_at) WHERE status = 'pending';
  CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
`;

/** Client idempotency keys, claims with leases, phone lookup keys, retention, and the write probe. */
const MIGRATION_1 = `
  ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
  ALTER TABLE leads ADD COLUMN claimed_by TEXT;
  ALTER TABLE leads ADD COLUMN lease_until INTEGER;
  ALTER TABLE leads ADD COLUMN phone_international TEXT NOT NULL DEFAULT '';
  ALTER TABLE leads ADD COLUMN phone_national TEXT NOT NULL DEFAULT '';
  UPDATE leads SET idempotency_key = id;
  CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
  CREATE INDEX leads_phone_international ON leads (phone_international);
  CREATE INDEX leads_phone_national ON leads (phone_national);
  CREATE INDEX leads_delivered_at ON leads (delivered_at) WHERE status = 'delivered';
  CREATE TABLE store_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL) STRICT;
`;

/** The pending-lead alarm's announced state, one row shared by every relay on the file. */
const MIGRATION_2 = `
  CREATE TABLE lead_alert_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    status TEXT NOT NULL CHECK (status IN ('firing', 'resolved')),
    since INTEGER NOT NULL,
    posting_until INTEGER,
    version INTEGER NOT NULL
  ) STRICT;
  INSERT INTO lead_alert_state (id, status, since, posting_until, version) VALUES (1, 'resolved', 0, NULL, 0);
`;

const SCHEMA_VERSION = 2;

interface AlertStateRow {
  status: AlertState["status"];
  since: number;
  posting_until: number | null;
  version: number;
}

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload) as LeadSubmission,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    lastStatus: row.last_status,
    deliveredAt: row.delivered_at,
    claimedBy: row.claimed_by,
    leaseUntil: row.lease_until,
  };
}

/** Brings the file to SCHEMA_VERSION in one write transaction, so two processes starting together migrate once. */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version >= SCHEMA_VERSION) return;
    if (version < 1) {
      db.exec(INITIAL_SCHEMA);
      db.exec(MIGRATION_1);
      const setPhoneKeys = db.prepare<[string, string, string]>(
        "UPDATE leads SET phone_international = ?, phone_national = ? WHERE id = ?",
      );
      for (const { id, payload } of db
        .prepare<[], { id: string; payload: string }>("SELECT id, payload FROM leads")
        .all()) {
        const keys = phoneMatchKeys((JSON.parse(payload) as LeadSubmission).phone);
        setPhoneKeys.run(keys.international, keys.national, id);
      }
    }
    if (version < 2) db.exec(MIGRATION_2);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

export class SqliteLeadStore implements LeadStore, LeadStoreBackup {
  private readonly db: Database.Database;
  private readonly now: () => number;
  private readonly statements;

  constructor(databasePath: string, { now = Date.now }: LeadStoreOptions = {}) {
    const folder = path.dirname(databasePath);
    // Leads are personal data, some of it about health: only the server's own user reads them.
    // A folder the store creates is private (0700); one that exists is left as it is (it may be
    // /tmp or /var/lib), and the server warns when others can list it (app.ts). The files are
    // private whoever created them (SQLite gives its WAL and shared-memory files the database
    // file's mode).
    const created = fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (created !== undefined) fs.chmodSync(folder, 0o700);
    if (!fs.existsSync(databasePath)) fs.closeSync(fs.openSync(databasePath, "a", 0o600));
    for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`])
      if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
    this.now = now;
    this.db = new Database(databasePath);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    // A deleted row's bytes are overwritten with zeros, not left in free space (see scrubbedAfter).
    this.db.pragma("secure_delete = ON");
    migrate(this.db);
    this.statements = this.prepare(this.db);
  }

  private prepare(db: Database.Database) {
    const claimable = "status = 'pending' AND next_attempt_at <= @at AND (lease_until IS NULL OR lease_until <= @at)";
    return {
      insert: db.prepare<[Record<string, string | number>], LeadRow>(
        `INSERT INTO leads (id, idempotency_key, created_at, payload, next_attempt_at, phone_international, phone_national)
         VALUES (@id, @idempotencyKey, @createdAt, @payload, @at, @international, @national)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      ),
      byKey: db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE idempotency_key = ?"),
      get: db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id = ?"),
      claim: db.prepare<[{ owner: string; leaseUntil: number; at: number; limit: number }], LeadRow>(
        `UPDATE leads SET claimed_by = @owner, lease_until = @leaseUntil
         WHERE id IN (SELECT id FROM leads WHERE ${claimable} ORDER BY next_attempt_at, created_at LIMIT @limit)
         RETURNING *`,
      ),
      release: db.prepare<[string]>("UPDATE leads SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ?"),
      nextDueAfter: db.prepare<[{ at: number }], { next: number | null }>(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS next FROM leads
         WHERE status = 'pending' AND MAX(next_attempt_at, COALESCE(lease_until, 0)) > @at`,
      ),
      markDelivered: db.prepare<[number, string, string]>(
        `UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL,
           delivered_at = ?, claimed_by = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending'`,
      ),
      markRetry: db.prepare<[number, number | null, string | null, string, string]>(
        `UPDATE leads SET attempts = attempts + 1, next_attempt_at = ?, last_status = ?, last_error = ?,
           claimed_by = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
      ),
      markFailed: db.prepare<[number | null, string | null, string, string]>(
        `UPDATE leads SET status = 'failed', attempts = attempts + 1, last_status = ?, last_error = ?,
           claimed_by = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
      ),
      list: db.prepare<[string | null, string | null, number], LeadRow>(
        "SELECT * FROM leads WHERE (? IS NULL OR status = ?) ORDER BY created_at DESC, rowid DESC LIMIT ?",
      ),
      resetAll: db.prepare<[number]>(
        `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL, lease_until = NULL
         WHERE status = 'failed'`,
      ),
      resetOne: db.prepare<[number, string]>(
        `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?
         WHERE id = ? AND status IN ('failed', 'pending')`,
      ),
      resumePending: db.prepare<[number, number]>(
        "UPDATE leads SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?",
      ),
      counts: db.prepare<[], { status: LeadStatus; count: number }>(
        "SELECT status, COUNT(*) AS count FROM leads GROUP BY status",
      ),
      oldestPending: db.prepare<[], { oldest: string | null }>(
        "SELECT MIN(created_at) AS oldest FROM leads WHERE status = 'pending'",
      ),
      probe: db.prepare<[string]>(
        "INSERT INTO store_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
      ),
      byPhone: db.prepare<[string, string], LeadRow>(
        "SELECT * FROM leads WHERE phone_international = ? OR phone_national = ? ORDER BY created_at DESC, rowid DESC",
      ),
      deleteByPhone: db.prepare<[string, string], { id: string }>(
        "DELETE FROM leads WHERE phone_international = ? OR phone_national = ? RETURNING id",
      ),
      purgeCreatedBefore: db.prepare<[string], { id: string }>("DELETE FROM leads WHERE created_at < ? RETURNING id"),
      undeliveredCreatedBefore: db.prepare<[string], { id: string; created_at: string }>(
        "SELECT id, created_at FROM leads WHERE status != 'delivered' AND created_at < ? ORDER BY created_at",
      ),
      alertState: db.prepare<[], AlertStateRow>(
        "SELECT status, since, posting_until, version FROM lead_alert_state WHERE id = 1",
      ),
      swapAlertState: db.prepare<[string, number, number | null, number]>(
        `UPDATE lead_alert_state SET status = ?, since = ?, posting_until = ?, version = version + 1
         WHERE id = 1 AND version = ?`,
      ),
    };
  }

  async insert(payload: LeadSubmission, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<InsertResult> {
    const id = crypto.randomUUID();
    const at = this.now();
    const keys = phoneMatchKeys(payload.phone);
    const row = this.statements.insert.get({
      id,
      idempotencyKey: idempotencyKey ?? id,
      createdAt: new Date(at).toISOString(),
      payload: JSON.stringify(payload),
      at,
      international: keys.international,
      national: keys.national,
    });
    if (row) return { lead: toLead(row), created: true };
    return { lead: toLead(this.statements.byKey.get(idempotencyKey ?? id)!), created: false };
  }

  async get(id: string): Promise<StoredLead | undefined> {
    const row = this.statements.get.get(id);
    return row && toLead(row);
  }

  async claimDue(owner: string, limit: number, leaseMs: number): Promise<StoredLead[]> {
    const at = this.now();
    return this.statements.claim
      .all({ owner, leaseUntil: at + leaseMs, at, limit })
      .map(toLead)
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt.localeCompare(b.createdAt));
  }

  async releaseClaims(owner: string): Promise<number> {
    return this.statements.release.run(owner).changes;
  }

  async msUntilNextDue(): Promise<number | null> {
    const at = this.now();
    const next = this.statements.nextDueAfter.get({ at })?.next ?? null;
    return next === null ? null : next - at;
  }

  async markDelivered(id: string, upstreamStatus: number): Promise<void> {
    this.statements.markDelivered.run(upstreamStatus, new Date(this.now()).toISOString(), id);
  }

  async markRetry(id: string, owner: string, retryInMs: number, outcome: AttemptOutcome): Promise<void> {
    this.statements.markRetry.run(this.now() + retryInMs, outcome.status, clipError(outcome.error), id, owner);
  }

  async markFailed(id: string, owner: string, outcome: AttemptOutcome): Promise<void> {
    this.statements.markFailed.run(outcome.status, clipError(outcome.error), id, owner);
  }

  async list({ status, limit = 1000 }: { status?: LeadStatus; limit?: number } = {}): Promise<StoredLead[]> {
    return this.statements.list.all(status ?? null, status ?? null, limit).map(toLead);
  }

  async resetForRetry(id?: string): Promise<number> {
    const at = this.now();
    return (id === undefined ? this.statements.resetAll.run(at) : this.statements.resetOne.run(at, id)).changes;
  }

  async resumePending(): Promise<number> {
    const at = this.now();
    return this.statements.resumePending.run(at, at).changes;
  }

  async counts(): Promise<LeadCounts> {
    return countsByStatus(this.statements.counts.all());
  }

  async oldestPendingCreatedAt(): Promise<string | null> {
    return this.statements.oldestPending.get()?.oldest ?? null;
  }

  async checkWritable(): Promise<void> {
    this.statements.probe.run(new Date(this.now()).toISOString());
  }

  async findByPhone(phone: string): Promise<StoredLead[]> {
    const digits = phoneQueryDigits(phone);
    return digits === null ? [] : this.statements.byPhone.all(digits, digits).map(toLead);
  }

  async deleteByPhone(phone: string): Promise<string[]> {
    const digits = phoneQueryDigits(phone);
    if (digits === null) return [];
    return this.scrubbedAfter(this.statements.deleteByPhone.all(digits, digits).map((row) => row.id));
  }

  async purgeCreatedBefore(createdBefore: Date): Promise<string[]> {
    return this.scrubbedAfter(this.statements.purgeCreatedBefore.all(createdBefore.toISOString()).map((row) => row.id));
  }

  async undeliveredCreatedBefore(createdBefore: Date): Promise<{ id: string; createdAt: string }[]> {
    return this.statements.undeliveredCreatedBefore
      .all(createdBefore.toISOString())
      .map((row) => ({ id: row.id, createdAt: row.created_at }));
  }

  /**
   * After a deletion: secure_delete has zeroed the deleted rows in the new page images, which sit
   * in the WAL; a checkpoint writes them over the old pages of the database file, and TRUNCATE
   * empties the WAL, whose older frames still held the rows as they were inserted. Nothing of
   * a deleted lead stays readable in either file. (A reader holding an old snapshot delays the
   * truncation to the next checkpoint.)
   */
  private scrubbedAfter(deletedIds: string[]): string[] {
    if (deletedIds.length > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deletedIds;
  }

  /**
   * SQLite's online backup, into a private side file linked into place at the end: `file` is never
   * a half copy, and never replaces a file already there (the link fails with EEXIST).
   */
  async backup(file: string): Promise<void> {
    const partial = `${file}.partial`;
    fs.rmSync(partial, { force: true });
    fs.closeSync(fs.openSync(partial, "w", 0o600));
    try {
      await this.db.backup(partial);
      fs.chmodSync(partial, 0o600);
      fs.linkSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
  }

  async readAlertState(): Promise<AlertState> {
    const row = this.statements.alertState.get();
    if (!row) return initialAlertState;
    return { status: row.status, since: row.since, postingUntil: row.posting_until, version: row.version };
  }

  async swapAlertState(expectedVersion: number, { status, since, postingUntil }: AlertStateChange): Promise<boolean> {
    return this.statements.swapAlertState.run(status, since, postingUntil, expectedVersion).changes === 1;
  }

  /** A PRAGMA's value, for tests of the durability settings. */
  pragma(name: string): unknown {
    return this.db.pragma(name, { simple: true });
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
