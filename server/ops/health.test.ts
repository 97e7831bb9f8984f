/** Liveness and readiness of a real server on a real store. */
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import type { ServerEnv } from "../env";
import { removeTempDirs, startStubUpstream, type StubUpstream } from "../testing/leads";
import { testEnv } from "../testing/env";
import { readiness, readinessCacheMs, type ReadinessSources } from "./health";
import type { LeadStoreStats } from "../leads/store/types";

let app: FastifyInstance | undefined;
let upstream: StubUpstream | undefined;

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});
afterAll(removeTempDirs);

async function startApp(env: ServerEnv): Promise<FastifyInstance> {
  app = await buildServer({ env });
  await app.ready();
  return app;
}

describe("GET /healthz", () => {
  it("answers 200 with a small JSON body, never cached", async () => {
    const server = await startApp(testEnv());
    const response = await server.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({ status: "ok" });
    expect((await server.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("GET /readyz", () => {
  it("is ready with the build loaded and the store writable; no upstream is not a failure; says nothing more", async () => {
    const server = await startApp(testEnv());
    const response = await server.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("answers 503 while another process holds the store's write lock, and ready again at the next check", async () => {
    let clock = Date.now();
    const env = testEnv();
    app = await buildServer({ env, now: () => clock });
    const server = app;
    await server.ready();
    const other = new Database(env.DATABASE_PATH);
    other.exec("BEGIN EXCLUSIVE");
    try {
      const response = await server.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({ status: "not ready" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    // One check answers every probe for readinessCacheMs; the next one sees the store free.
    expect((await server.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    clock += readinessCacheMs;
    expect((await server.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("shows the operator every check and the backlog on the metrics port", async () => {
    upstream = await startStubUpstream(() => ({ status: 200 }));
    const server = await startApp(testEnv({ AUTOMATION_WEBHOOK_URL: upstream.url, METRICS_PORT: "0" }));
    const readyzUrl = server.metricsUrl!.replace(/\/metrics$/, "/readyz");
    const response = await fetch(readyzUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ready",
      checks: { build: "ok", store: "ok", forwarder: "ok" },
      pending: { count: 0, oldestAgeSeconds: 0 },
    });
  });
});

describe("readiness", () => {
  const writableStore: LeadStoreStats = {
    counts: async () => ({ pending: 2, delivered: 5, failed: 1, total: 8 }),
    oldestPendingCreatedAt: async () => "2026-11-23T12:00:00.000Z",
    checkWritable: async () => {},
  };
  const sources: ReadinessSources = {
    pageCount: 26,
    store: writableStore,
    forwarder: { running: true },
    upstreamConfigured: true,
    now: () => Date.parse("2026-11-23T12:01:30.000Z"),
  };

  it("is ready with a running forwarder, and shows the backlog", async () => {
    expect(await readiness(sources)).toEqual({
      status: "ready",
      checks: { build: "ok", store: "ok", forwarder: "ok" },
      pending: { count: 2, oldestAgeSeconds: 90 },
    });
  });

  it("is not ready when the forwarder of a configured upstream has stopped or not started", async () => {
    expect(await readiness({ ...sources, forwarder: { running: false } })).toMatchObject({
      status: "not ready",
      checks: { forwarder: "failing" },
    });
    expect((await readiness({ ...sources, forwarder: undefined })).status).toBe("not ready");
  });

  it("is not ready when the store refuses a write, and shows no backlog", async () => {
    const refusing = { ...writableStore, checkWritable: () => Promise.reject(new Error("disk full")) };
    const result = await readiness({ ...sources, store: refusing, onStoreError: () => {} });
    expect(result).toEqual({ status: "not ready", checks: { build: "ok", store: "failing", forwarder: "ok" } });
  });
});
