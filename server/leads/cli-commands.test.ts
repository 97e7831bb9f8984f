import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { writePublicSettings } from "../public-settings";
import { freshStoreOverrides } from "../testing/env";
import { runLeadsCli } from "./cli-commands";
import { readDeletionRecords } from "./deletion-audit";
import { openLeadStore, type LeadStoreSettings } from "./store";
import { SqliteLeadStore } from "./store/sqlite";
import {
  projectRoot,
  removeTempDirs,
  storeKinds,
  tempDatabasePath,
  tempDir,
  validSubmission,
  type StoreKind,
  withoutIdsAndNumbers,
} from "../testing/leads";

afterAll(removeTempDirs);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A build's public settings (all `purge` reads of a build): the default retention unless given. */
function buildWith(settings: Record<string, string> = {}): string {
  const buildDir = tempDir();
  writePublicSettings(buildDir, settings);
  return path.join(buildDir, "client");
}
const defaultBuildClientDir = buildWith();

const cliEnv = (settings: LeadStoreSettings, clientDir = defaultBuildClientDir): NodeJS.ProcessEnv => ({
  DATABASE_PATH: settings.DATABASE_PATH,
  CLIENT_DIR: clientDir,
  ...(settings.DATABASE_URL ? { DATABASE_URL: settings.DATABASE_URL } : {}),
});

/** One CLI invocation in this process, as `npm run leads -- …` outside a terminal; `answer` makes it a terminal. */
async function runCli(settings: LeadStoreSettings, ...args: string[]) {
  return runCliWith(settings, args);
}

async function runCliWith(settings: LeadStoreSettings, args: string[], answer?: boolean, env = cliEnv(settings)) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const questions: string[] = [];
  const status = await runLeadsCli(args, env, {
    out: (text) => stdout.push(`${text}\n`),
    err: (text) => stderr.push(`${text}\n`),
    confirm:
      answer === undefined
        ? undefined
        : async (question) => {
            questions.push(question);
            return answer;
          },
  });
  return { status, stdout: stdout.join(""), stderr: stderr.join(""), questions };
}

/** The real entry point, as an operator runs it. */
function spawnCli(settings: LeadStoreSettings, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...cliEnv(settings) },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Where the CLI records deletions for this store: beside its SQLite file (the default). */
const deletionLogOf = (settings: LeadStoreSettings) =>
  path.join(path.dirname(settings.DATABASE_PATH), "lead-deletions.log");

/** The phone of the data subject in the seeded store, as the payload has it. */
const subjectPhone = "+55 (31) 98765-4321";

/**
 * A failed, a delivered and a pending lead, plus two leads of one data subject: one delivered
 * 100 days ago (past the default retention), one pending.
 */
async function seededStore(kind: StoreKind) {
  const settings: LeadStoreSettings = { DATABASE_PATH: tempDatabasePath(), ...(await freshStoreOverrides(kind)) };
  let clock = Date.now() - 100 * DAY_MS;
  const store = await openLeadStore(settings, { now: () => clock });
  const oldSubjectLead = (await store.insert({ ...validSubmission(9), phone: subjectPhone })).lead;
  await store.claimDue("seed", 10, 60_000);
  await store.markDelivered(oldSubjectLead.id, 200);
  // Never delivered, and as old: retention deletes it all the same.
  const oldPending = (await store.insert(validSubmission(11))).lead;
  clock = Date.now();
  const leads = [];
  for (const index of [1, 2, 3]) leads.push((await store.insert(validSubmission(index))).lead);
  const newSubjectLead = (await store.insert({ ...validSubmission(10), phone: subjectPhone })).lead;
  await store.claimDue("seed", 10, 60_000);
  await store.markFailed(leads[0]!.id, "seed", { status: 422, error: "HTTP 422: refused" });
  await store.markDelivered(leads[1]!.id, 200);
  await store.releaseClaims("seed");
  await store.close();
  return {
    settings,
    failed: leads[0]!,
    delivered: leads[1]!,
    pending: leads[2]!,
    subject: [oldSubjectLead, newSubjectLead],
    oldPending,
  };
}

