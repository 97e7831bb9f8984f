import { describe, expect, it } from "vitest";
import { textRules } from "./content-rules.ts";
import { exampleValues } from "./example-values.ts";
import { cnpjCheckDigitsAgree, isStandInName, plausibleRegistration } from "./plausible-values.ts";

describe("a CNPJ's check digits", () => {
  it("agree on real-shaped numbers, numeric and alphanumeric (the Receita's example of July 2026)", () => {
    for (const cnpj of ["11.222.333/0001-81", "11.444.777/0001-61", "12.ABC.345/01DE-35"]) {
      expect(cnpjCheckDigitsAgree(cnpj), cnpj).toBe(true);
      expect(textRules.cnpj.pattern.test(cnpj), cnpj).toBe(true);
    }
  });

  it("fail on a changed digit, the shipped example, and equal digits (whose arithmetic passes)", () => {
    for (const cnpj of ["11.222.333/0001-82", "11.222.333/0002-81", "12.ABC.345/01DE-36", "00.000.000/0000-00"])
      expect(cnpjCheckDigitsAgree(cnpj), cnpj).toBe(false);
    for (const { value } of exampleValues.cnpj) expect(cnpjCheckDigitsAgree(value), value).toBe(false);
  });
});

describe("a council registration number", () => {
  it("is plausible with the council's digits and no leading zero", () => {
    expect(plausibleRegistration("crm", "54321")).toBe(true);
    expect(plausibleRegistration("crm", "784")).toBe(true);
    expect(plausibleRegistration("rqe", "45")).toBe(true);
    expect(plausibleRegistration("crp", "123456")).toBe(true);
  });

  it("is not when all zeros, with a leading zero, too short or too long", () => {
    for (const [kind, number] of [
      ["crm", "00000"],
      ["crm", "00002"],
      ["crm", "0784"],
      ["crm", "12"],
      ["crm", "1234567"],
      ["rqe", "7"],
      ["crp", "00001"],
    ] as const)
      expect(plausibleRegistration(kind, number), `${kind} ${number}`).toBe(false);
    for (const { value } of [...exampleValues.crm, ...exampleValues.rqe, ...exampleValues.crp])
      expect(plausibleRegistration("rqe", value), value).toBe(false);
  });
});

describe("a stand-in name", () => {
  it("is recognised with or without a title", () => {
    for (const name of [
      "Nome da Cardiologista",
      "Dra. Nome da Cardiologista",
      "Dr Nome do Clínico",
      "Nome do Encarregado",
      "Fulano de Tal",
      "[nome do médico]",
      "A definir",
      "...",
    ])
      expect(isStandInName(name), name).toBe(true);
    for (const { value } of exampleValues.personNames) expect(isStandInName(value), value).toBe(true);
  });

  it("leaves real names alone, even ones that start like a stand-in", () => {
    for (const name of [
      "Dra. Helena Prado Moreira",
      "Noemi da Silva",
      "Nomeriano Dias",
      "Dr. Fulgêncio Reis",
      "Teresa Exemplar",
    ])
      expect(isStandInName(name), name).toBe(false);
  });
});
