import { describe, expect, it } from "vitest";
import type { PageContent } from "#app/site/types.ts";
import { bookingSubjectOf } from "./booking-subject.ts";

const withEntity = (mainEntity: unknown) => ({ mainEntity }) as PageContent;

describe("bookingSubjectOf", () => {
  it("names a specialty's page by its specialty and an exam's page by its exam", () => {
    expect(
      bookingSubjectOf(withEntity({ type: "MedicalSpecialty", specialty: "Cardiovascular", name: "Cardiologia" })),
    ).toBe("Especialidade: Cardiologia");
    expect(bookingSubjectOf(withEntity({ type: "MedicalTest", name: "Ecocardiograma" }))).toBe("Exame: Ecocardiograma");
  });

  it("gives nothing for a page about no one specialty or exam", () => {
    expect(bookingSubjectOf(withEntity({ type: "MedicalWebPage", name: "Exames laboratoriais" }))).toBeUndefined();
    expect(bookingSubjectOf({} as PageContent)).toBeUndefined();
  });
});
