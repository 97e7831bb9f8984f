/**
 * The alarm for leads that stop reaching the automation service: when the oldest pending lead is
 * older than LEAD_ALERT_AFTER_MINUTES, a warning is logged at every check, and ALERT_WEBHOOK_URL
 * (the clinic's chat or automation) gets one "firing" message per incident and one "resolved"
 * message when it clears. A message the webhook did not take is sent again at the next check, so
 * an incident is announced once it can be, and never twice. Messages carry counts, ages and the
 * site: never a lead.
 */
import { readBacklog, type LeadBacklog, type LeadStoreStats } from "./lead-stats";

export interface AlarmLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PendingLeadAlarmOptions {
  store: LeadStoreStats;
  alertAfterMinutes: number;
  checkIntervalMs: number;
  /** Where alerts are POSTed as JSON; unset, they are only logged. */
  webhookUrl?: string;
  /** The site's URL, so one chat can serve several clinics. */
  site: string;
  log: AlarmLog;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
}

export type AlertStatus = "firing" | "resolved";

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

const webhookTimeoutMs = 10_000;

const round1 = (value: number) => Math.round(value * 10) / 10;
/** 16 → "16", 0.55 → "0,6": as the clinic's staff reads numbers. */
const minutesPtBr = (value: number) => round1(value).toLocaleString("pt-BR");

export class PendingLeadAlarm {
  private readonly options: Required<Omit<PendingLeadAlarmOptions, "webhookUrl">> & { webhookUrl?: string };
  /** When the current incident was first seen; undefined while leads flow. */
  private firingSince: number | undefined;
  /** What the webhook last accepted, and the start of the incident it was about. */
  private announced: { status: AlertStatus; since: number } = { status: "resolved", since: 0 };
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor({ now = Date.now, fetch = globalThis.fetch, ...options }: PendingLeadAlarmOptions) {
    this.options = { now, fetch, ...options };
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.options.checkIntervalMs).unref();
  }

  /** Stops the timer and waits for a check in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
  }

  /** One check; overlapping calls share the check in progress. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    const { store, alertAfterMinutes, log, now } = this.options;
    let backlog: LeadBacklog;
    try {
      backlog = await readBacklog(store, now);
    } catch (error) {
      log.error({ err: error }, "pending-lead alarm could not read the store");
      return;
    }
    const { counts, at } = backlog;
    const ageMinutes = backlog.oldestPendingAgeSeconds / 60;
    const details = {
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
    const status: AlertStatus = firing ? "firing" : "resolved";
    if (status === this.announced.status) return;
    const since = firing ? this.firingSince! : this.announced.since;
    if (!this.options.webhookUrl || (await this.post(this.alert(status, details, since, at))))
      this.announced = { status, since };
  }

  private alert(
    status: AlertStatus,
    details: Pick<PendingLeadAlert, "pending" | "failed" | "oldestPendingAgeMinutes" | "thresholdMinutes">,
    since: number,
    at: number,
  ): PendingLeadAlert {
    const { site } = this.options;
    const text =
      status === "firing"
        ? `⚠️ ${site}: leads não estão chegando à automação. O lead pendente mais antigo espera há ${minutesPtBr(details.oldestPendingAgeMinutes)} min (limite: ${minutesPtBr(details.thresholdMinutes)} min); ${details.pending} pendente(s), ${details.failed} com falha.`
        : `✅ ${site}: os leads voltaram a chegar à automação. ${details.pending} pendente(s), ${details.failed} com falha.`;
    return { status, site, text, ...details, since: new Date(since).toISOString(), at: new Date(at).toISOString() };
  }

  /** True when the webhook answered 2xx. */
  private async post(alert: PendingLeadAlert): Promise<boolean> {
    const { webhookUrl, fetch, log } = this.options;
    try {
      const response = await fetch(webhookUrl!, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(alert),
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      if (response.ok) {
        log.info({ status: alert.status }, "alert webhook notified");
        return true;
      }
      log.error(
        { status: alert.status, webhookStatus: response.status },
        "alert webhook refused the alert; will retry",
      );
    } catch (error) {
      log.error(
        { status: alert.status, error: error instanceof Error ? error.message : String(error) },
        "alert webhook unreachable; will retry",
      );
    }
    return false;
  }
}
