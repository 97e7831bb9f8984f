/**
 * The eight fresh page loads of one run: a reader who scrolls early and later taps, two visitors
 * who tap as soon as the heading shows (the menu, then "Agendar"), one who, once the page has
 * settled, opens the menu and presses a link to another page, two who tap "Agendar" as soon
 * as the page is interactive and once more later, on the slow network and on a fast one, and one
 * who touches nothing for 10 s after the load event (its long tasks); and the same page without
 * its scripts (the no-script floor), tapped once settled: the browser's own share of a tap.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { stripJavaScript } from "../pages/floor";
import { installProbe, scriptBytesDuring, scriptsRequested, timeLinkPress, timeTap, timeTapFrame } from "./probe";
import { newPhoneContext, throttle } from "./slow-phone";

export interface RunResult {
  headingVisibleMs: number;
  /** When the page marks itself interactive: the islands entry has run (hydration, in builds before decision 032). */
  interactiveMs: number;
  /** When the lead dialog was mounted (closed) by the idle prefetch: every island of the page in place. */
  dialogMountedMs: number | null;
  /** Gzip bytes of the scripts requested until then: the JavaScript loaded before a first interaction. */
  jsBeforeInteractiveBytes: number;
  /** Gzip bytes of every script the visit fetched without interacting, idle prefetch included. */
  jsPerVisitBytes: number;
  /** When the reader's early scroll happened (ms from navigation start). */
  readerScrolledMs: number | null;
  /** Offset at interactive + 1 s after that scroll; null when the page only grew long enough after that. */
  scrollKeptPx: number | null;
  tapToDialogMs: number | null;
  tapJsBytes: number;
  /** The first tap on "Agendar" of a visit, made as soon as the page is interactive; then a later one. */
  firstTapToDialogMs: number | null;
  laterTapToDialogMs: number | null;
  /** The same two taps on the same phone (CPU ×4) with the network not throttled. */
  firstTapFastNetworkMs: number | null;
  laterTapFastNetworkMs: number | null;
  menuBeforeInteractiveMs: number | null;
  menuAfterInteractiveMs: number | null;
  /** "Agendar" tapped as soon as the heading shows: tap → dialog on screen (the inline script, docs/decisions/050). */
  agendarBeforeInteractiveMs: number | null;
  /** The same tap → the redirect's new tab, in builds where the trigger was still a plain link then. */
  agendarBeforeInteractiveTabMs: number | null;
  /** Press on a link of the mobile menu → the next page's heading on screen. */
  linkToHeadingMs: number | null;
  /**
   * A visit that touches nothing, from navigation start to 10 s after the load event: its long
   * tasks (over 50 ms, whatever ran in them: parsing, style, layout, script), the longest, and
   * the longest run of our own script in it (Long Animation Frames' attribution).
   */
  idleLongTasks: number;
  idleLongestTaskMs: number | null;
  idleLongestScriptMs: number | null;
  /**
   * The same page with none of its scripts (the no-script floor, bench/pages/floor.ts), settled:
   * press on "Agendar" (its click's default prevented) → the first frame after the click. What
   * every tap figure above includes of the browser's own work (hit tests, the gesture, focus).
   */
  floorTapToFrameMs: number | null;
}

/** Gzip size (level 9) of a script of the build served, by URL path, as the JS budgets count it. */
function gzipBytes(clientDir: string, scripts: string[]): number {
  return scripts.reduce(
    (sum, script) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, script)), { level: 9 }).length,
    0,
  );
}

const agendar = 'header a[data-lead-trigger=""]';
const hamburger = 'header button[aria-controls="mobile-menu"]';

/**
 * In the page: the lead dialog is off the screen, closed. Closed, it keeps its boxes: invisible in
 * builds before decision 066, out of the viewport since.
 */
const dialogOffScreen = () => !window.__onScreen(document.querySelector('[role="dialog"]'));

/** A fresh throttled phone loading `route`, its probe in place (`scrollEarly`: the reader's). */
async function throttledVisit(browser: Browser, baseUrl: string, route: string, scrollEarly: boolean, network = true) {
  const context = await newPhoneContext(browser, baseUrl);
  const page = await context.newPage();
  await throttle(page, { network });
  await page.addInitScript(installProbe, scrollEarly);
  await page.goto(route, { waitUntil: "commit" });
  return { context, page };
}

const untilInteractive = (page: Page) =>
  page.waitForFunction(() => window.__bench.interactive !== undefined, undefined, { timeout: 60_000 });

