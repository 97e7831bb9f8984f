/** What the interactions bench reads inside the page, so its own round trips never count. */
import type { Page, Request } from "playwright-core";

interface Probe {
  headingVisible?: number;
  /** When the page marked itself interactive: `data-interactive`, or `data-hydrated` in builds before decision 032. */
  interactive?: number;
  /** When the lead dialog was first in the document (mounted, closed): the idle prefetch's island. */
  dialogMounted?: number;
  /** When the reader scrolled 1,200 px: the first frame with the heading shown and that much page below. */
  earlyScrollAt?: number;
  /**
   * After a tap on a link to `bench:link-target` (sessionStorage): when that page's heading was
   * first on screen, as a wall-clock time (performance.timeOrigin + now), comparable across
   * documents — the same document after a client-side navigation, a new one after a document load.
   */
  linkHeadingAt?: number;
  /** Every long task (over 50 ms) of the page, as the Long Tasks API reports it: parsing, style and layout too. */
  longTasks: { start: number; duration: number }[];
  /** Every script run the Long Animation Frames API attributed (those over 5 ms): our own code's share. */
  scriptRuns: { url: string; start: number; duration: number }[];
}

declare global {
  interface Window {
    __bench: Probe;
    /**
     * Whether `element` is on screen: a closed dialog may keep its boxes, invisible or out of the
     * viewport (app/app.css), so its visibility, opacity and place count, not only its box.
     */
    __onScreen: (element: Element | null) => boolean;
    /** Starts watching, frame by frame, for the heading of the page a link tap goes to (`linkHeadingAt`). */
    __watchLinkTarget: () => void;
  }
}

/**
 * Runs in the page before its own scripts: notes when the heading is first on screen and when
 * the page marks itself interactive. The reader (`scrollEarly`) scrolls 1,200 px in the
 * first frame where the heading is shown and the page, still streaming in, is long enough to
 * scroll that far (a shorter page would clamp the scroll and read as a pull-back). After a link
 * tap, it notes when the next page's heading shows (`linkHeadingAt`).
 */
export function installProbe(scrollEarly: boolean): void {
  const probe: Probe = { longTasks: [], scriptRuns: [] };
  window.__bench = probe;
  window.__onScreen = (element) => {
    if (!element?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight;
  };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as (PerformanceEntry & {
      scripts?: { sourceURL: string; startTime: number; duration: number }[];
    })[])
      for (const script of frame.scripts ?? [])
        probe.scriptRuns.push({ url: script.sourceURL, start: script.startTime, duration: script.duration });
  }).observe({ type: "long-animation-frame", buffered: true });
  const readerTop = 1200;
  const headingShown = () => {
    const heading = document.querySelector("h1");
    const painted = performance.getEntriesByName("first-contentful-paint").length > 0;
    return painted && heading && heading.getBoundingClientRect().height > 0 ? heading : null;
  };
  const watchHeading = () => {
    const heading = headingShown();
    if (probe.headingVisible === undefined && heading) probe.headingVisible = performance.now();
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
  const watchLinkTarget = () => {
    // The heading's box only once the address is the target's: before, a layout per frame for nothing.
    const heading = location.pathname === sessionStorage.getItem("bench:link-target") ? headingShown() : null;
    if (heading && heading.textContent !== sessionStorage.getItem("bench:link-from-heading")) {
      probe.linkHeadingAt = performance.timeOrigin + performance.now();
      return;
    }
    requestAnimationFrame(watchLinkTarget);
  };
  // Only while a link tap waits for its page: the watch reads the heading's box in every frame, a
  // layout no visitor's page runs, and taps timed on the same page would pay for it (decision 066).
  // A new document finds the target already set; the same document (a client-side navigation) is
  // told by `timeLinkPress`.
  window.__watchLinkTarget = () => requestAnimationFrame(watchLinkTarget);
  if (sessionStorage.getItem("bench:link-target")) window.__watchLinkTarget();
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[role="dialog"]')) return;
    probe.dialogMounted = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  // The init script may run before <html> exists: watch the document for the attribute.
  new MutationObserver((_records, observer) => {
    const root = document.documentElement;
    if (root?.dataset.interactive !== "true" && root?.dataset.hydrated !== "true") return;
    probe.interactive = performance.now();
    observer.disconnect();
  }).observe(document, {
    attributes: true,
    attributeFilter: ["data-interactive", "data-hydrated"],
    subtree: true,
    childList: true,
  });
}

type TapResult = "dialog" | "menu";

/**
 * Takes Playwright's own listeners off the page's window: its injected script, which the first
 * `waitForFunction` or locator of a page brings, keeps one on each pointer, touch, mouse and click
 * event for its checks of what an action hits, and at a high CPU slowdown they take several ms of
 * the page's main thread in every tap (Chromium traces of `/cardiologista` at ×7: 3–12 ms each on
 * the press), which no visitor's phone runs. Found and removed through the DevTools protocol, in
 * the world that added them (docs/decisions/066).
 */
