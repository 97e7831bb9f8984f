/**
 * POST /rum on a real server, read back from its metrics port: a beacon lands in the histograms
 * by route and device and nothing else of it is kept anywhere (metrics, logs, access log, cookies);
 * whatever is wrong with a body gets a 4xx in words and changes no count.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { buildRumBeacon, recordMetric, rumRoute, type RumValues } from "#app/lib/rum.ts";
import { RUM_BODY_LIMIT_BYTES } from "#shared/rum.ts";
import { buildServer } from "../app";
import { removeTempDirs, tempDir } from "../testing/leads";
import { testEnv } from "../testing/env";
import { parseRumBeacon } from "./routes";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(removeTempDirs);

/** Written into every place a visitor's data could leak to: none may keep it. */
const MARKER = "visitante-7c1e";

async function startApp(overrides: Record<string, string> = {}) {
  const lines: string[] = [];
  const accessLogDir = path.join(tempDir(), "access-log");
  app = await buildServer({
    env: testEnv({ METRICS_PORT: "0", LOG_LEVEL: "info", ACCESS_LOG_DIR: accessLogDir, ...overrides }),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  const server = app;
  const scrape = async () => (await fetch(server.metricsUrl!)).text();
  const accessLog = () =>
    fs.existsSync(accessLogDir)
      ? fs
          .readdirSync(accessLogDir)
          .map((file) => fs.readFileSync(path.join(accessLogDir, file), "utf8"))
          .join("")
      : "";
  return { server, lines, scrape, accessLog };
}

const beaconOf = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));

/** As navigator.sendBeacon sends a string. */
const postBeacon = (server: FastifyInstance, body: unknown, options: Partial<InjectOptions> = {}) =>
  server.inject({
    method: "POST",
    url: "/rum",
    payload: beaconOf(body),
    ...options,
    headers: { "content-type": "text/plain;charset=UTF-8", ...options.headers },
  });

/** The value of one sample, e.g. `rum_lcp_milliseconds_count{route="/",device="mobile"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every histogram sample of the speed metrics (buckets, sums, counts). */
const rumSamples = (text: string) => text.split("\n").filter((line) => /^rum_(lcp|inp|cls|ttfb)/.test(line));

