/**
 * How the site names its professionals, as the medical council's advertising rules ask
 * (CFM Resolution 2.336/2023): title and name, profession ("médica", "psicólogo"), council
 * registration, and each specialty with its RQE, or "Não especialista" for a doctor without one.
 * Every gendered word comes from the person's one `gender` field.
 */
import type { CareArea, Doctor, Professional, ReviewStamp } from "#app/site/types.ts";
import { listText } from "#shared/list-text.ts";
import { longDate } from "./long-date";

const female = (professional: Professional) => professional.gender === "feminino";

/** "Dra. Ana Souza" for doctors; psychologists by name alone (the title "Dr." is the doctors'). */
export function professionalName(professional: Professional): string {
  if (professional.profession === "psicologia") return professional.name;
  return `${female(professional) ? "Dra." : "Dr."} ${professional.name}`;
}

/** "CRM-MG nº 12345" or "CRP 04/12345". */
export function councilRegistration(professional: Professional): string {
  return professional.profession === "medicina" ? professional.crm : professional.crp;
}

/**
 * "CRM-MG nº 12345, especialista em Cardiologia (RQE nº 111) e Clínica Médica (RQE nº 222)": the
 * registration, then every specialty the doctor may announce, each with its RQE; "CRP 04/12345".
 */
export function registrationsText(professional: Professional): string {
  const registration = councilRegistration(professional);
  if (professional.profession === "psicologia" || professional.specialties.length === 0) return registration;
  const titles = professional.specialties.map(({ specialty, rqe }) => `${specialty} (${rqe})`);
  return `${registration}, especialista em ${listText(titles)}`;
}

/** "Diretora Técnica Médica" or "Diretor Técnico Médico" (CFM Resolution 2.336/2023). */
export function technicalDirectorRole(director: Doctor): string {
  return female(director) ? "Diretora Técnica Médica" : "Diretor Técnico Médico";
}

/** "Diretora Técnica Médica: Dra. Ana Souza, CRM-MG nº 12345, especialista em Clínica Médica (RQE nº 111)". */
export function technicalDirectorLine(director: Doctor): string {
  return `${technicalDirectorRole(director)}: ${professionalName(director)}, ${registrationsText(director)}`;
}

/** "Médica", "Médico", "Psicóloga", "Psicólogo". */
export function professionLabel(professional: Professional): string {
  if (professional.profession === "psicologia") return female(professional) ? "Psicóloga" : "Psicólogo";
  return female(professional) ? "Médica" : "Médico";
}

/** "médica, CRM-MG nº 12345, especialista em Cardiologia (RQE nº 111)"; "psicólogo, CRP 04/12345". */
export function credentialsText(professional: Professional): string {
  return `${professionLabel(professional).toLowerCase()}, ${registrationsText(professional)}`;
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
 * "Conteúdo revisado em 23 de novembro de 2026 por Dra. Ana Souza, médica, CRM-MG nº 12345,
 * especialista em Cardiologia (RQE nº 111)." The date comes first, so it reads as the review's,
 * not the registration's.
 */
export function reviewStampText({
  reviewer,
  reviewedOn,
}: Omit<ReviewStamp, "reviewer"> & { reviewer: Professional }): string {
  return `Conteúdo revisado em ${longDate(reviewedOn)} por ${professionalName(reviewer)}, ${credentialsText(reviewer)}.`;
}
