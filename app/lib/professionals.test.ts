import { describe, expect, it } from "vitest";
import type { Professional } from "~/content/types";
import { longDate } from "./long-date";
import {
  councilRegistration,
  professionLabel,
  professionalName,
  professionalsFor,
  reviewStampText,
  specialtyLines,
} from "./professionals";

const cardiologist: Professional = {
  id: "ana",
  profession: "medicina",
  name: "Ana Souza",
  gender: "feminino",
  crm: "CRM-MG nº 12345",
  specialties: [
    { specialty: "Cardiologia", rqe: "RQE nº 111" },
    { specialty: "Clínica Médica", rqe: "RQE nº 222" },
  ],
};
const generalist: Professional = {
  id: "joao",
  profession: "medicina",
  name: "João Lima",
  gender: "masculino",
  crm: "CRM-MG nº 54321",
  specialties: [],
};
const psychologist: Professional = {
  id: "rita",
  profession: "psicologia",
  name: "Rita Alves",
  gender: "feminino",
  crp: "CRP 04/9876",
};
const staff = [cardiologist, generalist, psychologist];

describe("how professionals are announced", () => {
  it("titles doctors Dr./Dra. and names the profession in the right gender", () => {
    expect(professionalName(cardiologist)).toBe("Dra. Ana Souza");
    expect(professionalName(generalist)).toBe("Dr. João Lima");
    expect(professionalName(psychologist)).toBe("Rita Alves");
    expect([cardiologist, generalist, psychologist].map(professionLabel)).toEqual(["Médica", "Médico", "Psicóloga"]);
  });

  it("gives the council registration: CRM for doctors, CRP for psychologists", () => {
    expect(staff.map(councilRegistration)).toEqual(["CRM-MG nº 12345", "CRM-MG nº 54321", "CRP 04/9876"]);
  });

  it('lists each specialty with its RQE, and "Não especialista" without one', () => {
    expect(specialtyLines(cardiologist)).toEqual(["Cardiologia — RQE nº 111", "Clínica Médica — RQE nº 222"]);
    expect(specialtyLines(generalist)).toEqual(["Não especialista"]);
    expect(specialtyLines(psychologist)).toEqual(["Psicologia"]);
  });

  it("links a specialty page only to doctors holding its RQE", () => {
    expect(professionalsFor({ specialty: "Clínica Médica" }, staff)).toEqual([cardiologist]);
    expect(professionalsFor({ specialty: "Urologia" }, staff)).toEqual([]);
    expect(professionalsFor({ profession: "psicologia" }, staff)).toEqual([psychologist]);
  });
});

describe("the review stamp", () => {
  it("names the reviewer, the registration and the date in Portuguese", () => {
    expect(reviewStampText({ reviewer: cardiologist, reviewedOn: "2026-11-03" })).toBe(
      "Conteúdo revisado por Dra. Ana Souza — CRM-MG nº 12345 em 3 de novembro de 2026",
    );
    expect(reviewStampText({ reviewer: psychologist, reviewedOn: "2025-01-31" })).toBe(
      "Conteúdo revisado por Rita Alves, psicóloga — CRP 04/9876 em 31 de janeiro de 2025",
    );
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => longDate("23/11/2026")).toThrow(/Not a date/);
    expect(() => longDate("2026-13-01")).toThrow(/Not a date/);
  });
});
