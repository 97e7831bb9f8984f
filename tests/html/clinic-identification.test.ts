/**
 * What the medical council's advertising rules (CFM Resolution 2.336/2023) and patient safety ask
 * of every page, read from the prerendered HTML: the clinic's identification in the footer, the
 * corpo clínico with registrations, each specialty page linked to its doctors, a review stamp and
 * the emergency notice on every specialty and exam page, the CVV line on the mental-health pages,
 * and 192 next to every mention of SAMU. Following a link and what a call counts as are in tests/e2e/doctor-links-and-safety-calls.test.ts.
 */
import { describe, expect, it } from "vitest";
import { clinicalStaffList, placeholderStaff, professionalById, technicalDirector } from "#app/site/clinical-staff.ts";
import { pages, specialtyPages } from "#app/site/registry.ts";
import { contentModule } from "#app/site/sources.ts";
import { site } from "#app/site/site.ts";
import type { ArticlePageContent } from "#app/site/types.ts";
import {
  councilRegistration,
  credentialsText,
  professionalName,
  professionalsFor,
  reviewStampText,
  specialtyLines,
  technicalDirectorLine,
} from "#app/lib/professionals.ts";
import { builtDocument, hrefsOf, squash, textOf } from "../built-site";

const articlePaths = pages.filter((page) => page.view === "article").map((page) => page.path);
const contentModules = import.meta.glob<{ content: ArticlePageContent }>("/generated/pages/*.ts", { eager: true });
const articleContent = (path: string) =>
  contentModules[`/${contentModule(pages.find((page) => page.path === path)!)}.ts`]!.content;

describe("identification in the footer", () => {
  const { legal } = site;
  const director = technicalDirector;
  const directorRole = director.gender === "feminino" ? "Diretora Técnica Médica" : "Diretor Técnico Médico";
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    "%s names the clinic, its CNPJ and CRM-MG registration and its technical director with role, CRM-MG and RQE",
    (path) => {
      const text = squash(textOf(builtDocument(path), 'footer [data-testid="legal-identification"]'));
      expect(text).toContain(`${legal.legalName} — CNPJ ${legal.cnpj} — ${legal.crmRegistration}`);
      expect(text).toContain(technicalDirectorLine(director));
      expect(text).toContain(`${directorRole}: ${director.gender === "feminino" ? "Dra." : "Dr."} ${director.name}`);
      expect(text).toContain(director.crm);
      for (const { specialty, rqe } of director.specialties) expect(text).toContain(`${specialty} (${rqe})`);
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
      // The profession in the person's gender, then the council registration.
      const female = professional.gender === "feminino";
      if (professional.profession === "psicologia") {
        expect(text).toContain(`${female ? "Psicóloga" : "Psicólogo"} — ${professional.crp}`);
        expect(text).not.toContain("CRM");
      } else {
        expect(text).toContain(`${female ? "Médica" : "Médico"} — ${professional.crm}`);
        expect(text).toMatch(female ? /^Dra\. / : /^Dr\. /);
      }
    }
    expect(cards.filter((card) => card.textContent?.includes("Não especialista")).length).toBeGreaterThanOrEqual(1);
  });

  it.each(specialtyPages.map((page) => page.path))(
    "%s links to the professionals of its area, each as médico(a) with CRM-MG and the specialty's RQE, or psicólogo(a) with CRP",
    (path) => {
      const area = articleContent(path).careArea!;
      const team = professionalsFor(area, clinicalStaffList);
      const document = builtDocument(path);
      const links = [...document.querySelectorAll('[data-testid="care-team"] a')];
      expect(links.map((anchor) => anchor.getAttribute("href"))).toEqual(
        team.map((professional) => `/corpo-clinico#${professional.id}`),
      );
      expect(links.map((anchor) => anchor.textContent)).toEqual(team.map(professionalName));
      const lines = [...document.querySelectorAll('[data-testid="care-team"] li')].map((line) =>
        squash(line.textContent),
      );
      expect(lines).toEqual(
        team.map((professional) => `${professionalName(professional)}, ${credentialsText(professional)}`),
      );
      for (const [index, professional] of team.entries()) {
        if ("specialty" in area && professional.profession === "medicina") {
          const title = professional.specialties.find((candidate) => candidate.specialty === area.specialty)!;
          expect(lines[index]).toMatch(
            professional.gender === "feminino" ? /^Dra\. .+, médica, / : /^Dr\. .+, médico, /,
          );
          expect(lines[index]).toContain(`${professional.crm}, especialista em`);
          expect(lines[index]).toContain(`${area.specialty} (${title.rqe})`);
        } else {
          expect(lines[index]).toMatch(/, psicólog[oa], CRP 04\/\d+$/);
          expect(lines[index]).not.toMatch(/Dra?\.|médic|CRM/);
        }
      }
    },
  );
});

