/**
 * What the visitor on a slow phone feels (issue 11): Chromium (playwright-core) throttled like
 * Lighthouse's mobile profile through the DevTools protocol — 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU ×4 — on a phone-sized touch viewport, against the production build
 * served by our own server. Per route and run, three fresh page loads (empty cache):
 *
 *   reader   scrolls 1,200 px as soon as the heading shows and the page is long enough; after
 *            hydration + 1 s reads the scroll offset (1,200 = kept, 0 = pulled back), then, once
 *            the idle prefetch has mounted the dialog (closed), taps the header's "Agendar"
 *            (tap → dialog visible, and the JavaScript that tap fetched), closes it, and taps
 *            the hamburger (tap → mobile menu open, hydrated);
 *   early    taps the hamburger as soon as the heading shows, before hydration (tap → menu open);
 *            on another load, taps "Agendar" as soon as the heading shows: before hydration a
 *            plain link to the redirect, so the measure is tap → the redirect's new tab.
 *
 * Times are in ms from the tap's own event timestamp to the first animation frame in which the
 * result is on screen, read in the page; "heading visible" and "hydrated" are from navigation
 * start. Each column is the median over --runs.
 *
 *   npm run bench:interactions -- [--routes /,/cardiologista,/obstetra] [--runs 3] [--client-dir build/client]
 *
 * Writes bench-results/interactions-<timestamp>.json and bench-results/interactions-latest.json.
 * Timings are printed, never asserted (tests/e2e/slow-phone.test.ts asserts the behaviour).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page, type Request } from "playwright-core";
import { pages } from "../app/content/pages";
import { buildServer } from "../server/app";
import { loadEnv } from "../server/env";
import { chromiumFlags, debianChromiumPaths, findChromium } from "./chromium";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, "bench-results");

const { values } = parseArgs({
  options: {
    routes: { type: "string", default: "/,/cardiologista,/obstetra" },
    runs: { type: "string", default: "3" },
    "client-dir": { type: "string", default: path.join(root, "build/client") },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    "npm run bench:interactions -- [--routes /,/cardiologista,/obstetra] [--runs 3] [--client-dir build/client]",
  );
  process.exit(0);
}

function fail(message: string): never {
  console.error(`bench:interactions: ${message}`);
  process.exit(2);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) fail("--runs must be an integer from 1 to 15");
const routes = values.routes
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean);
const registryRoutes = pages.map((page) => page.path);
for (const route of routes) if (!registryRoutes.includes(route)) fail(`unknown route ${route}`);
const clientDir = path.resolve(values["client-dir"]);
if (!fs.existsSync(path.join(clientDir, "index.html"))) fail(`no build in ${clientDir}: run npm run build first`);
const chromePath =
  findChromium() ?? fail(`no Chromium at $CHROME_PATH or ${debianChromiumPaths.join(", ")} (set CHROME_PATH)`);
const log = (message: string) => process.stderr.write(`${message}\n`);

// ───────────────────────────── throttling ─────────────────────────────

/** Lighthouse's mobile profile, applied by the browser itself (not simulated). */
export const slowPhone = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1000 * 1000,
  uploadBitsPerSecond: 750 * 1000,
  cpuSlowdown: 4,
};

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBitsPerSecond / 8,
    uploadThroughput: slowPhone.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
}

// ───────────────────────────── in-page probes ─────────────────────────────

interface Probe {
  headingVisible?: number;
  hydrated?: number;
  /** When the reader scrolled 1,200 px: the first frame with the heading shown and that much page below. */
  earlyScrollAt?: number;
}

declare global {
  interface Window {
    __bench: Probe;
  }
}

/**
 * Runs in the page before its own scripts: notes when the heading is first on screen and when
 * the app marks itself hydrated. The reader (`scrollEarly`) scrolls 1,200 px in the first frame
 * where the heading is shown and the page, still streaming in, is long enough to scroll that far
 * (a shorter page would clamp the scroll and read as a pull-back).
 */
