import Database from "better-sqlite3";
import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { site } from "#app/site/site.ts";
import { countries } from "#shared/lead/countries.ts";
import { KEPT_LEADS_KEY } from "#app/lib/lead/kept-leads.ts";
import { phoneDigits } from "#shared/lead/phone-mask.ts";
import { validLead } from "#server/testing/leads.ts";
import {
  axeViolations,
  baseURL,
  desktop,
  holdBack,
  open,
  phone,
  useBrowserContexts,
  useTestTabs,
  waitForInteractive,
} from "./browser";
import { useWhatsAppStub } from "./off-network-answers";

const contexts = useBrowserContexts({
  desktop,
  phone,
  noScript: { ...desktop, javaScriptEnabled: false },
});

/**
 * One tab per context for the tests that open their own page in it: each test loads its page anew
 * (a new document, its own dialog); the context's storage is shared by its tests, and a test that
 * leaves a kept lead behind clears it.
 */
const { tab, addInitScript, watchProblems: watchTestProblems } = useTestTabs(contexts, ["desktop", "phone"]);

const whatsappUrl = `https://wa.me/${site.contact.whatsappNumber}?text=${encodeURIComponent(site.contact.whatsappMessage)}`;

// The chat link is outside our network: answered without routing the contexts, whose tabs load
// page after page (a route turns a context's cache off).
useWhatsAppStub();

async function openDialog(page: Page, path = "/") {
  await open(page, path);
  await page.locator("header").getByRole("link", { name: "Agendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Agendamento" });
  await dialog.waitFor();
  return dialog;
}

/** The suite's valid lead, typed as a visitor would: the name, and the national digits of its +55 phone. */
const typedLead = validLead();

async function fillValidLead(page: Page) {
  await page.getByLabel("Nome completo").fill(typedLead.name);
  await page.getByLabel("Telefone", { exact: true }).pressSequentially(phoneDigits(typedLead.phone).slice(2));
}

/** Holds the lead request until the test lets it go, recording its body. */
function interceptLead(page: Page) {
  let release!: (action: (route: Route) => Promise<void>) => void;
  const decided = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  const bodies: unknown[] = [];
  const arrived = new Promise<void>((resolve) => {
    void page.route(`**${site.leadEndpoint}`, async (route) => {
      bodies.push(route.request().postDataJSON());
      resolve();
      await (
        await decided
      )(route);
    });
  });
  return { bodies, arrived, release };
}

/**
 * The page goes to the background and comes back (the chat's tab in front, then hers), as the
 * browser tells it: `visibilityState` and the `visibilitychange` events. Headless Chromium keeps
 * every tab "visible", so the page is told so here.
 */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    setVisibility("hidden");
    setVisibility("visible");
  });
}

