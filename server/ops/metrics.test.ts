/** The metrics port of a real server, scraped after real lead traffic and real deliveries. */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { HONEYPOT_FIELD } from "#shared/lead/schema.ts";
import {
  freePort,
  removeTempDirs,
  startStubUpstream,
  storeKinds,
  validLead,
  waitFor,
  type StoreKind,
  type StubUpstream,
} from "../testing/leads";
import { freshStoreOverrides, testEnv } from "../testing/env";

let app: FastifyInstance | undefined;
let upstream: StubUpstream | undefined;

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});
afterAll(removeTempDirs);

async function startApp(
  overrides: Record<string, string>,
  kind: StoreKind = "sqlite",
): Promise<{ baseUrl: string; metricsUrl: string }> {
  app = await buildServer({
    env: testEnv({ METRICS_PORT: "0", ...(await freshStoreOverrides(kind)), ...overrides }),
    leadForwarder: { backoffBaseMs: 60_000, random: () => 1 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, metricsUrl: app.metricsUrl! };
}

async function scrape(metricsUrl: string): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** Scrapes until `done` holds for the text (the store gauges follow deliveries a moment later). */
async function scrapeUntil(metricsUrl: string, done: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  let text = await scrape(metricsUrl);
  while (!done(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = await scrape(metricsUrl);
  }
  return text;
}

/** The value of one sample, e.g. `leads_rejected_total{reason="honeypot"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const post = (baseUrl: string, body: string, contentType = "application/json", headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/webhook/agendamento`, {
    method: "POST",
    headers: { "content-type": contentType, ...headers },
    body,
  });

describe.each(storeKinds)("metrics on %s", (kind) => {
  it("count leads received, stored, repeated, rejected by reason, and delivered, with the store's gauges", async () => {
    upstream = await startStubUpstream(() => ({ status: 200 }));
    const { baseUrl, metricsUrl } = await startApp(
      { AUTOMATION_WEBHOOK_URL: upstream.url, LEAD_RATE_LIMIT_PER_MINUTE: "8" },
      kind,
    );
    const sentTwice = { "idempotency-key": "0b6f3c1e-5a4d-4f7e-9c2b-8d1a2e3f4a5b" };

    const statuses = [
      (await post(baseUrl, JSON.stringify(validLead(1)), "application/json", sentTwice)).status,
      (await post(baseUrl, JSON.stringify(validLead(1)), "application/json", sentTwice)).status,
      (await post(baseUrl, JSON.stringify(validLead(2)))).status,
      (await post(baseUrl, JSON.stringify({ ...validLead(3), phone: "123" }))).status,
      (await post(baseUrl, JSON.stringify(validLead(4)), "text/plain")).status,
      (await post(baseUrl, JSON.stringify({ ...validLead(5), messageToSend: "x".repeat(64 * 1024) }))).status,
      (await post(baseUrl, "{not json")).status,
      (await post(baseUrl, JSON.stringify({ ...validLead(6), [HONEYPOT_FIELD]: "bot" }))).status,
      (await post(baseUrl, JSON.stringify(validLead(7)))).status,
    ];
    expect(statuses).toEqual([201, 200, 201, 400, 415, 413, 400, 201, 429]);
    await waitFor(() => upstream!.deliveredByKey().size === 2, 10_000, "two deliveries");

    const text = await scrapeUntil(
      metricsUrl,
      (current) => sample(current, 'leads_in_store{status="delivered"}') === 2,
    );
    expect(sample(text, "leads_received_total")).toBe(9);
    expect(sample(text, "leads_stored_total")).toBe(2);
    expect(sample(text, "leads_repeated_total")).toBe(1);
    for (const reason of ["validation", "media_type", "too_large", "invalid_json", "honeypot", "rate_limit"])
      expect(sample(text, `leads_rejected_total{reason="${reason}"}`), reason).toBe(1);
    expect(sample(text, 'lead_delivery_attempts_total{outcome="delivered"}')).toBe(2);
    expect(sample(text, 'lead_delivery_attempts_total{outcome="retry"}')).toBe(0);
    expect(sample(text, 'lead_delivery_duration_seconds_count{outcome="delivered"}')).toBe(2);
    expect(sample(text, 'lead_delivery_duration_seconds_bucket{le="+Inf",outcome="delivered"}')).toBe(2);
    expect(sample(text, 'leads_in_store{status="delivered"}')).toBe(2);
    expect(sample(text, 'leads_in_store{status="pending"}')).toBe(0);
    expect(sample(text, 'leads_in_store{status="failed"}')).toBe(0);
    expect(sample(text, "leads_oldest_pending_age_seconds")).toBe(0);
    expect(sample(text, "leads_store_readable")).toBe(1);
    // prom-client's default process metrics.
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    // Never a lead's name or phone.
    // Names and labels only: the samples' values are numbers where "8888" turns up by chance.
    const withoutValues = text
      .split("\n")
      .map((line) => (line.startsWith("#") ? line : line.replace(/ \S+( \d+)?$/, "")))
      .join("\n");
    expect(withoutValues).not.toContain("Maria");
    expect(withoutValues).not.toMatch(/8888/);
  });

  it("show the backlog while the upstream is down: pending leads, their age and the retries", async () => {
    const { baseUrl, metricsUrl } = await startApp(
      { AUTOMATION_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/webhook` },
      kind,
    );
    expect((await post(baseUrl, JSON.stringify(validLead(1)))).status).toBe(201);
    const text = await scrapeUntil(
      metricsUrl,
      (current) =>
        sample(current, 'lead_delivery_attempts_total{outcome="retry"}') === 1 &&
        sample(current, "leads_oldest_pending_age_seconds")! >= 1,
    );
    expect(sample(text, 'lead_delivery_attempts_total{outcome="retry"}')).toBe(1);
    expect(sample(text, 'leads_in_store{status="pending"}')).toBe(1);
    expect(sample(text, "leads_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(1);
  });
});

describe("the metrics port", () => {
  it("serves only /metrics, bound to loopback", async () => {
    const { baseUrl, metricsUrl } = await startApp({});
    expect(new URL(metricsUrl).hostname).toBe("127.0.0.1");
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });

  it("is off without METRICS_PORT", async () => {
    app = await buildServer({ env: testEnv() });
    expect(app.metricsUrl).toBeUndefined();
  });
});
