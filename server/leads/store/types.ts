/**
 * The lead store over SQLite (the embedded default) and PostgreSQL (several relay processes or
 * machines), as one interface per role: each part of the server and the operator's CLI takes only
 * the role it plays with the store. Every method is async because PostgreSQL is; the SQLite one
 * answers at once. Both keep the same promises:
 * - `insert` resolves only once the lead is committed (the relay answers 2xx after that);
 * - the idempotency key is unique: the same key twice is one lead;
 * - `claimDue` hands a pending lead to one claimant at a time, for a lease that lapses if the
 *   claimant dies, so several relay processes deliver each lead once (decision 013).
 *
 * Schedules and leases are kept on the store's clock, never the caller's: on PostgreSQL that is
 * the database's `now()`, shared by every relay, so a machine whose clock runs ahead cannot see a
 * lease as lapsed early (and send a lead another relay is sending); on SQLite every process is
 * on one machine and one clock. Callers therefore pass durations, not instants.
 */
import { removeControlCharacters, type LeadSubmission } from "#shared/lead/schema.ts";

export type LeadStatus = "pending" | "delivered" | "failed";

export const leadStatuses: readonly LeadStatus[] = ["pending", "delivered", "failed"];

export interface StoredLead {
  id: string;
  /** Sent upstream as Idempotency-Key: the client's key when it sent one, else the lead's id. */
  idempotencyKey: string;
  createdAt: string;
  payload: LeadSubmission;
  status: LeadStatus;
  attempts: number;
  /** Epoch ms (store clock) after which a pending lead may be (re)delivered. */
  nextAttemptAt: number;
  lastError: string | null;
  lastStatus: number | null;
  deliveredAt: string | null;
  /** The relay process delivering it now, until `leaseUntil` (epoch ms, store clock); null when unclaimed. */
  claimedBy: string | null;
  leaseUntil: number | null;
}

export interface AttemptOutcome {
  /** Upstream HTTP status, or null when no response came (network error, timeout). */
  status: number | null;
  error: string;
}

export type LeadCounts = Record<LeadStatus, number> & { total: number };

/** Counts from a store's `GROUP BY status` rows; a state with no row counts 0. */
export function countsByStatus(rows: readonly { status: LeadStatus; count: number }[]): LeadCounts {
  const counts: LeadCounts = { pending: 0, delivered: 0, failed: 0, total: 0 };
  for (const { status, count } of rows) {
    counts[status] = count;
    counts.total += count;
  }
  return counts;
}

export interface InsertResult {
  lead: StoredLead;
  /** False when a lead with this idempotency key was already stored: `lead` is that first one. */
  created: boolean;
}

/** What the lead relay needs: storing a lead, once per idempotency key. */
export interface LeadIntakeStore {
  /** Commits the lead; with a key already stored, stores nothing and returns the first lead. */
  insert(payload: LeadSubmission, options?: { idempotencyKey?: string }): Promise<InsertResult>;
}

/** What the operations side (readiness, metrics, the pending-lead alarm) reads: counts and ages, never a lead. */
export interface LeadStoreStats {
  counts(): Promise<LeadCounts>;
  /** ISO time of the oldest pending lead, or null when none is pending. */
  oldestPendingCreatedAt(): Promise<string | null>;
  /** Writes to the store (a one-row probe table); throws when it cannot. */
  checkWritable(): Promise<void>;
}

/** What the forwarder needs: due leads under a claim, the outcome of each attempt, and the counts it logs at start. */
export interface LeadDeliveryStore extends Pick<LeadStoreStats, "counts"> {
  /**
   * Claims up to `limit` pending leads that are due now and not leased to anyone, earliest
   * schedule first, for `owner` during `leaseMs` from now (the store's clock both times). No lead
   * is ever held by two claimants.
   */
  claimDue(owner: string, limit: number, leaseMs: number): Promise<StoredLead[]>;
  /** Gives back every lease `owner` holds (a relay closing), so others need not wait for them to lapse. */
  releaseClaims(owner: string): Promise<number>;
  /** Milliseconds until the next pending lead not claimable now becomes claimable, or null when none will. */
  msUntilNextDue(): Promise<number | null>;
  /** Makes every pending lead due now; returns how many were waiting for a later attempt. */
  resumePending(): Promise<number>;

