import { describe, expect, it } from "vitest";
import type { Professional } from "#app/site/types.ts";
import { longDate } from "./long-date";
import {
  councilRegistration,
  credentialsText,
  professionLabel,
  professionalName,
  professionalsFor,
  registrationsText,
  reviewStampText,
  specialtyLines,
  technicalDirectorLine,
  technicalDirectorRole,
} from "./professionals";
import { cardiologist, generalist, psychologist } from "./test-fixtures";

const malePsychologist: Professional = { ...psychologist, id: "rui", name: "Rui Alves", gender: "masculino" };
const surgeon = {
  id: "paulo",
  profession: "medicina",
  name: "Paulo Dias",
  gender: "masculino",
  crm: "CRM-MG nº 777",
  specialties: [{ specialty: "Cirurgia Geral", rqe: "RQE nº 333" }],
} satisfies Professional;
const staff = [cardiologist, generalist, psychologist];

describe("how professionals are announced", () => {
  it("titles doctors Dr./Dra. and names the profession in the right gender", () => {
    expect(professionalName(cardiologist)).toBe("Dra. Ana Souza");
    expect(professionalName(generalist)).toBe("Dr. João Lima");
    expect(professionalName(psychologist)).toBe("Rita Alves");
    expect([cardiologist, generalist, psychologist].map(professionLabel)).toEqual(["Médica", "Médico", "Psicóloga"]);
  });

  it("takes every gendered word from the one gender field", () => {
    expect(professionalName(surgeon)).toBe("Dr. Paulo Dias");
    expect(professionLabel(malePsychologist)).toBe("Psicólogo");
    expect(credentialsText(malePsychologist)).toBe("psicólogo, CRP 04/9876");
    expect(professionalName({ ...surgeon, gender: "feminino" })).toBe("Dra. Paulo Dias");
    expect(credentialsText({ ...surgeon, gender: "feminino" })).toMatch(/^médica, /);
    expect(technicalDirectorRole(surgeon)).toBe("Diretor Técnico Médico");
    expect(technicalDirectorRole({ ...surgeon, gender: "feminino" })).toBe("Diretora Técnica Médica");
  });

  it("names doctors as médico/médica with CRM-MG and each specialty's RQE, psychologists with CRP", () => {
    expect(registrationsText(cardiologist)).toBe(
      "CRM-MG nº 12345, especialista em Cardiologia (RQE nº 111) e Clínica Médica (RQE nº 222)",
    );
    expect(credentialsText(cardiologist)).toBe(
      "médica, CRM-MG nº 12345, especialista em Cardiologia (RQE nº 111) e Clínica Médica (RQE nº 222)",
    );
    expect(credentialsText(surgeon)).toBe("médico, CRM-MG nº 777, especialista em Cirurgia Geral (RQE nº 333)");
    // No RQE, no specialty announced.
    expect(credentialsText(generalist)).toBe("médico, CRM-MG nº 54321");
    expect(credentialsText(psychologist)).toBe("psicóloga, CRP 04/9876");
  });

  it("gives the technical director's line with role, title, CRM-MG and RQE", () => {
    expect(technicalDirectorLine(surgeon)).toBe(
      "Diretor Técnico Médico: Dr. Paulo Dias, CRM-MG nº 777, especialista em Cirurgia Geral (RQE nº 333)",
    );
    expect(technicalDirectorLine(cardiologist)).toBe(
      "Diretora Técnica Médica: Dra. Ana Souza, CRM-MG nº 12345, especialista em Cardiologia (RQE nº 111) e Clínica Médica (RQE nº 222)",
    );
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
  it("dates the review, then names the reviewer with profession, registration and RQE", () => {
    expect(reviewStampText({ reviewer: cardiologist, reviewedOn: "2026-11-03" })).toBe(
      "Conteúdo revisado em 3 de novembro de 2026 por Dra. Ana Souza, médica, CRM-MG nº 12345, especialista em Cardiologia (RQE nº 111) e Clínica Médica (RQE nº 222).",
    );
    expect(reviewStampText({ reviewer: surgeon, reviewedOn: "2026-11-23" })).toBe(
      "Conteúdo revisado em 23 de novembro de 2026 por Dr. Paulo Dias, médico, CRM-MG nº 777, especialista em Cirurgia Geral (RQE nº 333).",
    );
    expect(reviewStampText({ reviewer: psychologist, reviewedOn: "2025-01-31" })).toBe(
      "Conteúdo revisado em 31 de janeiro de 2025 por Rita Alves, psicóloga, CRP 04/9876.",
    );
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => longDate("23/11/2026")).toThrow(/Not a date/);
    expect(() => longDate("2026-13-01")).toThrow(/Not a date/);
  });
});
