/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured: tabbing through the home page, on a phone and on a
 * desktop, every focused element is what shows at its own centre: never under the sticky header
 * or the floating WhatsApp button (the sections' scroll margins, the browser's own scrolling).
 */
import { describe, expect, it } from "vitest";
import { desktop, open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone, desktop });

describe("focus never lands under the sticky header or the floating button", () => {
  it.each(["phone", "desktop"] as const)("tabbing through / on a %s", async (name) => {
    const page = await contexts[name].newPage();
    await open(page, "/");
    const covered: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + Math.min(box.height / 2, 20);
        // What the visitor sees at the focused element's centre: itself, or whatever lies on top.
        const top = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
        return {
          name: `${focused.tagName.toLowerCase()} “${(focused.textContent ?? "").trim().slice(0, 40)}”`,
          covered: !top || !(focused.contains(top) || top.contains(focused)),
        };
      });
      if (where?.covered) covered.push(where.name);
    }
    expect(covered).toEqual([]);
    await page.close();
  });
});
