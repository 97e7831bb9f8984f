/**
 * The consent banner on a 390 × 844 and a 320 × 568 phone (docs/decisions/053), in the
 * tag-manager build: read whole in at most a third of the screen, with no scroll inside it; clear
 * of the home page's "Endereço e horários" heading and address on the first screen; and
 * "Configurar" a sheet over the whole screen whose "Salvar escolhas" shows without scrolling,
 * also before the page's script has arrived. Its behaviour (what each choice stores and loads) is
 * consent.test.ts's.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phone } from "./browser";
import { useTagManagerSite } from "./tag-manager-site";

const site = useTagManagerSite();
const sizes = {
  "390 × 844": phone,
  "320 × 568": { ...phone, viewport: { width: 320, height: 568 } },
} satisfies Record<string, BrowserContextOptions>;
const sizeNames = Object.keys(sizes) as (keyof typeof sizes)[];

/**
 * A new visitor's page at that size; every script module held back when `withoutScripts`. The
 * banner is waited for by `bannerShows` in the test (expect.poll runs only in one).
 */
async function newVisitorPage(size: keyof typeof sizes, { withoutScripts = false } = {}): Promise<Page> {
  const context = await site.browser.newContext({ ...sizes[size], baseURL: site.origin, locale: "pt-BR" });
  await context.route(
    (url) => url.origin !== site.origin,
    (route) => route.abort("blockedbyclient"),
  );
  if (withoutScripts) await context.route(`${site.origin}/assets/**/*.js`, () => undefined);
  const page = await context.newPage();
  await page.goto("/", { waitUntil: withoutScripts ? "commit" : "load" });
  return page;
}

async function bannerShows(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole("region", { name: "Sua privacidade" }).isVisible()).toBe(true);
}

/** Runs in the page: the banner's box, its scroll, and each line of its text that leaves it or the screen. */
function bannerLayout() {
  const banner = document.querySelector("[data-consent-banner]")!;
  const box = banner.getBoundingClientRect();
  const cut: string[] = [];
  const walker = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects())
      if (line.top < box.top - 0.5 || line.bottom > box.bottom + 0.5 || line.bottom > innerHeight + 0.5)
        cut.push(node.textContent.trim().slice(0, 40));
  }
  return {
    top: box.top,
    height: box.height,
    bottom: box.bottom,
    scrolls: banner.scrollHeight > banner.clientHeight + 1,
    overflowY: getComputedStyle(banner).overflowY,
    cut,
  };
}

/** Runs in the page: the lines of the "Endereço e horários" heading and address on the first screen, and those the banner covers. */
function whereAndWhenUnderBanner() {
  const bannerTop = document.querySelector("[data-consent-banner]")!.getBoundingClientRect().top;
  const heading = [...document.querySelectorAll("main h2")].find(
    (h) => h.textContent?.trim() === "Endereço e horários",
  )!;
  const address = heading.closest("section")!.querySelector("address") ?? heading.nextElementSibling!;
  const lines: { text: string; top: number; bottom: number }[] = [];
  const range = document.createRange();
  for (const element of [heading, address]) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects())
        lines.push({ text: node.textContent.trim().slice(0, 40), top: line.top, bottom: line.bottom });
    }
  }
  const onFirstScreen = lines.filter((line) => line.top < innerHeight);
  return {
    headingTop: heading.getBoundingClientRect().top,
    onFirstScreen: onFirstScreen.length,
    covered: onFirstScreen.filter((line) => line.bottom > bannerTop).map((line) => line.text),
  };
}

/**
 * Checks "Configurar" on a visitor's page: a sheet over the whole screen, "Salvar escolhas" in view,
 * closed by "Voltar" and by Escape with nothing chosen, so the banner still asks afterwards.
 */
