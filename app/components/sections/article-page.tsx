import type { ArticlePageContent } from "~/content/types";
import { defaultBookingContacts, type BookingContacts } from "~/lib/booking-links";
import { ClosingCta } from "./closing-cta";
import { WhatsAppButton } from "./contact-buttons";
import { ContentSection } from "./content-section";
import { FaqSection } from "./faq-section";
import { InfoCardGrid } from "./info-card-grid";
import { RatingSummary } from "./rating-summary";
import { ResponsiveImage, type ImageFailureMode } from "./responsive-image";
import { ReviewsSection } from "./reviews-section";
import { WhatsAppBanner } from "./whatsapp-banner";

interface ArticlePageProps {
  content: ArticlePageContent;
  contacts?: BookingContacts;
  imageFailure?: ImageFailureMode;
}

/** The shared layout of specialty and exam pages (spec §2). */
export function ArticlePage({ content, contacts = defaultBookingContacts, imageFailure = "placeholder" }: ArticlePageProps) {
  const { hero, list, cards, sections, faq, cta, rating } = content;
  return (
    <>
      <section data-placement="hero" className="bg-gradient-to-b from-sky-50 to-white pt-10 pb-6">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{hero.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700 sm:text-xl">{hero.tagline}</p>
          {rating && <RatingSummary value={rating.value} count={rating.count} className="mt-3" />}
          {hero.highlights && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Destaques">
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="rounded-full bg-sky-100 px-3 py-1 text-sm font-medium text-sky-900">{highlight}</li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <WhatsAppBanner contacts={contacts} />

      <section data-placement="symptoms" aria-labelledby="lista-principal" className="py-12">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 md:grid-cols-2">
          <div className="overflow-hidden rounded-2xl">
            <ResponsiveImage image={hero.image} sizes="(min-width: 768px) 560px, 100vw" priority onFailure={imageFailure} />
          </div>
          <div>
            <h2 id="lista-principal" className="text-2xl font-bold sm:text-3xl">{list.heading}</h2>
            <ul className="mt-5 space-y-3">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 text-lg text-slate-800">
                  <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-sky-700" />
                  {item}
                </li>
              ))}
            </ul>
            <WhatsAppButton contacts={contacts} label="Agendar consulta" className="mt-8" />
          </div>
        </div>
      </section>

      <section aria-labelledby="cards-titulo" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="cards-titulo" className="text-2xl font-bold sm:text-3xl">{cards.heading}</h2>
          <InfoCardGrid cards={cards.items} className="mt-6" />
        </div>
      </section>

      {sections.map((section, index) => (
        <ContentSection key={section.id} section={section} className={index % 2 === 1 ? "bg-slate-50" : undefined} />
      ))}

      {rating && rating.reviews.length > 0 && <ReviewsSection rating={rating} />}
      <FaqSection faq={faq} />
      <ClosingCta cta={cta} contacts={contacts} />
    </>
  );
}