describe("review stamp and safety notices", () => {
  const stamp =
    /^Conteúdo revisado em \d{1,2} de [a-zç]+ de \d{4} por (Dra?\. .+, médic[oa], CRM-MG nº \d+(, especialista em .+ \(RQE nº \d+\))?|.+, psicólog[oa], CRP 04\/\d+)\.$/;
  it.each(articlePaths)(
    "%s ends with when it was reviewed and by whom (with CRM-MG and RQE) once the reviewer is real, and the 192 notice",
    (path) => {
      const document = builtDocument(path);
      const { review: written, careArea } = articleContent(path);
      const review = { ...written, reviewer: professionalById(written.reviewer) };
      const stamps = document.querySelectorAll('[data-testid="review-stamp"]');
      // A review signed by an example person is none: no stamp until the reviewer's data are real.
      expect(stamps).toHaveLength(placeholderStaff.includes(written.reviewer) ? 0 : 1);
      if (stamps.length === 1) expectStamp(squash(stamps[0]!.textContent), review, careArea);
      const notice =
        path === "/psicologo"
          ? "Conteúdo informativo: não substitui o atendimento profissional. Em caso de emergência, ligue 192 (SAMU)."
          : "Conteúdo informativo: não substitui a consulta médica. Em caso de emergência, ligue 192 (SAMU).";
      expect(squash(textOf(document, '[data-testid="emergency-notice"]'))).toBe(notice);
      expect(hrefsOf(document, '[data-testid="emergency-notice"] a[href="tel:192"]')).toHaveLength(1);
      // After the page's own content, before the footer.
      expect(document.querySelectorAll('main [data-placement="health-notices"]')).toHaveLength(1);
    },
  );

  function expectStamp(
    stampText: string,
    review: Parameters<typeof reviewStampText>[0],
    careArea: ArticlePageContent["careArea"],
  ) {
    expect(stampText).toMatch(stamp);
    expect(stampText).toBe(reviewStampText(review));
    expect(stampText).toContain(councilRegistration(review.reviewer));
    if (review.reviewer.profession === "medicina") {
      expect(stampText).toContain(`, ${review.reviewer.gender === "feminino" ? "médica" : "médico"}, CRM-MG`);
      for (const { specialty, rqe } of review.reviewer.specialties)
        expect(stampText).toContain(`${specialty} (${rqe})`);
      // A specialty page is reviewed by a doctor holding its RQE, which the stamp shows.
      if (careArea && "specialty" in careArea) expect(stampText).toContain(`${careArea.specialty} (RQE nº`);
    }
  }

  it("tells the psychologist's visitors nothing about a medical consultation replacing the page", () => {
    expect(squash(textOf(builtDocument("/psicologo"), "body"))).not.toContain("consulta médica");
  });

  it.each(articlePaths)("%s shows the CVV line, with phone and chat, only if it is a mental-health page", (path) => {
    const document = builtDocument(path);
    const lines = [...document.querySelectorAll('[data-testid="crisis-line"]')];
    if (path === "/psiquiatra" || path === "/psicologo") {
      expect(lines).toHaveLength(1);
      expect(squash(lines[0]!.textContent)).toBe(
        "Se precisar conversar com alguém, o CVV (Centro de Valorização da Vida) oferece apoio emocional gratuito: ligue 188, a qualquer hora, ou converse pelo chat em cvv.org.br (abre em nova aba).",
      );
      expect(hrefsOf(document, '[data-testid="crisis-line"] a[href="tel:188"]')).toHaveLength(1);
      const chat = document.querySelector('[data-testid="crisis-line"] a[href="https://cvv.org.br"]');
      expect(chat?.getAttribute("target")).toBe("_blank");
      expect(chat?.getAttribute("rel")).toContain("noopener");
    } else {
      expect(lines).toHaveLength(0);
    }
  });
});

describe("public lines wherever they are named", () => {
  const allPaths = [...pages.map((page) => page.path), "/nao-existe"];
  it.each(allPaths)("%s writes 192 next to every mention of SAMU", (path) => {
    const text = squash(textOf(builtDocument(path), "body"));
    const mentions = text.match(/SAMU/g) ?? [];
    expect(text.match(/192 \(SAMU\)/g) ?? []).toHaveLength(mentions.length);
  });

  it.each(allPaths)("%s gives the CVV's phone 188 and its chat at cvv.org.br wherever it names the CVV", (path) => {
    const text = squash(textOf(builtDocument(path), "body"));
    // Each sentence that names the CVV ends with a full stop and gives both ways to reach it.
    const sentences = text.match(/[^.!?]*\bCVV\b[^]*?\.(?=\s|$)/g) ?? [];
    if (path === "/psiquiatra" || path === "/psicologo") expect(sentences.length).toBeGreaterThanOrEqual(2);
    for (const sentence of sentences) {
      expect(sentence).toContain("188");
      expect(sentence).toContain("cvv.org.br");
    }
  });
});
