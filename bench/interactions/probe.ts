/** What the interactions bench reads inside the page, so its own round trips never count. */
import type { Page, Request } from "playwright-core";

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
export function installProbe(scrollEarly: boolean): void {
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
export async function timeTap(page: Page, selector: string, result: TapResult): Promise<number | null> {
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
