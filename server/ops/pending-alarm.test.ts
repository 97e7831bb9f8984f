/**
 * The pending-lead alarm against a real store and a stub alert webhook on 127.0.0.1, with the
 * clock injected so "15 minutes later" takes no time.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ComponentLog } from "../component-log";
import { openLeadStore, type LeadStore, type LeadStoreSettings } from "../leads/store";
import { removeTempDirs, storeKinds, tempDatabasePath, validLead, waitFor, type StoreKind } from "../testing/leads";
import { freshStoreOverrides } from "../testing/env";
import {
  defaultWebhookTimeoutMs,
  PendingLeadAlarm,
  type PendingLeadAlarmOptions,
  type PendingLeadAlert,
} from "./pending-alarm";

const minute = 60_000;

interface StubWebhook {
  url: string;
  alerts: PendingLeadAlert[];
  /** The status the next requests are answered with; "hang": never answered. */
  answer: number | "hang";
  /** Requests received, answered or not. */
  received: number;
  close(): Promise<void>;
}

async function startStubWebhook(): Promise<StubWebhook> {
  const stub: Omit<StubWebhook, "url" | "close"> = { alerts: [], answer: 204, received: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      stub.received++;
      const { answer } = stub;
      if (answer === "hang") return;
      if (answer < 300) stub.alerts.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as PendingLeadAlert);
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(stub, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alert`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function recordingLog() {
  const entries: { level: keyof ComponentLog; details: object; message: string }[] = [];
  const log: ComponentLog = {
    info: (details, message) => entries.push({ level: "info", details, message }),
    warn: (details, message) => entries.push({ level: "warn", details, message }),
    error: (details, message) => entries.push({ level: "error", details, message }),
  };
  return {
    log,
    entries,
    count: (level: keyof ComponentLog) => entries.filter((entry) => entry.level === level).length,
  };
}

let clock = Date.parse("2026-11-23T12:00:00Z");
const now = () => clock;
let store: LeadStore;
let webhook: StubWebhook;

beforeEach(async () => {
  clock = Date.parse("2026-11-23T12:00:00Z");
  store = await openLeadStore({ DATABASE_PATH: tempDatabasePath() }, { now });
  webhook = await startStubWebhook();
});
afterEach(async () => {
  await store.close();
  await webhook.close();
});
afterAll(removeTempDirs);

function alarmFor(
  log: ComponentLog,
  {
    withWebhook = true,
    on = store,
    ...options
  }: { withWebhook?: boolean; on?: LeadStore } & Partial<PendingLeadAlarmOptions> = {},
) {
  return new PendingLeadAlarm({
    store: on,
    alertAfterMinutes: 15,
    checkIntervalMs: minute,
    webhookUrl: withWebhook ? webhook.url : undefined,
    site: "https://clinica.example",
    log,
    now,
    ...options,
  });
}

/** Delivers every pending lead: the incident clears. */
async function deliverAll(on: LeadStore) {
  for (const lead of await on.list({ status: "pending" })) await on.markDelivered(lead.id, 200);
}

describe("the pending-lead alarm", () => {
  it("stays quiet while the oldest pending lead is younger than the threshold", async () => {
    const { log, count } = recordingLog();
    const alarm = alarmFor(log);
    await store.insert(validLead(1));
    clock += 15 * minute;
    await alarm.check();
    expect(count("warn")).toBe(0);
    expect(webhook.alerts).toEqual([]);
  });

  it("warns at every check, alerts once per incident, and sends one recovery message", async () => {
    const { log, entries, count } = recordingLog();
    const alarm = alarmFor(log);
    const { lead } = await store.insert(validLead(1));
    await store.insert(validLead(2));
    clock += 16 * minute;
    await alarm.check();
    clock += minute;
    await alarm.check();
    clock += minute;
    await alarm.check();

    expect(count("warn")).toBe(3);
    expect(webhook.alerts).toHaveLength(1);
    const [firing] = webhook.alerts;
    expect(firing).toMatchObject({
      status: "firing",
      site: "https://clinica.example",
      pending: 2,
      failed: 0,
      oldestPendingAgeMinutes: 16,
      thresholdMinutes: 15,
      since: "2026-11-23T12:16:00.000Z",
    });
    expect(firing!.text).toContain("https://clinica.example");
    expect(firing!.text).toContain("espera há 16 min (limite: 15 min); 2 pendente(s), 0 com falha");

    // Both leads delivered: the next check resolves the incident, once.
    await store.markDelivered(lead.id, 200);
    await store.markDelivered((await store.list({ status: "pending" }))[0]!.id, 200);
    clock += minute;
    await alarm.check();
    clock += minute;
    await alarm.check();
    expect(webhook.alerts.map((alert) => alert.status)).toEqual(["firing", "resolved"]);
    expect(webhook.alerts[1]).toMatchObject({ pending: 0, since: "2026-11-23T12:16:00.000Z" });
    expect(entries.filter((entry) => entry.message.includes("resolved"))).toHaveLength(1);

    // No lead's name or phone in any alert or log line.
    const everything = JSON.stringify([webhook.alerts, entries]);
    expect(everything).not.toContain("Maria");
    expect(everything).not.toContain("8888");
  });

  it("sends the alert at a later check when the webhook refused it, and never twice", async () => {
    const { log, count } = recordingLog();
    const alarm = alarmFor(log);
    await store.insert(validLead(1));
    clock += 20 * minute;
    webhook.answer = 503;
    await alarm.check();
    expect(webhook.alerts).toHaveLength(0);
    expect(count("error")).toBe(1);
    webhook.answer = 204;
    clock += minute;
    await alarm.check();
    clock += minute;
    await alarm.check();
    expect(webhook.alerts.map((alert) => alert.status)).toEqual(["firing"]);
    expect(webhook.alerts[0]!.oldestPendingAgeMinutes).toBe(21);
  });

  it("only logs when no webhook is set", async () => {
    const { log, count } = recordingLog();
    const alarm = alarmFor(log, { withWebhook: false });
    await store.insert(validLead(1));
    clock += 30 * minute;
    await alarm.check();
    expect(count("warn")).toBe(1);
    expect(webhook.alerts).toEqual([]);
  });

  it("checks on its interval once started", async () => {
    const { log, count } = recordingLog();
    const alarm = new PendingLeadAlarm({
      store,
      alertAfterMinutes: 15,
      checkIntervalMs: 20,
      site: "https://clinica.example",
      log,
      now,
    });
    await store.insert(validLead(1));
    clock += 16 * minute;
    alarm.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await alarm.stop();
    expect(count("warn")).toBeGreaterThanOrEqual(2);
  });
});

describe("the pending-lead alarm's posts", () => {
  it("time out after 5 s by default, or the configured time", async () => {
    expect(defaultWebhookTimeoutMs).toBe(5_000);
    const { log, entries } = recordingLog();
    const alarm = alarmFor(log, { webhookTimeoutMs: 200 });
    await store.insert(validLead(1));
    clock += 16 * minute;
    webhook.answer = "hang";
    const started = performance.now();
    await alarm.check();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(entries.map((entry) => entry.message)).toContain("alert webhook unreachable; will retry");
    // Given back: the next check sends it.
    expect(await store.readAlertState()).toMatchObject({ status: "resolved", postingUntil: null });
    webhook.answer = 204;
    clock += minute;
    await alarm.check();
    expect(webhook.alerts.map((alert) => alert.status)).toEqual(["firing"]);
  });

  it("are aborted by stop, which returns at once and leaves the message for the next check", async () => {
    const { log, entries } = recordingLog();
    const alarm = alarmFor(log);
    await store.insert(validLead(1));
    clock += 16 * minute;
    webhook.answer = "hang";
    const checking = alarm.check();
    await waitFor(() => webhook.received === 1, 5_000, "the alert post in flight");
    const started = performance.now();
    await alarm.stop();
    expect(performance.now() - started).toBeLessThan(1_000);
    await checking;
    expect(entries.map((entry) => entry.message)).toContain("alert post abandoned: stopping; will retry");
    expect(await store.readAlertState()).toMatchObject({ status: "resolved", postingUntil: null });
  });
});

describe.each(storeKinds)("the pending-lead alarm's state in the store on %s", (kind: StoreKind) => {
  const stores: LeadStore[] = [];
  let settings: LeadStoreSettings;
  const openShared = async () => {
    const opened = await openLeadStore(settings, { now });
    stores.push(opened);
    return opened;
  };
  beforeEach(async () => {
    settings = { DATABASE_PATH: tempDatabasePath(), ...(await freshStoreOverrides(kind)) };
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((opened) => opened.close()));
  });

  it("lets one of two relays on one store announce each incident, and its recovery, once", async () => {
    const [storeA, storeB] = [await openShared(), await openShared()];
    const relays = [alarmFor(recordingLog().log, { on: storeA }), alarmFor(recordingLog().log, { on: storeB })];
    const checkBoth = () => Promise.all(relays.map((relay) => relay.check()));
    await storeA.insert(validLead(1));
    clock += 16 * minute;
    await checkBoth();
    clock += minute;
    await checkBoth();
    await deliverAll(storeA);
    clock += minute;
    await checkBoth();
    clock += minute;
    await checkBoth();
    expect(webhook.alerts.map((alert) => [alert.status, alert.since])).toEqual([
      ["firing", "2026-11-23T12:16:00.000Z"],
      ["resolved", "2026-11-23T12:16:00.000Z"],
    ]);
    expect(await storeB.readAlertState()).toMatchObject({ status: "resolved", postingUntil: null });
  });

  it("sends the recovery after a restart for an incident announced before it", async () => {
    const before = await openShared();
    await before.insert(validLead(1));
    clock += 20 * minute;
    await alarmFor(recordingLog().log, { on: before }).check();
    await before.close();

    // The relay restarts; meanwhile the lead got through.
    const after = await openShared();
    await deliverAll(after);
    clock += 5 * minute;
    const restarted = alarmFor(recordingLog().log, { on: after });
    await restarted.check();
    await restarted.check();
    expect(webhook.alerts.map((alert) => [alert.status, alert.since])).toEqual([
      ["firing", "2026-11-23T12:20:00.000Z"],
      ["resolved", "2026-11-23T12:20:00.000Z"],
    ]);
  });

  it("gives a refused message back, so another relay sends it", async () => {
    const [storeA, storeB] = [await openShared(), await openShared()];
    await storeA.insert(validLead(1));
    clock += 16 * minute;
    webhook.answer = 503;
    await alarmFor(recordingLog().log, { on: storeA }).check();
    expect(webhook.alerts).toEqual([]);
    webhook.answer = 204;
    clock += minute;
    await alarmFor(recordingLog().log, { on: storeB }).check();
    expect(webhook.alerts.map((alert) => alert.status)).toEqual(["firing"]);
  });

  it("waits while another relay is posting, and posts once that relay's claim has lapsed", async () => {
    const shared = await openShared();
    await shared.insert(validLead(1));
    clock += 16 * minute;
    // A relay claimed the announcement and died before it could post or give it back.
    const { version } = await shared.readAlertState();
    expect(await shared.swapAlertState(version, { status: "firing", since: clock, postingUntil: clock + 30_000 })).toBe(
      true,
    );
    const survivor = alarmFor(recordingLog().log, { on: shared });
    await survivor.check();
    expect(webhook.received).toBe(0);
    clock += 31_000;
    await survivor.check();
    expect(webhook.alerts.map((alert) => [alert.status, alert.since])).toEqual([
      ["firing", "2026-11-23T12:16:00.000Z"],
    ]);
    expect(await shared.readAlertState()).toMatchObject({ status: "firing", postingUntil: null });
  });
});
