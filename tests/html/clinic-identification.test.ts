/**
 * What the medical council's advertising rules (CFM Resolution 2.336/2023) and patient safety ask
 * of every page, read from the prerendered HTML: the clinic's identification in the footer, the
 * corpo clínico with registrations, each specialty page linked to its doctors, a review stamp and
 * the emergency notice on every specialty and exam page, and the CVV line on the mental-health
 * pages. Following a link and what a call counts as are in tests/e2e/clinic-identification.test.ts.
 */
import { describe, expect, it } from "vitest";
import { clinicalStaffList } from "#app/content/clinical-staff.ts";
import { pages, specialtyPages } from "#app/content/pages.ts";
import { site } from "#app/content/site.ts";
import type { ArticlePageContent } from "#app/content/types.ts";
import { councilRegistration, professionalName, professionalsFor, specialtyLines } from "#app/lib/professionals.ts";
import { builtDocument, hrefsOf, squash, textOf } from "../built-site";

const articlePaths = pages.filter((page) => page.view === "article").map((page) => page.path);
const contentModules = import.meta.glob<{ content: ArticlePageContent }>("../../app/content/pages/*.ts", {
  eager: true,
});
const articleContent = (path: string) =>
  contentModules[`../../app/content/pages/${pages.find((page) => page.path === path)!.content}.ts`]!.content;

describe("identification in the footer", () => {
  const { legal } = site;
  const director = legal.technicalDirector;
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    "%s names the clinic, its CNPJ and CRM-MG registration and its technical director",
    (path) => {
      const text = squash(textOf(builtDocument(path), 'footer [data-testid="legal-identification"]'));
      expect(text).toContain(`${legal.legalName} — CNPJ ${legal.cnpj} — ${legal.crmRegistration}`);
      expect(text).toContain(
        `${director.role}: ${director.title} ${director.name} — ${director.crm} — ${director.specialty!.rqe} (${director.specialty!.name})`,
      );
    },
  );
});

describe("corpo clínico", () => {
  it("shows one card per professional: name, profession, CRM-MG or CRP, specialties with RQE or 'Não especialista'", () => {
    const document = builtDocument("/corpo-clinico");
    const cards = [...document.querySelectorAll('[data-testid="professional-card"]')];
    expect(cards).toHaveLength(clinicalStaffList.length);
    for (const professional of clinicalStaffList) {
      const card = cards.find((element) => element.id === professional.id);
      expect(card, professional.id).toBeDefined();
      const text = squash(card!.textContent);
      expect(text).toContain(professionalName(professional));
      expect(text).toContain(councilRegistration(professional));
      for (const line of specialtyLines(professional)) expect(text).toContain(line);
      if (professional.profession === "psicologia") {
        expect(text).toMatch(/Psicólog[oa] — CRP 04\/\d+/);
        expect(text).not.toContain("CRM");
      } else {
        expect(text).toMatch(/Médic[oa] — CRM-MG nº \d+/);
      }
    }
    expect(cards.filter((card) => card.textContent?.includes("Não especialista")).length).toBeGreaterThanOrEqual(1);
  });

  it.each(specialtyPages.map((page) => page.path))("%s links to the professionals of its area", (path) => {
    const team = professionalsFor(articleContent(path).careArea!, clinicalStaffList);
    const links = [...builtDocument(path).querySelectorAll('[data-testid="care-team"] a')];
    expect(links.map((anchor) => anchor.getAttribute("href"))).toEqual(
      team.map((professional) => `/corpo-clinico#${professional.id}`),
    );
    expect(links.map((anchor) => anchor.textContent)).toEqual(team.map(professionalName));
  });
});

describe("review stamp and safety notices", () => {
  const stamp = /^Conteúdo revisado por .+ — (CRM-MG nº \d+|CRP 04\/\d+) em \d{1,2} de [a-zç]+ de \d{4}$/;
  it.each(articlePaths)("%s ends with who reviewed it, when, and the 192 notice", (path) => {
    const document = builtDocument(path);
    const { review } = articleContent(path);
    const stampText = squash(textOf(document, '[data-testid="review-stamp"]'));
    expect(stampText).toMatch(stamp);
    expect(stampText).toContain(councilRegistration(review.reviewer));
    expect(squash(textOf(document, '[data-testid="emergency-notice"]'))).toBe(
      "Conteúdo informativo: não substitui a consulta médica. Em emergência, ligue 192 (SAMU).",
    );
    expect(hrefsOf(document, '[data-testid="emergency-notice"] a[href="tel:192"]')).toHaveLength(1);
    // After the page's own content, before the footer.
    expect(document.querySelectorAll('main [data-placement="health-notices"]')).toHaveLength(1);
  });

  it.each(articlePaths)("%s shows the CVV line only if it is a mental-health page", (path) => {
    const document = builtDocument(path);
    const lines = [...document.querySelectorAll('[data-testid="crisis-line"]')];
    if (path === "/psiquiatra" || path === "/psicologo") {
      expect(squash(lines.map((line) => line.textContent).join(" "))).toContain(
        "CVV — 188, ligação gratuita, 24 horas",
      );
      expect(hrefsOf(document, '[data-testid="crisis-line"] a[href="tel:188"]')).toHaveLength(1);
    } else {
      expect(lines).toHaveLength(0);
    }
  });
});
