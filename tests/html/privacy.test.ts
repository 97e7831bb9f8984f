/**
 * LGPD and accessibility, read from the prerendered HTML: the privacy policy and the
 * accessibility statement are pages of the registry, the sitemap and every footer, with headed
 * sections and anchors; the policy states the retention its build recorded. Following their links
 * and what the site does without a tag manager are in tests/e2e/privacy.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content as accessibility } from "#app/content/pages/acessibilidade.ts";
import { leadRetentionWording, content as privacy } from "#app/content/pages/politica-de-privacidade.ts";
import { pageByPath } from "#app/content/pages.ts";
import { site } from "#app/content/site.ts";
import { DEFAULT_LEAD_RETENTION_DAYS } from "#shared/lead/retention.ts";
import { absoluteUrl } from "#app/lib/structured-data.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { ariaLabel, builtDocument, mainClientDir, squash, tagManagerVariant, textOf } from "../built-site";

/** What the build under test recorded (build/public-settings.json), as the server takes it. */
const built = readPublicSettings(path.dirname(mainClientDir));
const documentPages = [
  { path: "/politica-de-privacidade", content: privacy },
  { path: "/acessibilidade", content: accessibility },
];

describe("privacy policy and accessibility statement", () => {
  it.each(documentPages.map((page) => page.path))("%s is in the registry, the sitemap and every footer", (path) => {
    expect(pageByPath(path).label.length).toBeGreaterThan(3);
    const sitemap = fs.readFileSync(`${mainClientDir}/sitemap.xml`, "utf8");
    expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`);
    for (const route of ["/", "/psiquiatra", "/nao-existe"])
      expect(builtDocument(route).querySelectorAll(`footer a[href="${path}"]`), `${route} footer`).toHaveLength(1);
  });

  it.each(documentPages)(
    "$path has its sections, each with a heading and an anchor the contents link to",
    ({ path, content }) => {
      const document = builtDocument(path);
      expect(squash(textOf(document, "h1"))).toBe(content.title);
      const toc = [...document.querySelectorAll("nav")].filter((nav) => ariaLabel(nav) === "Nesta página");
      expect(toc).toHaveLength(1);
      expect([...toc[0]!.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
        content.sections.map((section) => `#${section.id}`),
      );
      for (const section of content.sections)
        expect(squash(textOf(document, `section#${section.id} > h2`))).toBe(section.heading);
    },
  );

  it("names the controller, recipients, retention, rights and the encarregado", () => {
    const document = builtDocument("/politica-de-privacidade");
    const text = squash(textOf(document, "main"));
    expect(text).toContain("00.000.000/0001-00");
    for (const recipient of ["automação", "WhatsApp (Meta)", "hospedagem", "Google Tag Manager"])
      expect(text).toContain(recipient);
    // The build's LEAD_RETENTION_DAYS, which the server takes from the same build; made without
    // the setting, the build states the default. (The tag-manager build states 0, below.)
    expect(text).toContain(leadRetentionWording(built.LEAD_RETENTION_DAYS).term);
    expect(text).toContain(`por até ${DEFAULT_LEAD_RETENTION_DAYS} dias depois de entregues`);
    // The device keeps every lead from before it is sent until the clinic's server has it.
    const device = [...document.querySelectorAll("#prazos li")].filter((item) =>
      /^\s*No seu aparelho:/.test(item.textContent ?? ""),
    );
    expect(device).toHaveLength(1);
    const deviceText = squash(device[0]!.textContent);
    expect(deviceText).toContain("guardado no navegador antes do envio");
    expect(deviceText).toContain("apagado do aparelho assim que o servidor da clínica o recebe");
    expect(deviceText).toContain(`depois de ${site.keptLeads.maxAgeDays} dias.`);
    expect(text).not.toContain("Se o envio falhar");
    expect(text).toContain("art. 18");
    expect(text).toContain("art. 33");
    expect(document.querySelectorAll('#encarregado a[href^="mailto:"]')).toHaveLength(1);
  });

  it("states the WCAG 2.2 AA target, how it is tested, known limits and how to report a barrier", () => {
    const document = builtDocument("/acessibilidade");
    expect(squash(textOf(document, "main"))).toContain("WCAG) 2.2, nível AA");
    for (const id of ["como-testamos", "limites-conhecidos", "relatar-barreira"])
      expect(document.querySelectorAll(`section#${id}`)).toHaveLength(1);
    expect(document.querySelectorAll('#relatar-barreira a[href^="mailto:"]')).toHaveLength(1);
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

  it("is recorded with the tag-manager build (0 days) and stated by its privacy policy", () => {
    const days = Number(tagManagerVariant.settings.LEAD_RETENTION_DAYS);
    expect(readPublicSettings(tagManagerVariant.buildDir).LEAD_RETENTION_DAYS).toBe(days);
    const document = builtDocument("/politica-de-privacidade", tagManagerVariant.clientDir);
    const text = squash(textOf(document, "#prazos"));
    expect(text).toContain(leadRetentionWording(days).term);
    expect(text).not.toMatch(/Contatos enviados pelo formulário: ficam no nosso servidor por até/);
    expect(textOf(document, "#seguranca")).toContain(leadRetentionWording(days).security);
  });
});

describe("without a tag manager (the build's default)", () => {
  it("writes no container and no consent banner into any page", () => {
    expect(built.VITE_GTM_ID).toBeNull();
    for (const route of ["/", "/politica-de-privacidade", "/psiquiatra"]) {
      const document = builtDocument(route);
      expect(document.querySelectorAll("[data-consent-banner], [data-consent-host], [data-container-id]")).toHaveLength(
        0,
      );
      expect(squash(textOf(document, "footer"))).not.toContain("Preferências de cookies");
      expect(document.documentElement.outerHTML).not.toMatch(/googletagmanager|google-analytics/);
    }
  });
});
