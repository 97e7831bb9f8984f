/**
 * The floating WhatsApp button never covers text (docs/decisions/053): on a 390 × 844 and a
 * 320 × 568 phone, on one page of every view and the pages a patient asks most about, at every
 * half screen of the first three screens and at the end of the page, no line of text that shows
 * on the screen has a part under the button. What shows is what lies between the sticky header and
 * the button's band: the band is opaque and spans the width, so the page ends at its top as it ends
 * at the screen's foot; a line behind it is not covered by the button but not yet scrolled to, as a
 * line behind the header is already scrolled past. Lines are measured one by one
 * (Range.getClientRects over every text node), with the icons and pictures. Both phones are one tab
 * of the same device but for its viewport, and a route is loaded once for the two: the second
 * looks at the page made smaller, laid out anew by the stylesheet as one loaded at that size (no
 * script of the site's acts on the window's size), and a load costs more CPU than the rest of a test.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { open, phone, useBrowserContexts, useReusedPage } from "./browser";

const sizes = {
  phone,
  smallPhone: { ...phone, viewport: { width: 320, height: 568 } },
};
type Size = keyof typeof sizes;
const contexts = useBrowserContexts({ phone });
const tab = useReusedPage(contexts, "phone");
/** The route the tab shows as `open` left it, but for its scroll position and its size. */
let shown: string | undefined;

/** The tab at `size`, showing `route`: loaded anew unless the previous test left it there. */
async function show(route: string, size: Size): Promise<Page> {
  const page = tab();
  await page.setViewportSize(sizes[size].viewport);
  if (shown !== route) {
    shown = undefined;
    await open(page, route);
    shown = route;
  }
  return page;
}

// One page of each view (its first in the registry), the pages of the review's tasks, and the not-found page.
const routes = [
  ...new Set([
    ...new Map(pages.map((page) => [page.view, page.path])).values(),
    "/cardiologista",
    "/psiquiatra",
    "/exames-laboratoriais",
    "/politica-de-privacidade",
    "/nao-existe",
  ]),
];

/** Runs in the page, scrolled to `top`: each text or picture under the button, as a sentence. */
function textUnderButton(top: number): string[] {
  window.scrollTo({ top, behavior: "instant" });
  const button = document.querySelector('[data-testid="floating-whatsapp"]')!;
  const band = button.closest("aside")!;
  // The site's sticky header: the first <header> (a page's own headers come later, in <main>).
  const header = document.querySelector("header")!;
  const buttonBox = button.getBoundingClientRect();
  const bandBox = band.getBoundingClientRect();
  const problems: string[] = [];
  // The band hides the page behind it only if nothing shows through it and it spans the screen.
  const background = getComputedStyle(band).backgroundColor;
  if (!/^rgb\(/.test(background)) problems.push(`the button's band is not opaque (${background})`);
  if (bandBox.left > 0 || bandBox.right < document.documentElement.clientWidth)
    problems.push(`the button's band spans ${Math.round(bandBox.left)}–${Math.round(bandBox.right)} px only`);
  // What shows of the page: below the sticky header, above the band.
  const shownTop = Math.max(0, header.getBoundingClientRect().bottom);
  const shownBottom = bandBox.top;
  const covered = (box: DOMRect) => {
    const top = Math.max(box.top, shownTop);
    const bottom = Math.min(box.bottom, shownBottom);
    return (
      box.width > 0 &&
      top < bottom &&
      box.left < buttonBox.right &&
      buttonBox.left < box.right &&
      top < buttonBox.bottom &&
      buttonBox.top < bottom
    );
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !band.contains(element) &&
    !header.contains(element) &&
    !element.closest(".sr-only, [data-modal-dialog]");
  const quote = (text: string) => `"${text.replace(/\s+/g, " ").trim().slice(0, 50)}"`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest("script, style") || !visible(parent)) continue;
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(covered)) problems.push(`${quote(node.textContent)} is under the button`);
  }
  for (const picture of document.querySelectorAll("main svg, main img, footer svg, footer img"))
    if (visible(picture) && covered(picture.getBoundingClientRect()))
      problems.push(
        `the ${picture.localName} of ${quote(picture.parentElement?.textContent ?? "")} is under the button`,
      );
  return problems;
}

/** The scroll positions looked at: every half screen of the first three, and the end of the page. */
async function scrollPositions(page: Page): Promise<number[]> {
  const { height, end } = await page.evaluate(() => ({
    height: window.innerHeight,
    end: document.scrollingElement!.scrollHeight - window.innerHeight,
  }));
  const positions = [0, 0.5, 1, 1.5, 2, 2.5, 3].map((screens) => Math.round(screens * height));
  return [...new Set([...positions.filter((top) => top < end), end])];
}

describe("the floating WhatsApp button covers no text", () => {
  it.each(routes.flatMap((route) => (Object.keys(sizes) as Size[]).map((size) => [route, size] as const)))(
    "%s on the %s, over its first screens and at its end",
    async (route, size) => {
      const page = await show(route, size);
      const found: string[] = [];
      for (const top of await scrollPositions(page))
        found.push(
          ...(await page.evaluate(textUnderButton, top)).map((problem) => `scrolled to ${top} px: ${problem}`),
        );
      expect(found).toEqual([]);
      // The button stays one tap away: in view, on top, 44 px or more.
      const box = (await page.getByTestId("floating-whatsapp").boundingBox())!;
      const viewport = sizes[size].viewport;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="floating-whatsapp"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe(true);
    },
  );
});

describe("the phone's menu ends above the button's band", () => {
  it.each(Object.keys(sizes) as Size[])(
    "scrolled to its end on the %s, its last link is above the band",
    async (size) => {
      // The page is left with its menu opened and closed: the next test loads its own.
      shown = undefined;
      const page = tab();
      await page.setViewportSize(sizes[size].viewport);
      await open(page, "/");
      // Scrolled as she reads, so the sticky header is at the top of the screen.
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
      await page.getByRole("button", { name: "Abrir menu" }).click();
      const menu = page.locator("#mobile-menu");
      await expect.poll(() => menu.isVisible()).toBe(true);
      const { lastBottom, bandTop } = await menu.evaluate((element) => {
        element.scrollTo({ top: element.scrollHeight, behavior: "instant" });
        const links = element.querySelectorAll("a");
        return {
          lastBottom: links[links.length - 1]!.getBoundingClientRect().bottom,
          bandTop: document.querySelector("[data-floating-band]")!.getBoundingClientRect().top,
        };
      });
      expect(lastBottom).toBeLessThanOrEqual(bandTop);
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
    },
  );
});
