/**
 * What makes a Brazilian number one the clinic can call back (docs/product.md#lead-validation): a DDD
 * (area code) that exists, then 8 digits for a landline (first digit 2 to 5) or 9 starting with 9
 * for a mobile. Most people say their number without the DDD ("99999-8888"); the mask alone would
 * read its first two digits as one, so the form and the relay both judge the digits here.
 */

/** ANATEL's area codes (DDD) in use; any other two digits before the number are a typing slip. */
export const BRAZIL_AREA_CODES: ReadonlySet<string> = new Set(
  [
    [11, 19],
    [21, 22],
    [24, 24],
    [27, 28],
    [31, 35],
    [37, 38],
    [41, 49],
    [51, 51],
    [53, 55],
    [61, 69],
    [71, 71],
    [73, 75],
    [77, 77],
    [79, 79],
    [81, 89],
    [91, 99],
  ].flatMap(([first = 0, last = 0]) => Array.from({ length: last - first + 1 }, (_, offset) => String(first + offset))),
);

export const brazilPhoneMessages = {
  missingAreaCode: "Inclua o DDD: (31) 98765-4321",
  notCallable: "Confira o número: com DDD, (31) 98765-4321 ou (31) 3333-4444",
} as const;

const LANDLINE = /^[2-5]\d{7}$/;
const MOBILE = /^9\d{8}$/;

/**
 * The message for a Brazilian national number (digits only) of 8 digits or more that cannot be
 * called, or undefined when it can. Fewer than 8 digits are the shared "too short" rule's.
 */
export function brazilPhoneProblem(digits: string): string | undefined {
  if (digits.length <= 9) return brazilPhoneMessages.missingAreaCode;
  const subscriber = digits.slice(2);
  if (!BRAZIL_AREA_CODES.has(digits.slice(0, 2))) return brazilPhoneMessages.notCallable;
  return LANDLINE.test(subscriber) || MOBILE.test(subscriber) ? undefined : brazilPhoneMessages.notCallable;
}
