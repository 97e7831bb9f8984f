/**
 * Phone masks of docs/product.md#lead-validation. A mask is a pure function of the digits: whatever the field holds
 * (the previous masked value plus the key just typed, a paste, an autofill) is reduced to its
 * digits, capped at the country's `maxDigits` (extra digits are dropped), and formatted.
 *
 * Progressive behaviour: a separator appears only once a digit follows it, never trailing.
 * "31" shows "(31", not "(31) ", so Backspace always removes a digit instead of deleting a
 * separator the mask would put straight back.
 *
 * - BR (cap 11): "(3", "(31", "(31) 9", … "(31) 9999", "(31) 9999-8", … "(31) 9999-8888" (10
 *   digits, landline) and "(31) 99999-8888" at 11 (mobile): the hyphen moves right.
 * - US (cap 10): "(2", "(212", "(212) 5", "(212) 555-1", "(212) 555-1234".
 * - FR (cap 10): pairs separated by spaces, "06 12 34 56 78".
 * - DE (cap 12): 3 digits, a space, then a middle group of 3 that widens to 4 and 5 only once
 *   the last group is full at 4: "030 123", "030 123 4", "030 123 4567", "030 1234 5678",
 *   "030 12345 6789". Like BR, the middle group absorbs the extra digits of longer numbers.
 * - Others: digits only.
 *
 * A paste that starts with "+" and the country's own dial code ("+55 31 …") loses that code,
 * since the picker already holds it.
 */
import { countryByCode, DEFAULT_COUNTRY } from "./countries";

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * True when the text holds a character the mask would drop silently: a letter, a dot, a slash…
 * Digits, spaces, the mask's own parentheses and hyphen and a leading "+" (a pasted dial code)
 * are what a phone is typed with.
 */
export function hasNonPhoneCharacters(text: string): boolean {
  return !/^\s*\+?[\d\s()-]*$/.test(text);
}

export function maxPhoneDigits(countryCode: string): number {
  return (countryByCode(countryCode) ?? DEFAULT_COUNTRY).maxDigits;
}

function withoutOwnDialCode(rawInput: string, dialCode: string): string {
  const trimmed = rawInput.trimStart();
  const dialDigits = dialCode.slice(1);
  if (!trimmed.startsWith("+")) return phoneDigits(rawInput);
  const digits = phoneDigits(trimmed);
  return digits.startsWith(dialDigits) ? digits.slice(dialDigits.length) : digits;
}

function maskBrazil(digits: string): string {
  if (digits.length <= 2) return digits && `(${digits}`;
  const area = `(${digits.slice(0, 2)}) `;
  const subscriber = digits.slice(2);
  if (subscriber.length <= 4) return area + subscriber;
  const firstPartLength = subscriber.length === 9 ? 5 : 4;
  return `${area}${subscriber.slice(0, firstPartLength)}-${subscriber.slice(firstPartLength)}`;
}

function maskUnitedStates(digits: string): string {
  if (digits.length <= 3) return digits && `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function maskFrance(digits: string): string {
  return (digits.match(/\d{1,2}/g) ?? []).join(" ");
}

function maskGermany(digits: string): string {
  if (digits.length <= 3) return digits;
  const rest = digits.slice(3);
  if (rest.length <= 3) return `${digits.slice(0, 3)} ${rest}`;
  const middleLength = Math.max(3, rest.length - 4);
  return `${digits.slice(0, 3)} ${rest.slice(0, middleLength)} ${rest.slice(middleLength)}`;
}

const maskers: Partial<Record<string, (digits: string) => string>> = {
  BR: maskBrazil,
  US: maskUnitedStates,
  FR: maskFrance,
  DE: maskGermany,
};

/** The masked phone text for what the visitor typed; an unknown country is treated as the default one. */
export function maskPhone(countryCode: string, rawInput: string): string {
  const country = countryByCode(countryCode) ?? DEFAULT_COUNTRY;
  const digits = withoutOwnDialCode(rawInput, country.dialCode).slice(0, country.maxDigits);
  const mask = maskers[country.code];
  return mask ? mask(digits) : digits;
}
