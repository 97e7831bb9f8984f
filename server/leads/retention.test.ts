import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { loadStaticSite } from "../static-site";
import { testEnv } from "../testing/env";
import { DEFAULT_LEAD_RETENTION_DAYS, UNDELIVERED_LEAD_WARNING_DAYS } from "#shared/lead/retention.ts";
import { readDeletionRecords } from "./deletion-audit";
import { purgeExpiredLeads, scheduleRetention } from "./retention";
import { SqliteLeadStore } from "./store/sqlite";
import { projectRoot, removeTempDirs, tempDatabasePath, validSubmission, waitFor } from "../testing/leads";

afterAll(removeTempDirs);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A store holding a lead delivered `daysAgo` days ago, plus a pending and a failed lead created just as long ago. */
async function storeWithLeadDelivered(daysAgo: number, databasePath = tempDatabasePath()) {
  const createdAt = Date.now() - daysAgo * DAY_MS;
  const store = new SqliteLeadStore(databasePath, { now: () => createdAt });
  const [delivered, pending, failed] = [
    (await store.insert(validSubmission(1))).lead,
    (await store.insert(validSubmission(2))).lead,
    (await store.insert(validSubmission(3))).lead,
  ];
  await store.claimDue("seed", 10, 60_000);
  await store.markDelivered(delivered.id, 200);
  await store.markFailed(failed.id, "seed", { status: 422, error: "HTTP 422" });
  await store.releaseClaims("seed");
  return { store, delivered, pending, failed };
}

const recordingLog = () => {
  const entries: { details: object; message: string }[] = [];
  return {
    entries,
    info: (details: object, message: string) => entries.push({ details, message }),
    error: (details: object, message: string) => entries.push({ details, message }),
    warn: (details: object, message: string) => entries.push({ details, message }),
  };
};

describe("lead retention", () => {
  let store: SqliteLeadStore | undefined;
  afterEach(async () => store?.close());

  it("keeps 90 days by default: leads received a minute short of 90 days stay, a minute past go, whatever their state", async () => {
    const retentionDays = testEnv().LEAD_RETENTION_DAYS;
    expect(retentionDays).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(retentionDays).toBe(90);
    const minuteInDays = 60_000 / DAY_MS;
    const young = await storeWithLeadDelivered(90 - minuteInDays);
    const old = await storeWithLeadDelivered(90 + minuteInDays);
    const deletionLog = path.join(path.dirname(tempDatabasePath()), "deletions.log");
    try {
      expect(await purgeExpiredLeads(young.store, retentionDays, deletionLog)).toEqual([]);
      const deleted = await purgeExpiredLeads(old.store, retentionDays, deletionLog);
      expect(deleted.sort()).toEqual([old.delivered.id, old.pending.id, old.failed.id].sort());
      expect((await old.store.counts()).total).toBe(0);
      // Each deletion recorded by id, time and reason; never a name or phone.
      const records = readDeletionRecords(deletionLog);
      expect(records.map((record) => record.id).sort()).toEqual(deleted.sort());
      expect(records.every((record) => record.reason === "retention" && !Number.isNaN(Date.parse(record.time)))).toBe(
        true,
      );
      expect(fs.readFileSync(deletionLog, "utf8")).not.toMatch(/Maria|8888/);
      expect(fs.statSync(deletionLog).mode & 0o777).toBe(0o600);
    } finally {
      await young.store.close();
      await old.store.close();
    }
  });

  it("refuses a retention of 0 or less: every lead has a term", async () => {
    expect(() => testEnv({ LEAD_RETENTION_DAYS: "0" })).toThrow(
      /LEAD_RETENTION_DAYS: expected a whole number of days, at least 1/,
    );
    expect(() => testEnv({ LEAD_RETENTION_DAYS: "-1" })).toThrow(/LEAD_RETENTION_DAYS/);
    store = (await storeWithLeadDelivered(5000)).store;
    await expect(purgeExpiredLeads(store, 0, path.join(path.dirname(tempDatabasePath()), "d.log"))).rejects.toThrow(
      /at least 1/,
    );
    expect((await store.counts()).total).toBe(3);
  });

  it(`warns ${UNDELIVERED_LEAD_WARNING_DAYS} days before an undelivered lead is deleted, once per lead, in the log and to the alert webhook`, async () => {
    // Received 84 days ago: deleted at 90, so inside the 7-day warning; the delivered one is not warned of.
    const seeded = await storeWithLeadDelivered(84);
    store = seeded.store;
    const log = recordingLog();
    const posted: unknown[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(init.body as string));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const deletionLog = path.join(path.dirname(tempDatabasePath()), "deletions.log");
    const stop = scheduleRetention({
      store,
      retentionDays: 90,
      deletionLog,
      log,
      alert: { webhookUrl: "https://alerts.example/hook", site: "https://clinica.example", fetch: fakeFetch },
      intervalMs: 20,
    });
    await waitFor(
      () => log.entries.filter((entry) => entry.message.includes("deleted")).length >= 3,
      5000,
      "three runs",
    );
    await stop();
    const warnings = log.entries.filter((entry) => entry.message.includes("undelivered leads will be deleted"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toEqual({
      count: 2,
      leadIds: expect.arrayContaining([seeded.pending.id, seeded.failed.id]),
      retentionDays: 90,
    });
    expect(posted).toEqual([
      expect.objectContaining({
        status: "undelivered-leads-expiring",
        count: 2,
        leadIds: expect.arrayContaining([seeded.pending.id, seeded.failed.id]),
        text: expect.stringContaining("serão apagados em até 7 dias"),
      }),
    ]);
    // Nothing deleted yet: they still have 6 days.
    expect((await store.counts()).total).toBe(3);
    expect(JSON.stringify([log.entries, posted])).not.toMatch(/Maria|8888/);
  });

  it("runs at once and on every interval, logging the count and nothing about the leads", async () => {
    const seeded = await storeWithLeadDelivered(100);
    store = seeded.store;
    const log = recordingLog();
    const deletionLog = path.join(path.dirname(tempDatabasePath()), "deletions.log");
    const stop = scheduleRetention({ store, retentionDays: 90, deletionLog, log, intervalMs: 20 });
    await waitFor(
      () => log.entries.filter((entry) => entry.message.includes("deleted")).length >= 3,
      5000,
      "three runs",
    );
    await stop();
    const runs = log.entries.filter((entry) => entry.message === "lead retention: leads past their term deleted");
    expect(runs[0]!.details).toEqual({ deleted: 3, retentionDays: 90 });
    expect(runs[1]!.details).toEqual({ deleted: 0, retentionDays: 90 });
    expect(JSON.stringify(log.entries)).not.toContain(validSubmission(1).phone);
  });

  it("runs when the server starts, and records what it deleted in the deletion log", async () => {
    const databasePath = tempDatabasePath();
    const seeded = await storeWithLeadDelivered(120, databasePath);
    await seeded.store.close();
    const deletionLog = path.join(path.dirname(databasePath), "lead-deletions.log");
    const app = await buildServer({
      env: testEnv({ DATABASE_PATH: databasePath, LEAD_DELETION_LOG: deletionLog }),
      site: loadStaticSite(path.join(projectRoot, "build/client")),
    });
    try {
      await app.ready();
      await waitFor(async () => (await app.leadStore.counts()).total === 0, 5000, "the purge");
      expect(
        readDeletionRecords(deletionLog)
          .map((record) => record.id)
          .sort(),
      ).toEqual([seeded.delivered.id, seeded.pending.id, seeded.failed.id].sort());
    } finally {
      await app.close();
    }
  });
});
