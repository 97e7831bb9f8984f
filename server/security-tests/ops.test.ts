/**
 * Security of the operations endpoints (issue "Hardening from a security review"): the public
 * probes write nothing per call and tell a stranger only whether the server is up and ready; the
 * details (checks, backlog) and the metrics stay on the operator's port, loopback by default.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { buildServer } from "../app";
import { removeTempDirs } from "../testing/leads";
import { readinessCacheMs } from "../ops/health";
import { testEnv } from "../testing/env";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(removeTempDirs);

describe("the public probes", () => {
  it("/readyz writes to the store at most once per check period, however many probes come", async () => {
    let clock = Date.now();
    app = await buildServer({ env: testEnv(), now: () => clock });
    await app.ready();
    const writes = vi.spyOn(app.leadStore, "checkWritable");
    const answers = await Promise.all(Array.from({ length: 50 }, () => app!.inject({ method: "GET", url: "/readyz" })));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(writes).toHaveBeenCalledTimes(1);
    clock += readinessCacheMs - 1;
    await app.inject({ method: "GET", url: "/readyz" });
    expect(writes).toHaveBeenCalledTimes(1);
    clock += 1;
    await app.inject({ method: "GET", url: "/readyz" });
    expect(writes).toHaveBeenCalledTimes(2);
  });

  it("tell a stranger only the status: no backlog, checks, uptime or versions", async () => {
    app = await buildServer({ env: testEnv() });
    await app.ready();
    await app.leadStore.insert({
      name: "Maria José da Silva",
      phone: "+55 (31) 90000-8888",
      messageToSend: "",
      tags: [],
    });
    expect((await app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
    expect((await app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });
});

describe("the operator's port", () => {
  it("listens on loopback unless told otherwise, with the metrics and the detailed readiness", async () => {
    app = await buildServer({ env: testEnv({ METRICS_PORT: "0" }) });
    await app.ready();
    expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const readyz = await fetch(app.metricsUrl!.replace(/\/metrics$/, "/readyz"));
    expect(await readyz.json()).toMatchObject({ status: "ready", checks: { store: "ok" }, pending: { count: 0 } });
    expect((await fetch(app.metricsUrl!)).status).toBe(200);
  });
});