describe("lead dialog", () => {
  it("opens from the header's book-now button with its title, subtitle, fields and submit button", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    await expect(dialog.getByRole("heading", { name: "Agendamento" }).isVisible()).resolves.toBe(true);
    expect(await dialog.textContent()).toContain("Insira seus dados para um atendimento mais otimizado");
    // The spec's subtitle, then the same in plain words, both read as the dialog's description.
    const plain = "Deixe seu nome e telefone: nossa equipe entra em contato para marcar o seu horário.";
    expect(await dialog.getByTestId("lead-dialog-plain").textContent()).toBe(plain);
    expect(await page.locator(`#${await dialog.getAttribute("aria-describedby")}`).textContent()).toBe(
      `Insira seus dados para um atendimento mais otimizado${plain}`,
    );
    await expect(dialog.getByLabel("Nome completo").isVisible()).resolves.toBe(true);
    expect(await dialog.getByLabel("Telefone", { exact: true }).getAttribute("placeholder")).toBe("(31) 99999-9999");
    expect(await dialog.getByTestId("country-picker").textContent()).toContain("+55");
    expect(await dialog.getByRole("button", { name: "Entrar em contato" }).isEnabled()).toBe(true);
    // The error banner text exists in the markup and is never shown.
    const banner = dialog.getByTestId("lead-error-banner");
    expect(await banner.textContent()).toBe(
      "Erro ao enviar formulário. Verifique os dados e sua conexão com a internet. Abra o console do navegador (F12) para mais detalhes.",
    );
    expect(await banner.isVisible()).toBe(false);
  });

  it("in a browser that runs no script at all, a trigger is a link that opens the chat in a new tab", async () => {
    const page = await contexts.noScript.newPage();
    await page.goto("/", { waitUntil: "load" });
    const chat = page.waitForEvent("popup");
    await page.locator("header").getByRole("link", { name: "Agendar" }).click();
    expect((await chat).url()).toBe(whatsappUrl);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await (await chat).close();
    await page.close();
  });

  it("before the page's entry arrives, a trigger opens the dialog (the inline script), and the entry takes it over open", async () => {
    const page = tab("desktop");
    const problems = watchTestProblems(page);
    const tabs: Page[] = [];
    const onTab = (opened: Page) => tabs.push(opened);
    contexts.desktop.on("page", onTab);
    // The page's script modules held back, as a slow network does: the page has its HTML and inline scripts.
    const scripts = await holdBack(page, "**/assets/*.js");
    await page.goto("/cardiologista", { waitUntil: "load" });
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    const trigger = page.locator("header").getByRole("link", { name: "Agendar" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    // Focus follows in the task after the dialog's first frame (docs/decisions/060).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("lead-name");
    // Tab stays inside, Escape closes and gives focus back to the trigger.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    // "Fechar" closes it too.
    await trigger.click();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Opened again, typed into, then the entry arrives: the dialog stays open with what was typed.
    await trigger.click();
    await dialog.getByLabel("Nome completo").fill("Beatriz Cedo");
    // The tap asked for the entry at once, without waiting for start-entry's turn.
    expect(scripts.requested.some((url) => /\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
    scripts.release();
    await waitForInteractive(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.leadDialog)).toBe("live");
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Nome completo").inputValue()).toBe("Beatriz Cedo");
    // Taken over: the page behind is inert now, and the form becomes live (its phone mask works).
    await expect
      .poll(() => page.evaluate(() => document.querySelector("main")!.closest("[inert]") !== null))
      .toBe(true);
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31988887777");
    await expect.poll(() => dialog.getByLabel("Telefone", { exact: true }).inputValue()).toBe("(31) 98888-7777");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(tabs).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    contexts.desktop.off("page", onTab);
  });

  it("leaves a modified click alone: Ctrl+click does what the browser does (a new tab), not the dialog", async () => {
    const page = tab("desktop");
    await open(page, "/");
    // After the page's own listeners (on the document), note whether they took the click over,
    // then keep the test on this page.
    await page.evaluate(() =>
      window.addEventListener("click", (event) => {
        (window as unknown as { takenOver: boolean }).takenOver = event.defaultPrevented;
        event.preventDefault();
      }),
    );
    const agendar = page.locator("header").getByRole("link", { name: "Agendar" });
    await agendar.click({ modifiers: ["Control"] });
    expect(await page.evaluate(() => (window as unknown as { takenOver?: boolean }).takenOver)).toBe(false);
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog", { name: "Agendamento" }).isVisible()).toBe(false);
    // A plain click is taken over: it opens the dialog.
    await agendar.click();
    expect(await page.evaluate(() => (window as unknown as { takenOver?: boolean }).takenOver)).toBe(true);
    await page.getByRole("dialog", { name: "Agendamento" }).waitFor();
  });

  it("fits a 320 px screen: the phone's example and its hint whole, 'Entrar em contato' on one line", async () => {
    // The phone's tab narrowed, the page loaded at that width: a phone as the phone context makes
    // one (touch, its pixel ratio), 320 px wide; a context of its own cost a renderer and a cold cache.
    const page = tab("phone");
    await page.setViewportSize({ width: 320, height: 640 });
    onTestFinished(() => page.setViewportSize(phone.viewport));
    const dialog = await openDialog(page, "/cardiologista");
    const fits = await dialog.evaluate((panel) => {
      const phoneField = panel.querySelector<HTMLInputElement>("#lead-phone")!;
      const style = getComputedStyle(phoneField);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = phoneField.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const submit = panel.querySelector<HTMLElement>('[data-testid="lead-submit"]')!;
      const label = document.createRange();
      label.selectNodeContents(submit);
      const hint = panel.querySelector<HTMLElement>("#lead-phone-hint")!;
      const within = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth;
      };
      return {
        panelWithinTheScreen: within(panel) && panel.scrollWidth <= panel.clientWidth,
        placeholderWhole: context.measureText(phoneField.placeholder).width <= room,
        submitLines: new Set(Array.from(label.getClientRects(), (rect) => Math.round(rect.top))).size,
        submitWithin: within(submit) && submit.scrollWidth <= submit.clientWidth,
        hintWhole: within(hint) && hint.scrollWidth <= hint.clientWidth,
      };
    });
    expect(fits).toEqual({
      panelWithinTheScreen: true,
      placeholderWhole: true,
      submitLines: 1,
      submitWithin: true,
      hintWhole: true,
    });
    expect(await dialog.getByTestId("lead-phone-hint").textContent()).toBe("Com DDD: (31) 98765-4321");
  });

  it("validates on submit, re-validates on change, and ties each message to its field", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    const name = dialog.getByLabel("Nome completo");
    const phoneField = dialog.getByLabel("Telefone", { exact: true });
    await expect.poll(() => dialog.locator("#lead-name-error").textContent()).toBe("Nome é obrigatório.");
    expect(await dialog.locator("#lead-phone-error").textContent()).toBe("Telefone é obrigatório.");
    expect(await name.getAttribute("aria-describedby")).toBe("lead-name-error");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await phoneField.getAttribute("aria-describedby")).toBe("lead-phone-hint lead-phone-error");

    await name.pressSequentially("J");
    await expect
      .poll(() => dialog.locator("#lead-name-error").textContent())
      .toBe("Nome deve ter pelo menos 2 caracteres.");
    await name.pressSequentially("o4");
    await expect
      .poll(() => dialog.locator("#lead-name-error").textContent())
      .toBe("Nome deve conter apenas letras e espaços.");
    await name.fill("João Ávila");
    await expect.poll(() => dialog.locator("#lead-name-error").count()).toBe(0);
    await name.fill("a".repeat(51));
    await expect
      .poll(() => dialog.locator("#lead-name-error").textContent())
      .toBe("Nome deve ter no máximo 50 caracteres.");

    await phoneField.pressSequentially("3199");
    await expect
      .poll(() => dialog.locator("#lead-phone-error").textContent())
      .toBe("Telefone deve ter pelo menos 8 dígitos.");
    expect(await phoneField.inputValue()).toBe("(31) 99");
    await phoneField.pressSequentially("9998888");
    expect(await phoneField.inputValue()).toBe("(31) 99999-8888");
    await expect.poll(() => dialog.locator("#lead-phone-error").count()).toBe(0);
    expect(await dialog.getByTestId("lead-error-banner").isVisible()).toBe(false);
  });

  it("wants a Brazilian number the clinic can call: the DDD, a number that exists, digits only", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    const phoneField = dialog.getByLabel("Telefone", { exact: true });
    const hint = dialog.getByTestId("lead-phone-hint");
    const phoneError = () => dialog.locator("#lead-phone-error").textContent();
    // The format stays in sight under the field, and a screen reader reads it with the field.
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toBe("Com DDD: (31) 98765-4321");
    expect(await phoneField.getAttribute("aria-describedby")).toBe("lead-phone-hint");

    await dialog.getByLabel("Nome completo").fill(typedLead.name);
    await phoneField.pressSequentially("999998888");
    await expect.poll(() => phoneField.inputValue()).toBe("(99) 9998-888");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await expect.poll(phoneError).toBe("Inclua o DDD: (31) 98765-4321");
    expect(await phoneField.getAttribute("aria-describedby")).toBe("lead-phone-hint lead-phone-error");
    expect(await phoneField.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.isVisible()).toBe(true);

    await phoneField.fill("20987654321");
    await expect.poll(phoneError).toBe("Confira o número: com DDD, (31) 98765-4321 ou (31) 3333-4444");
    await phoneField.fill("31333300001");
    await expect.poll(phoneError).toBe("Confira o número: com DDD, (31) 98765-4321 ou (31) 3333-4444");

    // A letter is dropped by the mask, and said, not lost in silence.
    await phoneField.fill("3198765432");
    await expect.poll(phoneError).toBe("Confira o número: com DDD, (31) 98765-4321 ou (31) 3333-4444");
    await phoneField.pressSequentially("a");
    await expect.poll(phoneError).toBe("Use só números");
    expect(await phoneField.inputValue()).toBe("(31) 9876-5432");
    await phoneField.pressSequentially("1");
    await expect.poll(() => phoneField.inputValue()).toBe("(31) 98765-4321");
    await expect.poll(() => dialog.locator("#lead-phone-error").count()).toBe(0);

    // Letters only, before any submit: the message comes at once, not "Telefone é obrigatório.".
    await phoneField.fill("");
    await phoneField.pressSequentially("x");
    await expect.poll(phoneError).toBe("Use só números");
    expect(await phoneField.inputValue()).toBe("");
  });

  it("masks the phone while typing: BR landline and mobile, digits only", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    const phoneField = dialog.getByLabel("Telefone", { exact: true });
    await phoneField.pressSequentially("31a3333-0000x");
    // Typed before the form's code has arrived (it comes on the click's intent), the digits are
    // masked once it has: on a busy machine that can be after the last key (docs/decisions/042).
    await expect.poll(() => phoneField.inputValue()).toBe("(31) 3333-0000");
    await phoneField.pressSequentially("1");
    expect(await phoneField.inputValue()).toBe("(31) 33330-0001");
  });

  it("picks a country from the list of 10: opens and closes on click, closes on choice, keyboard works", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    const picker = dialog.getByTestId("country-picker");
    await picker.click();
    const list = page.getByRole("listbox", { name: "Código do país" });
    await list.waitFor();
    const options = await list.getByRole("option").allTextContents();
    expect(options.map((text) => text.replace(/\s+/g, " ").trim())).toEqual(
      countries.map((country) => `${country.code}${country.name}${country.dialCode}`),
    );
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe("auto");
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("240px");
    await picker.click();
    await expect.poll(() => list.count()).toBe(0);

    await picker.click();
    await list.getByRole("option", { name: /Estados Unidos/ }).click();
    await expect.poll(() => list.count()).toBe(0);
    expect(await picker.textContent()).toContain("+1");
    const phoneField = dialog.getByLabel("Telefone", { exact: true });
    await phoneField.pressSequentially("2125551234");
    expect(await phoneField.inputValue()).toBe("(212) 555-1234");
    // The hint under the field follows the country: its example number.
    expect(await dialog.getByTestId("lead-phone-hint").textContent()).toBe("Exemplo: (555) 123-4567");

    // Keyboard: the picker opens on Enter with focus on the chosen country; arrows move; Enter picks.
    await picker.focus();
    await page.keyboard.press("Enter");
    await list.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Estados Unidos");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => picker.textContent()).toContain("+351");
  });

  it("closes the country list on Escape (the dialog stays), on Tab and on a click outside, focus back on the picker", async () => {
    const page = tab("phone");
    const dialog = await openDialog(page);
    const picker = dialog.getByTestId("country-picker");
    const list = page.getByRole("listbox", { name: "Código do país" });
    const focusedId = () => page.evaluate(() => document.activeElement?.id);
    const pickerFocused = () => picker.evaluate((element) => element === document.activeElement);

    await picker.click();
    await list.waitFor();
    expect(await picker.getAttribute("aria-expanded")).toBe("true");
    expect(await picker.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    // Inside the dialog's focus trap, every option a 44 px target, the list inside the window.
    expect(await list.evaluate((element) => element.closest('[role="dialog"]') !== null)).toBe(true);
    const heights = await list
      .getByRole("option")
      .evaluateAll((options) => options.map((option) => option.clientHeight));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const box = (await list.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

    await page.keyboard.press("Escape");
    await expect.poll(() => list.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await pickerFocused()).toBe(true);
    expect(await picker.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Enter");
    await list.waitFor();
    await page.keyboard.press("Tab");
    await expect.poll(() => list.count()).toBe(0);
    expect(await focusedId()).toBe("lead-phone");

    await picker.click();
    await list.waitFor();
    await dialog.getByRole("heading", { name: "Agendamento" }).click();
    await expect.poll(() => list.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await picker.textContent()).toContain("+55");
  });

  it("traps focus inside the dialog and closes on Escape", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    // Focus starts on the first field, in the task after the dialog's first frame (docs/decisions/060).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("lead-name");
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog()).toBe(true);
    }
    // Backwards from the first field wraps to the last control, the close button.
    await page.locator("#lead-name").focus();
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Fechar");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("makes the page behind inert and still while open, and closes on the overlay and on Fechar, focus back on the trigger", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page);
    const pageBehind = () =>
      page.evaluate(() => ({
        headerInert: document.querySelector("header")!.closest<HTMLElement>("[inert]") !== null,
        mainInert: document.querySelector("main")!.closest<HTMLElement>("[inert]") !== null,
        rootOverflow: document.documentElement.style.overflow,
      }));
    await expect.poll(pageBehind).toEqual({ headerInert: true, mainInert: true, rootOverflow: "hidden" });
    expect(await dialog.evaluate((element) => element.closest("[inert]"))).toBeNull();
    const container = page.locator("#lead-dialog");
    // Whether it can be reached, and whether any of its box is on the screen.
    const reach = () =>
      container.evaluate((element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        return {
          inert: element.inert,
          ariaHidden: element.getAttribute("aria-hidden"),
          onScreen: box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight,
        };
      });
    expect(await reach()).toEqual({ inert: false, ariaHidden: null, onScreen: true });

    // A click on the overlay, outside the panel.
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await pageBehind()).toEqual({ headerInert: false, mainInert: false, rootOverflow: "" });
    // Closed again, out of reach again: Tab, a tap where it was, a screen reader never meet it (decision 066).
    expect(await reach()).toEqual({ inert: true, ariaHidden: "true", onScreen: false });
    const trigger = page.locator("header").getByRole("link", { name: "Agendar" });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    await trigger.click();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    // Tab from the last link or button before it in the page goes past the closed dialog, never into it.
    const before = await page.evaluate(() => {
      const closed = document.getElementById("lead-dialog")!;
      const preceding = Array.from(document.querySelectorAll<HTMLElement>("a[href], button")).filter(
        (element) =>
          element.compareDocumentPosition(closed) & Node.DOCUMENT_POSITION_FOLLOWING &&
          element.getClientRects().length > 0,
      );
      preceding.at(-1)!.focus();
      return preceding.length;
    });
    expect(before).toBeGreaterThan(0);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#lead-dialog") ?? null)).toBeNull();
  });

  for (const outcome of ["200", "500", "network error"] as const) {
    it(`sends the exact payload, shows 'Redirecionando...' while pending, then confirms (or closes) and opens the chat in a new tab (${outcome})`, async () => {
      const page = tab("desktop");
      const problems = watchTestProblems(page);
      const dialog = await openDialog(
        page,
        "/?utm_source=google&utm_campaign=verao&gclid=abc123&utm_source=repetido&vazio=",
      );
      const lead = interceptLead(page);
      await fillValidLead(page);
      const popupPromise = page.waitForEvent("popup");
      await dialog.getByRole("button", { name: "Entrar em contato" }).click();
      await lead.arrived;

      const submit = dialog.getByTestId("lead-submit");
      expect(await submit.textContent()).toBe("Redirecionando...");
      expect(await submit.isDisabled()).toBe(true);
      expect(await submit.locator("svg.animate-spin").count()).toBe(1);
      expect(await dialog.isVisible()).toBe(true);

      expect(lead.bodies).toEqual([
        {
          name: typedLead.name,
          phone: typedLead.phone,
          messageToSend: "",
          tags: [
            { name: "form", value: site.name },
            { name: "originUrl", value: `${baseURL()}/` },
            { name: "utm_source", value: "google" },
            { name: "utm_campaign", value: "verao" },
            { name: "gclid", value: "abc123" },
          ],
        },
      ]);

      lead.release((route) =>
        outcome === "200"
          ? route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' })
          : outcome === "500"
            ? route.fulfill({ status: 500, contentType: "application/json", body: '{"ok":false,"error":"falhou"}' })
            : route.abort("connectionrefused"),
      );

      const popup = await popupPromise;
      await expect.poll(() => popup.url(), { timeout: 10_000 }).toBe(whatsappUrl);
      // Once the relay holds the lead, and only then, the dialog becomes the confirmation; a lead
      // kept for a resend is not yet received, and the dialog closes as the spec says.
      const received = dialog.getByTestId("lead-confirmation");
      if (outcome === "200") await expect.poll(() => received.isVisible()).toBe(true);
      else await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      expect(
        await page.evaluate(() =>
          (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "generate_lead"),
        ),
      ).toEqual([{ event: "generate_lead", form_name: site.name }]);
      if (outcome === "200") {
        expect(problems.consoleErrors).toEqual([]);
      } else {
        expect(problems.consoleErrors.some((message) => message.includes("Erro ao enviar formulário"))).toBe(true);
      }
      expect(await page.getByText("Recebemos seu pedido").count()).toBe(outcome === "200" ? 1 : 0);
      // docs/product.md#the-lead-dialog: the banner exists in the markup but is never shown.
      expect(await page.getByTestId("lead-error-banner").isVisible()).toBe(false);
      // A lead the relay did not acknowledge stays on the device to be re-sent (decision 017);
      // cleared here so it is not re-sent into the next test's intercepted requests.
      const kept = await page.evaluate(
        (key) => JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown[],
        KEPT_LEADS_KEY,
      );
      expect(kept).toHaveLength(outcome === "200" ? 0 : 1);
      await page.evaluate(() => window.localStorage.clear());
      await popup.close();
    });
  }

  it("on a specialty's page says what the booking is for, sends it as the assunto tag, and the dialog becomes a confirmation that stays until closed", async () => {
    const page = tab("phone");
    // The page's clock, to move it past the old toast's 10 s without waiting for them.
    await page.clock.install();
    const dialog = await openDialog(page, "/cardiologista");
    expect(await dialog.getByTestId("lead-dialog-subject").textContent()).toBe("Especialidade: Cardiologia");
    const lead = interceptLead(page);
    await fillValidLead(page);
    const popupPromise = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await lead.arrived;
    expect((lead.bodies[0] as { tags: unknown[] }).tags).toEqual([
      { name: "form", value: site.name },
      { name: "originUrl", value: `${baseURL()}/cardiologista` },
      { name: "assunto", value: "Especialidade: Cardiologia" },
    ]);
    lead.release((route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }));
    // The chat opens in a new tab, in front, as the spec says; the page behind is left as it is.
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe(whatsappUrl);
    await popup.bringToFront();
    await leaveAndComeBack(page);
    await page.bringToFront();
    await popup.close();

    // She comes back: the dialog is the confirmation, and stays there however long she takes.
    const confirmation = dialog.getByTestId("lead-confirmation");
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    await page.clock.fastForward(60_000);
    expect(await confirmation.isVisible()).toBe(true);
    expect(await dialog.getByRole("heading", { name: "Recebemos seu pedido" }).isVisible()).toBe(true);
    expect(await dialog.getByTestId("lead-confirmation-phone").textContent()).toBe(typedLead.phone);
    expect(await dialog.getByTestId("lead-confirmation-when").textContent()).toContain(
      "no horário de atendimento, assim que possível",
    );
    for (const hours of site.hours)
      expect(await dialog.getByTestId("lead-confirmation-when").textContent()).toContain(hours.label);
    expect(await dialog.getByRole("link", { name: "Abrir o WhatsApp" }).getAttribute("href")).toBe(whatsappUrl);
    // Nothing in it is cut at a phone's width.
    expect(await confirmation.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // "Corrigir telefone": the form again, with what she typed, her phone focused.
    await dialog.getByRole("button", { name: "Corrigir telefone" }).click();
    expect(await confirmation.count()).toBe(0);
    expect(await dialog.getByLabel("Nome completo").inputValue()).toBe(typedLead.name);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("lead-phone");
    expect(await dialog.textContent()).toContain("Insira seus dados para um atendimento mais otimizado");
    expect(lead.bodies).toHaveLength(1);
  });

  it("keeps the confirmation until she closes it; the next opening shows an empty form", async () => {
    const page = tab("desktop");
    const dialog = await openDialog(page, "/");
    // After the page has loaded: a route turns the tab's cache off while it is on.
    await page.route(`**${site.leadEndpoint}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
    );
    await fillValidLead(page);
    const popupPromise = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await (await popupPromise).close();
    await leaveAndComeBack(page);
    const confirmation = dialog.getByTestId("lead-confirmation");
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    // Focus on its heading, so that a screen reader says it first; nothing axe finds wrong in it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Recebemos seu pedido");
    expect(await axeViolations(page)).toEqual([]);
    // Escape, like the close buttons, ends it; focus goes back to the trigger.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    const trigger = page.locator("header").getByRole("link", { name: "Agendar" });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await trigger.click();
    await dialog.waitFor();
    expect(await confirmation.count()).toBe(0);
    expect(await dialog.getByLabel("Nome completo").inputValue()).toBe("");
    expect(await dialog.getByLabel("Telefone", { exact: true }).inputValue()).toBe("");
    // Sent again, confirmed again; its own "Fechar" ends it.
    await fillValidLead(page);
    const again = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await (await again).close();
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    await confirmation.getByRole("button", { name: "Fechar" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("delivers the lead to our relay, which stores it", async () => {
    const page = tab("phone");
    const dialog = await openDialog(page, "/psiquiatra?utm_medium=cpc");
    await dialog.getByLabel("Nome completo").fill("Carlos Teste Relay");
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("3133334444");
    const popupPromise = page.waitForEvent("popup");
    const response = page.waitForResponse((candidate) => candidate.url().endsWith(site.leadEndpoint));
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    expect((await response).status()).toBe(201);
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe(whatsappUrl);
    const db = new Database(inject("databasePath"), { readonly: true });
    const rows = db.prepare("SELECT payload FROM leads").all() as { payload: string }[];
    db.close();
    const stored = rows.map(
      (row) => JSON.parse(row.payload) as { name: string; phone: string; tags: { name: string; value: string }[] },
    );
    const mine = stored.find((lead) => lead.name === "Carlos Teste Relay");
    expect(mine).toMatchObject({
      phone: "+55 (31) 3333-4444",
      tags: expect.arrayContaining([
        { name: "originUrl", value: `${baseURL()}/psiquiatra` },
        { name: "utm_medium", value: "cpc" },
      ]),
    });
    await popup.close();
  });

  it("keeps to the page's CSP: neither the prefetched dialog nor its validation evaluates strings as code", async () => {
    const page = tab("desktop");
    await addInitScript(page, () => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    await open(page, "/cardiologista");
    // The idle prefetch mounts the dialog, closed; then a submit runs the form's schema.
    await page.waitForSelector('[role="dialog"]', { state: "attached" });
    await page.locator("header").getByRole("link", { name: "Agendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await dialog.getByText("Nome é obrigatório.").waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  it("names the lead with a UUID on a page served over plain HTTP, where crypto.randomUUID does not exist", async () => {
    const page = tab("desktop");
    await addInitScript(page, () => Reflect.deleteProperty(Crypto.prototype, "randomUUID"));
    const dialog = await openDialog(page, "/urologista");
    await dialog.getByLabel("Nome completo").fill("Helena Sem Https");
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31977776666");
    const popupPromise = page.waitForEvent("popup");
    const response = page.waitForResponse((candidate) => candidate.url().endsWith(site.leadEndpoint));
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    expect((await response).status()).toBe(201);
    expect(await (await response).request().headerValue("idempotency-key")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe(whatsappUrl);
    await popup.close();
  });

  it("still closes the dialog and opens the chat when the lead cannot even be prepared", async () => {
    const page = tab("desktop");
    const problems = watchTestProblems(page);
    await addInitScript(page, () => {
      Reflect.deleteProperty(Crypto.prototype, "randomUUID");
      Crypto.prototype.getRandomValues = () => {
        throw new Error("sem aleatoriedade");
      };
    });
    const dialog = await openDialog(page, "/urologista");
    await fillValidLead(page);
    const popupPromise = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url(), { timeout: 10_000 }).toBe(whatsappUrl);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(problems.consoleErrors.some((message) => message.includes("Erro ao enviar formulário"))).toBe(true);
    await popup.close();
  });

  it("falls back to the same tab when the browser blocks new tabs", async () => {
    const page = tab("desktop");
    await addInitScript(page, () => {
      window.open = () => null;
    });
    const dialog = await openDialog(page);
    await page.route(`**${site.leadEndpoint}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
    );
    await fillValidLead(page);
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await page.waitForURL(whatsappUrl);
  });
});
