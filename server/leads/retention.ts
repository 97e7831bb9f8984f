/**
 * LGPD retention: a delivered lead has served its purpose once the automation service has it,
 * so it is deleted LEAD_RETENTION_DAYS after delivery. Pending and failed leads are never deleted
 * here: they still wait for the clinic's answer. The server runs this on a timer; `npm run leads
 * -- purge` runs it by hand.
 */
import type { ComponentLog } from "../component-log";
import { loggableError } from "../loggable-error";
import type { LeadRetentionStore } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what is due and returns how many leads went; 0 days keeps every lead (returns 0). */
export async function purgeExpiredLeads(
  store: LeadRetentionStore,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  if (retentionDays === 0) return 0;
  return store.purgeDelivered(new Date(now - retentionDays * DAY_MS));
}

/**
 * Purges now and then every `intervalMs` (hourly by default: a lead is never kept more than an
 * hour past its term); returns the function that stops it.
 */
export function scheduleRetention(
  store: LeadRetentionStore,
  retentionDays: number,
  log: Pick<ComponentLog, "info" | "error">,
  intervalMs = 60 * 60 * 1000,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpiredLeads(store, retentionDays)
      .then(
        (deleted) => log.info({ deleted, retentionDays }, "lead retention: delivered leads past their term deleted"),
        (error: unknown) => log.error({ error: loggableError(error) }, "lead retention could not purge the store"),
      )
      .finally(() => (running = undefined));
  };
  if (retentionDays === 0) {
    log.info({ retentionDays }, "lead retention off: delivered leads are kept");
    return async () => {};
  }
  run();
  const timer = setInterval(run, intervalMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