/**
 * Until the idle prefetch has mounted the lead dialog, closed. A build that does not mount it ahead
 * (an older one, measured for a before/after) goes on after the wait.
 */
const untilDialogMounted = (page: Page) =>
  page.waitForSelector('[role="dialog"]', { state: "attached", timeout: 15_000 }).catch(() => undefined);

async function readerRun(browser: Browser, baseUrl: string, route: string, clientDir: string) {
  const { context, page } = await throttledVisit(browser, baseUrl, route, true);
  await untilInteractive(page);
  await page.waitForTimeout(1000);
  const probe = await page.evaluate(() => ({ ...window.__bench, scrollY: window.scrollY }));
  // The case the target is about: the dialog's code was prefetched when idle and the dialog is
  // mounted, closed. On a slow link the idle prefetch can still be under way 1 s after that. A
  // build that does not mount it ahead is tapped after the wait; "tap JS bytes" then shows the
  // code the tap had to fetch.
  await untilDialogMounted(page);
  // What else the idle time fetches (the speed measurement) has arrived too.
  await page.waitForTimeout(1500);
  const scripts = await scriptsRequested(page);
  const dialogMounted = await page.evaluate(() => window.__bench.dialogMounted ?? null);
  let tapToDialogMs: number | null = null;
  const tapJsBytes = await scriptBytesDuring(page, baseUrl, async () => {
    tapToDialogMs = await timeTap(page, agendar, "dialog");
  });
  await page.keyboard.press("Escape");
  // The dialog stays mounted, hidden, once closed.
  await page.waitForFunction(dialogOffScreen);
  const menuAfterInteractiveMs = await timeTap(page, hamburger, "menu");
  await context.close();
  return {
    headingVisibleMs: probe.headingVisible!,
    interactiveMs: probe.interactive!,
    dialogMountedMs: dialogMounted,
    jsBeforeInteractiveBytes: gzipBytes(clientDir, scripts.beforeInteractive),
    jsPerVisitBytes: gzipBytes(clientDir, scripts.all),
    readerScrolledMs: probe.earlyScrollAt ?? null,
    scrollKeptPx: probe.earlyScrollAt !== undefined && probe.earlyScrollAt < probe.interactive! ? probe.scrollY : null,
    tapToDialogMs,
    tapJsBytes,
    menuAfterInteractiveMs,
  };
}

/** A fresh throttled page at `route`, once its heading is on screen (before it is interactive on a slow phone). */
async function pageAtHeading(browser: Browser, baseUrl: string, route: string) {
  const { context, page } = await throttledVisit(browser, baseUrl, route, false);
  await page.waitForFunction(() => window.__bench.headingVisible !== undefined, undefined, {
    timeout: 60_000,
    polling: 16,
  });
  const interactive = () => page.evaluate(() => window.__bench.interactive !== undefined);
  return { context, page, interactive };
}

/** Tap → mobile menu open before the page is interactive (the inline disclosure script); null if that came first. */
async function earlyMenuRun(browser: Browser, baseUrl: string, route: string) {
  const { context, page, interactive } = await pageAtHeading(browser, baseUrl, route);
  let menuBeforeInteractiveMs: number | null = null;
  if (!(await interactive())) {
    const menuMs = await timeTap(page, hamburger, "menu");
    if (!(await interactive())) menuBeforeInteractiveMs = menuMs;
  }
  await context.close();
  return { menuBeforeInteractiveMs };
}

/**
 * "Agendar" tapped before the page is interactive: since decision 050 the page's inline script opens
 * the dialog (tap → dialog on screen); in a build before it, the trigger was then a link to the
 * redirect (tap → the new tab's page). Whichever comes first is the figure; none if the page was
 * interactive before the tap.
 */
async function earlyAgendarRun(browser: Browser, baseUrl: string, route: string) {
  const { context, page, interactive } = await pageAtHeading(browser, baseUrl, route);
  let agendarBeforeInteractiveMs: number | null = null;
  let agendarBeforeInteractiveTabMs: number | null = null;
  if (!(await interactive())) {
    const tapped = Date.now();
    const tab = context.waitForEvent("page", { timeout: 30_000 }).then(
      async (opened) => {
        await opened.waitForLoadState("domcontentloaded");
        return { tabMs: Date.now() - tapped };
      },
      () => ({}),
    );
    const dialog = timeTap(page, agendar, "dialog").then(
      (dialogMs) => ({ dialogMs }),
      () => ({}),
    );
    const first: { dialogMs?: number | null; tabMs?: number } = await Promise.race([tab, dialog]);
    agendarBeforeInteractiveMs = first.dialogMs ?? null;
    agendarBeforeInteractiveTabMs = first.tabMs ?? null;
  }
  await context.close();
  return { agendarBeforeInteractiveMs, agendarBeforeInteractiveTabMs };
}

