import { DirectionsSection } from "#app/components/sections/directions-section.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { BookingCards, GuaranteeBox, HomeCardSection, HomeHero } from "#app/components/sections/home-sections.tsx";
import { InfoCardGrid } from "#app/components/sections/info-card-grid.tsx";
import { ReviewsSection } from "#app/components/sections/reviews-section.tsx";
import { WhereAndWhen } from "#app/components/sections/where-and-when.tsx";
import { formatOpeningHours, site } from "#app/site/site.ts";
import type { HomeContent } from "#app/site/types.ts";
import { pageRating } from "#app/lib/page-meta.ts";

export default function HomeView({ content }: { content: HomeContent }) {
  const rating = pageRating(content.rating);
  // A card marked "hours" lists the clinic's opening hours, kept once in its settings.
  const pitch = content.pitch.items.map(({ hours, ...item }) =>
    hours ? { ...item, items: site.hours.map(formatOpeningHours) } : item,
  );
  return (
    <>
      <HomeHero hero={content.hero} rating={rating} />
      <WhereAndWhen />
      <BookingCards booking={content.booking} />
      <HomeCardSection id="especialidades" section={content.specialties} tinted />
      <HomeCardSection id="exames" section={content.exams} />
      <GuaranteeBox guarantee={content.guarantee} />
      <section aria-labelledby="por-que" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="por-que" className="text-2xl font-bold sm:text-3xl">
            {content.pitch.heading}
          </h2>
          <InfoCardGrid cards={pitch} className="mt-6" />
        </div>
      </section>
      {/* Testimonials only when the clinic has some, each with the patient's written authorisation. */}
      {rating.reviews.length > 0 && <ReviewsSection rating={rating} />}
      <FaqSection faq={content.faq} />
      <DirectionsSection />
    </>
  );
}
