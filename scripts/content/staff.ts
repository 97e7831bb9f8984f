/**
 * The corpo clínico (content/equipe/<id>.yaml, cms/config.ts `equipe`) as the pages know it:
 * each person with the council prefixes written, in the order /corpo-clinico shows them, and the
 * module app/site/clinical-staff.ts re-exports (generated/clinical-staff.ts).
 */
import path from "node:path";
import type { Entry } from "@keystatic/core/reader";
import type { Professional } from "#app/site/types.ts";
import type { equipe } from "#cms/config.ts";
import { constant, dataModule } from "./emit";
import { readCollection } from "./read";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** A staff entry as the pages know a professional: the council prefixes written, the id its file name. */
export function professionalFrom(
  id: string,
  {
    order: _order,
    technicalDirector: _director,
    placeholder: _placeholder,
    registration,
    ...person
  }: Entry<typeof equipe>,
): Professional {
  const { discriminant, value } = registration;
  if (discriminant === "psicologia")
    return { id, ...person, profession: discriminant, ...value, crp: `CRP 04/${value.crp}` };
  return {
    id,
    ...person,
    profession: discriminant,
    ...value,
    crm: `CRM-MG nº ${value.crm}`,
    specialties: value.specialties.map(({ rqe, ...title }) => ({ ...title, rqe: `RQE nº ${rqe}` })),
  };
}

/** "cirurgia-geral" → "cirurgiaGeral": the key the app uses for a person. */
const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

export interface Staff {
  /** In the order /corpo-clinico shows them. */
  people: { key: string; person: Professional; technicalDirector: boolean; placeholder: boolean }[];
}

export async function readStaff(root = projectRoot): Promise<Staff> {
  const people = (await readCollection(root, "equipe"))
    .map(({ slug, entry }) => ({
      order: entry.order ?? Number.MAX_SAFE_INTEGER,
      key: camelCase(slug),
      person: professionalFrom(slug, entry),
      technicalDirector: entry.technicalDirector,
      placeholder: entry.placeholder,
    }))
    .sort((a, b) => a.order - b.order || a.person.id.localeCompare(b.person.id))
    .map(({ order: _order, ...rest }) => rest);
  const directors = people.filter((entry) => entry.technicalDirector);
  if (directors.length !== 1 || directors[0]!.person.profession !== "medicina")
    throw new Error(
      `content/equipe: marque exatamente uma pessoa, médico(a), como Diretor(a) Técnico(a) Médico(a) (hoje: ${directors.length}).`,
    );
  return { people };
}

/** The module app/site/clinical-staff.ts re-exports: the roster by key, and who is who by id. */
export function renderStaffModule({ people }: Staff): string {
  return dataModule(
    "content/equipe/*.yaml",
    ['import type { Professional } from "#app/site/types.ts";'],
    constant(
      "Every person of the corpo clínico, by key, in the order /corpo-clinico shows them.",
      "clinicalStaff",
      Object.fromEntries(people.map(({ key, person }) => [key, person])),
      " as const satisfies Record<string, Professional>",
    ),
    constant(
      "The id of the clinic's technical director (CFM Resolution 2.336/2023), one of the above.",
      "technicalDirectorId",
      people.find((entry) => entry.technicalDirector)!.person.id,
      ": string",
    ),
    constant(
      "Who is still an example to replace before going live.",
      "placeholderStaff",
      people.filter((entry) => entry.placeholder).map((entry) => entry.person.id),
      ": readonly string[]",
    ),
  );
}
