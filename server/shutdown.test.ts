/**
 * Graceful shutdown of the real server (`server/index.ts` in a child process): on SIGTERM it stops
 * accepting, answers the request in flight, leaves the lead whose delivery was in flight pending,
 * closes the store and exits 0; whatever still hangs is cut short by the 10 s deadline.
 */
import net from "node:net";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { baseUrlOf, spawnServer, type ChildServer } from "./testing/child-server";
import {
  removeTempDirs,
  startStubUpstream,
  tempDatabasePath,
  validLead,
  waitFor,
  type StubUpstream,
} from "./testing/leads";

const servers: ChildServer[] = [];
let upstream: StubUpstream | undefined;

afterEach(async () => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await upstream?.close();
  upstream = undefined;
});
afterAll(removeTempDirs);

/**
 * A lead POST whose body is sent in two halves, so the request is in flight until `finish`.
 * Resolves once the server has read its head: with `Expect: 100-continue`, Node answers
 * "100 Continue" as it dispatches the request.
 */
async function openSlowLeadPost(baseUrl: string) {
  const { port } = new URL(baseUrl);
  const body = JSON.stringify(validLead(1));
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /webhook/agendamento HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await waitFor(() => answer.startsWith("HTTP/1.1 100 Continue"), 30_000, "the server to read the request head");
  socket.write(body.slice(0, half));
  return {
    finish: () => socket.write(body.slice(half)),
    answer: () => answer,
    destroy: () => socket.destroy(),
  };
}

/** True when a new TCP connection to the server is refused (a pooled fetch would reuse an open one). */
const newConnectionRefused = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(baseUrl).port), "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

// Each test starts the server under tsx, seconds on a busy machine, and one waits out the 10 s deadline.
describe("shutdown on SIGTERM", { timeout: 60_000 }, () => {
  it("answers the request in flight, leaves the delivery in flight pending, and exits 0", async () => {
    // The upstream takes every lead and never answers: a delivery is in flight at SIGTERM.
    upstream = await startStubUpstream(() => "hang");
    const databasePath = tempDatabasePath();
    const server = spawnServer({
      CLIENT_DIR: "build/client",
      DATABASE_PATH: databasePath,
      AUTOMATION_WEBHOOK_URL: upstream.url,
    });
    servers.push(server);
    const baseUrl = await baseUrlOf(server);

    // Probes answered 200 stay out of the per-request log.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

    const first = await fetch(`${baseUrl}/webhook/agendamento`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead(0)),
    });
    expect(first.status).toBe(201);
    await waitFor(() => upstream!.requests.length === 1, 10_000, "the first delivery to be in flight");

    const slow = await openSlowLeadPost(baseUrl);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await server.waitForLine(/SIGTERM received/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await newConnectionRefused(baseUrl)).toBe(true);

    slow.finish();
    const [code, signal] = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    slow.destroy();

    expect(slow.answer()).toMatch(/\r\n\r\nHTTP\/1\.1 201 /);
    expect(slow.answer()).toMatch(/\r\nconnection: close\r\n/i);
    expect(code).toBe(0);
    expect(signal).toBeNull();
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(server.lines.some((line) => /"path":"\/(healthz|readyz)"/.test(line))).toBe(false);

    const db = new Database(databasePath, { readonly: true });
    const rows = db.prepare("SELECT status, attempts FROM leads").all() as { status: string; attempts: number }[];
    db.close();
    // Both leads stored; the aborted delivery is not counted as an attempt, so it is retried in full.
    expect(rows).toEqual([
      { status: "pending", attempts: 0 },
      { status: "pending", attempts: 0 },
    ]);
  });

  it("exits within 10 s even when a request never finishes", async () => {
    const server = spawnServer({ CLIENT_DIR: "build/client", DATABASE_PATH: tempDatabasePath() });
    servers.push(server);
    const slow = await openSlowLeadPost(await baseUrlOf(server));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const [code] = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    slow.destroy();
    expect(code).toBe(1);
    expect(exitedAfterMs).toBeGreaterThanOrEqual(9_500);
    // The deadline is 10 s; the margin is the machine's, under a full test run.
    expect(exitedAfterMs).toBeLessThan(20_000);
    await server.waitForLine(/still closing after 10 s/);
  });
});