describe.each(storeKinds)("npm run leads on %s", (kind) => {
  it("lists the leads with their delivery state, and filters by status", async () => {
    const { settings, failed, delivered, pending } = await seededStore(kind);
    const all = await runCli(settings, "list");
    expect(all.status).toBe(0);
    expect(all.stdout).toMatch(/^id\s+created\s+name\s+phone\s+status\s+attempts\s+last error/);
    for (const lead of [failed, delivered, pending]) expect(all.stdout).toContain(lead.id);
    expect(all.stdout).toMatch(new RegExp(`${failed.id}.*failed\\s+1\\s+HTTP 422: refused`));
    expect(all.stdout).toContain("6 lead(s): 3 pending, 2 delivered, 1 failed.");

    const onlyFailed = await runCli(settings, "list", "--status", "failed");
    expect(onlyFailed.stdout).toContain(failed.id);
    expect(onlyFailed.stdout).not.toContain(delivered.id);
  });

  it("finds and exports a data subject's leads by phone, whatever its formatting", async () => {
    const { settings, subject, pending } = await seededStore(kind);
    const found = await runCli(settings, "find", "--phone", "31987654321");
    expect(found.status).toBe(0);
    for (const lead of subject) expect(found.stdout).toContain(lead.id);
    expect(found.stdout).not.toContain(pending.id);
    expect(found.stdout).toContain("2 lead(s) match.");

    const exported = await runCli(settings, "export", "--phone", "+55 31 98765 4321");
    expect(exported.status).toBe(0);
    const { leads } = JSON.parse(exported.stdout) as { leads: { id: string; payload: { phone: string } }[] };
    expect(leads.map((lead) => lead.id).sort()).toEqual(subject.map((lead) => lead.id).sort());
    expect(leads.every((lead) => lead.payload.phone === subjectPhone)).toBe(true);

    expect((await runCli(settings, "find", "--phone", "+55 (31) 1111-2222")).stdout).toContain(
      "No lead matches this phone.",
    );
  });

  it("deletes a data subject's leads only when confirmed, and never prints the phone", async () => {
    const { settings, subject } = await seededStore(kind);
    const unconfirmed = await runCli(settings, "delete", "--phone", "(31) 98765-4321");
    expect(unconfirmed.status).toBe(2);
    expect(unconfirmed.stderr).toContain("add --yes");
    expect((await runCli(settings, "find", "--phone", subjectPhone)).stdout).toContain("2 lead(s) match.");

    const deleted = await runCli(settings, "delete", "--phone", "(31) 98765-4321", "--yes");
    expect(deleted.status).toBe(0);
    // The record of the deletion: when, how many, which ids; never the phone.
    const [first, second] = [...subject].sort((a, b) => a.id.localeCompare(b.id));
    const record = deleted.stdout.trimEnd().split("\n").at(-1)!;
    expect(record).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z deleted 2 lead\(s\) matching the given phone: /);
    expect(
      record
        .slice(record.indexOf(": ") + 2, -1)
        .split(", ")
        .sort(),
    ).toEqual([first!.id, second!.id]);
    expect(Math.abs(Date.parse(record.slice(0, 24)) - Date.now())).toBeLessThan(60_000);
    expect(withoutIdsAndNumbers(`${deleted.stdout}${deleted.stderr}`)).not.toMatch(/98765|4321|Maria/);
    const list = (await runCli(settings, "list")).stdout;
    for (const lead of subject) expect(list).not.toContain(lead.id);
    expect(list).toContain("4 lead(s)");
  });

  it("purges every lead received more than LEAD_RETENTION_DAYS ago, whatever its state, and records each deletion", async () => {
    const { settings, subject, delivered, oldPending } = await seededStore(kind);
    const purged = await runCli(settings, "purge");
    expect(purged.status).toBe(0);
    expect(purged.stdout).toContain("Deleted 2 lead(s) received more than 90 days ago, whatever their state.");
    const list = (await runCli(settings, "list")).stdout;
    expect(list).not.toContain(subject[0]!.id);
    expect(list).not.toContain(oldPending.id);
    expect(list).toContain(delivered.id);
    expect(list).toContain("4 lead(s): 2 pending, 1 delivered, 1 failed.");
    const records = readDeletionRecords(deletionLogOf(settings));
    expect(records.map(({ id, reason }) => [id, reason]).sort()).toEqual(
      [
        [subject[0]!.id, "retention"],
        [oldPending.id, "retention"],
      ].sort(),
    );
  });

  it("purges by the retention the build states (the privacy policy's), and refuses a contradicting one", async () => {
    const { settings } = await seededStore(kind);
    const keepsLonger = cliEnv(settings, buildWith({ LEAD_RETENTION_DAYS: "365" }));
    const kept = await runCliWith(settings, ["purge"], undefined, keepsLonger);
    expect(kept.status).toBe(0);
    expect(kept.stdout).toContain("Deleted 0 lead(s) received more than 365 days ago");
    const contradicted = await runCliWith(settings, ["purge"], undefined, {
      ...keepsLonger,
      LEAD_RETENTION_DAYS: "30",
    });
    expect(contradicted.status).toBe(2);
    expect(contradicted.stderr).toContain('LEAD_RETENTION_DAYS: "30" at start, but the pages were built with "365"');
    const refused = await runCliWith(settings, ["purge"], undefined, { ...keepsLonger, LEAD_RETENTION_DAYS: "0" });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("LEAD_RETENTION_DAYS: expected a whole number of days, at least 1");
    const noBuild = await runCliWith(settings, ["purge"], undefined, cliEnv(settings, path.join(tempDir(), "client")));
    expect(noBuild.status).toBe(2);
    expect(noBuild.stderr).toContain("run `npm run build` first");
    expect((await runCli(settings, "list")).stdout).toContain("6 lead(s)");
  });
});