function installProbe(scrollEarly: boolean): void {
  const probe: Probe = {};
  window.__bench = probe;
  const readerTop = 1200;
  const watchHeading = () => {
    const heading = document.querySelector("h1");
    const painted = performance.getEntriesByName("first-contentful-paint").length > 0;
    if (probe.headingVisible === undefined && painted && heading && heading.getBoundingClientRect().height > 0)
      probe.headingVisible = performance.now();
    if (probe.headingVisible !== undefined) {
      if (!scrollEarly) return;
      if (document.documentElement.scrollHeight - window.innerHeight >= readerTop) {
        window.scrollTo({ top: readerTop, behavior: "instant" });
        probe.earlyScrollAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(watchHeading);
  };
  requestAnimationFrame(watchHeading);
  // The init script may run before <html> exists: watch the document for the attribute.
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.dataset.hydrated !== "true") return;
    probe.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true, childList: true });
}

type TapResult = "dialog" | "menu";

/**
 * Taps `selector` and resolves with the time from the tap's event timestamp to the first frame in
 * which its result (the dialog, the mobile menu) is on screen, read in the page, so the bench's
 * own round trips do not count.
 */
async function timeTap(page: Page, selector: string, result: TapResult): Promise<number | null> {
  await page.evaluate(
    ({ selector: target, result: expected }) => {
      const onScreen = (element: Element | null) => Boolean(element && element.getBoundingClientRect().height > 0);
      const shown = () =>
        expected === "dialog"
          ? onScreen(document.querySelector('[role="dialog"]'))
          : !document.getElementById("mobile-menu")?.hidden && onScreen(document.getElementById("mobile-menu"));
      const timing = new Promise<number>((resolve) => {
        document.querySelector(target)!.addEventListener(
          "pointerdown",
          (event) => {
            const check = () => (shown() ? resolve(performance.now() - event.timeStamp) : requestAnimationFrame(check));
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
      (window as unknown as { __tap: Promise<number> }).__tap = timing;
    },
    { selector, result },
  );
  await page.tap(selector, { timeout: 20_000 });
  // A result that never shows (a tap lost while the page was busy) is no figure, not a hung bench.
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __tap: Promise<number> }).__tap,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]),
  );
}

const agendar = 'header a[data-lead-trigger=""]';
const hamburger = 'header button[aria-controls="mobile-menu"]';

/** Collects the JavaScript fetched from our origin while `during` runs (encoded bytes on the wire). */
async function scriptBytesDuring(page: Page, origin: string, during: () => Promise<void>): Promise<number> {
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script" && request.url().startsWith(origin)) requests.push(request);
  };
  page.on("request", onRequest);
  await during();
  // Whatever the tap started finishes downloading before it is counted.
  await page.waitForTimeout(1500);
  page.off("request", onRequest);
  let bytes = 0;
  for (const request of requests) {
    await request.response();
    bytes += (await request.sizes()).responseBodySize;
  }
  return bytes;
}

// ───────────────────────────── one run ─────────────────────────────

interface RunResult {
  headingVisibleMs: number;
  hydratedMs: number;
  /** When the reader's early scroll happened (ms from navigation start). */
  readerScrolledMs: number | null;
  /** Offset at hydration + 1 s after that scroll; null when the page only grew long enough after hydrating. */
  scrollKeptPx: number | null;
  tapToDialogMs: number | null;
  tapJsBytes: number;
  menuBeforeHydrationMs: number | null;
  menuAfterHydrationMs: number | null;
  agendarBeforeHydrationMs: number | null;
}

const phoneContext = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: "pt-BR",
};

async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phoneContext, baseURL: baseUrl });
  // tsx compiles this file keeping function names through a `__name` helper, which the functions
  // sent to the page would call there too.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  // Nothing leaves the machine: the redirect's chat link gets a local stand-in page.
  await context.route(
    (url) => url.origin !== baseUrl,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }),
  );
  return context;
}

