import { describe, expect, it } from "vitest";
import type { ArticlePageContent, HomeContent, Professional, SpecialtiesOverviewContent } from "#app/site/types.ts";
import { announcedSpecialties, assertAnnouncedSpecialtiesStaffed, unstaffedSpecialties } from "./announced-specialties";
import { cardiologist, generalist, psychologist } from "./test-fixtures";

const card = { text: "", icon: "heart", to: "whatsapp", linkLabel: "Agendar" } as const;
const home = {
  specialties: {
    heading: "",
    text: "",
    cards: [
      { ...card, title: "Cardiologista", careArea: { specialty: "Cardiologia" } },
      { ...card, title: "Psicólogo", careArea: { profession: "psicologia" } },
      {
        ...card,
        title: "Mais especialidades",
        list: [
          { label: "Cirurgia Geral", careArea: { specialty: "Cirurgia Geral" } },
          { label: "Gastroenterologista", careArea: { specialty: "Gastroenterologia" } },
        ],
      },
    ],
  },
} as unknown as HomeContent;
const article = (careArea: ArticlePageContent["careArea"]) =>
  ({ hero: { title: "Página" }, careArea }) as unknown as ArticlePageContent;
const overview = {
  cards: [{ name: "Cardiologia", careArea: { specialty: "Cardiologia" } }],
} as unknown as SpecialtiesOverviewContent;

describe("the specialties a page announces", () => {
  it("are a specialty page's area, every home specialty card and listed name, and every overview card", () => {
    expect(announcedSpecialties("article", article({ specialty: "Urologia" }))).toEqual([
      { label: "Página", careArea: { specialty: "Urologia" } },
    ]);
    // An exam page announces no specialty.
    expect(announcedSpecialties("article", article(undefined))).toEqual([]);
    expect(announcedSpecialties("home", home).map((announced) => announced.label)).toEqual([
      "Cardiologista",
      "Psicólogo",
      "Cirurgia Geral",
      "Gastroenterologista",
    ]);
    expect(announcedSpecialties("especialidades", overview)).toEqual([
      { label: "Cardiologia", careArea: { specialty: "Cardiologia" } },
    ]);
  });

  it("count as staffed only with a doctor holding that RQE (a doctor without RQE does not count)", () => {
    const announced = announcedSpecialties("home", home);
    expect(unstaffedSpecialties(announced, [cardiologist, generalist, psychologist]).map((a) => a.label)).toEqual([
      "Cirurgia Geral",
      "Gastroenterologista",
    ]);
    expect(unstaffedSpecialties(announced, [cardiologist]).map((a) => a.label)).toEqual([
      "Psicólogo",
      "Cirurgia Geral",
      "Gastroenterologista",
    ]);
  });
});

describe("the build-time check", () => {
  it("fails on a page announcing a specialty whose RQE no doctor of the roster holds, naming page and specialty", () => {
    expect(() =>
      assertAnnouncedSpecialtiesStaffed("/", "home", home, [cardiologist, generalist, psychologist]),
    ).toThrow(
      /^\/ anuncia especialidades sem profissional.*"Cirurgia Geral": Cirurgia Geral .*"Gastroenterologista": Gastroenterologia/,
    );
    expect(() =>
      assertAnnouncedSpecialtiesStaffed("/urologista", "article", article({ specialty: "Urologia" }), [cardiologist]),
    ).toThrow(/Urologia \(nenhum médico com esse RQE\)/);
    expect(() =>
      assertAnnouncedSpecialtiesStaffed("/psicologo", "article", article({ profession: "psicologia" }), [cardiologist]),
    ).toThrow(/Psicologia \(nenhum psicólogo com CRP\)/);
  });

  it("passes when every announced specialty has its professional", () => {
    const surgeon: Professional = {
      ...cardiologist,
      id: "cirurgia",
      specialties: [
        { specialty: "Cirurgia Geral", rqe: "RQE nº 1" },
        { specialty: "Gastroenterologia", rqe: "RQE nº 2" },
      ],
    };
    expect(() =>
      assertAnnouncedSpecialtiesStaffed("/", "home", home, [cardiologist, surgeon, psychologist]),
    ).not.toThrow();
    expect(() => assertAnnouncedSpecialtiesStaffed("/ecg", "article", article(undefined), [])).not.toThrow();
  });
});
