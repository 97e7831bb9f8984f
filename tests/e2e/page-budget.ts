/**
 * What a page loaded until it became interactive, as only the browser knows it; the budgets
 * themselves are in tests/page-budget.ts.
 */
import type { Page } from "playwright-core";

/** Call before opening the page: notes when the app marks itself hydrated. */
export async function noteHydrationTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.hydrated !== "true") return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
}

/**
 * The same-origin scripts the page requested until it was hydrated (after noteHydrationTime and
 * hydration): what starts loading later (the idle prefetch of the lead dialog, a resend of a kept
 * lead) is not part of what it took to become interactive.
 */
export function scriptsBeforeHydration(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname);
  });
}
