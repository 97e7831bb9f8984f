import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { WhatsAppButton } from "#app/components/sections/contact-buttons.tsx";
import { SpecialtyIndex, SpecialtyOverviewGrid } from "#app/components/sections/specialty-overview-grid.tsx";
import type { SpecialtiesOverviewContent } from "#app/site/types.ts";

export default function SpecialtiesOverviewView({ content }: { content: SpecialtiesOverviewContent }) {
  return (
    <>
      <PageHero title={content.hero.title} tagline={content.hero.tagline} />
      <SpecialtyIndex cards={content.cards} />
      <section aria-label="Lista de especialidades" className="pb-12">
        <div className="mx-auto max-w-6xl px-4">
          <SpecialtyOverviewGrid cards={content.cards} />
        </div>
      </section>
      {/* The page's margins (px-4) around the box, like the cards above it. */}
      <section data-placement="especialidade-nao-encontrada" aria-labelledby="nao-encontrou" className="px-4 pb-14">
        <div className="mx-auto max-w-3xl rounded-2xl border-2 border-sky-800 bg-sky-50 p-6 text-center sm:p-8">
          <h2 id="nao-encontrou" className="text-2xl font-bold">
            {content.notFound.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{content.notFound.text}</p>
          <WhatsAppButton label={content.notFound.cta} className="mt-5" />
        </div>
      </section>
      <ClosingCta cta={content.cta} />
    </>
  );
}
