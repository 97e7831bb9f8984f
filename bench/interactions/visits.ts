/**
 * The three fresh page loads of one run: a reader who scrolls early and later taps, and two
 * visitors who tap as soon as the heading shows (the menu, then "Agendar").
 */
import type { Browser } from "playwright-core";
import { installProbe, scriptBytesDuring, timeTap } from "./probe";
import { newPhoneContext, throttle } from "./slow-phone";

export interface RunResult {
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

const agendar = 'header a[data-lead-trigger=""]';
const hamburger = 'header button[aria-controls="mobile-menu"]';

async function readerRun(browser: Browser, baseUrl: string, route: string) {
  const context = await newPhoneContext(browser, baseUrl);
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
  const context = await newPhoneContext(browser, baseUrl);
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

/** One run of `route`: its three page loads, one after the other. */
export async function visitRoute(browser: Browser, baseUrl: string, route: string): Promise<RunResult> {
  return {
    ...(await readerRun(browser, baseUrl, route)),
    ...(await earlyMenuRun(browser, baseUrl, route)),
    ...(await earlyAgendarRun(browser, baseUrl, route)),
  };
}
