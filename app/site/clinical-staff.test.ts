import { describe, expect, it } from "vitest";
import { announcedSpecialties, assertAnnouncedSpecialtiesStaffed } from "#app/lib/announced-specialties.ts";
import { professionalsFor, specialtyLines } from "#app/lib/professionals.ts";
import { clinicalStaff, clinicalStaffList, technicalDirector } from "./clinical-staff";
import { pages, specialtyPages } from "./registry";
import { contentModule } from "./sources";
import type { ArticlePageContent, PageContent } from "./types";

const modules = import.meta.glob<{ content: ArticlePageContent }>("/generated/pages/*.ts", {
  eager: true,
});
const contentOf = (path: string) =>
  modules[`/${contentModule(specialtyPages.find((page) => page.path === path)!)}.ts`]!.content;
const anyContentOf = (path: string) =>
  (modules[`/${contentModule(pages.find((page) => page.path === path)!)}.ts`] as { content: PageContent }).content;

describe("the corpo clínico", () => {
  it.each(specialtyPages.map((page) => page.path))(
    "%s names its area and has at least one professional of it",
    (path) => {
      const { careArea } = contentOf(path);
      expect(careArea).toBeDefined();
      const team = professionalsFor(careArea!, clinicalStaffList);
      expect(team.length).toBeGreaterThanOrEqual(1);
      for (const professional of team) {
        if ("specialty" in careArea!) {
          // A doctor shown on a specialty page holds that specialty's RQE.
          expect(professional.profession).toBe("medicina");
          if (professional.profession === "medicina")
            expect(professional.specialties.map((title) => title.specialty)).toContain(careArea.specialty);
        } else {
          expect(professional.profession).toBe("psicologia");
        }
      }
    },
  );

  it("registers doctors at the CRM-MG with an RQE per specialty, and psychologists at the CRP", () => {
    for (const professional of clinicalStaffList) {
      if (professional.profession === "medicina") {
        expect(professional.crm).toMatch(/^CRM-MG nº \d+$/);
        for (const title of professional.specialties) expect(title.rqe).toMatch(/^RQE nº \d+$/);
      } else {
        expect(professional).not.toHaveProperty("crm");
        expect(professional.crp).toMatch(/^CRP 04\/\d+$/);
      }
    }
  });

  it('shows "Não especialista" for a doctor without RQE, and never for a specialist', () => {
    for (const professional of clinicalStaffList) {
      const withoutTitle = professional.profession === "medicina" && professional.specialties.length === 0;
      expect(specialtyLines(professional).includes("Não especialista")).toBe(withoutTitle);
    }
    expect(clinicalStaffList.some((professional) => specialtyLines(professional)[0] === "Não especialista")).toBe(true);
  });

  it.each(pages.map((page) => [page.path, page.view] as const))(
    "%s announces only specialties the roster holds (the check the prerender runs)",
    (path, view) => {
      expect(() => assertAnnouncedSpecialtiesStaffed(path, view, anyContentOf(path), clinicalStaffList)).not.toThrow();
    },
  );

  it("holds the home page's Cirurgia Geral and Gastroenterologia with doctors of those RQEs (placeholders)", () => {
    const labels = announcedSpecialties("home", anyContentOf("/")).map((announced) => announced.label);
    expect(labels).toEqual(expect.arrayContaining(["Cirurgia Geral", "Gastroenterologista"]));
    expect(professionalsFor({ specialty: "Cirurgia Geral" }, clinicalStaffList)).toContain(clinicalStaff.cirurgiaGeral);
    expect(professionalsFor({ specialty: "Gastroenterologia" }, clinicalStaffList)).toContain(
      clinicalStaff.gastroenterologia,
    );
  });

  it("makes the technical director a doctor of the roster, with CRM-MG and RQE", () => {
    const director = technicalDirector;
    expect(clinicalStaffList).toContain(director);
    expect(director.crm).toMatch(/^CRM-MG nº \d+$/);
    expect(director.specialties.length).toBeGreaterThanOrEqual(1);
  });

  it("gives every professional a unique id and every page reviewer a place in the list", () => {
    const ids = clinicalStaffList.map((professional) => professional.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const module of Object.values(modules)) {
      if ("review" in module.content) expect(ids).toContain(module.content.review.reviewer);
    }
  });
});
