import { site } from "#app/site/site.ts";
import type { BookingContactOverrides } from "#app/site/types.ts";
import { bookingOffNotice, resolveBookingNumbers, type BookingNumbers } from "./demonstration-booking";
import { demonstrationNoticeHref } from "./demonstration-notice-link";

/**
 * The numbers this build books to and shows: the content's, or in a demonstration the operator's
 * in place of an example, or none (decision 059). Every booking link and shown number below comes
 * from here.
 */
export const bookingNumbers: BookingNumbers = resolveBookingNumbers(site.contact, {
  publication: site.publication,
  ...site.demonstrationNumbers,
});

/** The demonstration notice's sentence on booking switched off, if it is. */
export const bookingOffSentence: string | undefined = bookingOffNotice(bookingNumbers);

/**
 * A wa.me chat link with the prefilled booking text (or another message); with WhatsApp off in
 * this demonstration, the link to the notice that says so.
 */
export function whatsappUrl(
  message: string = site.contact.whatsappMessage,
  number: string | null = bookingNumbers.whatsapp,
): string {
  if (number === null) return demonstrationNoticeHref;
  const digits = number.replace(/\D/g, "");
  if (digits.length < 10) throw new Error(`WhatsApp number must have at least 10 digits: "${number}"`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The chat every page's "Perguntar o valor" opens: one question for all, naming no specialty or exam (decision 057). */
export function priceQuestionUrl(): string {
  return whatsappUrl(site.priceQuestion);
}

/**
 * A tel: link from a phone number in any notation; keeps a leading + and the digits. With the phone
 * off in this demonstration, the link to the notice that says so.
 */
export function telUrl(phone: string | null = bookingNumbers.phone): string {
  if (phone === null) return demonstrationNoticeHref;
  const normalized = phone.trim().replace(/(?!^\+)[^\d]/g, "");
  if (normalized.replace("+", "").length < 8) throw new Error(`Phone number must have at least 8 digits: "${phone}"`);
  return `tel:${normalized}`;
}

export function mailtoUrl(email: string = site.contact.email): string {
  return `mailto:${email}`;
}

/** The booking contacts a page shows; the surgical-risk page may override them (docs/product.md#calls-and-links). */
export type BookingContacts = Record<keyof BookingContactOverrides, string>;

export const defaultBookingContacts: BookingContacts = {
  whatsappUrl: whatsappUrl(),
  phoneUrl: telUrl(),
  phoneDisplay: bookingNumbers.phoneDisplay,
};

/** The operator sets the surgical-risk overrides (VITE_RISCO_CIRURGICO_*): confirmed numbers, linked as they are. */
export function bookingContactsWith(overrides: BookingContactOverrides = {}): BookingContacts {
  return {
    whatsappUrl: overrides.whatsappUrl || defaultBookingContacts.whatsappUrl,
    phoneUrl: overrides.phoneUrl || defaultBookingContacts.phoneUrl,
    phoneDisplay: overrides.phoneDisplay || defaultBookingContacts.phoneDisplay,
  };
}
