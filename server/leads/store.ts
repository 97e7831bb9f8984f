/**
 * The durable lead outbox: one SQLite file, one row per accepted lead with its delivery state.
 *
 * Durability: WAL with synchronous=FULL fsyncs the log on every commit, and better-sqlite3 runs
 * each statement synchronously, so `insert` returns only once the lead is on disk; the relay
 * answers 2xx after that. busy_timeout lets the CLI and the server share the file.
 *
 * The row id is a random UUID and doubles as the idempotency key sent upstream.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { LeadSubmission } from "../../app/lib/lead/schema";

export type LeadStatus = "pending" | "delivered" | "failed";

export interface StoredLead {
  id: string;
  createdAt: string;
  payload: LeadSubmission;
  status: LeadStatus;
  attempts: number;
  /** Epoch ms after which a pending lead may be (re)delivered. */
  nextAttemptAt: number;
  lastError: string | null;
  lastStatus: number | null;
  deliveredAt: string | null;
}

interface LeadRow {
  id: string;
  created_at: string;
  payload: string;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  last_status: number | null;
  delivered_at: string | null;
}

export interface AttemptOutcome {
  /** Upstream HTTP status, or null when no response came (network error, timeout). */
  status: number | null;
  error: string;
}

export type LeadCounts = Record<LeadStatus, number> & { total: number };

const SCHEMA = `
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

/** Error texts come from the network or an upstream body: keep the row small. */
const MAX_ERROR_LENGTH = 500;

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload) as LeadSubmission,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    lastStatus: row.last_status,
    deliveredAt: row.delivered_at,
  };
}

export interface LeadStoreOptions {
  /** Clock of the delivery schedule; tests inject one. */
  now?: () => number;
}

export type LeadStore = ReturnType<typeof openLeadStore>;

export function openLeadStore(databasePath: string, { now = Date.now }: LeadStoreOptions = {}) {
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);

  const statements = {
    insert: db.prepare<[string, string, string, number]>("INSERT INTO leads (id, created_at, payload, next_attempt_at) VALUES (?, ?, ?, ?)"),
    get: db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id = ?"),
    due: db.prepare<[number, number], LeadRow>(
      "SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT ?",
    ),
    nextDueAfter: db.prepare<[number], { next: number | null }>(
      "SELECT MIN(next_attempt_at) AS next FROM leads WHERE status = 'pending' AND next_attempt_at > ?",
    ),
    markDelivered: db.prepare<[number, string, string]>(
      "UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?",
    ),
    markRetry: db.prepare<[number, number | null, string | null, string]>(
      "UPDATE leads SET attempts = attempts + 1, next_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ? AND status = 'pending'",
    ),
    markFailed: db.prepare<[number | null, string | null, string]>(
      "UPDATE leads SET status = 'failed', attempts = attempts + 1, last_status = ?, last_error = ? WHERE id = ?",
    ),
    list: db.prepare<[string | null, string | null, number], LeadRow>(
      "SELECT * FROM leads WHERE (? IS NULL OR status = ?) ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
    resetAll: db.prepare<[number]>("UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'"),
    resetOne: db.prepare<[number, string]>(
      "UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND status IN ('failed', 'pending')",
    ),
    resumePending: db.prepare<[number, number]>("UPDATE leads SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?"),
    counts: db.prepare<[], { status: LeadStatus; count: number }>("SELECT status, COUNT(*) AS count FROM leads GROUP BY status"),
  };

  const clip = (error: string | null) => (error === null ? null : error.slice(0, MAX_ERROR_LENGTH));

  return {
    path: databasePath,

    /** Writes the lead and returns once the commit is on disk. */
    insert(payload: LeadSubmission): StoredLead {
      const id = crypto.randomUUID();
      const at = now();
      const createdAt = new Date(at).toISOString();
      statements.insert.run(id, createdAt, JSON.stringify(payload), at);
      return { id, createdAt, payload, status: "pending", attempts: 0, nextAttemptAt: at, lastError: null, lastStatus: null, deliveredAt: null };
    },

    get(id: string): StoredLead | undefined {
      const row = statements.get.get(id);
      return row && toLead(row);
    },

    /** Pending leads whose next attempt is due at `at`, earliest schedule first. */
    dueLeads(limit: number, at = now()): StoredLead[] {
      return statements.due.all(at, limit).map(toLead);
    },

    /** Epoch ms of the earliest attempt scheduled after `at`, or null when there is none. */
    nextDueAfter(at = now()): number | null {
      return statements.nextDueAfter.get(at)?.next ?? null;
    },

    markDelivered(id: string, status: number): void {
      statements.markDelivered.run(status, new Date(now()).toISOString(), id);
    },

    /** Counts the attempt and schedules the next one; a lead failed or delivered meanwhile is left alone. */
    markRetry(id: string, nextAttemptAt: number, outcome: AttemptOutcome): void {
      statements.markRetry.run(nextAttemptAt, outcome.status, clip(outcome.error), id);
    },

    markFailed(id: string, outcome: AttemptOutcome): void {
      statements.markFailed.run(outcome.status, clip(outcome.error), id);
    },

    list({ status, limit = 1000 }: { status?: LeadStatus; limit?: number } = {}): StoredLead[] {
      return statements.list.all(status ?? null, status ?? null, limit).map(toLead);
    },

    /**
     * Makes failed leads pending again, due now, with the attempt count back at 0 (so the
     * backoff and the 404 cap start over). With an id, also makes a pending lead due now.
     * Delivered leads are never sent again. Returns how many leads changed.
     */
    resetForRetry(id?: string): number {
      return (id === undefined ? statements.resetAll.run(now()) : statements.resetOne.run(now(), id)).changes;
    },

    /** Makes every pending lead due at `at`; returns how many were waiting for a later attempt. */
    resumePending(at = now()): number {
      return statements.resumePending.run(at, at).changes;
    },

    counts(): LeadCounts {
      const counts: LeadCounts = { pending: 0, delivered: 0, failed: 0, total: 0 };
      for (const { status, count } of statements.counts.all()) {
        counts[status] = count;
        counts.total += count;
      }
      return counts;
    },

    pragma(name: string): unknown {
      return db.pragma(name, { simple: true });
    },

    close(): void {
      if (db.open) db.close();
    },
  };
}
