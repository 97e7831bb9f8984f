import type { CallToAction } from "#app/site/types.ts";
import type { BookingContacts } from "#app/lib/booking-links.ts";
import { BookingButtons } from "./contact-buttons";

export function ClosingCta({ cta, contacts }: { cta: CallToAction; contacts?: BookingContacts }) {
  return (
    <section data-placement="closing-cta" aria-labelledby="agendamento-final" className="bg-sky-900 py-14 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="agendamento-final" className="text-2xl font-bold sm:text-3xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-sky-100">{cta.text}</p>
        <BookingButtons contacts={contacts} phoneVariant="light" className="mt-6 justify-center" />
      </div>
    </section>
  );
}
