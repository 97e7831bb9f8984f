/**
 * The promise of the relay: a lead answered 2xx is never lost. The real server runs as a child
 * process, acknowledges leads while the upstream is down, is killed with SIGKILL (no shutdown
 * hook runs), and is started again with the upstream up.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import readline from "node:readline";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort, projectRoot, removeTempDatabases, startStubUpstream, tempDatabasePath, validLead, waitFor, type StubUpstream } from "./testing";

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
}

const children: ChildProcess[] = [];
afterAll(removeTempDatabases);
let upstream: StubUpstream | undefined;

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await upstream?.close();
  upstream = undefined;
});

/** Starts `server/index.ts` as production does and waits for its "site ready" log line. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", CLIENT_DIR: "build/client", LEAD_RATE_LIMIT_PER_MINUTE: "10000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => {
      const port = /site ready at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before it was ready:\n${stderr}`)));
  });
  return { child, baseUrl: await ready };
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  const [, signal] = await exited;
  expect(signal).toBe("SIGKILL");
}

const postLead = (baseUrl: string, index: number) =>
  fetch(`${baseUrl}/webhook/agendamento`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(validLead(index)) });

describe("relay crash safety", () => {
  it("delivers every acknowledged lead exactly once after a SIGKILL and a restart", async () => {
    const databasePath = tempDatabasePath();
    const upstreamPort = await freePort();
    const env = { DATABASE_PATH: databasePath, AUTOMATION_WEBHOOK_URL: `http://127.0.0.1:${upstreamPort}/webhook/lead` };

    // First life: the upstream is down; leads are acknowledged, and some keep arriving as the process dies.
    const first = await startServer(env);
    const acknowledged = new Set<string>();
    const settled = Array.from({ length: 60 }, (_, index) =>
      postLead(first.baseUrl, index)
        .then(async (response) => {
          if (response.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
          else throw new Error(`unexpected status ${response.status}`);
        })
        .catch((error: Error) => (error.message.startsWith("unexpected") ? Promise.reject(error) : undefined)),
    );
    await waitFor(() => acknowledged.size >= 30, 10_000, "30 acknowledged leads");
    await killHard(first.child);
    await Promise.all(settled);
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);

    // Second life: the upstream is up on the configured port.
    upstream = await startStubUpstream(() => ({ status: 200 }), upstreamPort);
    const second = await startServer(env);
    const db = new Database(databasePath, { readonly: true });
    const stored = () => db.prepare("SELECT id, status FROM leads").all() as { id: string; status: string }[];
    try {
      await waitFor(() => stored().length > 0 && stored().every((row) => row.status === "delivered"), 15_000, "every stored lead delivered");
      const storedIds = new Set(stored().map((row) => row.id));
      for (const id of acknowledged) expect(storedIds.has(id), `acknowledged lead ${id} is stored`).toBe(true);

      const delivered = upstream.deliveredByKey();
      for (const id of storedIds) expect(delivered.get(id), `lead ${id} delivered once`).toHaveLength(1);
      expect(upstream.requests).toHaveLength(storedIds.size);
    } finally {
      db.close();
    }
    await killHard(second.child);
  });

  it("re-sends a lead killed mid-delivery with the same idempotency key, and it is delivered once", async () => {
    const databasePath = tempDatabasePath();
    // The first request of each lead gets no answer: the process dies with it in flight.
    upstream = await startStubUpstream((previous) => (previous === 0 ? "hang" : { status: 200 }));
    const env = { DATABASE_PATH: databasePath, AUTOMATION_WEBHOOK_URL: upstream.url };

    const first = await startServer(env);
    const responses = await Promise.all([0, 1, 2].map((index) => postLead(first.baseUrl, index)));
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    await waitFor(() => upstream!.requests.length === 3, 5000, "3 deliveries in flight");
    await killHard(first.child);

    const second = await startServer(env);
    await waitFor(() => upstream!.deliveredByKey().size === 3, 15_000, "3 leads delivered");
    for (const [index, id] of ids.entries()) {
      const attempts = upstream.requests.filter((request) => request.idempotencyKey === id);
      expect(attempts.map((request) => request.body)).toEqual([validLead(index), validLead(index)]);
      expect(upstream.deliveredByKey().get(id)).toHaveLength(1);
    }
    await killHard(second.child);
  });
});
