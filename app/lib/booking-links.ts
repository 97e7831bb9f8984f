import { site } from "#app/site/site.ts";
import type { BookingContactOverrides } from "#app/site/types.ts";

/** A wa.me chat link with the prefilled booking text (or another message). */
export function whatsappUrl(
  message: string = site.contact.whatsappMessage,
  number: string = site.contact.whatsappNumber,
): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 10) throw new Error(`WhatsApp number must have at least 10 digits: "${number}"`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The chat every page's "Perguntar o valor" opens: one question for all, naming no specialty or exam (decision 057). */
export function priceQuestionUrl(): string {
  return whatsappUrl(site.priceQuestion);
}

/** A tel: link from a phone number in any notation; keeps a leading + and the digits. */
export function telUrl(phone: string = site.contact.phoneE164): string {
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
  phoneDisplay: site.contact.phoneDisplay,
};

export function bookingContactsWith(overrides: BookingContactOverrides = {}): BookingContacts {
  return {
    whatsappUrl: overrides.whatsappUrl || defaultBookingContacts.whatsappUrl,
    phoneUrl: overrides.phoneUrl || defaultBookingContacts.phoneUrl,
    phoneDisplay: overrides.phoneDisplay || defaultBookingContacts.phoneDisplay,
  };
}
