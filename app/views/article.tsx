import { PageHero } from "#app/components/sections/page-hero.tsx";
import { UrgentAdvice } from "#app/components/sections/urgent-advice.tsx";
import { CareTeamLinks } from "#app/components/sections/care-team.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { WhatsAppButton } from "#app/components/sections/contact-buttons.tsx";
import { ContentSection } from "#app/components/sections/content-section.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FastingSummary } from "#app/components/sections/fasting-summary.tsx";
import { HealthNotices } from "#app/components/sections/health-notices.tsx";
import { InfoCardGrid } from "#app/components/sections/info-card-grid.tsx";
import { PriceNote } from "#app/components/sections/price-note.tsx";
import { ResponsiveImage } from "#app/components/sections/responsive-image.tsx";
import { WhatsAppBanner } from "#app/components/sections/whatsapp-banner.tsx";
import { site } from "#app/site/site.ts";
import type { ArticlePageContent, FastingSummary as FastingSummaryContent, TableBlock } from "#app/site/types.ts";
import { labFastingSummary, labFastingTable } from "#generated/lab-preparation.ts";
import { bookingContactsWith } from "#app/lib/booking-links.ts";

/** The laboratory's preparation as this build has it (content/laboratorio.yaml): held or shown. */
const builtLaboratory = { fastingTable: labFastingTable, fastingSummary: labFastingSummary };

/**
 * The one view of every specialty and exam page: the shared layout of docs/product.md#pages, driven by the
 * page's content module alone (image-failure style and booking-contact overrides included), and
 * the laboratory's preparation, kept once for every page that shows it.
 */
export default function ArticleView({
  content,
  laboratory = builtLaboratory,
}: {
  content: ArticlePageContent;
  laboratory?: { fastingTable: TableBlock; fastingSummary: FastingSummaryContent };
}) {
  const { hero, list, cards, sections, faq, cta, careArea, review, crisisSupportLine } = content;
  const contacts = bookingContactsWith(content.ownBookingContacts ? site.surgicalRiskOverrides : undefined);
  // Optional parts left empty (a new page) render nothing: no heading stands over nothing.
  const showList = list.items.length > 0;
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline}>
        {content.urgentAdvice && <UrgentAdvice text={content.urgentAdvice} />}
        {(hero.highlights || hero.highlightLinks) && (
          // A bulleted line of text, not pills: nothing here may look like a button that does nothing.
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 font-medium text-slate-800" aria-label="Destaques">
            {hero.highlights?.map((highlight) => (
              <li key={highlight} className="list-inside list-disc marker:text-green-700">
                {highlight}
              </li>
            ))}
            {/* A highlight that leads to its section of the page ("Preparo e jejum"): a link, 44 px tall. */}
            {hero.highlightLinks?.map((link) => (
              <li key={link.section} className="list-inside list-disc marker:text-green-700">
                <a
                  href={`#${link.section}`}
                  className="inline-flex min-h-11 items-center text-sky-800 underline underline-offset-2 hover:text-sky-950"
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        )}
      </PageHero>

      <PriceNote content={content} />
      {content.fastingSummary && (
        <FastingSummary
          summary={laboratory.fastingSummary}
          tableSection={sections.find((section) => section.sharedTable === "jejum")?.id}
        />
      )}
      {content.consultationMinutes !== null && (
        <p data-testid="consultation-duration" className="mx-auto max-w-6xl px-4 pt-3 text-lg text-slate-800">
          <strong>{content.mainEntity.type === "MedicalTest" ? "Duração do exame" : "Duração da consulta"}:</strong>{" "}
          cerca de {content.consultationMinutes} minutos.
        </p>
      )}
      <WhatsAppBanner contacts={contacts} />

      <section
        data-placement="symptoms"
        aria-labelledby={showList && list.heading ? "lista-principal" : undefined}
        className="py-12"
      >
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 md:grid-cols-2">
          <div className="overflow-hidden rounded-2xl">
            <ResponsiveImage image={hero.image} sizes="(min-width: 768px) 560px, 100vw" priority />
          </div>
          <div>
            {/* A heading stands only over its list: a new page without items shows the photo and the button. */}
            {showList && list.heading && (
              <h2 id="lista-principal" className="mb-5 text-2xl font-bold sm:text-3xl">
                {list.heading}
              </h2>
            )}
            {showList && (
              <ul className="space-y-3">
                {list.items.map((item) => (
                  <li key={item} className="flex gap-3 text-lg text-slate-800">
                    <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-sky-700" />
                    {item}
                  </li>
                ))}
              </ul>
            )}
            <WhatsAppButton contacts={contacts} label="Agendar consulta" className={showList ? "mt-8" : undefined} />
          </div>
        </div>
      </section>

      {/* What a patient looks for first (the laboratory's "Preparo e jejum"), before the long cards. */}
      {sections
        .filter((section) => section.beforeCards)
        .map((section) => (
          <ContentSection
            key={section.id}
            section={section}
            fastingTable={laboratory.fastingTable}
            className="border-t border-slate-200"
          />
        ))}

      {cards.items.length > 0 && (
        <section aria-labelledby={cards.heading ? "cards-titulo" : undefined} className="bg-slate-50 py-12">
          <div className="mx-auto max-w-6xl px-4">
            {cards.heading && (
              <h2 id="cards-titulo" className="mb-6 text-2xl font-bold sm:text-3xl">
                {cards.heading}
              </h2>
            )}
            <InfoCardGrid cards={cards.items} />
          </div>
        </section>
      )}

      {sections
        .filter((section) => !section.beforeCards)
        .map((section, index) => (
          <ContentSection
            key={section.id}
            section={section}
            fastingTable={laboratory.fastingTable}
            className={index % 2 === 1 ? "bg-slate-50" : undefined}
          />
        ))}

      {careArea && <CareTeamLinks area={careArea} />}
      <FaqSection faq={faq} />
      <ClosingCta cta={cta} contacts={contacts} />
      <HealthNotices review={review} careArea={careArea} crisisSupportLine={crisisSupportLine} />
    </>
  );
}
