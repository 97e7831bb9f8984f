/**
 * The three questions a new patient brings (issue 28), on a 390×844 phone, asserted by where the
 * answers are on screen; one page load per test. How long they take on a throttled phone, with the
 * taps and scrolls, is measured by `npm run bench:tasks` (bench/tasks.ts), which walks the same
 * paths as tasks 1–3 of the December 2026 UX review (with the booking sent, the Maps link), and its
 * tasks 4–5 (chest pain, health plans).
 *
 *   a. "Do you have a cardiologist and how do I book?": from / (the index of specialties, one
 *      flick down) to /cardiologista, whose first screen says when not to wait, then how to book.
 *   b. "What fasting for glucose and cholesterol, and what does it cost?": from / to
 *      /exames-laboratoriais, whose first screen answers the cost and the fasting (decision 051),
 *      and one tap leads to the table.
 *   c. "Where is it, and is it open on Saturday afternoon?": the first screen of /.
 *
 * The demonstration build the tests serve opens with a notice the live site has not: positions are
 * read below it, as the live site shows them.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });
const screen = phone.viewport.height;

/** Under 8 screens of a 390×844 phone (issue 28; 13.4 screens before). */
const HOME_HEIGHT_LIMIT = 8 * screen;

/** The box of the first element matching `selector` in page coordinates, less the demonstration notice above everything. */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`Nothing matches ${selector}`);
    const notice = document.querySelector('[data-testid="demonstration-notice"]')?.getBoundingClientRect().height ?? 0;
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY - notice, bottom: box.bottom + window.scrollY - notice };
  }, selector);

describe("a new patient's three questions on a phone", () => {
  it("/ is under 8 screens tall, says where and when in its first screen and indexes every page within the next", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/");
    // As the live site is: without the demonstration build's notice (positions below leave it out too).
    const height = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector('[data-testid="demonstration-notice"]')?.getBoundingClientRect().height ?? 0),
    );
    expect(height, "home page height at 390 px, without the demonstration notice").toBeLessThan(HOME_HEIGHT_LIMIT);

    // c. The address, Saturday's hours, Sunday closed and whether it is open now, in the first screen:
    // above the floating WhatsApp button's band, where the page ends (docs/decisions/053).
    const band = await page
      .locator("[data-floating-band]")
      .evaluate((element) => element.getBoundingClientRect().height);
    for (const selector of [
      "#endereco-e-horarios address",
      "#endereco-e-horarios li:nth-child(2)",
      "#endereco-e-horarios li:nth-child(3)",
      "#endereco-e-horarios [data-opening-status]",
    ])
      expect((await boxOf(page, selector)).bottom, selector).toBeLessThanOrEqual(screen - band);
    expect(await page.locator("#endereco-e-horarios li:nth-child(2)").textContent()).toBe("Sábado: 07h às 12h");
    expect(await page.locator("#endereco-e-horarios li:nth-child(3)").textContent()).toBe("Domingo: fechado");

    // a, b. The index's links to /cardiologista and /exames-laboratoriais, one flick below the first screen at most.
    for (const path of ["/cardiologista", "/exames-laboratoriais"]) {
      const link = `#especialidades-e-exames a[href="${path}"]`;
      expect((await boxOf(page, link)).bottom, link).toBeLessThanOrEqual(2 * screen);
    }
    await page.close();
  });

  it("a. /cardiologista's first screen says when not to wait, above the price and the booking, with the booking trigger in view", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/cardiologista");
    const urgent = await boxOf(page, '[data-testid="urgent-advice"]');
    const price = await boxOf(page, '[data-testid="price-note"]');
    const booking = await boxOf(page, '[data-placement="whatsapp-banner"]');
    expect(urgent.bottom).toBeLessThanOrEqual(screen);
    expect(urgent.bottom).toBeLessThanOrEqual(price.top);
    expect(price.bottom).toBeLessThanOrEqual(booking.top);
    expect(booking.top, "the booking box starts in the first screen").toBeLessThan(screen);
    // The header's "Agendar" (the lead dialog, "Especialidade: Cardiologia") stays on screen.
    await expect.poll(() => page.locator("header a[data-lead-trigger]").isVisible()).toBe(true);
    await page.close();
  });

  it("b. /exames-laboratoriais answers the cost and the fasting of glucose and cholesterol in its first screen, and the table one tap away", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/exames-laboratoriais");
    expect((await boxOf(page, '[data-testid="price-note"]')).bottom).toBeLessThanOrEqual(screen);
    const summary = '[data-testid="fasting-summary"]';
    expect(await page.locator(`${summary} li`).allTextContents()).toEqual([
      "Glicose: 8 horas de jejum",
      "Colesterol e triglicerídeos: jejum só se o médico pedir (então 12 horas)",
      "Insulina: 8 horas de jejum",
    ]);
    expect((await boxOf(page, `${summary} li:nth-child(2)`)).bottom, "glucose and cholesterol").toBeLessThanOrEqual(
      screen,
    );
    const preparation = page.locator('[data-placement="hero"] a[href="#preparo-e-jejum"]');
    expect((await boxOf(page, '[data-placement="hero"] a[href="#preparo-e-jejum"]')).bottom).toBeLessThanOrEqual(
      screen,
    );
    await preparation.click();
    const answers = page.getByTestId("table-answers");
    await expect
      .poll(async () => {
        const box = await answers.boundingBox();
        const header = await page.locator("header").first().boundingBox();
        return Boolean(box && header && box.y >= header.y + header.height && box.y + box.height <= screen);
      })
      .toBe(true);
    expect(await answers.locator("li").allTextContents()).toEqual([
      "Glicose: 8 horas de jejum",
      "Colesterol e triglicerídeos: jejum só se o médico pedir (então 12 horas)",
      "Insulina: 8 horas de jejum",
    ]);
    await page.close();
  });
});