  markDelivered(id: string, upstreamStatus: number): Promise<void>;
  /**
   * Counts the attempt and schedules the next `retryInMs` from now; ignored unless `owner` still
   * holds the lead's claim.
   */
  markRetry(id: string, owner: string, retryInMs: number, outcome: AttemptOutcome): Promise<void>;
  /** Ignored unless `owner` still holds the lead's claim. */
  markFailed(id: string, owner: string, outcome: AttemptOutcome): Promise<void>;
}

/** What lead retention needs, on its timer as from the operator's `purge`. */
export interface LeadRetentionStore {
  /** Deletes every lead that arrived before `createdBefore`, whatever its state; returns their ids. */
  purgeCreatedBefore(createdBefore: Date): Promise<string[]>;
  /** Leads not delivered (pending or failed) that arrived before `createdBefore`: the ones retention deletes soon. */
  undeliveredCreatedBefore(createdBefore: Date): Promise<{ id: string; createdAt: string }[]>;
}

/** What the pending-lead alarm shares with the other relays on the store: what was announced. */
export interface AlertStateStore {
  readAlertState(): Promise<AlertState>;
  /**
   * Compare-and-set: writes `next` (and bumps the version) only if the state is still at
   * `expectedVersion`; true when it did. Of relays racing on one version, exactly one wins.
   */
  swapAlertState(expectedVersion: number, next: AlertStateChange): Promise<boolean>;
}

/** What the operator's commands (`npm run leads`) read and change, on every store. */
export interface OperatorLeadStore extends Pick<LeadStoreStats, "counts">, LeadRetentionStore {
  get(id: string): Promise<StoredLead | undefined>;
  list(options?: { status?: LeadStatus; limit?: number }): Promise<StoredLead[]>;
  /**
   * Makes failed leads pending again, due now, with the attempt count back at 0 (so the backoff
   * and the 404 cap start over). With an id, also makes a pending lead due now. Delivered leads
   * are never sent again. Returns how many leads changed.
   */
  resetForRetry(id?: string): Promise<number>;
  /** Every lead whose phone is this number, whatever its formatting (see phone-match.ts), newest first. */
  findByPhone(phone: string): Promise<StoredLead[]>;
  /** Deletes every lead `findByPhone` finds, leaving nothing of them readable in the store's files; returns their ids. */
  deleteByPhone(phone: string): Promise<string[]>;
}

/**
 * The operator's `backup`: a consistent copy of the whole store in `file` while the store is in
 * use. Only SQLite makes one; PostgreSQL is copied with its own pg_dump.
 */
export interface LeadStoreBackup {
  backup(file: string): Promise<void>;
}

/** Every role both stores play, as the server and the operator's CLI open them. */
export interface LeadStore
  extends LeadIntakeStore, LeadStoreStats, LeadDeliveryStore, LeadRetentionStore, AlertStateStore, OperatorLeadStore {
  close(): Promise<void>;
}

/**
 * What the alert webhook was last told, kept in the store so that relays sharing it announce an
 * incident once between them, and a relay restarted mid-incident still sends its "resolved".
 */
export interface AlertState {
  status: "firing" | "resolved";
  /** Epoch ms the incident was first seen (0: never one). */
  since: number;
  /** Set while a relay is posting `status`: the epoch ms (its clock) after which others may take over. */
  postingUntil: number | null;
  /** Bumped by every write; what `swapAlertState` compares. */
  version: number;
}

export type AlertStateChange = Omit<AlertState, "version">;

export const initialAlertState: AlertState = { status: "resolved", since: 0, postingUntil: null, version: 0 };

export interface LeadStoreOptions {
  /**
   * Clock of the delivery schedule, leases and timestamps; tests inject one. Unset: Date.now on
   * SQLite, the database's now() on PostgreSQL.
   */
  now?: () => number;
}

/** Error texts come from the network or an upstream body: keep the row small. */
export const MAX_ERROR_LENGTH = 500;

/** Clipped, and without what a text column may refuse (PostgreSQL: NUL) or an upstream may smuggle into it. */
export const clipError = (error: string | null) =>
  error === null ? null : removeControlCharacters(error.slice(0, MAX_ERROR_LENGTH));
