import type { BookingContacts } from "~/lib/booking-links";
import { BookingButtons } from "./contact-buttons";

/** The green 'book by WhatsApp, it is faster' banner of the specialty pages. */
export function WhatsAppBanner({ contacts }: { contacts?: BookingContacts }) {
  return (
    <section data-placement="whatsapp-banner" aria-labelledby="agende-whatsapp" className="bg-green-50 py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 rounded-2xl border-2 border-green-700 bg-white px-6 py-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="agende-whatsapp" className="text-xl font-bold text-green-900">
            Agende pelo WhatsApp - Mais rápido!
          </h2>
          <p className="mt-1 text-slate-700">
            Resposta imediata, sem fila de espera: escolha o melhor dia e horário direto com a nossa equipe.
          </p>
        </div>
        <BookingButtons contacts={contacts} phoneLabel="Ou ligue:" />
      </div>
    </section>
  );
}
