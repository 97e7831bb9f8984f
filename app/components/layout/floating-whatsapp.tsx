import { Icon } from "#app/components/ui/icon.tsx";
import { defaultBookingContacts } from "#app/lib/booking-links.ts";
import { bookingLinkTarget, opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

/**
 * The messaging button fixed at the bottom-right of every page, on a band of its own (docs/decisions/053):
 * a round button floating over the page hid whatever scrolled under it (the end of the open-now
 * line, the "ligue 192 agora" box at 320 px), while a full-width opaque band hides nothing a line
 * at a time: the page simply ends above it, as it ends below the sticky header. The spacer lets
 * the end of the page scroll clear of the band; app/app.css keeps focused elements clear of it
 * (scroll-padding-bottom, the same height). While the consent banner asks (<html
 * data-consent="ask">), the banner takes the foot of the screen and neither is shown.
 */
const hiddenWhileConsentAsks = "[[data-consent=ask]_&]:hidden";

export function FloatingWhatsApp() {
  return (
    <>
      <div aria-hidden="true" className={`h-(--floating-band-room) shrink-0 ${hiddenWhileConsentAsks}`} />
      <aside
        aria-label="Agendamento rápido"
        data-floating-band=""
        className={`fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] ${hiddenWhileConsentAsks}`}
      >
        <div className="mx-auto flex h-(--floating-band-height) max-w-6xl items-center justify-end px-4">
          <a
            href={defaultBookingContacts.whatsappUrl}
            {...bookingLinkTarget(defaultBookingContacts.whatsappUrl)}
            data-placement="floating-button"
            data-testid="floating-whatsapp"
            className="inline-flex size-12 items-center justify-center rounded-full bg-green-700 text-white shadow-md shadow-black/25 hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
          >
            <Icon name="message-circle" className="size-7" />
            <span className="sr-only">
              {opensBookingChat(defaultBookingContacts.whatsappUrl)
                ? "Agendar pelo WhatsApp (abre em nova aba)"
                : "Agendar pelo WhatsApp (desligado nesta demonstração: ver o aviso no alto da página)"}
            </span>
          </a>
        </div>
      </aside>
    </>
  );
}
