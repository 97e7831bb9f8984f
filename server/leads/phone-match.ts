/**
 * Finding a data subject's leads by phone (LGPD access and deletion requests). The operator types
 * the number as the person gives it: "+55 31 99999-8888", "(31) 99999-8888", "5531999998888" or
 * "031 99999-8888" are all the same person. Formatting is ignored by comparing digits, and leading
 * zeros (a trunk or international "00" prefix) are dropped; a number matches a lead when it equals
 * the lead's national number or its number with the country code.
 */
import { phoneDigits } from "#shared/lead/phone-mask.ts";

export interface PhoneMatchKeys {
  /** Country code and national number, digits only, without leading zeros: "5531999998888". */
  international: string;
  /** The national number, digits only, without leading zeros: "31999998888". */
  national: string;
}

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+/, "");

/** The keys stored beside a lead; its phone is "<dial code> <national number>" (the payload schema). */
export function phoneMatchKeys(storedPhone: string): PhoneMatchKeys {
  const separator = storedPhone.indexOf(" ");
  const dialCode = separator > 0 ? phoneDigits(storedPhone.slice(0, separator)) : "";
  const national = withoutLeadingZeros(phoneDigits(separator > 0 ? storedPhone.slice(separator + 1) : storedPhone));
  return { international: dialCode + national, national };
}

/** The digits a looked-up number is compared with, or null when it has too few to mean one person. */
export function phoneQueryDigits(query: string): string | null {
  const digits = withoutLeadingZeros(phoneDigits(query));
  return digits.length >= 8 ? digits : null;
}