async function removeToolListeners(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Every world of the page (its own, Playwright's): Runtime.enable announces those that exist.
    const contexts: number[] = [];
    cdp.on("Runtime.executionContextCreated", ({ context }) => contexts.push(context.id));
    await cdp.send("Runtime.enable");
    for (const contextId of contexts) {
      const { result } = await cdp.send("Runtime.evaluate", { expression: "window", contextId, objectGroup: "bench" });
      if (!result.objectId) continue;
      const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId });
      // Its script listens for its own check event too; that one stays, so that Playwright does not
      // put them all back (it would, seeing it gone).
      const tools = new Set(
        listeners
          .filter((listener) => listener.type === "__playwright_global_listeners_check__")
          .map((listener) => listener.scriptId),
      );
      for (const listener of listeners) {
        if (!tools.has(listener.scriptId) || listener.type.startsWith("__playwright") || !listener.handler?.objectId)
          continue;
        await cdp.send("Runtime.callFunctionOn", {
          objectId: listener.handler.objectId,
          functionDeclaration: "function (type, capture) { window.removeEventListener(type, this, capture); }",
          arguments: [{ value: listener.type }, { value: listener.useCapture }],
        });
      }
    }
  } finally {
    await cdp.send("Runtime.releaseObjectGroup", { objectGroup: "bench" }).catch(() => {});
    await cdp.detach();
  }
}

/**
 * Taps `selector`, then reads the time the page's own listener (set up as `window.__tap`) measured.
 * A result that never shows (a tap lost while the page was busy) is no figure, not a hung bench.
 * The finger lands on the middle of the element's box through the touchscreen, Playwright's
 * listeners taken off the page first (`removeToolListeners`).
 */
async function tapAndRead(page: Page, selector: string): Promise<number | null> {
  const target = page.locator(selector).first();
  await target.waitFor({ state: "visible", timeout: 20_000 });
  const box = await target.boundingBox();
  if (!box) return null;
  await removeToolListeners(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __tap: Promise<number> }).__tap,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]),
  );
}

/**
 * Taps `selector` and resolves with the time from the tap's event timestamp to the first frame in
 * which its result (the dialog, the mobile menu) is on screen, read in the page, so the bench's
 * own round trips do not count.
 */
export async function timeTap(page: Page, selector: string, result: TapResult): Promise<number | null> {
  await page.evaluate(
    ({ selector: target, result: expected }) => {
      const onScreen = window.__onScreen;
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
  return tapAndRead(page, selector);
}

/**
 * The browser's own share of a tap, on a page that runs none of ours (the no-script floor): taps
 * `selector` with its click's default prevented (a link goes nowhere) and resolves with the time
 * from the press's event timestamp to the first animation frame after the click, the frame in
 * which a result of that click could first be on screen.
 */
export async function timeTapFrame(page: Page, selector: string): Promise<number | null> {
  await page.evaluate((target) => {
    const timing = new Promise<number>((resolve) => {
      document.querySelector(target)!.addEventListener(
        "pointerdown",
        (down) => {
          document.addEventListener(
            "click",
            (click) => {
              click.preventDefault();
              requestAnimationFrame(() => resolve(performance.now() - down.timeStamp));
            },
            { once: true, capture: true },
          );
        },
        { once: true, capture: true },
      );
    });
    (window as unknown as { __tap: Promise<number> }).__tap = timing;
  }, selector);
  return tapAndRead(page, selector);
}

/**
 * A finger's press on `selector`, held `holdMs` as a person's is (the speculation rules start
 * fetching the next page on pointer-down, before the click), then the time from the press's event
 * timestamp to the first frame in which the linked page's heading is on screen, whether the
 * navigation stays in the document (a client-side router) or loads a new one.
 */
export async function timeLinkPress(page: Page, selector: string, holdMs = 100): Promise<number | null> {
  const link = page.locator(selector).first();
  await link.scrollIntoViewIfNeeded();
  const target = await link.evaluate((anchor) => {
    const href = new URL((anchor as HTMLAnchorElement).href).pathname;
    sessionStorage.setItem("bench:link-target", href);
    sessionStorage.setItem("bench:link-from-heading", document.querySelector("h1")?.textContent ?? "");
    window.__watchLinkTarget();
    anchor.addEventListener(
      "pointerdown",
      (event) => sessionStorage.setItem("bench:link-pressed-at", String(performance.timeOrigin + event.timeStamp)),
      { once: true, capture: true },
    );
    return href;
  });
  const box = (await link.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(holdMs);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000, waitUntil: "commit" });
  const headingAt = await page
    .waitForFunction(() => window.__bench?.linkHeadingAt, undefined, { timeout: 30_000 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  const pressedAt = Number(await page.evaluate(() => sessionStorage.getItem("bench:link-pressed-at")));
  return headingAt === null || !pressedAt ? null : headingAt - pressedAt;
}

/** Collects the JavaScript fetched from our origin while `during` runs (encoded bytes on the wire). */
export async function scriptBytesDuring(page: Page, origin: string, during: () => Promise<void>): Promise<number> {
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

/**
 * The same-origin scripts the page has requested so far (URL paths), and those requested by the
 * time it marked itself interactive: read from the page's resource timing.
 */
export function scriptsRequested(page: Page): Promise<{ all: string[]; beforeInteractive: string[] }> {
  return page.evaluate(() => {
    const interactive = window.__bench.interactive ?? Infinity;
    const scripts = performance
      .getEntriesByType("resource")
      .map((entry) => ({ url: new URL(entry.name), start: entry.startTime }))
      .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith(".js"));
    return {
      all: scripts.map(({ url }) => url.pathname),
      beforeInteractive: scripts.filter(({ start }) => start <= interactive).map(({ url }) => url.pathname),
    };
  });
}
