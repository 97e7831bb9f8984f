/**
 * LGPD and accessibility, read from the prerendered HTML: the privacy policy and the
 * accessibility statement are pages of the registry, the sitemap and every footer, with headed
 * sections and anchors. Each fact the policy states is in tests/html/privacy-policy.test.ts.
 * Following their links and what the site does without a tag manager are in
 * tests/e2e/privacy-links-and-cookies.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentText } from "#app/site/document-facts.ts";
import { content as accessibility } from "#generated/pages/acessibilidade.ts";
import { content as privacy } from "#generated/pages/politica-de-privacidade.ts";
import { pageByPath } from "#app/site/registry.ts";
import { absoluteUrl } from "#app/lib/structured-data.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { ariaLabel, builtDocument, mainClientDir, squash, textOf } from "../built-site";

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
        expect(squash(textOf(document, `section#${section.id} > h2`))).toBe(documentText(section.heading));
    },
  );

  it("names the controller, recipients, rights and the encarregado", () => {
    const document = builtDocument("/politica-de-privacidade");
    const text = squash(textOf(document, "main"));
    expect(text).toContain("00.000.000/0001-00");
    for (const recipient of ["automação", "WhatsApp (Meta)", "hospedagem"]) expect(text).toContain(recipient);
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
