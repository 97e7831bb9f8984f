/**
 * The countries of the lead form's phone picker (docs/product.md#lead-payload), in the order the picker shows them.
 * `maxDigits` caps what the phone mask accepts: the longest national number a visitor of that
 * country types, trunk prefix included where people habitually type it (FR "06…", DE "030…",
 * GB "07…"), and the mobile "9" of Argentina. The schemas check the same caps.
 */

export interface Country {
  code: string;
  name: string;
  /** "+" and the ITU country calling code; unique within this list. */
  dialCode: string;
  /** A masked example number, shown as the phone field's placeholder. */
  placeholder: string;
  maxDigits: number;
}

export const countries = [
  { code: "BR", name: "Brasil", dialCode: "+55", placeholder: "(31) 99999-9999", maxDigits: 11 },
  { code: "US", name: "Estados Unidos", dialCode: "+1", placeholder: "(555) 123-4567", maxDigits: 10 },
  { code: "PT", name: "Portugal", dialCode: "+351", placeholder: "912345678", maxDigits: 9 },
  { code: "ES", name: "Espanha", dialCode: "+34", placeholder: "612345678", maxDigits: 9 },
  { code: "AR", name: "Argentina", dialCode: "+54", placeholder: "91123456789", maxDigits: 11 },
  { code: "MX", name: "México", dialCode: "+52", placeholder: "5512345678", maxDigits: 10 },
  { code: "FR", name: "França", dialCode: "+33", placeholder: "06 12 34 56 78", maxDigits: 10 },
  { code: "DE", name: "Alemanha", dialCode: "+49", placeholder: "030 1234 5678", maxDigits: 12 },
  { code: "IT", name: "Itália", dialCode: "+39", placeholder: "3123456789", maxDigits: 11 },
  { code: "GB", name: "Reino Unido", dialCode: "+44", placeholder: "07123456789", maxDigits: 11 },
] as const satisfies readonly Country[];

export type CountryOption = (typeof countries)[number];
export type CountryCode = CountryOption["code"];

export const DEFAULT_COUNTRY = countries[0];

export function countryByCode(code: string): CountryOption | undefined {
  return countries.find((country) => country.code === code);
}

export function countryByDialCode(dialCode: string): CountryOption | undefined {
  return countries.find((country) => country.dialCode === dialCode);
}

/**
 * The format shown under the phone field, where it stays while the visitor types (the placeholder
 * disappears): Brasil asks for the DDD, which most people leave out; others show their example.
 */
export function phoneHint(country: CountryOption): string {
  return country.code === "BR" ? "Com DDD: (31) 98765-4321" : `Exemplo: ${country.placeholder}`;
}
