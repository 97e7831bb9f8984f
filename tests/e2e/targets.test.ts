/**
 * Targets a thumb can hit (WCAG 2.5.5 asks 44×44 CSS px, 2.5.8 its inline exception): on
 * a phone, 390 and 320 px wide, every visible interactive element of every route is at least 44×44,
 * unless it is a link inside running text. FAQ answers are opened first, so their links count too.
 * Routes are measured as prerendered, their JavaScript held back: the page's script never changes
 * that HTML (docs/decisions/032), and a page without it loads faster. Each is loaded once, at 390
 * px, and measured there and then at 320 px, the same tab made narrower: the site's layout is its
 * stylesheet's, laid out anew for the new width (every box and line of every route measured the
 * same as on a page loaded at 320), and a load costs more CPU than the rest of the test. The mobile
 * menu and the lead dialog, which need the script, are measured open on one route, being the same
 * on all of them. The consent banner, only in the tag-manager build, is measured in
 * cut-or-covered.test.ts.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { open, phone, useBrowserContexts, useReusedPage } from "./browser";
import { scriptSwitch } from "./held-scripts";

const routes = [...pages.map((page) => page.path), "/nao-existe"];
const narrowPhone = { ...phone, viewport: { width: 320, height: 640 } };
const contexts = useBrowserContexts({ phone });
const tab = useReusedPage(contexts, "phone");
let holdScripts: (held: boolean) => Promise<void>;
beforeAll(async () => {
  holdScripts = await scriptSwitch(tab());
});

/** Loads a route's prerendered HTML, styles and images, without its scripts (see above), at 390 px. */
async function openPrerendered(page: Page, route: string): Promise<void> {
  await holdScripts(true);
  await page.setViewportSize(phone.viewport);
  await page.goto(route, { waitUntil: "load" });
}

/**
 * Runs in the page: every visible interactive element under `scope` smaller than `min` CSS px
 * either way, as "element "name" width×height". An element counts as visible when the browser
 * renders it (checkVisibility: no display:none, closed <details>, hidden, visibility or opacity 0)
 * and it is not clipped to nothing like .sr-only. A checkbox or radio wrapped in its <label> is
 * measured as the label, the area that answers a tap. Exempt, and only these: an `a[href]` laid
 * out inline (display: inline) in a <p> or <li> that has words of its own outside any link or
 * button, the inline exception of WCAG 2.5.8, whose size the line height of the text sets.
 */
function undersizedTargets({ min, scope }: { min: number; scope: string }): string[] {
  const root = document.querySelector(scope);
  if (!root) throw new Error(`nothing matches ${scope}`);
  const selector =
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], label:has(input, select, textarea)';
  // Worked out once per element: the targets of a page share most of their ancestors.
  const clippedByElement = new Map<Element, boolean>();
  const clippedAway = (element: Element | null): boolean => {
    if (!element) return false;
    let answer = clippedByElement.get(element);
    if (answer === undefined) {
      const style = getComputedStyle(element);
      answer =
        style.clipPath === "inset(50%)" ||
        style.clip === "rect(0px, 0px, 0px, 0px)" ||
        clippedAway(element.parentElement);
      clippedByElement.set(element, answer);
    }
    return answer;
  };
  // Off the page to the left, like the lead form's honeypot field, which no visitor sees.
  const offPage = (element: Element) => element.getBoundingClientRect().right + window.scrollX <= 0;
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !clippedAway(element) &&
    !offPage(element);
  const ownWords = (block: Element) => {
    let words = "";
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest("a, button")) words += node.textContent;
    return /\p{L}{2,}/u.test(words);
  };
  const inRunningText = (element: Element) => {
    if (!element.matches("a[href]") || getComputedStyle(element).display !== "inline") return false;
    const block = element.parentElement?.closest("p, li");
    return block !== null && block !== undefined && ownWords(block);
  };
  const name = (element: Element) =>
    (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
  const found: string[] = [];
  for (const element of root.querySelectorAll(selector)) {
    if (element.matches('input[type="checkbox"], input[type="radio"]') && element.closest("label")) continue;
    if (!visible(element) || inRunningText(element)) continue;
    const { width, height } = element.getBoundingClientRect();
    // Sub-pixel layout: a 44 px box may measure 43.99.
    if (width + 0.01 < min || height + 0.01 < min)
      found.push(`${element.localName} "${name(element)}" ${Math.round(width)}×${Math.round(height)}`);
  }
  return found;
}

const MIN_TARGET = 44;

async function undersized(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate(undersizedTargets, { min: MIN_TARGET, scope });
}

/** Opens every FAQ answer (or other disclosure) of the page, so the links in them are measured too. */
const openAllDetails = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));

describe(`every target on a phone is at least ${MIN_TARGET}×${MIN_TARGET} CSS px`, () => {
  it.each(routes)("%s at 390 and 320 px wide", async (route) => {
    const page = tab();
    await openPrerendered(page, route);
    await openAllDetails(page);
    const found = (await undersized(page)).map((target) => `${route} @390: ${target}`);
    await page.setViewportSize(narrowPhone.viewport);
    found.push(...(await undersized(page)).map((target) => `${route} @320: ${target}`));
    expect(found).toEqual([]);
  });

  it("in the open mobile menu and the open lead dialog", async () => {
    // The file's tab with the script let through: the next test's load leaves nothing of this page.
    const page = tab();
    await holdScripts(false);
    await page.setViewportSize(phone.viewport);
    await open(page, "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const inMenu = await undersized(page, "#mobile-menu");
    await page.getByRole("button", { name: "Fechar menu" }).click();
    await page.locator("header").getByRole("link", { name: "Agendar" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const inDialog = await undersized(page, '[role="dialog"]');
    expect({ inMenu, inDialog }).toEqual({ inMenu: [], inDialog: [] });
  });
});

describe("a question of the FAQ", () => {
  it("opens and closes from anywhere on its row, not only on the question's words", async () => {
    const page = tab();
    await openPrerendered(page, "/psiquiatra");
    const row = page.locator("#perguntas-frequentes details").first();
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    // Just inside the row's bottom-left corner: below and left of the question's text.
    await page.mouse.click(box.x + 4, box.y + box.height - 4);
    await expect.poll(() => row.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    const summary = (await row.locator("summary").boundingBox())!;
    await page.mouse.click(summary.x + 4, summary.y + summary.height - 4);
    await expect.poll(() => row.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
  });
});