async function readerRun(browser: Browser, baseUrl: string, route: string) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await throttle(page);
  await page.addInitScript(installProbe, true);
  await page.goto(route, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench.hydrated !== undefined, undefined, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  const probe = await page.evaluate(() => ({ ...window.__bench, scrollY: window.scrollY }));
  // The case the target is about: the dialog's code was prefetched when idle and the dialog is
  // mounted, closed. On a slow link the idle prefetch can still be under way 1 s after hydration.
  // A build that does not mount it ahead (an older one, measured for a before/after) is tapped
  // after the wait; "tap JS bytes" then shows the code the tap had to fetch.
  await page.waitForSelector('[role="dialog"]', { state: "attached", timeout: 15_000 }).catch(() => undefined);
  let tapToDialogMs: number | null = null;
  const tapJsBytes = await scriptBytesDuring(page, baseUrl, async () => {
    tapToDialogMs = await timeTap(page, agendar, "dialog");
  });
  await page.keyboard.press("Escape");
  // The dialog stays mounted, hidden, once closed.
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]')?.getClientRects().length);
  const menuAfterHydrationMs = await timeTap(page, hamburger, "menu");
  await context.close();
  return {
    headingVisibleMs: probe.headingVisible!,
    hydratedMs: probe.hydrated!,
    readerScrolledMs: probe.earlyScrollAt ?? null,
    scrollKeptPx: probe.earlyScrollAt !== undefined && probe.earlyScrollAt < probe.hydrated! ? probe.scrollY : null,
    tapToDialogMs,
    tapJsBytes,
    menuAfterHydrationMs,
  };
}

/** A fresh throttled page at `route`, once its heading is on screen (before hydration on a slow phone). */
async function pageAtHeading(browser: Browser, baseUrl: string, route: string) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await throttle(page);
  await page.addInitScript(installProbe, false);
  await page.goto(route, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench.headingVisible !== undefined, undefined, {
    timeout: 60_000,
    polling: 16,
  });
  const hydrated = () => page.evaluate(() => window.__bench.hydrated !== undefined);
  return { context, page, hydrated };
}

/** Tap → mobile menu open before hydration (the inline disclosure script); null if hydration came first. */
async function earlyMenuRun(browser: Browser, baseUrl: string, route: string) {
  const { context, page, hydrated } = await pageAtHeading(browser, baseUrl, route);
  let menuBeforeHydrationMs: number | null = null;
  if (!(await hydrated())) {
    const menuMs = await timeTap(page, hamburger, "menu");
    if (!(await hydrated())) menuBeforeHydrationMs = menuMs;
  }
  await context.close();
  return { menuBeforeHydrationMs };
}

/**
 * Before hydration the trigger is a link to the redirect: measured from the tap to the new tab's
 * page. If hydration won the race, the tap opened the dialog instead and there is no figure.
 */
async function earlyAgendarRun(browser: Browser, baseUrl: string, route: string) {
  const { context, page, hydrated } = await pageAtHeading(browser, baseUrl, route);
  let agendarBeforeHydrationMs: number | null = null;
  if (!(await hydrated())) {
    const tapped = Date.now();
    const chat = context.waitForEvent("page", { timeout: 30_000 });
    await page.tap(agendar);
    agendarBeforeHydrationMs = await Promise.race([
      chat.then(async (tab) => {
        await tab.waitForLoadState("domcontentloaded");
        return Date.now() - tapped;
      }),
      page.waitForSelector('[role="dialog"]', { timeout: 30_000 }).then(() => null),
    ]);
  }
  await context.close();
  return { agendarBeforeHydrationMs };
}

// ───────────────────────────── report ─────────────────────────────

