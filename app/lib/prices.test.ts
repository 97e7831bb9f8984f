import { describe, expect, it } from "vitest";
import { brl, priceFromText } from "./prices";

describe("prices", () => {
  it("writes reais as Brazilians do", () => {
    expect(brl(150)).toBe("R$\u00a0150,00");
    expect(brl(1234.5)).toBe("R$\u00a01.234,50");
  });

  it("says what the price is of, and nothing without one", () => {
    expect(
      priceFromText({
        price: 150,
        mainEntity: { type: "MedicalSpecialty", specialty: "Cardiovascular", name: "Cardiologia" },
      }),
    ).toBe("Consulta a partir de R$\u00a0150,00");
    expect(priceFromText({ price: 80, mainEntity: { type: "MedicalTest", name: "Ultrassom" } })).toBe(
      "Exame a partir de R$\u00a080,00",
    );
    expect(priceFromText({ mainEntity: { type: "MedicalTest", name: "Ultrassom" } })).toBeUndefined();
  });
});
