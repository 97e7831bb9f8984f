/**
 * The home page's "aberto agora" line, filled by the page's script on the clinic's clock whatever
 * the visitor's time zone; without the script the hours alone show. What the HTML holds is
 * tests/html/where-and-when.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { open, openWithoutScripts, phone, useBrowserContexts, useReusedPage } from "./browser";

const contexts = useBrowserContexts({
  phone,
  // The visitor's phone set to Lisbon, its clock set by each test before the page loads.
  lisbonPhone: { ...phone, timezoneId: "Europe/Lisbon" },
  noScript: { ...phone, javaScriptEnabled: false },
});
// A tab per context, each test loading its page anew in it: a new tab would cost a renderer process.
const tabs = {
  phone: useReusedPage(contexts, "phone"),
  lisbonPhone: useReusedPage(contexts, "lisbonPhone"),
  noScript: useReusedPage(contexts, "noScript"),
};

afterEach(async () => {
  // The scripts refused and the width set by a test are its own.
  await tabs.phone().unrouteAll({ behavior: "ignoreErrors" });
  await tabs.phone().setViewportSize(phone.viewport);
});

describe("Endereço e horários: open or closed now", () => {
  it.each([
    // Saturday 28/11/2026 at 09:30 and 15:00 in Belo Horizonte (UTC−3), seen from a phone set to Lisbon.
    ["2026-11-28T12:30:00Z", "Aberto agora · fecha às 12h"],
    ["2026-11-28T18:00:00Z", "Fechado agora · abre segunda às 7h"],
    // Friday 25/12/2099 at 10:00, a date the fixture's clinic closes (Natal): it opens on Saturday.
    ["2099-12-25T13:00:00Z", "Fechado agora · abre amanhã às 7h"],
  ])("at %s the line reads “%s”", async (instant, text) => {
    const page = tabs.lisbonPhone();
    await page.clock.setFixedTime(new Date(instant));
    await open(page, "/");
    const line = page.locator("#endereco-e-horarios [data-opening-status]");
    expect(await line.textContent()).toBe(text);
    expect(await line.isVisible()).toBe(true);
  });

  it("with scripting off, shows the hours and no empty line", async () => {
    const page = tabs.noScript();
    await page.goto("/", { waitUntil: "load" });
    const section = page.locator("#endereco-e-horarios");
    expect(await section.getByText("Domingo: fechado").isVisible()).toBe(true);
    expect(await section.locator("[data-opening-status]").isVisible()).toBe(false);
  });

  it.each([390, 320])(
    "keeps the line's place at %s px while the script comes, so that its text moves nothing (no layout shift)",
    async (width) => {
      const page = tabs.phone();
      await page.setViewportSize({ width, height: 740 });
      await openWithoutScripts(page, "/");
      const links = page.locator("#endereco-e-horarios").getByRole("link", { name: /Google Maps/ });
      const before = (await links.boundingBox())!.y;
      const line = page.locator("#endereco-e-horarios [data-opening-status]");
      // The longest text the line can take, written as the script writes it.
      await line.evaluate((element) => (element.textContent = "Fechado agora · abre segunda às 7h"));
      expect((await links.boundingBox())!.y).toBe(before);
    },
  );

  it("the header's “Endereço e horários” brings the section into view below the sticky header", async () => {
    const page = tabs.phone();
    await open(page, "/cardiologista");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Endereço e horários" }).click();
    await page.waitForURL(/\/#endereco-e-horarios$/);
    await expect
      .poll(() =>
        page
          .locator("#endereco-e-horarios-titulo")
          .boundingBox()
          .then((box) => box?.y ?? -1),
      )
      .toBeGreaterThanOrEqual(56);
    const header = await page.locator("header").first().boundingBox();
    const heading = await page.locator("#endereco-e-horarios-titulo").boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(heading!.y).toBeLessThan(844 / 2);
  });
});
