import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import type { CareArea } from "#app/site/types.ts";
import { credentialsText, professionalName, professionalsFor } from "#app/lib/professionals.ts";

/** The corpo clínico card of a professional: /corpo-clinico#<id>. */
export const professionalAnchor = (id: string) => `/corpo-clinico#${id}`;

/**
 * "Quem atende": the professionals of a specialty page's area, each linked to their card, with
 * profession, registration and every specialty's RQE (CFM Resolution 2.336/2023).
 */
export function CareTeamLinks({ area }: { area: CareArea }) {
  const team = professionalsFor(area, clinicalStaffList);
  return (
    <section id="quem-atende" aria-labelledby="quem-atende-titulo" data-testid="care-team" className="py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="quem-atende-titulo" className="text-2xl font-bold sm:text-3xl">
          Quem atende
        </h2>
        <ul className="mt-5 space-y-3">
          {team.map((professional) => (
            <li key={professional.id} className="text-lg text-slate-800">
              <a href={professionalAnchor(professional.id)} className="font-semibold text-sky-800 underline">
                {professionalName(professional)}
              </a>
              , {credentialsText(professional)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
