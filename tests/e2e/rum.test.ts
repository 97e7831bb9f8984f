/**
 * Real visitors' speed as a browser measures it (app/lib/rum.ts), end to end: a page view sends one
 * beacon to our relay's /rum when the page is hidden, with the page's registry path, the device
 * class and the values web-vitals measured, never the address's query; the relay counts it on its
 * metrics port. A server of its own, so the counts are this file's alone. Chromium sends a beacon
 * of a page being left outside what Playwright reports, so the page's own calls are noted in
 * sessionStorage (which outlives the page in its tab) and read on the next one.
 */
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "#server/app.ts";
import { removeTempDirs } from "#server/testing/leads.ts";
import { testEnv } from "#server/testing/env.ts";
import { rumMetricNames } from "#shared/rum.ts";
import { desktop, launchBrowser, phone, waitForInteractive } from "./browser";

let server: FastifyInstance;
let origin: string;
let browser: Browser;
const contexts: Record<"phone" | "desktop", BrowserContext> = {} as never;

beforeAll(async () => {
  server = await buildServer({ env: testEnv({ METRICS_PORT: "0" }) });
  await server.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  browser = await launchBrowser();
  for (const [name, options] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    const context = await browser.newContext({ ...options, baseURL: origin, locale: "pt-BR" });
    await context.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        const noted = JSON.parse(sessionStorage.getItem("test:beacons") ?? "[]") as unknown[];
        noted.push({ url: new URL(String(url), location.href).href, body: String(data) });
        sessionStorage.setItem("test:beacons", JSON.stringify(noted));
        return send(url, data);
      };
    });
    contexts[name] = context;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeTempDirs();
});

const scrape = async () => (await fetch(server.metricsUrl!)).text();
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};
/** Beacons counted from one route and device: TTFB is in every beacon of these tests. */
const beaconsCounted = (route: string, device: string) => async () =>
  sample(await scrape(), `rum_ttfb_milliseconds_count{route="${route}",device="${device}"}`);

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await waitForInteractive(page);
  return response?.status();
}

/** Until web-vitals has loaded (after idle) and every observer is in place (app/lib/rum.ts). */
async function measuring(page: Page) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/web-vitals-[\w-]+\.js$/.test(entry.name)) &&
      document.documentElement.dataset.rum === "measuring",
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(200);
}

const notedBeacons = async (page: Page) =>
  (
    JSON.parse((await page.evaluate(() => sessionStorage.getItem("test:beacons"))) ?? "[]") as {
      url: string;
      body: string;
    }[]
  ).map(({ url, body }) => ({ url, body: JSON.parse(body) as Record<string, unknown> }));

/** As switching tabs does (it bubbles to window); web-vitals takes this untrusted one as not final. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, state);

describe("the speed beacon", () => {
  it("goes once when the visitor leaves the page: the registry path, the device and the values, never the query", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/psiquiatra.html?utm_source=campanha&nome=Maria");
    await measuring(page);
    const fromPsychiatry = beaconsCounted("/psiquiatra", "mobile");
    expect(await fromPsychiatry()).toBe(0);

    await open(page, "/");
    await expect.poll(fromPsychiatry).toBe(1);
    const [beacon, ...more] = await notedBeacons(page);
    expect(more).toEqual([]);
    expect(beacon!.url).toBe(`${origin}/rum`);
    expect(Object.keys(beacon!.body).every((key) => ["route", "device", ...rumMetricNames].includes(key))).toBe(true);
    // Paint, layout and the server's answer are measured by then; INP only after an interaction.
    expect(beacon!.body).toEqual(
      expect.objectContaining({
        route: "/psiquiatra",
        device: "mobile",
        lcp: expect.any(Number),
        cls: expect.any(Number),
        ttfb: expect.any(Number),
      }),
    );
    const text = await scrape();
    for (const metric of ["rum_lcp_milliseconds", "rum_cls", "rum_ttfb_milliseconds"])
      expect(sample(text, `${metric}_count{route="/psiquiatra",device="mobile"}`), metric).toBe(1);
    expect(text).not.toMatch(/utm_source|campanha|Maria/);
    await page.close();
  });

  it("goes once per page view however often the page is hidden, and counts an unknown path as “other”", async () => {
    const fromOther = beaconsCounted("other", "desktop");
    const page = await contexts.desktop.newPage();
    expect(await open(page, "/nao-existe")).toBe(404);
    await measuring(page);
    await setVisibility(page, "hidden");
    await expect.poll(fromOther).toBe(1);
    await setVisibility(page, "visible");
    await setVisibility(page, "hidden");
    await setVisibility(page, "visible");
    await open(page, "/");
    await page.waitForTimeout(300);
    expect(await fromOther()).toBe(1);
    const beacons = await notedBeacons(page);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body).toMatchObject({ route: "other", device: "desktop" });
    await page.close();
  });
});
