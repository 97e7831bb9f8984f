/**
 * A patient on a 390×844 phone reaches any specialty's symptoms from the top of /especialidades
 * (docs/product.md#pages): the index is within the first screen, and each of its links, followed without any
 * script, lands on the card with its symptoms in view under the sticky header (the illustration is a
 * thumbnail on a phone). Once the page is interactive, a link still goes to the same place:
 * its script never moves the reader; the "Não encontrou" box keeps the cards' margins. That the index lists every card, in order, is read from the HTML in
 * tests/html/specialties-index.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({
  withoutScripts: { ...phone, javaScriptEnabled: false },
  interactive: { ...phone, reducedMotion: "reduce" },
});
const screen = phone.viewport.height;

/** Where the card's symptoms are in the viewport, and the bottom of the sticky header they must clear. */
const symptomsInView = (page: Page, anchor: string) =>
  page.evaluate((id) => {
    const card = document.getElementById(id)!;
    const { top, bottom } = card.querySelector('[data-testid="specialty-symptoms"]')!.getBoundingClientRect();
    return {
      top,
      bottom,
      headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
      imageHeight: card.querySelector("img")!.getBoundingClientRect().height,
    };
  }, anchor);

describe("/especialidades on a phone", () => {
  it("opens with the whole index in the first screen; each link shows its specialty's symptoms, without JavaScript", async () => {
    const page = await contexts.withoutScripts.newPage();
    await page.goto("/especialidades");
    const index = page.getByTestId("specialty-index");
    const box = (await index.boundingBox())!;
    expect(box.y + box.height, "bottom of the index").toBeLessThanOrEqual(screen);
    const anchors = await index
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
    expect(anchors).toHaveLength(12);
    for (const anchor of anchors) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await index.locator(`a[href="#${anchor}"]`).click();
      const { top, bottom, headerBottom, imageHeight } = await symptomsInView(page, anchor);
      expect(imageHeight, `#${anchor}: a thumbnail, not the 267 px illustration`).toBeLessThanOrEqual(64);
      expect(top, `#${anchor}: symptoms below the header`).toBeGreaterThanOrEqual(headerBottom);
      expect(bottom, `#${anchor}: symptoms within the screen`).toBeLessThanOrEqual(screen);
    }
    // The "Não encontrou sua especialidade?" box keeps the page's margins, like the cards.
    const notFound = (await page.locator('[data-placement="especialidade-nao-encontrada"] > div').boundingBox())!;
    const card = (await page.getByTestId("specialty-card").first().boundingBox())!;
    expect(notFound.x).toBe(card.x);
    expect(notFound.x + notFound.width).toBe(card.x + card.width);
    await page.close();
  });

  it("once interactive, a link of the index still lands on its card with the symptoms in view", async () => {
    const page = await contexts.interactive.newPage();
    await open(page, "/especialidades");
    await page.getByTestId("specialty-index").locator('a[href="#clinica-medica-clinico-geral"]').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#clinica-medica-clinico-geral");
    await expect
      .poll(async () => {
        const { top, bottom, headerBottom } = await symptomsInView(page, "clinica-medica-clinico-geral");
        return top >= headerBottom && bottom <= screen;
      })
      .toBe(true);
    await page.close();
  });
});
