/**
 * The clinic's doctors and psychologists, as /corpo-clinico lists them and each specialty page
 * links to them. The people themselves are data, one file each in content/equipe/ (edited with
 * `npm run editor`, "Corpo clínico"), made into generated/clinical-staff.ts by
 * scripts/generate-content.ts; this module gives the pages their names.
 *
 * CFM Resolution 2.336/2023: a doctor is announced with name, CRM and, for a specialty, its RQE;
 * every specialty the site announces (a specialty page, a card of the home page or of
 * /especialidades) needs a doctor holding its RQE, or the build stops (scripts/content-check.ts,
 * and the prerender: app/lib/announced-specialties.ts).
 *
 * `gender` is the only gendered fact kept about a person: "Dr./Dra.", "médico/médica",
 * "psicólogo/psicóloga" and the technical director's role are derived from it (app/lib/professionals.ts).
 *
 * PLACEHOLDERS — every person in content/equipe/ is marked `placeholder: true` until the clinic
 * replaces them with its real team (and the review stamps that point to them).
 */
import { clinicalStaff, placeholderStaff, technicalDirectorId } from "#generated/clinical-staff.ts";
import type { Doctor, Professional } from "./types";

export { clinicalStaff, placeholderStaff };

/** The corpo clínico in the order /corpo-clinico shows it. */
export const clinicalStaffList: readonly Professional[] = Object.values(clinicalStaff);

/** The person of the roster with this id (content/equipe/<id>.yaml), as a page names its reviewer. */
export function professionalById(id: string): Professional {
  const person = clinicalStaffList.find((professional) => professional.id === id);
  if (!person) throw new Error(`content/equipe/${id}.yaml: “${id}” não está no corpo clínico.`);
  return person;
}

/** The clinic's technical director (CFM Resolution 2.336/2023): a doctor, as the generator requires. */
export const technicalDirector = professionalById(technicalDirectorId) as Doctor;