/**
 * A visitor who has read the page (interactive, the idle prefetch done) opens the mobile menu and
 * presses the first link to another page: press → that page's heading on screen.
 */
async function linkRun(browser: Browser, baseUrl: string, route: string) {
  const { context, page } = await throttledVisit(browser, baseUrl, route, false);
  await untilInteractive(page);
  await untilDialogMounted(page);
  await page.tap(hamburger);
  await page.waitForSelector("#mobile-menu:not([hidden])");
  const linkToHeadingMs = await timeLinkPress(page, `#mobile-menu a[href^="/"]:not([href="${route}"])`);
  await context.close();
  return { linkToHeadingMs };
}

/**
 * Tap → dialog for the first tap of a visit, made as soon as the page is interactive (before any
 * idle prefetch, before React has arrived where it comes on intent), and for a later tap once
 * whatever the first one fetched has arrived. `network`: false for a fast network (CPU ×4 still).
 */
async function dialogTapsRun(browser: Browser, baseUrl: string, route: string, network: boolean) {
  const { context, page } = await throttledVisit(browser, baseUrl, route, false, network);
  await untilInteractive(page);
  const first = await timeTap(page, agendar, "dialog");
  await page.keyboard.press("Escape");
  await page.waitForFunction(dialogOffScreen, undefined, {
    timeout: 30_000,
  });
  // Whatever the first tap fetched has arrived and run.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const later = await timeTap(page, agendar, "dialog");
  await context.close();
  return { first, later };
}

/** How long a visit that touches nothing is watched after its load event. */
const IDLE_WATCH_MS = 10_000;

/** A visit that never interacts: its long tasks and its longest script run until 10 s after load. */
async function idleRun(browser: Browser, baseUrl: string, route: string) {
  const { context, page } = await throttledVisit(browser, baseUrl, route, false);
  await page.waitForLoadState("load", { timeout: 60_000 });
  await page.waitForTimeout(IDLE_WATCH_MS);
  const { longTasks, scriptRuns } = await page.evaluate(() => window.__bench);
  await context.close();
  const ours = scriptRuns.filter((run) => run.url.startsWith(baseUrl));
  const longest = (durations: number[]) => (durations.length ? Math.max(...durations) : null);
  return {
    idleLongTasks: longTasks.length,
    idleLongestTaskMs: longest(longTasks.map((task) => task.duration)),
    idleLongestScriptMs: longest(ours.map((run) => run.duration)),
  };
}

/** The no-script floor of `route`, settled, tapped on "Agendar": the browser's own share of a tap. */
async function floorTapRun(browser: Browser, baseUrl: string, route: string) {
  const context = await newPhoneContext(browser, baseUrl);
  await context.route(new URL(route, baseUrl).href, async (request) => {
    const response = await request.fetch();
    await request.fulfill({ response, body: stripJavaScript(await response.text()).html });
  });
  const page = await context.newPage();
  await throttle(page);
  await page.goto(route, { waitUntil: "load", timeout: 60_000 });
  // As settled as the reader's page is when it taps (interactive + 1 s, the prefetch done).
  await page.waitForTimeout(2500);
  const floorTapToFrameMs = await timeTapFrame(page, agendar);
  await context.close();
  return { floorTapToFrameMs };
}

/** One run of `route`: its eight page loads, one after the other. */
export async function visitRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  clientDir: string,
): Promise<RunResult> {
  const reader = await readerRun(browser, baseUrl, route, clientDir);
  const earlyMenu = await earlyMenuRun(browser, baseUrl, route);
  const earlyAgendar = await earlyAgendarRun(browser, baseUrl, route);
  const link = await linkRun(browser, baseUrl, route);
  const slowNetwork = await dialogTapsRun(browser, baseUrl, route, true);
  const fastNetwork = await dialogTapsRun(browser, baseUrl, route, false);
  const idle = await idleRun(browser, baseUrl, route);
  const floor = await floorTapRun(browser, baseUrl, route);
  return {
    ...idle,
    ...floor,
    ...reader,
    ...earlyMenu,
    ...earlyAgendar,
    ...link,
    firstTapToDialogMs: slowNetwork.first,
    laterTapToDialogMs: slowNetwork.later,
    firstTapFastNetworkMs: fastNetwork.first,
    laterTapFastNetworkMs: fastNetwork.later,
  };
}
