/**
 * The clinic's doctors and psychologists, as /corpo-clinico lists them and each specialty page
 * links to them. The people themselves are data, one file each in content/equipe/ (edited with
 * `npm run cms`, "Corpo clínico"), made into app/site/generated/clinical-staff.ts by
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
import { clinicalStaff, placeholderStaff, technicalDirector } from "./generated/clinical-staff";
import type { Professional } from "./types";

export { clinicalStaff, placeholderStaff, technicalDirector };

/** The corpo clínico in the order /corpo-clinico shows it. */
export const clinicalStaffList: readonly Professional[] = Object.values(clinicalStaff);
