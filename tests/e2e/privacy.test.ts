/**
 * LGPD and accessibility: the privacy policy and the accessibility statement are pages of the
 * registry, the sitemap and every footer, with headed sections and anchors; the lead dialog
 * says who will contact the visitor and links the policy; the price guarantee links its conditions.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content as accessibility } from "../../app/content/pages/acessibilidade";
import { leadRetentionWording, content as privacy } from "../../app/content/pages/politica-de-privacidade";
import { pageByPath, pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { DEFAULT_LEAD_RETENTION_DAYS } from "../../app/lib/lead/retention";
import { absoluteUrl } from "../../app/lib/structured-data";
import { readPublicSettings } from "../../server/public-settings";
import { baseURL, desktop, open, phone, useBrowserContexts } from "./browser";

// `visitor` is used by one test only: a fresh device, whose cookies that test reads.
const contexts = useBrowserContexts({ phone, desktop, visitor: phone });
/** What the build under test recorded (build/public-settings.json), as the server takes it. */
const built = readPublicSettings(path.resolve(import.meta.dirname, "../../build"));
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const documentPages = [
  { path: "/politica-de-privacidade", content: privacy },
  { path: "/acessibilidade", content: accessibility },
];

describe("privacy policy and accessibility statement", () => {
  it.each(documentPages.map((page) => page.path))(
    "%s is in the registry, the sitemap and every footer",
    async (path) => {
      expect(pageByPath(path).label.length).toBeGreaterThan(3);
      const sitemap = await (await fetch(new URL("/sitemap.xml", baseURL()))).text();
      expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`);
      const page = await contexts.phone.newPage();
      for (const route of ["/", "/psiquiatra", "/nao-existe"]) {
        await page.goto(route, { waitUntil: "domcontentloaded" });
        expect(await page.locator(`footer a[href="${path}"]`).count(), `${route} footer`).toBe(1);
      }
      await page.close();
    },
  );

  it.each(documentPages)(
    "$path has its sections, each with a heading and an anchor the contents link to",
    async ({ path, content }) => {
      const page = await contexts.phone.newPage();
      await open(page, path);
      expect(squash(await page.locator("h1").textContent())).toBe(content.title);
      const toc = page.getByRole("navigation", { name: "Nesta página" });
      expect(await toc.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        content.sections.map((section) => `#${section.id}`),
      );
      for (const section of content.sections) {
        const heading = page.locator(`section#${section.id} > h2`);
        expect(squash(await heading.textContent())).toBe(section.heading);
      }
      const last = content.sections.at(-1)!;
      await toc.getByRole("link", { name: last.heading }).click();
      await page.waitForURL(`**${path}#${last.id}`);
      // A smooth scroll on a busy machine can take longer than the poll's default second.
      await expect
        .poll(() => page.locator(`#${last.id}`).evaluate((element) => element.getBoundingClientRect().top), {
          timeout: 10_000,
        })
        .toBeLessThan(400);
      await page.close();
    },
  );

  it("names the controller, recipients, retention, rights and the encarregado", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/politica-de-privacidade");
    const text = squash(await page.locator("main").textContent());
    expect(text).toContain("00.000.000/0001-00");
    for (const recipient of ["automação", "WhatsApp (Meta)", "hospedagem", "Google Tag Manager"])
      expect(text).toContain(recipient);
    // The build's LEAD_RETENTION_DAYS, which the server takes from the same build; made without
    // the setting, the build states the default. (consent.test.ts's build states 0.)
    expect(text).toContain(leadRetentionWording(built.LEAD_RETENTION_DAYS).term);
    expect(text).toContain(`por até ${DEFAULT_LEAD_RETENTION_DAYS} dias depois de entregues`);
    // The device keeps every lead from before it is sent until the clinic's server has it.
    const device = await page.locator("#prazos li", { hasText: /^\s*No seu aparelho:/ }).textContent();
    expect(squash(device)).toContain("guardado no navegador antes do envio");
    expect(squash(device)).toContain("apagado do aparelho assim que o servidor da clínica o recebe");
    expect(squash(device)).toContain(`depois de ${site.keptLeads.maxAgeDays} dias.`);
    expect(text).not.toContain("Se o envio falhar");
    expect(text).toContain("art. 18");
    expect(text).toContain("art. 33");
    expect(await page.locator('#encarregado a[href^="mailto:"]').count()).toBe(1);
    await page.close();
  });

  it("states the WCAG 2.2 AA target, how it is tested, known limits and how to report a barrier", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/acessibilidade");
    const text = squash(await page.locator("main").textContent());
    expect(text).toContain("WCAG) 2.2, nível AA");
    for (const id of ["como-testamos", "limites-conhecidos", "relatar-barreira"])
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    expect(await page.locator('#relatar-barreira a[href^="mailto:"]').count()).toBe(1);
    await page.close();
  });
});

describe("the policy's retention wording", () => {
  it("states days for a term, and deletion on request for 0 (the relay then keeps delivered leads)", () => {
    expect(leadRetentionWording(30).term).toContain("por até 30 dias depois de entregues");
    expect(leadRetentionWording(1).term).toContain("por até 1 dia depois");
    const keep = leadRetentionWording(0);
    expect(keep.term).toContain("até que você peça a eliminação");
    expect(keep.term + keep.security).not.toMatch(/\d|automaticamente|no prazo/);
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
    const html = await (await fetch(new URL("/", baseURL()))).text();
    expect(html).not.toContain("data-container-id");
    expect(html).not.toMatch(/googletagmanager|google-analytics/);
    await page.close();
  });
});

describe("lead dialog", () => {
  it("says, under the button, that sending means being contacted, and links the policy in a new tab; nothing to tick", async () => {
    const page = await contexts.desktop.newPage();
    await open(page, "/");
    await page.locator("header").getByRole("link", { name: "Agendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    const note = dialog.getByTestId("lead-privacy-note");
    expect(squash(await note.textContent())).toBe(
      "Ao enviar, você concorda em ser contatado pela clínica. Veja a Política de Privacidade (abre em nova aba).",
    );
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
