/**
 * The layout as a visitor uses it: the sticky header, its dropdowns from the mouse and the keyboard,
 * the mobile menu, the floating button, before and after the page's script runs. What the footer and the booking
 * links say is read from the prerendered HTML in tests/html/footer-and-booking-links.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { examMenuGroups, specialtyPages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import {
  desktop,
  holdBack,
  open,
  openWithoutScripts,
  phone,
  useBrowserContexts,
  useReusedPage,
  waitForInteractive,
} from "./browser";

const contexts = useBrowserContexts({ desktop, phone });
// Tests that only load a page and use it share a tab per device (browser.ts, useReusedPage).
const desktopTab = useReusedPage(contexts, "desktop");
const phoneTab = useReusedPage(contexts, "phone");

async function openDropdown(page: Page, name: string) {
  const trigger = page.getByRole("button", { name, exact: true });
  await trigger.click();
  await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
  const panelId = await trigger.getAttribute("aria-controls");
  return page.locator(`[id="${panelId}"]`);
}

describe("header on desktop", () => {
  it("is sticky with the logo linking home", async () => {
    const page = desktopTab();
    await open(page, "/cardiologista");
    const header = page.locator("header").first();
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    expect(await header.locator('a[href="/"] img').getAttribute("alt")).toContain(site.name);
  });

  it("opens the Especialidades dropdown with the 13 specialties, at most 24rem tall and scrolling", async () => {
    const page = desktopTab();
    await open(page, "/");
    const panel = await openDropdown(page, "Especialidades");
    const links = panel.getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual([...specialtyPages.map((entry) => entry.path), "/especialidades", "/corpo-clinico"]);
    const style = await panel.evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      overflowY: getComputedStyle(element).overflowY,
      height: element.getBoundingClientRect().height,
      scrollHeight: element.scrollHeight,
    }));
    expect(style.maxHeight).toBe("384px");
    expect(style.overflowY).toBe("auto");
    expect(style.height).toBeLessThanOrEqual(384);
    expect(style.scrollHeight).toBeGreaterThan(style.height);
    await links.filter({ hasText: "Neurologista" }).click();
    await page.waitForURL("**/neurologista");
    // The next page's view loads first; on a busy machine that takes seconds.
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toMatch(/Neurologista/);
  });

  it("opens the Exames dropdown with the single exams, the cardiology group and the specialised ultrasound group", async () => {
    const page = desktopTab();
    await open(page, "/");
    const panel = await openDropdown(page, "Exames");
    expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("384px");
    const groups = panel.getByRole("group");
    expect(await groups.count()).toBe(3);
    for (const [index, group] of examMenuGroups().entries()) {
      const hrefs = await groups
        .nth(index)
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual(group.pages.map((entry) => entry.path));
    }
    expect(await groups.nth(1).getAttribute("aria-label")).toBe("Cardiologia");
    expect(await groups.nth(1).textContent()).toContain("ECG");
    expect(await groups.nth(2).getAttribute("aria-label")).toBe("Ultrassom especializado");
  });

  it("works from the keyboard: Enter opens, Tab reaches the links, Escape closes", async () => {
    const page = desktopTab();
    await open(page, "/");
    const trigger = page.getByRole("button", { name: "Especialidades", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(specialtyPages[0]!.label);
    await page.keyboard.press("Escape");
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps one dropdown open at a time, closes on a click outside, and Escape returns focus to the trigger", async () => {
    const page = desktopTab();
    await open(page, "/");
    const specialties = page.getByRole("button", { name: "Especialidades", exact: true });
    const exams = page.getByRole("button", { name: "Exames", exact: true });
    await specialties.click();
    await exams.click();
    await expect.poll(() => exams.getAttribute("aria-expanded")).toBe("true");
    expect(await specialties.getAttribute("aria-expanded")).toBe("false");
    await page.locator("h1").click();
    await expect.poll(() => exams.getAttribute("aria-expanded")).toBe("false");

    await specialties.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(specialtyPages[0]!.label);
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(specialtyPages[1]!.label);
    await page.keyboard.press("Escape");
    await expect.poll(() => specialties.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Especialidades");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Exames");
  });

  it("has the Programa Indique Já link and a book-now button", async () => {
    const page = desktopTab();
    await open(page, "/");
    const header = page.locator("header").first();
    expect(await header.getByRole("link", { name: "Programa Indique Já" }).first().getAttribute("href")).toBe(
      "/indique-ja",
    );
    await expect(
      header
        .getByRole("link", { name: /Agendar/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
  });
});

describe("mobile menu", () => {
  it("opens with the hamburger, closes when a link is chosen and navigates", async () => {
    const page = phoneTab();
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = page.locator("#mobile-menu");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole("button", { name: "Fechar menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    // Specialties, all specialties, the corpo clínico, exams, the referral programme, where and when (Endereço e horários),
    // and the exam results, which the tests' content gives.
    expect(await menu.getByRole("link").count()).toBe(13 + 1 + 1 + 10 + 1 + 1 + 1);
    expect(await menu.getByRole("link", { name: "Resultados de exames (abre em nova aba)" }).getAttribute("href")).toBe(
      "https://resultados.exemplo.com.br/laudos",
    );
    await menu.getByRole("link", { name: "Urologista", exact: true }).click();
    await page.waitForURL("**/urologista");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Abrir menu" }).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toMatch(/Urologista/);
  });

  it("toggles closed with the same button", async () => {
    const page = phoneTab();
    await open(page, "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("button", { name: "Fechar menu" }).click();
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
  });
});

describe("booking links on every page", () => {
  it("keeps the floating WhatsApp button fixed at the bottom-right, also after scrolling", async () => {
    const page = phoneTab();
    await open(page, "/exames-laboratoriais");
    const button = page.getByTestId("floating-whatsapp");
    const box = async () => (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    const before = await box();
    // Fixed with its band (floating-whatsapp.tsx, docs/decisions/053).
    expect(await button.evaluate((element) => getComputedStyle(element.closest("aside")!).position)).toBe("fixed");
    expect(viewport.width - (before.x + before.width)).toBeLessThanOrEqual(24);
    expect(viewport.height - (before.y + before.height)).toBeLessThanOrEqual(24);
    await page.mouse.wheel(0, 3000);
    await expect.poll(async () => (await box()).y).toBe(before.y);
  });

  it("leaves the footer's last lines readable at the bottom of the page, clear of the floating button", async () => {
    const page = phoneTab();
    await open(page, "/corpo-clinico");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const button = (await page.getByTestId("floating-whatsapp").boundingBox())!;
    const copyright = (await page.locator("footer").getByText("Todos os direitos reservados.").boundingBox())!;
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(button.y);
  });
});

describe("header buttons before the page's script runs", () => {
  it("open and close the mobile menu and the dropdowns with no JavaScript module loaded yet", async () => {
    const page = await contexts.phone.newPage();
    await openWithoutScripts(page, "/");
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Fechar menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("button", { name: "Fechar menu" }).click();
    expect(await menu.isVisible()).toBe(false);
    await page.close();

    const wide = await contexts.desktop.newPage();
    await openWithoutScripts(wide, "/");
    const specialties = wide.getByRole("button", { name: "Especialidades", exact: true });
    const exams = wide.getByRole("button", { name: "Exames", exact: true });
    await specialties.click();
    const panel = wide.locator(`[id="${await specialties.getAttribute("aria-controls")}"]`);
    expect(await panel.isVisible()).toBe(true);
    await exams.click();
    expect([await specialties.getAttribute("aria-expanded"), await exams.getAttribute("aria-expanded")]).toEqual([
      "false",
      "true",
    ]);
    expect(await panel.isVisible()).toBe(false);
    await wide.locator("h1").click();
    expect(await exams.getAttribute("aria-expanded")).toBe("false");
    await wide.close();
  });

  it("keep a menu opened before the page's script runs open through it, and close it with one click after", async () => {
    const page = await contexts.phone.newPage();
    const entry = await holdBack(page, "**/assets/entry.client-*.js");
    // The entry is a module script: held, the page never reaches DOMContentLoaded.
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    entry.release();
    await waitForInteractive(page);
    expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Fechar menu" }).click();
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Abrir menu" }).getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });
});
