/**
 * What a page loaded until it became interactive, as only the browser knows it; the budgets
 * themselves are in tests/page-budget.ts.
 */
import type { Page } from "playwright-core";

/** Call before opening the page: notes when the page marks itself interactive. */
export async function noteInteractiveTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.interactive !== "true") return;
      (window as unknown as { interactiveAt: number }).interactiveAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-interactive"] });
  });
}

/**
 * The same-origin scripts the page requested until it was interactive (after noteInteractiveTime
 * and that moment): what starts loading later (the idle prefetch of the lead dialog, a resend of a kept
 * lead) is not part of what it took to become interactive.
 */
export function scriptsBeforeInteractive(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const interactiveAt = (window as unknown as { interactiveAt: number }).interactiveAt;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= interactiveAt)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname);
  });
}
