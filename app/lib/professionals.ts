/**
 * How the site names its professionals, as the medical council's advertising rules ask
 * (CFM Resolution 2.336/2023): title and name, profession, council registration, and each
 * specialty with its RQE, or "Não especialista" for a doctor without one.
 */
import type { CareArea, Professional, ReviewStamp } from "~/content/types";
import { longDate } from "./long-date";

const female = (professional: Professional) => professional.gender === "feminino";

/** "Dra. Ana Souza" for doctors; psychologists by name alone (the title "Dr." is the doctors'). */
export function professionalName(professional: Professional): string {
  if (professional.profession === "psicologia") return professional.name;
  return `${female(professional) ? "Dra." : "Dr."} ${professional.name}`;
}

/** "Médica", "Médico", "Psicóloga", "Psicólogo". */
export function professionLabel(professional: Professional): string {
  if (professional.profession === "psicologia") return female(professional) ? "Psicóloga" : "Psicólogo";
  return female(professional) ? "Médica" : "Médico";
}

/** "CRM-MG nº 12345" or "CRP 04/12345". */
export function councilRegistration(professional: Professional): string {
  return professional.profession === "medicina" ? professional.crm : professional.crp;
}

/** "Cardiologia — RQE nº 123" per specialty; "Não especialista" without any; "Psicologia" for psychologists. */
export function specialtyLines(professional: Professional): string[] {
  if (professional.profession === "psicologia") return ["Psicologia"];
  if (professional.specialties.length === 0) return ["Não especialista"];
  return professional.specialties.map(({ specialty, rqe }) => `${specialty} — ${rqe}`);
}

/** The professionals a specialty page links to: doctors holding its RQE, or the psychologists. */
export function professionalsFor(area: CareArea, staff: readonly Professional[]): Professional[] {
  if ("profession" in area) return staff.filter((professional) => professional.profession === area.profession);
  return staff.filter(
    (professional) =>
      professional.profession === "medicina" &&
      professional.specialties.some((title) => title.specialty === area.specialty),
  );
}

/**
 * "Conteúdo revisado por Dra. Ana Souza — CRM-MG nº 12345 em 23 de novembro de 2026"
 * ("… por Ana Souza, psicóloga — CRP 04/12345 …" for a psychologist).
 */
export function reviewStampText({ reviewer, reviewedOn }: ReviewStamp): string {
  const name =
    reviewer.profession === "psicologia"
      ? `${reviewer.name}, ${professionLabel(reviewer).toLowerCase()}`
      : professionalName(reviewer);
  return `Conteúdo revisado por ${name} — ${councilRegistration(reviewer)} em ${longDate(reviewedOn)}`;
}
