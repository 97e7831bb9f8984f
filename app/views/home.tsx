import { DirectionsSection } from "#app/components/sections/directions-section.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { HomeIndex } from "#app/components/sections/home-index.tsx";
import {
  BookingCards,
  GuaranteeBox,
  HomeCardSection,
  HomeHero,
  PitchList,
} from "#app/components/sections/home-sections.tsx";
import { RatingSummary } from "#app/components/sections/rating-summary.tsx";
import { ReviewsSection } from "#app/components/sections/reviews-section.tsx";
import { WhereAndWhen } from "#app/components/sections/where-and-when.tsx";
import { formatOpeningHours, site } from "#app/site/site.ts";
import type { HomeContent } from "#app/site/types.ts";

/**
 * The home page, in the order a first-time patient needs it (docs/decisions/041): who the clinic
 * is, where and when, an index of every specialty and exam, how to book, then the spec's sections;
 * on a phone under 8 screens (tests/e2e/patient-tasks.test.ts).
 */
export default function HomeView({ content }: { content: HomeContent }) {
  const { reviews } = content.rating;
  // A card marked "hours" lists the clinic's opening hours, kept once in its settings.
  const pitch = content.pitch.items.map(({ hours, ...item }) =>
    hours ? { ...item, items: site.hours.map(formatOpeningHours) } : item,
  );
  return (
    <>
      <HomeHero hero={content.hero} />
      <WhereAndWhen />
      <HomeIndex />
      <BookingCards booking={content.booking} />
      {/* The clinic's one rating line, under the ways to book: in the hero its two lines on a phone
          pushed "Endereço e horários" under the consent banner (decision 041: where and when first). */}
      <div className="mx-auto max-w-6xl px-4">
        <RatingSummary rating={site.rating} className="mt-4" />
      </div>
      <HomeCardSection id="especialidades" section={content.specialties} tinted />
      <HomeCardSection id="exames" section={content.exams} />
      <GuaranteeBox guarantee={content.guarantee} />
      {/* Testimonials only when the clinic has some, each with the patient's written authorisation
          and the technical director's reading (the publication gate); on this page only (N19). */}
      {reviews.length > 0 && <ReviewsSection reviews={reviews} />}
      <FaqSection faq={content.faq} />
      {/* Not on a phone, where each of their points is already above (docs/decisions/041): the hours
          and the route in "Endereço e horários", plans and payment in the FAQ, the exam count in the
          hero. A wider screen has the room. */}
      <PitchList heading={content.pitch.heading} items={pitch} className="max-sm:hidden" />
      <DirectionsSection className="max-sm:hidden" />
    </>
  );
}
