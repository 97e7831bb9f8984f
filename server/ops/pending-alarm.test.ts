/**
 * The pending-lead alarm against a real store and a stub alert webhook on 127.0.0.1, with the
 * clock injected so "15 minutes later" takes no time.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLeadStore, type LeadStore } from "../leads/store";
import { removeTempDirs, tempDatabasePath, validLead } from "../leads/testing";
import { PendingLeadAlarm, type AlarmLog, type PendingLeadAlert } from "./pending-alarm";

const minute = 60_000;

interface StubWebhook {
  url: string;
  alerts: PendingLeadAlert[];
  /** The status the next requests are answered with. */
  answer: number;
  close(): Promise<void>;
}

async function startStubWebhook(): Promise<StubWebhook> {
  const stub: Omit<StubWebhook, "url" | "close"> = { alerts: [], answer: 204 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (stub.answer < 300) stub.alerts.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as PendingLeadAlert);
      response.writeHead(stub.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(stub, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alert`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function recordingLog() {
  const entries: { level: keyof AlarmLog; details: object; message: string }[] = [];
  const log: AlarmLog = {
    info: (details, message) => entries.push({ level: "info", details, message }),
    warn: (details, message) => entries.push({ level: "warn", details, message }),
    error: (details, message) => entries.push({ level: "error", details, message }),
  };
  return { log, entries, count: (level: keyof AlarmLog) => entries.filter((entry) => entry.level === level).length };
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

function alarmFor(log: AlarmLog, { withWebhook = true } = {}) {
  return new PendingLeadAlarm({
    store,
    alertAfterMinutes: 15,
    checkIntervalMs: minute,
    webhookUrl: withWebhook ? webhook.url : undefined,
    site: "https://clinica.example",
    log,
    now,
  });
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