describe("POST /rum", () => {
  it("takes a beacon as sendBeacon sends it (text/plain) or as JSON: 204, no cookie, counted by route and device", async () => {
    const { server, scrape } = await startApp();
    const answer = await postBeacon(server, {
      route: "/psiquiatra",
      device: "mobile",
      lcp: 1800,
      inp: 120,
      cls: 0.02,
      ttfb: 350,
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe("");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("no-store");
    const asJson = await postBeacon(
      server,
      { route: "/psiquiatra", device: "mobile", lcp: 3200 },
      { headers: { "content-type": "application/json" } },
    );
    expect(asJson.statusCode).toBe(204);
    expect(asJson.headers["set-cookie"]).toBeUndefined();

    const text = await scrape();
    const labels = '{route="/psiquiatra",device="mobile"}';
    expect(sample(text, `rum_lcp_milliseconds_count${labels}`)).toBe(2);
    expect(sample(text, `rum_lcp_milliseconds_sum${labels}`)).toBe(5000);
    expect(sample(text, 'rum_lcp_milliseconds_bucket{le="2000",route="/psiquiatra",device="mobile"}')).toBe(1);
    expect(sample(text, 'rum_lcp_milliseconds_bucket{le="4000",route="/psiquiatra",device="mobile"}')).toBe(2);
    // Only the beacon that carried them.
    expect(sample(text, `rum_inp_milliseconds_count${labels}`)).toBe(1);
    expect(sample(text, 'rum_inp_milliseconds_bucket{le="150",route="/psiquiatra",device="mobile"}')).toBe(1);
    expect(sample(text, 'rum_cls_bucket{le="0.025",route="/psiquiatra",device="mobile"}')).toBe(1);
    expect(sample(text, `rum_ttfb_milliseconds_sum${labels}`)).toBe(350);
    expect(sample(text, "rum_beacons_total")).toBe(2);
    // The lead metrics are still there, on the same port.
    expect(text).toContain("leads_received_total");
  });

  it("counts a path outside the registry as “other” and keeps nothing else of the visitor: no query, no field, no address", async () => {
    const { server, scrape, lines, accessLog } = await startApp();
    const other = [
      "/nao-existe",
      `/${MARKER}`,
      "/psiquiatra.html",
      `/psiquiatra?utm_source=${MARKER}`,
      "/psiquiatra/",
      "psiquiatra",
      "",
    ];
    for (const route of other) {
      const answer = await postBeacon(
        server,
        { route, device: "desktop", lcp: 900, userAgent: MARKER, ip: MARKER, referrer: MARKER, id: MARKER },
        {
          url: `/rum?utm_source=${MARKER}`,
          remoteAddress: "203.0.113.77",
          headers: { "user-agent": MARKER, referer: `https://example.com/${MARKER}`, cookie: `id=${MARKER}` },
        },
      );
      expect(answer.statusCode, route).toBe(204);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    const text = await scrape();
    expect(sample(text, 'rum_lcp_milliseconds_count{route="other",device="desktop"}')).toBe(other.length);
    // Every route label is a registry path or "other".
    const registry = new Set(pages.map((page) => page.path));
    const routes = new Set(rumSamples(text).map((line) => /route="([^"]*)"/.exec(line)?.[1]));
    expect([...routes].every((route) => route === "other" || registry.has(route!))).toBe(true);
    expect(text).not.toContain(MARKER);
    expect(text).not.toContain("203.0.113.77");
    // The request log names the path only; the access log leaves beacons out altogether.
    expect(lines.join("")).not.toContain(MARKER);
    expect(lines.join("")).not.toContain("203.0.113.77");
    expect(lines.some((line) => line.includes('"path":"/rum"') && line.includes('"status":204'))).toBe(true);
    await server.inject({ method: "GET", url: "/psiquiatra", remoteAddress: "203.0.113.78" });
    await server.close();
    app = undefined;
    expect(accessLog()).toContain("203.0.113.78");
    expect(accessLog()).not.toContain("/rum");
    expect(accessLog()).not.toContain("203.0.113.77");
  });

  const refused: { name: string; status: number; body: unknown; contentType?: string; error: RegExp }[] = [
    { name: "malformed JSON", status: 400, body: '{"route": "/", "lcp": ', error: /não é um JSON válido/ },
    { name: "an empty body", status: 400, body: "", error: /vazio/ },
    { name: "an array", status: 400, body: [{ route: "/", device: "mobile", lcp: 1 }], error: /objeto JSON/ },
    { name: "a bare number", status: 400, body: "1200", error: /objeto JSON/ },
    { name: "null", status: 400, body: "null", error: /objeto JSON/ },
    { name: "no device", status: 400, body: { route: "/", lcp: 1000 }, error: /^device:/ },
    { name: "a finer device", status: 400, body: { route: "/", device: "iPhone 15", lcp: 1000 }, error: /^device:/ },
    { name: "a route that is not text", status: 400, body: { route: 7, device: "mobile", lcp: 1 }, error: /^route:/ },
    {
      name: "a long route",
      status: 400,
      body: { route: `/${"a".repeat(300)}`, device: "mobile", lcp: 1 },
      error: /^route:/,
    },
    { name: "a value as text", status: 400, body: { route: "/", device: "mobile", lcp: "1200" }, error: /^lcp:/ },
    { name: "a negative value", status: 400, body: { route: "/", device: "mobile", inp: -1 }, error: /^inp:/ },
    {
      name: "an LCP over its limit",
      status: 400,
      body: { route: "/", device: "mobile", lcp: 120_001 },
      error: /^lcp:/,
    },
    { name: "a CLS over its limit", status: 400, body: { route: "/", device: "mobile", cls: 11 }, error: /^cls:/ },
    { name: "an infinite TTFB", status: 400, body: '{"route":"/","device":"mobile","ttfb":1e999}', error: /^ttfb:/ },
    { name: "no value at all", status: 400, body: { route: "/", device: "mobile" }, error: /Nenhuma medida/ },
    {
      name: "one good value beside a bad one",
      status: 400,
      body: { route: "/", device: "mobile", lcp: 1000, cls: -0.1 },
      error: /^cls:/,
    },
    {
      name: "a body over 2 KiB",
      status: 413,
      body: { route: "/", device: "mobile", lcp: 1000, padding: "x".repeat(RUM_BODY_LIMIT_BYTES) },
      error: /grande demais/,
    },
    {
      name: "HTML",
      status: 415,
      body: { route: "/", device: "mobile", lcp: 1000 },
      contentType: "text/html",
      error: /Content-Type/,
    },
    {
      name: "a form",
      status: 415,
      body: "route=/&device=mobile&lcp=1000",
      contentType: "application/x-www-form-urlencoded",
      error: /Content-Type/,
    },
    {
      name: "no content type",
      status: 415,
      body: { route: "/", device: "mobile", lcp: 1000 },
      contentType: "",
      error: /Content-Type/,
    },
  ];

  it("refuses what is not a beacon with a 4xx in words, never quoting it, and observes nothing", async () => {
    const { server, scrape } = await startApp({ RUM_RATE_LIMIT_PER_MINUTE: "1000" });
    for (const { name, status, body, contentType, error } of refused) {
      const answer = await postBeacon(
        server,
        body,
        contentType === undefined ? {} : { headers: { "content-type": contentType || undefined } },
      );
      expect(answer.statusCode, name).toBe(status);
      expect(answer.headers["set-cookie"], name).toBeUndefined();
      expect(answer.headers["content-type"], name).toContain("application/json");
      const { ok, error: message } = answer.json<{ ok: boolean; error: string }>();
      expect(ok, name).toBe(false);
      expect(message, name).toMatch(error);
      expect(message, name).not.toMatch(/iPhone|aaaa|1e999|xxxx|1200"/);
    }
    const text = await scrape();
    expect(rumSamples(text)).toEqual([]);
    expect(sample(text, "rum_beacons_total")).toBe(0);
    const rejected = (reason: string) => sample(text, `rum_beacons_rejected_total{reason="${reason}"}`) ?? 0;
    const count = (status: number) => refused.filter((entry) => entry.status === status).length;
    expect(rejected("too_large")).toBe(count(413));
    expect(rejected("media_type")).toBe(count(415));
    expect(rejected("invalid_json") + rejected("validation")).toBe(count(400));
  });

  it("is rate-limited per client address (behind the trusted proxy, the address it saw); refused beacons are not counted", async () => {
    const { server, scrape } = await startApp({ RUM_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "127.0.0.1" });
    const beacon = { route: "/", device: "mobile", lcp: 1000 };
    const statuses = async (count: number, options: Partial<InjectOptions>) => {
      const result: number[] = [];
      for (let index = 0; index < count; index++) result.push((await postBeacon(server, beacon, options)).statusCode);
      return result;
    };
    expect(await statuses(5, { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "198.51.100.7" } })).toEqual([
      204, 204, 204, 429, 429,
    ]);
    const limited = await postBeacon(server, beacon, {
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(limited.json()).toEqual({ ok: false, error: expect.stringMatching(/^Muitos envios em pouco tempo/) });
    // Another visitor behind the same proxy has a bucket of their own.
    expect(await statuses(1, { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "198.51.100.8" } })).toEqual([
      204,
    ]);
    const text = await scrape();
    expect(sample(text, 'rum_lcp_milliseconds_count{route="/",device="mobile"}')).toBe(4);
    expect(sample(text, 'rum_beacons_rejected_total{reason="rate_limit"}')).toBe(3);
  });

  it("survives any body: every answer a 204 or a 4xx, and the server still answers", async () => {
    const { server } = await startApp({ RUM_RATE_LIMIT_PER_MINUTE: "100000" });
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values = [null, true, 0, -0, 1e308, -1e-9, "", "x", [], {}, "__proto__", NaN, 3.5, "/", "mobile"];
    const pick = () => values[Math.floor(random() * values.length)];
    const keys = ["route", "device", "lcp", "inp", "cls", "ttfb", "__proto__", "constructor", "toString"];
    for (let index = 0; index < 300; index++) {
      const body: Record<string, unknown> = {};
      for (const key of keys) if (random() < 0.6) body[key] = pick();
      const raw = random() < 0.2 ? JSON.stringify(body).slice(0, Math.floor(random() * 40)) : JSON.stringify(body);
      const answer = await postBeacon(server, raw.length > 0 ? raw : "{", {
        headers: { "content-type": random() < 0.5 ? "application/json; charset=utf-8" : "text/plain" },
      });
      expect([204, 400]).toContain(answer.statusCode);
    }
    expect((await server.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("the browser's beacon (app/lib/rum.ts)", () => {
  it("is what the relay takes, as it is, at the edges of every bound", () => {
    const values: RumValues = {};
    for (const metric of [
      { name: "LCP", value: 119_999.7 },
      { name: "CLS", value: 9.99999 },
      { name: "INP", value: 0 },
      { name: "TTFB", value: 119_999.4 },
    ] as const)
      recordMetric(values, metric);
    const beacon = buildRumBeacon(rumRoute(`${site.url}/psiquiatra`), "mobile", values)!;
    expect(beacon).toEqual({ route: "/psiquiatra", device: "mobile", lcp: 120_000, inp: 0, cls: 10, ttfb: 119_999 });
    expect(parseRumBeacon(JSON.parse(JSON.stringify(beacon)))).toEqual({ ok: true, beacon });
  });
});
