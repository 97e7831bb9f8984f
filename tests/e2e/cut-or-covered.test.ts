/**
 * Nothing cut or covered, at 320, 390 and 1280 px wide on every route: no text runs
 * past the screen's edges or makes the page scroll sideways; e-mails and addresses break only
 * after "@", "." or "/"; the "Agende pelo WhatsApp" box keeps the page's column (16 px margins on a
 * phone); scrolled to the end, nothing is left under the floating WhatsApp button; with the lead
 * dialog open, the button is under its backdrop. In the tag-manager build, the consent banner's
 * buttons stay clear of the floating button. Each route is measured at one width interactive, with
 * the dialog opened, and at the other two as prerendered, its JavaScript held back: the page's
 * script never changes that HTML (docs/decisions/032), and a page without it loads faster. The two
 * phone widths are one tab made narrower or wider, loaded once: the site's layout is its
 * stylesheet's, laid out anew for the new width (every box and line of every route measures the
 * same as on a page loaded at that width), and a load costs more CPU than the rest of a check.
 */
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { desktop, open, phone, useBrowserContexts, useReusedPage } from "./browser";
import { scriptSwitch } from "./held-scripts";
import { useTagManagerServer } from "./tag-manager-site";

const routes = [...pages.map((page) => page.path), "/nao-existe"];
const widths = {
  narrowPhone: { ...phone, viewport: { width: 320, height: 640 } },
  phone,
  desktop: { ...desktop, viewport: { width: 1280, height: 800 } },
};
type Width = keyof typeof widths;
const widthNames = Object.keys(widths) as Width[];
/** A tab for the phone widths (the same device but for its viewport) and one for the desktop. */
const tabGroups: readonly (readonly Width[])[] = [["phone", "narrowPhone"], ["desktop"]];
const contexts = useBrowserContexts({ phone: widths.phone, desktop: widths.desktop });
const tabs = { phone: useReusedPage(contexts, "phone"), desktop: useReusedPage(contexts, "desktop") };
const holdScripts = new Map<Page, (held: boolean) => Promise<void>>();
beforeAll(async () => {
  for (const tab of Object.values(tabs)) holdScripts.set(tab(), await scriptSwitch(tab()));
});

/**
 * Runs in the page, scrolled to its end: what is cut or covered, each as a sentence naming it.
 * Text is every visible text node, measured line by line (Range.getClientRects), with the icons
 * and pictures (svg, img); what scrolls inside a box of its own (a wide table) may leave the
 * screen. The column is the header's: its inner box less its padding.
 */
