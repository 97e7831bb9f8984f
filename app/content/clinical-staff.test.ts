import { describe, expect, it } from "vitest";
import { professionalsFor, specialtyLines } from "~/lib/professionals";
import { clinicalStaffList } from "./clinical-staff";
import { specialtyPages } from "./pages";
import type { ArticlePageContent } from "./types";

const modules = import.meta.glob<{ content: ArticlePageContent }>("./pages/*.ts", { eager: true });
const contentOf = (path: string) =>
  modules[`./pages/${specialtyPages.find((page) => page.path === path)!.content}.ts`]!.content;

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

  it("gives every professional a unique id and every page reviewer a place in the list", () => {
    const ids = clinicalStaffList.map((professional) => professional.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const module of Object.values(modules)) {
      if ("review" in module.content) expect(clinicalStaffList).toContain(module.content.review.reviewer);
    }
  });
});
