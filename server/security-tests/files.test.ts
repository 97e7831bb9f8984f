/**
 * Security of the files the server and the CLI write (issue "Hardening from a security review"):
 * the data folder is private (0700) and every file of personal data in it (the store, its WAL
 * and shared memory, backups, exports, the deletion and access logs) is 0600, under the umask
 * the real entry points set; a deleted lead (by phone or by retention) leaves nothing readable
 * in the SQLite files, and on PostgreSQL its row is gone; each deletion is recorded without the
 * person's data.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { spawnServer, type ChildServer } from "../testing/child-server";
import { readDeletionRecords } from "../leads/deletion-audit";
import { purgeExpiredLeads } from "../leads/retention";
import { openLeadStore } from "../leads/store";
import { SqliteLeadStore } from "../leads/store/sqlite";
import { freshStoreOverrides } from "../testing/env";
import { projectRoot, removeTempDirs, tempDir, validLead, validSubmission } from "../testing/leads";

const servers: ChildServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});
afterAll(removeTempDirs);

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** A person whose name and phone are unlike anything else in the files. */
const person = { name: "Zuleica Quixabeira", phone: "+55 (31) 97531-0246" };
const traces = ["Zuleica", "Quixabeira", "975310246", "97531-0246", "7531"];

/** Every byte of the store's files, as someone who copied them would read them. */
function storeBytes(databasePath: string): string {
  return [databasePath, `${databasePath}-wal`, `${databasePath}-shm`, `${databasePath}-journal`]
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file).toString("latin1"))
    .join("\n");
}

function cli(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/cli.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
}

describe("private files", () => {
  it("the server creates its data folder 0700 and the store, WAL, shared memory and access log 0600", async () => {
    const dataDir = path.join(tempDir(), "data");
    const server = spawnServer({
      CLIENT_DIR: path.join(projectRoot, "build/client"),
      DATABASE_PATH: path.join(dataDir, "leads.sqlite"),
    });
    servers.push(server);
    const ready = await server.waitForLine(/site ready at/, 30_000);
    const port = /localhost:(\d+)/.exec(ready)![1];
    const response = await fetch(`http://127.0.0.1:${port}/webhook/agendamento`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead(1)),
    });
    expect(response.status).toBe(201);
    expect(mode(dataDir)).toBe(0o700);
    for (const file of ["leads.sqlite", "leads.sqlite-wal", "leads.sqlite-shm"])
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    expect(mode(path.join(dataDir, "access-log"))).toBe(0o700);
    for (const file of fs.readdirSync(path.join(dataDir, "access-log")))
      expect(mode(path.join(dataDir, "access-log", file)), file).toBe(0o600);
  });

  it("a store file left readable by an older version is made private when opened", async () => {
    const databasePath = path.join(tempDir(), "leads.sqlite");
    const store = new SqliteLeadStore(databasePath);
    await store.insert(validSubmission(1));
    await store.close();
    fs.chmodSync(databasePath, 0o644);
    const reopened = new SqliteLeadStore(databasePath);
    await reopened.insert(validSubmission(2));
    expect(mode(databasePath)).toBe(0o600);
    expect(mode(`${databasePath}-wal`)).toBe(0o600);
    await reopened.close();
  });

  it("the CLI writes backups, exports and the deletion log 0600, and deletes dated backups past 30 days", async () => {
    const dataDir = path.join(tempDir(), "data");
    const databasePath = path.join(dataDir, "leads.sqlite");
    const store = new SqliteLeadStore(databasePath);
    await store.insert({ ...validSubmission(1), ...person });
    await store.close();
    const env = { DATABASE_PATH: databasePath };
    const backupsDir = path.join(dataDir, "backups");
    fs.mkdirSync(backupsDir);
    const old = path.join(backupsDir, "leads-2020-01-01T00-00-00Z.sqlite");
    fs.writeFileSync(old, "an old backup");

    const backup = cli(env, "backup");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain("Deleted 1 backup(s) older than 30 days: leads-2020-01-01T00-00-00Z.sqlite.");
    const made = fs.readdirSync(backupsDir);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^leads-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/);
    expect(mode(path.join(backupsDir, made[0]!))).toBe(0o600);

    const exportFile = path.join(dataDir, "pedido.json");
    expect(cli(env, "export", "--phone", person.phone, "--out", exportFile).status).toBe(0);
    expect(mode(exportFile)).toBe(0o600);
    expect(fs.readFileSync(exportFile, "utf8")).toContain(person.name);

    expect(cli(env, "delete", "--phone", person.phone, "--yes").status).toBe(0);
    expect(mode(path.join(dataDir, "lead-deletions.log"))).toBe(0o600);
  });
});