function cutOrCovered(): string[] {
  const problems: string[] = [];
  const scroller = document.scrollingElement!;
  window.scrollTo({ top: scroller.scrollHeight, behavior: "instant" });
  const viewportWidth = document.documentElement.clientWidth;
  if (scroller.scrollWidth > viewportWidth)
    problems.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in ${viewportWidth}`);

  const floating = document.querySelector('[data-testid="floating-whatsapp"]')!;
  const button = floating.getBoundingClientRect();
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  // What an element inherits from its ancestors, worked out once per element: a long page has thousands of texts.
  const inherited = (test: (style: CSSStyleDeclaration) => boolean) => {
    const known = new Map<Element, boolean>();
    const lookUp = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      let answer = known.get(element);
      if (answer === undefined) {
        answer = test(getComputedStyle(element)) || lookUp(element.parentElement);
        known.set(element, answer);
      }
      return answer;
    };
    return lookUp;
  };
  // Visually hidden like .sr-only.
  const clippedAway = inherited(
    (style) => style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)",
  );
  const inScrollingBox = inherited((style) => /auto|scroll/.test(style.overflowX));
  const shownByElement = new Map<Element, boolean>();
  const shown = (element: Element) => {
    let answer = shownByElement.get(element);
    if (answer === undefined) {
      answer =
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !clippedAway(element) &&
        !floating.closest("aside")!.contains(element) &&
        !element.closest("[data-consent-host]");
      shownByElement.set(element, answer);
    }
    return answer;
  };
  const quote = (text: string) => `"${text.replace(/\s+/g, " ").trim().slice(0, 50)}"`;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest("script, style") || !shown(parent)) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()];
    if (lines.some((line) => overlaps(line, button)))
      problems.push(`${quote(node.textContent)} is under the floating button`);
    if (
      !inScrollingBox(parent.parentElement) &&
      lines.some((line) => line.left < -0.5 || line.right > viewportWidth + 0.5)
    )
      problems.push(`${quote(node.textContent)} runs past the screen's edge`);
  }
  for (const picture of document.querySelectorAll("svg, img"))
    if (shown(picture) && overlaps(picture.getBoundingClientRect(), button))
      problems.push(
        `the ${picture.localName} of ${quote(picture.parentElement?.textContent ?? "")} is under the floating button`,
      );

  // An e-mail or web address breaks after "@", "." or "/" (a <wbr> there), never inside a word.
  const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s<>"]+|www\.[^\s<>"]+/g;
  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    if (!node.parentElement || !shown(node.parentElement)) continue;
    // An address split by <wbr> spans text nodes: read the element's text, and measure its nodes.
    const block = node.parentElement;
    if (node !== [...block.childNodes].find((child) => child.nodeType === Node.TEXT_NODE)) continue;
    const texts = [...block.childNodes].filter((child) => child instanceof Text);
    const text = texts.map((child) => child.data).join("");
    // Where each character lies, worked out only for the few blocks with an address in them.
    const matches = [...text.matchAll(address)];
    if (matches.length === 0) continue;
    const pieces = texts.flatMap((child) =>
      Array.from({ length: child.length }, (_, offset) => ({ node: child, offset })),
    );
    for (const match of matches) {
      let previousTop: number | undefined;
      for (let index = match.index; index < match.index + match[0].length; index++) {
        const { node: piece, offset } = pieces[index]!;
        range.setStart(piece, offset);
        range.setEnd(piece, offset + 1);
        const top = range.getBoundingClientRect().top;
        if (previousTop !== undefined && top > previousTop + 1 && !/[@./]/.test(text[index - 1]!))
          problems.push(`${quote(match[0])} breaks between "${text[index - 1]}" and "${text[index]}"`);
        previousTop = top;
      }
    }
  }

  const column = document.querySelector("header > div")!;
  const columnBox = column.getBoundingClientRect();
  const columnStyle = getComputedStyle(column);
  const columnLeft = columnBox.left + parseFloat(columnStyle.paddingLeft);
  const columnRight = columnBox.right - parseFloat(columnStyle.paddingRight);
  const heading = document.getElementById("agende-whatsapp");
  if (heading) {
    let box: Element = heading;
    for (let node = heading.parentElement; node && !node.matches("[data-placement]"); node = node.parentElement)
      if (getComputedStyle(node).borderTopWidth !== "0px") box = node;
    const { left, right } = box.getBoundingClientRect();
    if (left < columnLeft - 0.5 || right > columnRight + 0.5)
      problems.push(
        `the WhatsApp banner spans ${Math.round(left)}–${Math.round(right)} px, outside the column ${Math.round(columnLeft)}–${Math.round(columnRight)} px`,
      );
    if (viewportWidth < 640 && (left < 16 || viewportWidth - right < 16))
      problems.push(
        `the WhatsApp banner leaves ${Math.round(left)} and ${Math.round(viewportWidth - right)} px at the edges`,
      );
  }
  return problems;
}

/**
 * Runs in the page: whether the floating button is painted on top at its centre. The open dialog
 * makes the page behind it inert a frame after it shows (app/lib/lead/dialog-frame.ts), and hit-testing skips
 * what is inert, so inert is lifted for the look.
 */
function floatingButtonOnTop(): boolean {
  const button = document.querySelector('[data-testid="floating-whatsapp"]')!;
  const { left, top, width, height } = button.getBoundingClientRect();
  const inert = [...document.querySelectorAll<HTMLElement>("[inert]")];
  for (const element of inert) element.inert = false;
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  for (const element of inert) element.inert = true;
  return hit !== null && button.contains(hit);
}

