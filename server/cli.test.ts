import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { openLeadStore } from "./leads/store";
import { projectRoot, removeTempDatabases, tempDatabasePath, validLead } from "./leads/testing";

afterAll(removeTempDatabases);

function runCli(databasePath: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function seededStore() {
  const databasePath = tempDatabasePath();
  const store = openLeadStore(databasePath);
  const submission = (index: number) => {
    const { name, phone, messageToSend, tags } = validLead(index);
    return { name, phone, messageToSend, tags };
  };
  const [failed, delivered, pending] = [1, 2, 3].map((index) => store.insert(submission(index)));
  store.markFailed(failed!.id, { status: 422, error: "HTTP 422: refused" });
  store.markDelivered(delivered!.id, 200);
  store.close();
  return { databasePath, failed: failed!, delivered: delivered!, pending: pending! };
}

describe("npm run leads", () => {
  it("lists the leads with their delivery state, and filters by status", () => {
    const { databasePath, failed, delivered, pending } = seededStore();
    const all = runCli(databasePath, "list");
    expect(all.status).toBe(0);
    expect(all.stdout).toMatch(/^id\s+created\s+name\s+phone\s+status\s+attempts\s+last error/);
    for (const lead of [failed, delivered, pending]) expect(all.stdout).toContain(lead.id);
    expect(all.stdout).toMatch(new RegExp(`${failed.id}.*failed\\s+1\\s+HTTP 422: refused`));
    expect(all.stdout).toContain("3 lead(s): 1 pending, 1 delivered, 1 failed.");

    const onlyFailed = runCli(databasePath, "list", "--status", "failed");
    expect(onlyFailed.stdout).toContain(failed.id);
    expect(onlyFailed.stdout).not.toContain(delivered.id);
  });

  it("exports CSV to stdout", () => {
    const { databasePath, failed } = seededStore();
    const { status, stdout } = runCli(databasePath, "export", "--csv");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,created_at,status,attempts,delivered_at,last_status,last_error,name,phone,message,tags");
    expect(lines).toHaveLength(4);
    expect(stdout).toContain(`${failed.id},`);
  });

  it("re-queues failed leads, or one lead by id, and refuses a delivered one", () => {
    const { databasePath, failed, delivered } = seededStore();
    expect(runCli(databasePath, "retry").stdout).toContain("1 lead(s) queued");
    expect(runCli(databasePath, "list", "--status", "failed").stdout).toContain("No leads.");

    const refused = runCli(databasePath, "retry", delivered.id);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`Lead ${delivered.id} is delivered`);
    expect(runCli(databasePath, "retry", failed.id).status).toBe(0);
  });

  it("explains its usage on a wrong command", () => {
    const { databasePath } = seededStore();
    const result = runCli(databasePath, "delete");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "delete"');
    expect(result.stderr).toContain("npm run leads -- list");
    expect(runCli(databasePath, "export").status).toBe(2);
  });
});
