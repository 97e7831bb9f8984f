import type { BookingContacts } from "#app/lib/booking-links.ts";
import { BookingButtons } from "./contact-buttons";

/** The green 'book by WhatsApp, it is faster' banner of the specialty pages. */
export function WhatsAppBanner({ contacts }: { contacts?: BookingContacts }) {
  return (
    <section data-placement="whatsapp-banner" aria-labelledby="agende-whatsapp" className="bg-green-50 py-8">
      {/* The box sits in the page's column, like every section's content: 16 px from a phone's edges. */}
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col gap-4 rounded-2xl border-2 border-green-700 bg-white p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="agende-whatsapp" className="text-xl font-bold text-green-900">
              Agende pelo WhatsApp - Mais rápido!
            </h2>
            <p className="mt-1 text-slate-700">
              Resposta rápida no horário de funcionamento: escolha o melhor dia e horário direto com a nossa equipe.
            </p>
          </div>
          <BookingButtons contacts={contacts} phoneLabel="Ou ligue:" />
        </div>
      </div>
    </section>
  );
}
