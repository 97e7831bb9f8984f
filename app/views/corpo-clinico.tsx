import { DirectionsSection } from "#app/components/sections/directions-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import type { CareTeamContent, Professional } from "#app/site/types.ts";
import { councilRegistration, professionalName, professionLabel, specialtyLines } from "#app/lib/professionals.ts";

/** One professional as the council asks: name, profession, registration, specialties with RQE. */
function ProfessionalCard({ professional }: { professional: Professional }) {
  const headingId = `${professional.id}-nome`;
  return (
    <li>
      <article
        id={professional.id}
        aria-labelledby={headingId}
        data-testid="professional-card"
        // On a 320 px phone the icon goes above the name, which would not fit beside it.
        className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm max-xs:flex-col"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800"
        >
          <Icon name="user" className="size-7" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {professionalName(professional)}
          </h2>
          <p className="text-slate-700">
            {professionLabel(professional)} — {councilRegistration(professional)}
          </p>
          <ul className="mt-2 space-y-1 text-slate-800">
            {specialtyLines(professional).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </article>
    </li>
  );
}

/** /corpo-clinico: a card per professional, from the typed staff list (docs/decisions/020). */
export default function CareTeamView({ content }: { content: CareTeamContent }) {
  return (
    <>
      <PageHero title={content.hero.title} tagline={content.hero.tagline} />
      <section aria-label="Profissionais" className="py-10">
        <ul className="mx-auto grid max-w-6xl gap-5 px-4 sm:grid-cols-2 lg:grid-cols-3">
          {clinicalStaffList.map((professional) => (
            <ProfessionalCard key={professional.id} professional={professional} />
          ))}
        </ul>
        <div className="mx-auto mt-8 max-w-3xl space-y-3 px-4 text-slate-700">
          {content.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      </section>
      <DirectionsSection />
    </>
  );
}
