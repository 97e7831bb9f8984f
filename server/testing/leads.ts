/** Shared by the relay's tests and benchmark: temp dirs and databases, the one valid lead, a scriptable upstream. */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { LeadSubmission } from "#shared/lead/schema.ts";
import { validLead } from "#shared/lead/test-fixtures.ts";

const tempDirs: string[] = [];

/** A fresh temp dir, deleted by `removeTempDirs`. */
export function tempDir(prefix = "leads-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A path in a fresh temp dir, one folder down so the store has to create it. */
export function tempDatabasePath(): string {
  return path.join(tempDir(), "data", "leads.sqlite");
}

/** Deletes every dir `tempDir` made in this process (call it once their stores are closed). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The stores every store-level test runs against. */
export const storeKinds = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** The repository root, where the server runs from. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The one valid lead of every test and benchmark: `index` varies the phone and a tag. */
export { validLead };

/** The lead as the relay stores it: the payload without the (empty) honeypot. */
export function validSubmission(index = 0): LeadSubmission {
  const { name, phone, messageToSend, tags } = validLead(index);
  return { name, phone, messageToSend, tags };
}

/**
 * How the stub answers one request: a status (with headers; with `echo`, the request's body as
 * its own, as some upstreams do in their errors), a dropped connection, or no answer at all.
 */
export type StubBehaviour = { status: number; headers?: Record<string, string>; echo?: boolean } | "drop" | "hang";

export interface ReceivedRequest {
  /** Path and query: tests give each relay its own, to tell who sent what. */
  url: string;
  /** Epoch ms when the stub had read the whole request. */
  receivedAt: number;
  idempotencyKey: string;
  xIdempotencyKey: string;
  contentType: string;
  body: unknown;
  behaviour: StubBehaviour;
  /** Still waiting for its answer ("hang" until the sender gives up or dies). */
  open: boolean;
}

export interface StubUpstream {
  url: string;
  requests: ReceivedRequest[];
  /** Bodies answered 2xx, by idempotency key. */
  deliveredByKey(): Map<string, unknown[]>;
  /** The most requests of one key that were open at the same time. */
  maxConcurrentPerKey(): number;
  close(): Promise<void>;
}

/**
 * An upstream webhook on 127.0.0.1 (optionally on a given port). `respond` picks the behaviour
 * of each request from how many earlier requests carried the same idempotency key (and its URL).
 */
export async function startStubUpstream(
  respond: (previousAttempts: number, url: string) => StubBehaviour,
  port = 0,
): Promise<StubUpstream> {
  const requests: ReceivedRequest[] = [];
  const attemptsByKey = new Map<string, number>();
  const openByKey = new Map<string, number>();
  let maxConcurrentPerKey = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"] ?? "");
      const previous = attemptsByKey.get(key) ?? 0;
      attemptsByKey.set(key, previous + 1);
      const url = request.url ?? "/";
      const behaviour = respond(previous, url);
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const received: ReceivedRequest = {
        url,
        receivedAt: Date.now(),
        idempotencyKey: key,
        xIdempotencyKey: String(request.headers["x-idempotency-key"] ?? ""),
        contentType: String(request.headers["content-type"] ?? ""),
        body: JSON.parse(rawBody),
        behaviour,
        open: true,
      };
      requests.push(received);
      openByKey.set(key, (openByKey.get(key) ?? 0) + 1);
      maxConcurrentPerKey = Math.max(maxConcurrentPerKey, openByKey.get(key)!);
      response.on("close", () => {
        received.open = false;
        openByKey.set(key, openByKey.get(key)! - 1);
      });
      if (behaviour === "drop") request.socket.destroy();
      else if (behaviour !== "hang")
        response
          .writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers })
          .end(behaviour.echo ? rawBody : '{"message":"stub"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/webhook/lead`,
    requests,
    deliveredByKey() {
      const delivered = new Map<string, unknown[]>();
      for (const request of requests) {
        if (typeof request.behaviour === "object" && request.behaviour.status < 300) {
          delivered.set(request.idempotencyKey, [...(delivered.get(request.idempotencyKey) ?? []), request.body]);
        }
      }
      return delivered;
    },
    maxConcurrentPerKey: () => maxConcurrentPerKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (yet): an upstream that is down. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `condition` every 10 ms until it holds, or fails after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A log, output or alert text without what is random in it: lead ids (hex), timestamps and JSON
 * numbers (epoch milliseconds, durations). A fragment of a phone number ("4321", "8888") turns up in
 * one of those now and then; a test that looks for personal data looks in the rest.
 */
export function withoutIdsAndNumbers(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, "<date>")
    .replace(/(":\s*)-?\d+(\.\d+)?(e[-+]?\d+)?/g, "$1<number>");
}
