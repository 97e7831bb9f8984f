import { bookingOffSentence } from "#app/lib/booking-links.ts";
import { DEMONSTRATION_NOTICE_ID } from "#app/lib/demonstration-notice-link.ts";
import { site } from "#app/site/site.ts";

/**
 * The slim notice at the top of every page of a demonstration build: its names, registrations,
 * phones and ratings are examples (docs/publication.md). A publication build has none. A landmark
 * of its own, read first, so no visitor (or screen-reader user) takes the examples for the clinic's data.
 * With booking to an example number switched off, it says so too, and every WhatsApp and phone
 * link of the page points here (decision 059).
 */
export function DemonstrationNotice() {
  if (site.publication) return null;
  return (
    <aside
      id={DEMONSTRATION_NOTICE_ID}
      aria-label="Aviso de demonstração"
      data-testid="demonstration-notice"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      <p>{site.demonstrationNotice}</p>
      {bookingOffSentence && <p data-testid="booking-off">{bookingOffSentence}</p>}
    </aside>
  );
}
