/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured, with everything that stays on screen showing: tabbing
 * through the whole home page, on a phone and on a desktop, of the tag-manager build with its
 * consent banner asking (a new visitor), no focused element is under the sticky header, the
 * banner or the floating WhatsApp button. What keeps it so: the banner first in the focus order
 * (its markup right after the skip link), the page's scroll padding for the header (app/app.css) and, while
 * the banner asks, the consent script moving what it would cover. One page load per size.
 */
import { describe, expect, it } from "vitest";
import { desktop, phone, waitForInteractive } from "./browser";
import { useTagManagerSite } from "./tag-manager-site";

const site = useTagManagerSite();

/** Enough for every focusable element of the home page, twice over; the walk stops when focus comes back to the first. */
const MAX_TABS = 400;

describe("focus never lands under the sticky header, the consent banner or the floating button", () => {
  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ] as const)("tabbing through the whole of / on a %s, the banner asking", async (_name, options) => {
    const context = await site.browser.newContext({ ...options, baseURL: site.origin, locale: "pt-BR" });
    // Nothing leaves the machine (the browser resolves no other host: offlineFlag): no tag manager, no chat.
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    await waitForInteractive(page);
    const banner = page.getByRole("region", { name: "Sua privacidade" });
    expect(await banner.isVisible()).toBe(true);

    const stops: { name: string; inBanner: boolean; hiddenBy: string | null }[] = [];
    for (let step = 0; step < MAX_TABS; step++) {
      await page.keyboard.press("Tab");
      // What the visitor sees: the next frame, once the page's own focus handling has run (before it paints).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const stop = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const header = document.querySelector("header")!;
        const bannerHost = document.querySelector("[data-consent-host]");
        const box = focused.getBoundingClientRect();
        // Covered by `other` where it overlaps: a point of the focused box at which `other` is what shows
        // (inside enough for a round button, whose box corners are not its own).
        const overlaps = (other: Element | null) => {
          if (!other || other.contains(focused) || getComputedStyle(other).display === "none") return false;
          const o = other.getBoundingClientRect();
          const points = [0.25, 0.5, 0.75].flatMap((fx) =>
            [0.25, 0.5, 0.75].map((fy) => [box.left + fx * box.width, box.top + fy * box.height] as const),
          );
          return points.some(([px, py]) => {
            if (px < o.left || px >= o.right || py < o.top || py >= o.bottom) return false;
            const shown = document.elementFromPoint(px, py);
            return Boolean(shown && other.contains(shown) && !focused.contains(shown));
          });
        };
        // Under the header or the banner: any overlap at all. Anything else on top of it (the floating
        // button): what shows at its centre.
        const x = box.left + box.width / 2;
        const y = box.top + Math.min(box.height / 2, 20);
        const top = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
        const hiddenBy = overlaps(header)
          ? "header"
          : overlaps(bannerHost)
            ? "consent banner"
            : !top || !(focused.contains(top) || top.contains(focused))
              ? `${top?.closest("[data-testid]")?.getAttribute("data-testid") ?? top?.tagName.toLowerCase() ?? "edge of the screen"}`
              : null;
        const label = focused.getAttribute("aria-label") ?? focused.textContent ?? "";
        return {
          name: `${focused.tagName.toLowerCase()} “${label.trim().replace(/\s+/g, " ").slice(0, 40)}” at ${Math.round(box.top)}`,
          inBanner: Boolean(bannerHost?.contains(focused)),
          hiddenBy,
        };
      });
      if (!stop) continue;
      if (stops.length > 0 && stop.name === stops[0]!.name) break;
      stops.push(stop);
    }

    // The banner comes first, after the skip link alone, and the walk went through the page to its footer.
    expect(stops[0]?.name).toMatch(/^a “Pular para o conteúdo”/);
    expect(stops[1]?.inBanner, stops[1]?.name).toBe(true);
    expect(stops.length).toBeGreaterThan(60);
    expect(stops.length).toBeLessThan(MAX_TABS);
    expect(stops.filter((stop) => stop.hiddenBy).map((stop) => `${stop.name} under the ${stop.hiddenBy}`)).toEqual([]);
    await context.close();
  });
});