describe("npm run leads on sqlite only", () => {
  it("asks on a terminal before deleting, and deletes nothing on no", async () => {
    const { settings } = await seededStore("sqlite");
    const declined = await runCliWith(settings, ["delete", "--phone", subjectPhone], false);
    expect(declined.questions).toEqual(["2 lead(s) match this phone. Delete them for good? [y/N] "]);
    expect(declined.stdout).toContain("Nothing deleted.");
    expect((await runCli(settings, "find", "--phone", subjectPhone)).stdout).toContain("2 lead(s) match.");
    const confirmed = await runCliWith(settings, ["delete", "--phone", subjectPhone], true);
    expect(confirmed.stdout).toContain("deleted 2 lead(s)");
  });

  it("lists the matching leads' ids, dates and countries before asking, never their phone or name", async () => {
    const { settings, subject } = await seededStore("sqlite");
    const store = await openLeadStore(settings);
    const lisbon = (await store.insert({ ...validSubmission(4), phone: "+351 912 345 678" })).lead;
    await store.close();

    let shownBeforeTheQuestion = "";
    const stdout: string[] = [];
    await runLeadsCli(["delete", "--phone", subjectPhone], cliEnv(settings), {
      out: (text) => stdout.push(text),
      err: () => {},
      confirm: async () => {
        shownBeforeTheQuestion = stdout.join("\n");
        return false;
      },
    });
    const lines = shownBeforeTheQuestion.split("\n");
    expect(lines[0]).toBe("2 lead(s) match this phone:");
    expect(lines[1]).toMatch(/^\s+id\s+created\s+country\s+status$/);
    // The subject's first lead was delivered 100 days ago; the second one is pending.
    subject.forEach((lead, index) => {
      const status = ["delivered", "pending"][index];
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^\\s+${lead.id}\\s+${lead.createdAt}\\s+BR\\s+${status}$`)),
      );
    });
    expect(withoutIdsAndNumbers(shownBeforeTheQuestion)).not.toMatch(/98765|4321|Maria|Silva/);

    const portugal = await runCliWith(settings, ["delete", "--phone", "912345678"], false);
    expect(portugal.stdout).toMatch(new RegExp(`${lisbon.id}\\s+\\S+\\s+PT\\s+pending`));
    expect(withoutIdsAndNumbers(portugal.stdout)).not.toMatch(/912|345|678|Maria/);
  });

  it("runs as `npm run leads` from the command line", async () => {
    const { settings, pending } = await seededStore("sqlite");
    const listed = spawnCli(settings, "list");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(pending.id);
    const refused = spawnCli(settings, "delete", "--phone", subjectPhone);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("add --yes");
    expect(refused.stdout).toContain("2 lead(s) match this phone:");
    expect(withoutIdsAndNumbers(`${refused.stdout}${refused.stderr}`)).not.toMatch(/98765|4321|Maria/);
  });

  it("re-queues failed leads, or one lead by id, and refuses a delivered one", async () => {
    const { settings, failed, delivered } = await seededStore("sqlite");
    expect((await runCli(settings, "retry")).stdout).toContain("1 lead(s) queued");
    expect((await runCli(settings, "list", "--status", "failed")).stdout).toContain("No leads.");

    const refused = await runCli(settings, "retry", delivered.id);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`Lead ${delivered.id} is delivered`);
    expect((await runCli(settings, "retry", failed.id)).status).toBe(0);
    expect((await runCli(settings, "retry", "no-such-lead")).stderr).toContain("No lead with id no-such-lead.");
  });

  it("exports CSV to stdout, or to a new file only this user reads", async () => {
    const { settings, failed } = await seededStore("sqlite");
    const { status, stdout } = await runCli(settings, "export", "--csv");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,created_at,status,attempts,delivered_at,last_status,last_error,name,phone,message,tags");
    expect(lines).toHaveLength(7);
    expect(stdout).toContain(`${failed.id},`);

    const file = path.join(tempDir(), "leads.csv");
    const toFile = await runCli(settings, "export", "--csv", "--out", file);
    expect(toFile.status).toBe(0);
    expect(toFile.stdout).toBe("");
    expect(fs.readFileSync(file, "utf8")).toBe(stdout);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Never over an existing file.
    expect((await runCli(settings, "export", "--csv", "--out", file)).status).toBe(1);
  });

  it("backs the store up into a file that opens as a store with the same leads", async () => {
    const { settings } = await seededStore("sqlite");
    const backupFile = path.join(tempDir(), "leads-backup.sqlite");
    const result = await runCli(settings, "backup", backupFile);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Backup of 6 lead(s) written to ${backupFile} (readable by this user only).`);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(result.stderr).toContain("is not deleted after 30 days by this command");
    // Never over an existing file: refused, the file as it was.
    const before = fs.readFileSync(backupFile);
    const again = await runCli(settings, "backup", backupFile);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${backupFile} already exists: nothing was written.`);
    expect(fs.readFileSync(backupFile).equals(before)).toBe(true);
    const elsewhere = path.join(tempDir(), "taken.sqlite");
    fs.writeFileSync(elsewhere, "mine");
    const store = new SqliteLeadStore(settings.DATABASE_PATH);
    try {
      await expect(store.backup(elsewhere)).rejects.toThrow(/EEXIST/);
    } finally {
      await store.close();
    }
    expect(fs.readFileSync(elsewhere, "utf8")).toBe("mine");
    expect(fs.existsSync(`${elsewhere}.partial`)).toBe(false);
    const original = new SqliteLeadStore(settings.DATABASE_PATH);
    const copy = new SqliteLeadStore(backupFile);
    try {
      expect(await copy.list()).toEqual(await original.list());
    } finally {
      await Promise.all([original.close(), copy.close()]);
    }
  });

  it("says where it looked when there is no store yet, and creates none", async () => {
    const settings = { DATABASE_PATH: tempDatabasePath() };
    const result = await runCli(settings, "list");
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`No lead store at ${settings.DATABASE_PATH} yet`);
    expect(fs.existsSync(settings.DATABASE_PATH)).toBe(false);
  });

  it("explains its usage on a wrong command", async () => {
    const { settings } = await seededStore("sqlite");
    const result = await runCli(settings, "remove");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "remove"');
    expect(result.stderr).toContain("npm run leads -- list");
    expect((await runCli(settings, "export")).status).toBe(2);
    expect((await runCli(settings, "delete")).stderr).toContain("delete needs --phone.");
    expect((await runCli(settings, "list", "--out", "x.csv")).stderr).toContain("--out goes with export.");
    expect((await runCli(settings, "find", "--phone", "4321")).stderr).toContain("at least 8 digits");
  });
});

describe("npm run leads on postgres only", () => {
  it("points to pg_dump for backups", async () => {
    const { settings } = await seededStore("postgres");
    const result = await runCli(settings, "backup", path.join(tempDir(), "never.sqlite"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("pg_dump");
  });

  it("refuses a backup before opening the store: no file written, no connection, no schema created", async () => {
    const settings: LeadStoreSettings = {
      DATABASE_PATH: tempDatabasePath(),
      ...(await freshStoreOverrides("postgres")),
    };
    const backupFile = path.join(tempDir(), "never.sqlite");
    const refused = await runCli(settings, "backup", backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("backup copies the SQLite lead store only; this one is PostgreSQL");
    expect(refused.stderr).toContain("nothing was done");
    expect(refused.stderr).toContain('pg_dump --format=custom --file=leads.dump "$DATABASE_URL"');
    expect(spawnCli(settings, "backup", backupFile).status).toBe(1);
    expect(fs.existsSync(backupFile)).toBe(false);
    const database = new pg.Client({ connectionString: settings.DATABASE_URL });
    await database.connect();
    try {
      const { rows } = await database.query(
        "SELECT to_regclass('leads') AS leads, to_regclass('lead_store_schema') AS schema",
      );
      expect(rows).toEqual([{ leads: null, schema: null }]);
    } finally {
      await database.end();
    }
    // A database it could not even reach is refused just the same, and its password never shown.
    const unreachable = await runCli(
      { DATABASE_PATH: tempDatabasePath(), DATABASE_URL: "postgres://clinic:s3cret@db.invalid/leads" },
      "backup",
      backupFile,
    );
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain("PostgreSQL (postgres://clinic:***@db.invalid/leads)");
    expect(unreachable.stderr).not.toContain("s3cret");
  });
});
