/**
 * The alarm for leads that stop reaching the automation service: when the oldest pending lead is
 * older than LEAD_ALERT_AFTER_MINUTES, a warning is logged at every check, and ALERT_WEBHOOK_URL
 * (the clinic's chat or automation) gets one "firing" message per incident and one "resolved"
 * message when it clears. Messages carry counts, ages and the site: never a lead.
 *
 * What was announced lives in the store (`readAlertState`), not in the process, so:
 * - relays sharing a store announce each incident once between them: a relay first claims the
 *   announcement with a compare-and-set, and only the winner posts;
 * - a relay restarted mid-incident knows the "firing" went out, and sends the "resolved".
 * A message the webhook did not take is given back (the state as it was), so the next check, on
 * any relay, sends it again; a relay killed while posting leaves a claim that lapses after
 * `claimMs`, and then another relay posts. A post takes at most `webhookTimeoutMs` (5 s) and
 * `stop` aborts it at once, so shutdown keeps its 10 s.
 */
import type { ComponentLog } from "../component-log";
import { loggableError } from "../loggable-error";
import { postAlert } from "./alert-webhook";
import type { AlertState, AlertStateStore, LeadStoreStats } from "../leads/store/types";
import { readBacklog, type LeadBacklog } from "./lead-stats";

export interface PendingLeadAlarmOptions {
  store: LeadStoreStats & AlertStateStore;
  alertAfterMinutes: number;
  checkIntervalMs: number;
  /** Where alerts are POSTed as JSON; unset, they are only logged. */
  webhookUrl?: string;
  /** The site's URL, so one chat can serve several clinics. */
  site: string;
  log: ComponentLog;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
  /** How long one post may take; 5 s by default. */
  webhookTimeoutMs?: number;
}

export type AlertStatus = AlertState["status"];

/** The JSON body POSTed to the alert webhook. `text` is what Slack-, Chat- and Mattermost-style webhooks display. */
export interface PendingLeadAlert {
  status: AlertStatus;
  site: string;
  text: string;
  pending: number;
  failed: number;
  oldestPendingAgeMinutes: number;
  thresholdMinutes: number;
  /** When the incident was first seen. */
  since: string;
  at: string;
}

export const defaultWebhookTimeoutMs = 5_000;

const round1 = (value: number) => Math.round(value * 10) / 10;
/** 16 → "16", 0.55 → "0,6": as the clinic's staff reads numbers. */
const minutesPtBr = (value: number) => round1(value).toLocaleString("pt-BR");

type AlertDetails = Pick<PendingLeadAlert, "pending" | "failed" | "oldestPendingAgeMinutes" | "thresholdMinutes">;

export class PendingLeadAlarm {
  private readonly options: Required<Omit<PendingLeadAlarmOptions, "webhookUrl">> & { webhookUrl?: string };
  /** How long a relay's claim to post holds: well past a post's timeout, so only a dead relay's lapses. */
  private readonly claimMs: number;
  /** When this process first saw the current incident; undefined while leads flow. */
  private firingSince: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  /** Aborted by `stop`: a post in flight must not hold the shutdown. */
  private stopping = new AbortController();

  constructor({
    now = Date.now,
    fetch = globalThis.fetch,
    webhookTimeoutMs = defaultWebhookTimeoutMs,
    ...options
  }: PendingLeadAlarmOptions) {
    this.options = { now, fetch, webhookTimeoutMs, ...options };
    this.claimMs = Math.max(30_000, 6 * webhookTimeoutMs);
  }

  start(): void {
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    this.timer ??= setInterval(() => void this.check(), this.options.checkIntervalMs).unref();
  }

  /** Stops the timer, aborts a post in flight (its message is given back for the next check) and waits for the check. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    await this.checking;
  }

  /** One check; overlapping calls share the check in progress. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    const { store, alertAfterMinutes, log, now, webhookUrl } = this.options;
    let backlog: LeadBacklog;
    try {
      backlog = await readBacklog(store, now);
    } catch (error) {
      log.error({ error: loggableError(error) }, "pending-lead alarm could not read the store");
      return;
    }
    const { counts, at } = backlog;
    const ageMinutes = backlog.oldestPendingAgeSeconds / 60;
    const details: AlertDetails = {
      pending: counts.pending,
      failed: counts.failed,
      oldestPendingAgeMinutes: round1(ageMinutes),
      thresholdMinutes: alertAfterMinutes,
    };
    const firing = ageMinutes > alertAfterMinutes;
    if (firing) {
      this.firingSince ??= at;
      log.warn(
        details,
        `leads are not reaching the automation service: the oldest pending lead has waited ${round1(ageMinutes)} min`,
      );
    } else if (this.firingSince !== undefined) {
      this.firingSince = undefined;
      log.info(details, "pending leads are flowing again: the alert is resolved");
    }
    if (!webhookUrl) return;
    try {
      await this.announce(firing ? "firing" : "resolved", details, at);
    } catch (error) {
      log.error({ error: loggableError(error) }, "pending-lead alarm could not read or write the alert state");
    }
  }

  /** Posts `status` unless it is what the store says was announced, or another relay is posting now. */
  private async announce(status: AlertStatus, details: AlertDetails, at: number): Promise<void> {
    const { store } = this.options;
    const state = await store.readAlertState();
    const claimed = state.postingUntil !== null;
    if (claimed && state.postingUntil! > at) return;
    if (!claimed && state.status === status) return;
    // A firing incident keeps the start it was announced with; a new one starts when this process saw it.
    const since = status === "firing" && state.status !== "firing" ? (this.firingSince ?? at) : state.since;
    if (!(await store.swapAlertState(state.version, { status, since, postingUntil: at + this.claimMs }))) return;
    const posted = await this.post(this.alert(status, details, since, at));
    const { version: _version, ...previous } = state;
    await store.swapAlertState(state.version + 1, posted ? { status, since, postingUntil: null } : previous);
  }

  private alert(status: AlertStatus, details: AlertDetails, since: number, at: number): PendingLeadAlert {
    const { site } = this.options;
    const text =
      status === "firing"
        ? `⚠️ ${site}: leads não estão chegando à automação. O lead pendente mais antigo espera há ${minutesPtBr(details.oldestPendingAgeMinutes)} min (limite: ${minutesPtBr(details.thresholdMinutes)} min); ${details.pending} pendente(s), ${details.failed} com falha.`
        : `✅ ${site}: os leads voltaram a chegar à automação. ${details.pending} pendente(s), ${details.failed} com falha.`;
    return { status, site, text, ...details, since: new Date(since).toISOString(), at: new Date(at).toISOString() };
  }

  /** True when the webhook answered 2xx. */
  private async post(alert: PendingLeadAlert): Promise<boolean> {
    const { webhookUrl, fetch, log, webhookTimeoutMs } = this.options;
    try {
      const response = await postAlert(
        fetch,
        webhookUrl!,
        alert,
        AbortSignal.any([AbortSignal.timeout(webhookTimeoutMs), this.stopping.signal]),
      );
      if (response.ok) {
        log.info({ status: alert.status }, "alert webhook notified");
        return true;
      }
      log.error(
        { status: alert.status, webhookStatus: response.status },
        "alert webhook refused the alert; will retry",
      );
    } catch (error) {
      if (this.stopping.signal.aborted)
        log.warn({ status: alert.status }, "alert post abandoned: stopping; will retry");
      else log.error({ status: alert.status, error: loggableError(error) }, "alert webhook unreachable; will retry");
    }
    return false;
  }
}