describe("a deleted lead is gone", () => {
  it("by phone: nothing of it stays readable in the SQLite file or its WAL, and the deletion is recorded", async () => {
    const databasePath = path.join(tempDir(), "leads.sqlite");
    const store = new SqliteLeadStore(databasePath);
    const kept = (await store.insert(validSubmission(1))).lead;
    const deleted = (await store.insert({ ...validSubmission(2), ...person })).lead;
    await store.claimDue("relay", 10, 60_000);
    await store.markDelivered(deleted.id, 200);
    await store.close();
    for (const trace of traces) expect(storeBytes(databasePath)).toContain(trace);

    const result = cli({ DATABASE_PATH: databasePath }, "delete", "--phone", "31 97531-0246", "--yes");
    expect(result.status).toBe(0);
    const bytes = storeBytes(databasePath);
    for (const trace of traces) expect(bytes, trace).not.toContain(trace);
    // The other lead is intact.
    const reopened = new SqliteLeadStore(databasePath);
    expect((await reopened.list()).map((lead) => lead.id)).toEqual([kept.id]);
    await reopened.close();
    const records = readDeletionRecords(path.join(path.dirname(databasePath), "lead-deletions.log"));
    expect(records).toEqual([{ id: deleted.id, time: expect.any(String), reason: "data-subject request" }]);
    const log = fs.readFileSync(path.join(path.dirname(databasePath), "lead-deletions.log"), "utf8");
    for (const trace of traces) expect(log).not.toContain(trace);
  });

  it("by retention, with the store open by a running relay: nothing stays readable either", async () => {
    const databasePath = path.join(tempDir(), "leads.sqlite");
    const day = 24 * 60 * 60 * 1000;
    const old = new SqliteLeadStore(databasePath, { now: () => Date.now() - 100 * day });
    const expired = (await old.insert({ ...validSubmission(2), ...person })).lead;
    await old.close();
    const store = new SqliteLeadStore(databasePath);
    await store.insert(validSubmission(1));
    const deletionLog = path.join(path.dirname(databasePath), "lead-deletions.log");
    expect(await purgeExpiredLeads(store, 90, deletionLog)).toEqual([expired.id]);
    const bytes = storeBytes(databasePath);
    for (const trace of traces) expect(bytes, trace).not.toContain(trace);
    await store.close();
    expect(readDeletionRecords(deletionLog).map((record) => [record.id, record.reason])).toEqual([
      [expired.id, "retention"],
    ]);
  });

  it("on PostgreSQL: the row is gone from the table", async () => {
    const { DATABASE_URL } = await freshStoreOverrides("postgres");
    const settings = { DATABASE_PATH: path.join(tempDir(), "unused.sqlite"), DATABASE_URL };
    const store = await openLeadStore(settings);
    await store.insert({ ...validSubmission(2), ...person });
    await store.insert(validSubmission(1));
    expect(await store.deleteByPhone(person.phone)).toHaveLength(1);
    await store.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) FROM leads WHERE payload::text LIKE '%Zuleica%' OR phone_national LIKE '%975310246%'",
      );
      expect(rows[0]!.count).toBe("0");
      expect((await client.query("SELECT count(*) FROM leads")).rows[0]).toEqual({ count: "1" });
    } finally {
      await client.end();
    }
  });
});
