/**
 * LGPD retention: every lead, delivered or not, is deleted LEAD_RETENTION_DAYS after it arrived
 * (the privacy policy states the term). A lead the clinic never received is not kept forever
 * either: UNDELIVERED_LEAD_WARNING_DAYS before such a lead goes, the job logs an error and posts
 * to the alert webhook, once per lead and process, so the team can still answer the person. Each
 * deletion is recorded (id, time, reason) in the deletion log. The server runs this on a timer;
 * `npm run leads -- purge` runs it by hand.
 */
import { UNDELIVERED_LEAD_WARNING_DAYS } from "#shared/lead/retention.ts";
import type { ComponentLog } from "../component-log";
import { loggableError } from "../loggable-error";
import { postAlert } from "../ops/alert-webhook";
import { recordDeletions } from "./deletion-audit";
import type { LeadRetentionStore } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes every lead past its term, records each, and returns their ids. */
export async function purgeExpiredLeads(
  store: LeadRetentionStore,
  retentionDays: number,
  deletionLog: string,
  now = Date.now(),
): Promise<string[]> {
  if (!(retentionDays >= 1)) throw new Error(`LEAD_RETENTION_DAYS must be at least 1 (got ${retentionDays})`);
  const deleted = await store.purgeCreatedBefore(new Date(now - retentionDays * DAY_MS));
  recordDeletions(deletionLog, deleted, "retention", now);
  return deleted;
}

/** Undelivered leads that retention deletes within UNDELIVERED_LEAD_WARNING_DAYS. */
export function leadsExpiringUndelivered(
  store: LeadRetentionStore,
  retentionDays: number,
  now = Date.now(),
): Promise<{ id: string; createdAt: string }[]> {
  const warnFrom = Math.max(0, retentionDays - UNDELIVERED_LEAD_WARNING_DAYS);
  return store.undeliveredCreatedBefore(new Date(now - warnFrom * DAY_MS));
}

/** The JSON body posted to ALERT_WEBHOOK_URL when undelivered leads near their deletion. */
export interface ExpiringLeadsAlert {
  status: "undelivered-leads-expiring";
  site: string;
  text: string;
  count: number;
  /** The ids (no name or phone): `npm run leads -- list --status pending` shows them to the team. */
  leadIds: string[];
  at: string;
}

export interface RetentionOptions {
  store: LeadRetentionStore;
  retentionDays: number;
  deletionLog: string;
  log: Pick<ComponentLog, "info" | "error">;
  /** Where the warning before an undelivered lead's deletion is posted, with the site's name in it. */
  alert?: { webhookUrl?: string; site: string; fetch?: typeof globalThis.fetch };
  now?: () => number;
  /** Hourly: a lead is never kept more than an hour past its term. */
  intervalMs?: number;
}

/** Purges now and then every `intervalMs`, warning first of undelivered leads; returns the function that stops it. */
export function scheduleRetention({
  store,
  retentionDays,
  deletionLog,
  log,
  alert,
  now = Date.now,
  intervalMs = 60 * 60 * 1000,
}: RetentionOptions): () => Promise<void> {
  const warned = new Set<string>();
  const warn = async () => {
    const expiring = (await leadsExpiringUndelivered(store, retentionDays, now())).filter(({ id }) => !warned.has(id));
    if (expiring.length === 0) return;
    const leadIds = expiring.map(({ id }) => id);
    log.error(
      { count: leadIds.length, leadIds, retentionDays },
      `lead retention: undelivered leads will be deleted within ${UNDELIVERED_LEAD_WARNING_DAYS} days; answer them now (npm run leads -- list)`,
    );
    for (const id of leadIds) warned.add(id);
    if (!alert?.webhookUrl) return;
    const body: ExpiringLeadsAlert = {
      status: "undelivered-leads-expiring",
      site: alert.site,
      text: `⚠️ ${alert.site}: ${leadIds.length} lead(s) que não chegaram à automação serão apagados em até ${UNDELIVERED_LEAD_WARNING_DAYS} dias (prazo de ${retentionDays} dias da política de privacidade). Veja com npm run leads -- list e responda antes.`,
      count: leadIds.length,
      leadIds,
      at: new Date(now()).toISOString(),
    };
    const { ok, status } = await postAlert(alert.fetch ?? fetch, alert.webhookUrl, body, AbortSignal.timeout(5_000));
    if (!ok) throw new Error(`alert webhook answered HTTP ${status}`);
  };
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= warn()
      .catch((error: unknown) =>
        log.error({ error: loggableError(error) }, "lead retention could not warn of undelivered leads"),
      )
      .then(() => purgeExpiredLeads(store, retentionDays, deletionLog, now()))
      .then(
        (deleted) =>
          log.info({ deleted: deleted.length, retentionDays }, "lead retention: leads past their term deleted"),
        (error: unknown) => log.error({ error: loggableError(error) }, "lead retention could not purge the store"),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
