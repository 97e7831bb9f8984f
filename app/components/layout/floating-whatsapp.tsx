import { Icon } from "#app/components/ui/icon.tsx";
import { defaultBookingContacts } from "#app/lib/booking-links.ts";

/** The messaging button fixed at the bottom-right of every page. */
export function FloatingWhatsApp() {
  return (
    <aside aria-label="Agendamento rápido">
      <a
        href={defaultBookingContacts.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-placement="floating-button"
        data-testid="floating-whatsapp"
        className="fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg shadow-black/25 hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 sm:right-6 sm:bottom-6"
      >
        <Icon name="message-circle" className="size-7" />
        <span className="sr-only">Agendar pelo WhatsApp (abre em nova aba)</span>
      </a>
    </aside>
  );
}
