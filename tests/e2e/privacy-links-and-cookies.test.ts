/**
 * LGPD and accessibility as a visitor meets them: the contents of the policy and the statement
 * lead to their sections, a site without a tag manager sets no cookie and asks nothing of Google,
 * the lead dialog says who will contact the visitor and links the policy, and the price guarantee
 * links its conditions. What the pages say is read from the prerendered HTML in
 * tests/html/privacy.test.ts.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content as accessibility } from "#generated/pages/acessibilidade.ts";
import { content as privacy } from "#generated/pages/politica-de-privacidade.ts";
import { documentText } from "#app/site/document-facts.ts";
import { pages } from "#app/site/registry.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { mainClientDir } from "../built-site";
import { baseURL, desktop, open, phone, useBrowserContexts } from "./browser";

// `visitor` is used by one test only: a fresh device, whose cookies that test reads.
const contexts = useBrowserContexts({ phone, desktop, visitor: phone });
/** What the build under test recorded (build/public-settings.json), as the server takes it. */
const built = readPublicSettings(path.dirname(mainClientDir));
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const documentPages = [
  { path: "/politica-de-privacidade", content: privacy },
  { path: "/acessibilidade", content: accessibility },
];

describe("privacy policy and accessibility statement", () => {
  it.each(documentPages)("$path: the contents take the reader to the last section", async ({ path, content }) => {
    const page = await contexts.phone.newPage();
    await open(page, path);
    const toc = page.getByRole("navigation", { name: "Nesta página" });
    const last = content.sections.at(-1)!;
    await toc.getByRole("link", { name: documentText(last.heading) }).click();
    await page.waitForURL(`**${path}#${last.id}`);
    // A smooth scroll on a busy machine can take longer than the poll's default second.
    await expect
      .poll(() => page.locator(`#${last.id}`).evaluate((element) => element.getBoundingClientRect().top), {
        timeout: 10_000,
      })
      .toBeLessThan(400);
    await page.close();
  });
});

describe("without a tag manager (the build's default)", () => {
  const googleHost = /(^|\.)(google|googletagmanager|google-analytics|doubleclick)\.[a-z.]+$/;

  it("shows no banner and no cookie preferences, sets no cookie and asks nothing of Google", async () => {
    expect(built.VITE_GTM_ID).toBeNull();
    const context = contexts.visitor;
    const elsewhere: string[] = [];
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL()).origin) elsewhere.push(url.href);
    });
    const page = await context.newPage();
    const expectNoConsentUi = async (route: string) => {
      expect(await page.locator("[data-consent-banner], [data-consent-host]").count(), route).toBe(0);
      expect(await page.getByRole("region", { name: "Sua privacidade" }).count(), route).toBe(0);
      expect(await page.locator("footer").getByText("Preferências de cookies").count(), route).toBe(0);
    };
    await open(page, "/");
    await expectNoConsentUi("/");
    // A navigation in the app, then a new page load.
    await page.locator("footer").getByRole("link", { name: "Política de Privacidade" }).click();
    await page.waitForURL("**/politica-de-privacidade");
    await expectNoConsentUi("/politica-de-privacidade");
    await open(page, "/psiquiatra");
    await expectNoConsentUi("/psiquiatra");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await context.cookies()).toEqual([]);
    expect(elsewhere.filter((href) => googleHost.test(new URL(href).hostname))).toEqual([]);
    // As the policy of this build says: no measurement tool of Google's or anyone else's.
    expect(elsewhere).toEqual([]);
    const html = await (await fetch(new URL("/", baseURL()))).text();
    expect(html).not.toContain("data-container-id");
    expect(html).not.toMatch(/googletagmanager|google-analytics/);
    await page.close();
  });
});

describe("lead dialog", () => {
  it("says, under the button, what goes to the clinic and why (informing, not asking consent), and links the policy in a new tab; nothing to tick", async () => {
    const page = await contexts.desktop.newPage();
    await open(page, "/");
    await page.locator("header").getByRole("link", { name: "Agendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    const note = dialog.getByTestId("lead-privacy-note");
    expect(squash(await note.textContent())).toBe(
      "A equipe da clínica recebe seu nome, seu telefone, o endereço desta página com a especialidade ou o exame dela e, se houver, o anúncio que trouxe você. Só para retornar o contato e marcar o atendimento. Saiba mais na Política de Privacidade (abre em nova aba).",
    );
    // The policy's basis for name and phone is the visitor's own request (LGPD art. 7º, V), not consent.
    expect(squash(await note.textContent())).not.toMatch(/concord|consent|autoriz/i);
    const link = note.getByRole("link", { name: /Política de Privacidade/ });
    expect(await link.getAttribute("href")).toBe("/politica-de-privacidade");
    expect(await link.getAttribute("target")).toBe("_blank");
    // The note sits under the submit button.
    const [buttonBox, noteBox] = await Promise.all([
      dialog.getByRole("button", { name: "Entrar em contato" }).boundingBox(),
      note.boundingBox(),
    ]);
    expect(noteBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);
    expect(await dialog.locator('input[type="checkbox"]').count()).toBe(0);
    await page.close();
  });
});

describe("price guarantee", () => {
  it("links its written conditions from the home page's box", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/");
    const link = page.locator('[data-placement="preco-baixo-garantido"]').getByRole("link", { name: /Condições/ });
    expect(await link.getAttribute("href")).toBe("/condicoes-preco-baixo-garantido");
    await link.click();
    await page.waitForURL("**/condicoes-preco-baixo-garantido");
    await expect
      .poll(async () => squash(await page.locator("h1").textContent()))
      .toBe("Condições do Preço Baixo Garantido");
    expect(pages.some((entry) => entry.path === "/condicoes-preco-baixo-garantido")).toBe(true);
    await page.close();
  });
});