/** Opens the lead dialog from the header: the floating button must be under its backdrop. */
async function floatingButtonWithDialogOpen(page: Page): Promise<string[]> {
  if (!(await page.evaluate(floatingButtonOnTop))) return ["the floating button is covered with no dialog open"];
  // A click in the page: Playwright's own waits two seconds after some clicks on a link that opens a tab.
  await page
    .locator("header")
    .getByRole("link", { name: "Agendar" })
    .evaluate((link: HTMLElement) => link.click());
  const dialog = page.getByRole("dialog");
  await expect.poll(() => dialog.isVisible()).toBe(true);
  const onTop = await page.evaluate(floatingButtonOnTop);
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.isVisible()).toBe(false);
  return onTop ? ["the floating button stays above the open dialog's backdrop"] : [];
}

describe("nothing cut or covered", () => {
  // The lead dialog and the floating button are the layout's, the same on every route: each
  // route opens the dialog once, at one of the widths in turn.
  it.each(routes.map((route, index) => [route, widthNames[index % widthNames.length]!] as const))(
    "%s at 320, 390 and 1280 px wide, with the lead dialog open at %s",
    async (route, dialogWidth) => {
      const found = await Promise.all(
        tabGroups.map(async (group) => {
          const page = (group.includes("desktop") ? tabs.desktop : tabs.phone)();
          const interactive = group.includes(dialogWidth);
          // Loaded at the dialog's width if it is one of the group's.
          const [first, ...others] = interactive ? [dialogWidth, ...group.filter((w) => w !== dialogWidth)] : group;
          await holdScripts.get(page)!(!interactive);
          await page.setViewportSize(widths[first!].viewport);
          if (interactive) await open(page, route);
          else await page.goto(route, { waitUntil: "load" });
          const problems: string[] = [];
          const check = async (width: Width) =>
            problems.push(
              ...(await page.evaluate(cutOrCovered)).map(
                (problem) => `${route} @${widths[width].viewport.width}: ${problem}`,
              ),
            );
          await check(first!);
          for (const width of others) {
            await page.setViewportSize(widths[width].viewport);
            await check(width);
          }
          if (interactive) {
            // Back at the width the page was loaded at, looked at as before the other widths.
            if (others.length > 0) await page.setViewportSize(widths[first!].viewport);
            problems.push(
              ...(await floatingButtonWithDialogOpen(page)).map(
                (problem) => `${route} @${widths[first!].viewport.width}: ${problem}`,
              ),
            );
          }
          return problems;
        }),
      );
      expect(found.flat()).toEqual([]);
    },
  );
});

describe("the consent banner of the tag-manager build", () => {
  // That build, served by a server of its own to the file's Chromium.
  const server = useTagManagerServer();

  /** Runs in the page: the banner's controls that the floating button covers, and those under 44×44 px. */
  function bannerProblems(): string[] {
    const button = document.querySelector('[data-testid="floating-whatsapp"]')!.getBoundingClientRect();
    const problems: string[] = [];
    // A checkbox wrapped in its label is measured as the label, the area that answers a tap.
    for (const control of document.querySelectorAll<HTMLElement>(
      "[data-consent-banner] :is(button, input, label:has(input))",
    )) {
      if (!control.checkVisibility() || (control.matches("input") && control.closest("label"))) continue;
      const box = control.getBoundingClientRect();
      const name = `"${control.textContent?.trim() || control.id}"`;
      if (box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom)
        problems.push(`${name} is under the floating button`);
      if (box.width < 44 || box.height < 44)
        problems.push(`${name} is ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return problems;
  }

  // The banner and the button are the layout's: one route shows them as every route does.
  it.each(Object.keys(widths) as Width[])(
    "keeps its buttons clear of the floating button at %s width",
    async (width) => {
      const context: BrowserContext = await contexts.phone
        .browser()!
        .newContext({ ...widths[width], baseURL: server.origin, locale: "pt-BR" });
      const page = await context.newPage();
      await page.goto("/", { waitUntil: "load" });
      const banner = page.getByRole("region", { name: "Sua privacidade" });
      await expect.poll(() => banner.isVisible()).toBe(true);
      const found = [...(await page.evaluate(bannerProblems))];
      await banner.getByRole("button", { name: "Configurar" }).click();
      await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: "instant" }));
      found.push(...(await page.evaluate(bannerProblems)).map((problem) => `with its options open: ${problem}`));
      expect(found).toEqual([]);
      await context.close();
    },
  );
});
