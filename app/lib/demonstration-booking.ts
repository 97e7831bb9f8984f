/**
 * Which numbers a build books to (decision 059). The content ships example phones
 * (shared/example-values.ts) that may still ring somebody, so a demonstration build never links
 * one: it links the numbers the operator confirmed for trying the demonstration
 * (VITE_DEMO_WHATSAPP_NUMBER, VITE_DEMO_PHONE_NUMBER in .env.example), or, without them, switches
 * that booking off and points its links at the demonstration notice, which says why. A number the
 * clinic entered (not an example) is linked as it is; a publication build is never touched (the
 * publication gate already refuses every example). Read at build time only, through
 * app/lib/booking-links.ts: the pages' scripts never carry the list of examples.
 */
import { isExamplePhone } from "#shared/example-values.ts";

/** The content's numbers (content/clinica.yaml, "Contatos"), as `site.contact` holds them. */
export interface ContentNumbers {
  whatsappNumber: string;
  whatsappDisplay: string;
  phoneE164: string;
  phoneDisplay: string;
}

export interface DemonstrationBookingSettings {
  /** A publication build: the content's numbers, always. */
  publication: boolean;
  /** VITE_DEMO_WHATSAPP_NUMBER, as the operator wrote it (+55 31 98765-4321). */
  whatsappNumber?: string;
  /** VITE_DEMO_PHONE_NUMBER, as the operator wrote it (+55 31 3456-7890). */
  phoneNumber?: string;
}

/** The numbers the pages link and show; a null link is booking switched off in this demonstration. */
export interface BookingNumbers {
  /** The wa.me number (digits with the country code), or null: WhatsApp is off. */
  whatsapp: string | null;
  whatsappDisplay: string;
  /** The tel: number (+ and digits), or null: the phone is off. */
  phone: string | null;
  phoneDisplay: string;
}

const digitsOf = (number: string) => number.replace(/\D/g, "");

/**
 * The content's numbers, unless this is a demonstration and one is an example: then the
 * operator's (shown as the operator wrote it), or none.
 */
export function resolveBookingNumbers(content: ContentNumbers, settings: DemonstrationBookingSettings): BookingNumbers {
  const replaced = (number: string) => !settings.publication && isExamplePhone(number);
  const whatsapp = replaced(content.whatsappNumber)
    ? { link: settings.whatsappNumber && digitsOf(settings.whatsappNumber), shown: settings.whatsappNumber }
    : { link: content.whatsappNumber };
  const phone = replaced(content.phoneE164)
    ? { link: settings.phoneNumber && `+${digitsOf(settings.phoneNumber)}`, shown: settings.phoneNumber }
    : { link: content.phoneE164 };
  return {
    whatsapp: whatsapp.link || null,
    whatsappDisplay: whatsapp.shown || content.whatsappDisplay,
    phone: phone.link || null,
    phoneDisplay: phone.shown || content.phoneDisplay,
  };
}

/**
 * The notice's second sentence when booking is off, in plain words: what is off and why; none
 * when every number is linked.
 */
export function bookingOffNotice({ whatsapp, phone }: BookingNumbers): string | undefined {
  if (whatsapp === null && phone === null) return "WhatsApp e telefone desligados: números de exemplo.";
  if (whatsapp === null) return "WhatsApp desligado: número de exemplo.";
  if (phone === null) return "Telefone desligado: número de exemplo.";
  return undefined;
}
