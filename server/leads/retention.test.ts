import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { loadStaticSite } from "../static-site";
import { testEnv } from "../test-support";
import { purgeExpiredLeads, scheduleRetention } from "./retention";
import { SqliteLeadStore } from "./store/sqlite";
import { projectRoot, removeTempDirs, tempDatabasePath, validSubmission, waitFor } from "./testing";

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
  };
};

describe("lead retention", () => {
  let store: SqliteLeadStore | undefined;
  afterEach(async () => store?.close());

  it("keeps 90 days by default: a lead delivered a minute short of 90 days stays, a minute past goes", async () => {
    const retentionDays = testEnv().LEAD_RETENTION_DAYS;
    expect(retentionDays).toBe(90);
    const minuteInDays = 60_000 / DAY_MS;
    const young = await storeWithLeadDelivered(90 - minuteInDays);
    const old = await storeWithLeadDelivered(90 + minuteInDays);
    try {
      expect(await purgeExpiredLeads(young.store, retentionDays)).toBe(0);
      expect(await purgeExpiredLeads(old.store, retentionDays)).toBe(1);
    } finally {
      await young.store.close();
      await old.store.close();
    }
    expect(() => testEnv({ LEAD_RETENTION_DAYS: "-1" })).toThrow(/LEAD_RETENTION_DAYS/);
  });

  it("deletes a delivered lead past its term, never a pending or failed one, however old", async () => {
    const seeded = await storeWithLeadDelivered(91);
    store = seeded.store;
    expect(await purgeExpiredLeads(store, 92)).toBe(0);
    expect(await purgeExpiredLeads(store, 90)).toBe(1);
    expect((await store.list()).map((lead) => lead.id).sort()).toEqual([seeded.pending.id, seeded.failed.id].sort());
  });

  it("keeps everything with 0 days", async () => {
    store = (await storeWithLeadDelivered(5000)).store;
    expect(await purgeExpiredLeads(store, 0)).toBe(0);
    expect((await store.counts()).total).toBe(3);
  });

  it("runs at once and on every interval, logging the count and nothing about the leads", async () => {
    const seeded = await storeWithLeadDelivered(100);
    store = seeded.store;
    const log = recordingLog();
    const stop = scheduleRetention(store, 90, log, 20);
    await waitFor(() => log.entries.length >= 3, 5000, "three runs");
    await stop();
    expect(log.entries[0]).toEqual({
      details: { deleted: 1, retentionDays: 90 },
      message: "lead retention: delivered leads past their term deleted",
    });
    expect(log.entries[1]!.details).toEqual({ deleted: 0, retentionDays: 90 });
    expect(JSON.stringify(log.entries)).not.toContain(validSubmission(1).phone);
  });

  it("runs when the server starts", async () => {
    const databasePath = tempDatabasePath();
    const seeded = await storeWithLeadDelivered(120, databasePath);
    await seeded.store.close();
    const app = await buildServer({
      env: testEnv({ DATABASE_PATH: databasePath }),
      site: loadStaticSite(path.join(projectRoot, "build/client")),
    });
    try {
      await app.ready();
      await waitFor(async () => (await app.leadStore.get(seeded.delivered.id)) === undefined, 5000, "the purge");
      expect((await app.leadStore.counts()).total).toBe(2);
    } finally {
      await app.close();
    }
  });
});
