/**
 * What a real value of the clinic looks like, beyond its format (shared/content-rules.ts): a CNPJ
 * whose check digits agree, a council registration that is a number the council could have
 * issued, a person's name that is not a stand-in. The publication gate refuses what fails these
 * (scripts/publication/value-checks.ts), so an example value nobody listed still does not go live.
 */

/**
 * The CNPJ's two check digits (Receita Federal's modulus 11, weights 2 to 9 from the right). Each
 * of the first twelve characters counts as its character code minus 48, so the alphanumeric CNPJ
 * the Receita issues from July 2026 (IN RFB 2.229/2024) is checked by the same rule as the numeric
 * one. Twelve or fourteen equal characters (00.000.000/0000-00) pass the arithmetic and are refused.
 */
export function cnpjCheckDigitsAgree(cnpj: string): boolean {
  const characters = cnpj.toUpperCase().replace(/[./-]/g, "");
  if (!/^[0-9A-Z]{12}\d{2}$/.test(characters) || /^(.)\1*$/.test(characters.slice(0, 12))) return false;
  const values = [...characters].map((character) => character.charCodeAt(0) - 48);
  const checkDigit = (length: number) => {
    const sum = values
      .slice(0, length)
      .reverse()
      .reduce((total, value, index) => total + value * ((index % 8) + 2), 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

/**
 * The digits a council gives: CRM-MG registrations run to six digits and are rarely under three
 * (the clinic's own, as a legal person, too); RQE numbers start lower; CRP 04 registrations after
 * “04/” have three to six digits. None starts with 0.
 */
export const registrationDigits = {
  crm: { min: 3, max: 6 },
  rqe: { min: 2, max: 6 },
  crp: { min: 3, max: 6 },
} as const;

export type RegistrationKind = keyof typeof registrationDigits;

/** True when `number` (digits only, as the editor keeps it) could have been issued by the council. */
export function plausibleRegistration(kind: RegistrationKind, number: string): boolean {
  const { min, max } = registrationDigits[kind];
  return new RegExp(`^[1-9]\\d{${min - 1},${max - 1}}$`).test(number.trim());
}

/**
 * A name that stands in for a person: “Nome da Cardiologista”, “Nome do Encarregado”, “Fulano de
 * Tal”, “[nome]”, “A definir”, with or without “Dr.”/“Dra.” before it.
 */
const standInName =
  /^(?:dra?\.?\s+)?(?:nome\s+d[aoe]s?\b|fulan[oa]\b|beltran[oa]\b|sicran[oa]\b|exemplo\b|teste\b|a\s+definir\b|a\s+preencher\b|xx+\b|\[|…|\.\.\.)/i;

export const isStandInName = (name: string) => standInName.test(name.trim());