async function checkConfigureSheet(page: Page, size: keyof typeof sizes): Promise<void> {
  await bannerShows(page);
  const banner = page.getByRole("region", { name: "Sua privacidade" });
  const configure = banner.getByRole("button", { name: "Configurar" });
  await configure.click();
  const sheet = page.getByRole("dialog", { name: "Sua privacidade" });
  await expect.poll(() => sheet.isVisible()).toBe(true);
  const { width, height } = sizes[size].viewport;
  expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width, height });
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("consent-options-heading");
  const save = sheet.getByRole("button", { name: "Salvar escolhas" });
  const box = (await save.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // On top at its centre: a tap there reaches it, without scrolling.
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-consent-action=save]") !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
  expect(await sheet.getByRole("checkbox", { name: "Medição de audiência" }).isVisible()).toBe(true);
  // "Voltar" closes it, nothing chosen, focus back on "Configurar"; Escape too.
  await sheet.getByRole("button", { name: "Voltar" }).click();
  await expect.poll(() => sheet.isVisible()).toBe(false);
  expect(await banner.isVisible()).toBe(true);
  expect(await configure.evaluate((element) => element === document.activeElement)).toBe(true);
  await configure.click();
  await expect.poll(() => sheet.isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => sheet.isVisible()).toBe(false);
  expect(await configure.evaluate((element) => element === document.activeElement)).toBe(true);
}

/**
 * At each size one new visitor's home page, loaded once and read by the tests in turn: each only
 * reads it, or opens "Configurar" and closes it again with nothing chosen; the last, at 320 × 568,
 * answers the banner. A context and its page cost Chromium a renderer process and a load each.
 */
describe.each(sizeNames)("the consent banner on a %s phone", (size) => {
  let page: Page;
  beforeAll(async () => {
    page = await newVisitorPage(size);
  });
  afterAll(() => page?.context().close());

  it("is read whole in a third of the screen, with no scroll inside it", async () => {
    await bannerShows(page);
    const { height } = sizes[size].viewport;
    const layout = await page.evaluate(bannerLayout);
    expect(layout.height).toBeLessThanOrEqual(height / 3);
    expect(layout.bottom).toBeLessThanOrEqual(height + 0.5);
    expect(layout.scrolls).toBe(false);
    expect(layout.overflowY).toBe("visible");
    expect(layout.cut).toEqual([]);
    // Its three choices on one row, 44 px high, in the banner.
    const banner = page.getByRole("region", { name: "Sua privacidade" });
    const boxes = await Promise.all(
      ["Aceitar", "Rejeitar", "Configurar"].map(
        async (name) => (await banner.getByRole("button", { name }).boundingBox())!,
      ),
    );
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y).toBe(boxes[0]!.y);
      expect(box.y + box.height).toBeLessThanOrEqual(layout.bottom);
    }
    expect(await banner.getByRole("link", { name: "Política de Privacidade" }).isVisible()).toBe(true);
  });

  it("covers nothing of the home page's “Endereço e horários” heading and address on the first screen", async () => {
    await bannerShows(page);
    const found = await page.evaluate(whereAndWhenUnderBanner);
    expect(found.covered).toEqual([]);
    // On the 390 × 844 phone the block is on the first screen, so this looked at it.
    if (size === "390 × 844") expect(found.onFirstScreen).toBeGreaterThan(1);
  });

  it("opens “Configurar” as a sheet over the whole screen, “Salvar escolhas” in view, before the page's script too", async () => {
    await checkConfigureSheet(page, size);
    const withoutScripts = await newVisitorPage(size, { withoutScripts: true });
    try {
      await checkConfigureSheet(withoutScripts, size);
    } finally {
      await withoutScripts.context().close();
    }
  });

  if (size === "320 × 568")
    it("hides the floating WhatsApp button while it asks, and brings it back with the choice", async () => {
      await bannerShows(page);
      const floating = page.getByTestId("floating-whatsapp");
      expect(await floating.isVisible()).toBe(false);
      await page.getByRole("region", { name: "Sua privacidade" }).getByRole("button", { name: "Rejeitar" }).click();
      await expect.poll(() => floating.isVisible()).toBe(true);
    });
});