const median = (numbers: (number | null)[]): number | null => {
  const sorted = numbers.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const columns: { key: keyof RunResult; label: string; format: (value: number) => string }[] = [
  { key: "headingVisibleMs", label: "heading ms", format: (v) => v.toFixed(0) },
  { key: "hydratedMs", label: "hydrated ms", format: (v) => v.toFixed(0) },
  { key: "scrollKeptPx", label: "scroll kept px", format: (v) => v.toFixed(0) },
  { key: "tapToDialogMs", label: "tap→dialog ms", format: (v) => v.toFixed(0) },
  { key: "menuBeforeHydrationMs", label: "menu early ms", format: (v) => v.toFixed(0) },
  { key: "menuAfterHydrationMs", label: "menu hydrated ms", format: (v) => v.toFixed(0) },
  { key: "tapJsBytes", label: "tap JS bytes", format: (v) => v.toFixed(0) },
  { key: "agendarBeforeHydrationMs", label: "early Agendar→tab ms", format: (v) => v.toFixed(0) },
];

function table(rows: { route: string; medians: Record<keyof RunResult, number | null> }[]): string {
  const header = ["route", ...columns.map((column) => column.label)];
  const body = rows.map((row) => [
    row.route,
    ...columns.map((column) => {
      const value = row.medians[column.key];
      return value === null ? "n/a" : column.format(value);
    }),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map((line) => line[index]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ");
  return [line(header), ...body.map(line)].join("\n");
}

// ───────────────────────────── main ─────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-interactions-"));
  const app = await buildServer({
    env: loadEnv({
      CLIENT_DIR: clientDir,
      DATABASE_PATH: path.join(tempDir, "leads.sqlite"),
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: "0",
    }),
  });
  let browser: Browser | undefined;
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    log(
      `bench:interactions: ${routes.length} route(s) × ${runs} run(s), ${path.relative(root, clientDir)} at ${baseUrl}`,
    );
    const rows: { route: string; runs: RunResult[]; medians: Record<keyof RunResult, number | null> }[] = [];
    for (const route of routes) {
      const results: RunResult[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = {
          ...(await readerRun(browser, baseUrl, route)),
          ...(await earlyMenuRun(browser, baseUrl, route)),
          ...(await earlyAgendarRun(browser, baseUrl, route)),
        };
        results.push(result);
        log(
          `  ${route} run ${run}/${runs}: ${JSON.stringify(result, (_key, value: unknown) => (typeof value === "number" ? Math.round(value) : value))}`,
        );
      }
      const medians = Object.fromEntries(
        columns.map((column) => [column.key, median(results.map((result) => result[column.key]))]),
      ) as Record<keyof RunResult, number | null>;
      rows.push({ route, runs: results, medians });
    }

    const out = [
      `Chromium throttled via CDP: ${slowPhone.latencyMs} ms RTT, ${slowPhone.downloadBitsPerSecond / 1e6} Mbit/s down, ${slowPhone.uploadBitsPerSecond / 1e3} kbit/s up, CPU ×${slowPhone.cpuSlowdown}; 390×844 touch; medians of ${runs} run(s)`,
      "",
      table(rows),
      "",
      "scroll kept: offset read at hydration + 1 s after scrolling 1,200 px before hydration, in the first frame with the heading shown and the page long enough (n/a when that came after hydration). tap JS bytes: script bytes fetched by the first tap on Agendar after hydration.",
      "early: taps as soon as the heading shows (n/a when hydration came first); early Agendar→tab: the trigger is then a link to the redirect, which opens in a new tab.",
    ];
    console.log(out.join("\n"));
    const stamp = new Date(started).toISOString().replace(/[:.]/g, "-");
    const report = {
      date: new Date(started).toISOString(),
      chromium: chromePath,
      clientDir: path.relative(root, clientDir) || clientDir,
      throttling: slowPhone,
      runs,
      rows,
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    const json = `${JSON.stringify(report, null, 2)}\n`;
    fs.writeFileSync(path.join(resultsDir, `interactions-${stamp}.json`), json);
    fs.writeFileSync(path.join(resultsDir, "interactions-latest.json"), json);
    log(`wrote bench-results/interactions-${stamp}.json and bench-results/interactions-latest.json`);
  } finally {
    await browser?.close();
    await app.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  log(`bench:interactions failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
}
