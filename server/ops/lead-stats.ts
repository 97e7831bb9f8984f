/**
 * What the operations side (readiness, metrics, the pending-lead alarm) reads of the lead store's
 * backlog (through `LeadStoreStats`), and what the relay and the forwarder report to it. Counts and
 * ages only: nothing here ever carries a lead's name or phone.
 */

import type { LeadCounts, LeadStoreStats } from "../leads/store/types";

/** Why the relay refused a lead (or, for the honeypot, pretended to take it). */
export type LeadRejectionReason =
  | "validation"
  | "invalid_json"
  | "too_large"
  | "media_type"
  | "rate_limit"
  | "honeypot"
  | "store_error"
  | "idempotency_conflict"
  | "other";

/** What the relay reports: every POST to the lead endpoint ends as stored, repeated or rejected. */
export interface LeadRelayObserver {
  leadStored(): void;
  /** Its Idempotency-Key was already stored: answered with the first lead, nothing stored. */
  leadRepeated(): void;
  leadRejected(reason: LeadRejectionReason): void;
}

/** One finished delivery attempt: its outcome and how long the upstream took to answer (or fail). */
export type DeliveryOutcome = "delivered" | "retry" | "failed";

export interface DeliveryObserver {
  deliveryAttempted(outcome: DeliveryOutcome, seconds: number): void;
}

const rejectionByErrorCode: Record<string, LeadRejectionReason> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "too_large",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "media_type",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
};

/** The reason behind an error answer of the lead route, from its status and Fastify's error code. */
export function rejectionReason(status: number, error?: { code?: string }): LeadRejectionReason {
  const byCode = error?.code ? rejectionByErrorCode[error.code] : undefined;
  if (byCode) return byCode;
  if (status === 429) return "rate_limit";
  if (status === 413) return "too_large";
  if (status === 415) return "media_type";
  if (error instanceof SyntaxError) return "invalid_json";
  if (status === 400) return "validation";
  if (status >= 500) return "store_error";
  return "other";
}

/** Seconds the oldest pending lead has waited at `now`, 0 when none is pending. */
export function pendingAgeSeconds(oldestPendingCreatedAt: string | null, now: number): number {
  if (oldestPendingCreatedAt === null) return 0;
  return Math.max(0, (now - Date.parse(oldestPendingCreatedAt)) / 1000);
}

/** The store's backlog as readiness, metrics and the alarm read it; `at` is when it was read. */
export interface LeadBacklog {
  counts: LeadCounts;
  oldestPendingAgeSeconds: number;
  at: number;
}

export async function readBacklog(store: LeadStoreStats, now: () => number): Promise<LeadBacklog> {
  const [counts, oldest] = await Promise.all([store.counts(), store.oldestPendingCreatedAt()]);
  const at = now();
  return { counts, oldestPendingAgeSeconds: pendingAgeSeconds(oldest, at), at };
}
