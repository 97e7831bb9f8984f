/**
 * Pages stay eligible for the back/forward cache (decision 032): going back to a page restores it
 * from memory, at once, instead of loading it again. Chromium refuses a page that listens to
 * `unload`, answers with `Cache-Control: no-store` or keeps certain connections open, and says
 * why through the DevTools protocol (Page.backForwardCacheNotUsed). Playwright turns the cache off
 * by default; this file turns it back on.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserChromiumPath, chromiumFlags } from "#scripts/chromium.ts";
import { baseURL, phone, waitForInteractive } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    // The whole browser: the headless shell the other files drive has no back/forward cache.
    executablePath: browserChromiumPath(),
    args: chromiumFlags,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
});
afterAll(() => browser?.close());

/** Every listener a page adds for `unload` or `beforeunload`, recorded before any script runs. */
const recordUnloadListeners = () => {
  const added: string[] = [];
  (window as unknown as { unloadListeners: string[] }).unloadListeners = added;
  const original = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type === "unload" || type === "beforeunload") added.push(type);
    original.call(this, type, listener, options);
  };
  window.addEventListener("pageshow", (event) => {
    (window as unknown as { restoredFromCache: boolean }).restoredFromCache = event.persisted;
  });
};

async function leaveAndComeBack(page: Page, route: string) {
  await page.goto(`${baseURL()}${route}`, { waitUntil: "load" });
  await waitForInteractive(page);
  // Let the after-idle work run (lead dialog prefetch, speed measurement): it must not spoil the cache.
  await page.waitForTimeout(1500);
  // A document navigation, as every link of the site is (docs/decisions/032).
  await page.goto(`${baseURL()}/nao-existe`, { waitUntil: "load" });
  // A page restored from the cache fires pageshow, not load.
  await page.goBack({ waitUntil: "commit" });
}

describe("the back/forward cache", () => {
  it.each(["/", "/cardiologista", "/exames-laboratoriais", "/politica-de-privacidade"])(
    "restores %s from memory when the visitor goes back: no unload listener, nothing that blocks it",
    async (route) => {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      await page.addInitScript(recordUnloadListeners);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      const blocked: string[] = [];
      cdp.on("Page.backForwardCacheNotUsed", (event) =>
        blocked.push(...event.notRestoredExplanations.map((reason) => `${reason.type}: ${reason.reason}`)),
      );
      await leaveAndComeBack(page, route);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { restoredFromCache?: boolean }).restoredFromCache))
        .toBe(true);
      expect(blocked).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { unloadListeners: string[] }).unloadListeners)).toEqual(
        [],
      );
      // docs/product.md#every-page, a page view on every route change: the restored page, whose script does not run
      // again, pushes one more (the first was pushed when it loaded).
      const pageViews = await page.evaluate(() =>
        (window.dataLayer as { event: string; page_path: string }[]).filter((entry) => entry.event === "page_view"),
      );
      expect(pageViews.map((entry) => entry.page_path)).toEqual([route, route]);
      await context.close();
    },
  );
});
