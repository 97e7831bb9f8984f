/**
 * Every value the project ships as example data in content/ (docs/go-live.md, "Placeholder
 * data"): the one list the publication gate refuses (scripts/publication/value-checks.ts) and its
 * tests share (scripts/publication-gate.test.ts: the shipped content, flags unticked, is refused
 * for each of these; the realistic fixture holds none of them). A value is refused wherever it is
 * written, whatever the example flags say: a receptionist who unticks a box to make the refusal go
 * away still publishes nothing invented (decision 052).
 *
 * Two kinds. Invented values can never be the clinic's (zeros, 3333-0000, “Nome da …”).
 * `fromBrief` values came from the clinic's brief or follow from the name the project gave it (the
 * address, hours, exam count, the name and what is made from it): they may turn out to be the
 * real ones, but nobody has confirmed them. When the clinic confirms one in writing, whoever
 * administers the site deletes it here, in a commit saying who confirmed it and when; the editor
 * has no way to do it.
 */

export interface ExampleValue {
  /** As the content holds it and the gate quotes it. */
  value: string;
  /** From the clinic's brief or its assumed name: may be real once the clinic confirms it. */
  fromBrief?: true;
}

const invented = (...values: string[]): ExampleValue[] => values.map((value) => ({ value }));
const fromBrief = (...values: string[]): ExampleValue[] => values.map((value) => ({ value, fromBrief: true }));

/** The example team's registration numbers, 00000 to 00016 (content/equipe/). */
const exampleRegistrationNumbers = Array.from({ length: 17 }, (_, index) => String(index).padStart(5, "0"));

/** The opening hours of the brief: one text per line, “label opens–closes”, in the content's order. */
export const exampleHours: readonly string[] = ["Segunda a sexta 07:00–18:00", "Sábado 07:00–12:00"];

export const exampleValues = {
  clinicNames: fromBrief("Clínica Médica Barreiro", "Clínica Barreiro", "Clínica Médica Barreiro Ltda."),
  phones: invented("5531999990000", "(31) 99999-0000", "+553133330000", "(31) 3333-0000"),
  emails: fromBrief("relacionamento@clinicamedicabarreiro.com.br", "privacidade@clinicamedicabarreiro.com.br"),
  socialProfiles: fromBrief(
    "https://www.instagram.com/clinicamedicabarreiro",
    "https://www.facebook.com/clinicamedicabarreiro",
  ),
  cnpj: invented("00.000.000/0001-00"),
  clinicRegistration: invented("CRM-MG nº 0000"),
  dataProtectionOfficer: invented("Nome do Encarregado"),
  street: fromBrief("Avenida Afonso Vaz de Melo, 640"),
  postalCodes: fromBrief("30640-060"),
  /** “latitude, longitude” as content/clinica.yaml holds them. */
  geo: invented("-19.9766, -44.0132"),
  hours: fromBrief(exampleHours.join("; ")),
  examCount: fromBrief("800"),
  copyrightYear: invented("2024"),
  /** The example team (content/equipe/): names, CRM-MG, RQE and CRP numbers. */
  personNames: invented(
    "Nome da Diretora Técnica",
    "Nome do Angiologista",
    "Nome da Cardiologista",
    "Nome da Cirurgiã Geral",
    "Nome do Clínico",
    "Nome da Dermatologista",
    "Nome do Endocrinologista",
    "Nome do Gastroenterologista",
    "Nome da Ginecologista e Obstetra",
    "Nome do Neurologista",
    "Nome da Oftalmologista",
    "Nome do Otorrinolaringologista",
    "Nome da Psiquiatra",
    "Nome do Urologista",
    "Nome da Médica Generalista",
    "Nome da Responsável pelo Laboratório",
    "Nome do Radiologista",
    "Nome da Psicóloga",
  ),
  crm: invented(...exampleRegistrationNumbers),
  rqe: invented(...exampleRegistrationNumbers.filter((number) => number !== "00012")),
  crp: invented("00001"),
  /**
   * The brief's clinic rating, “value/count”. The brief's per-page figures went with the per-page
   * ratings: Google rates the clinic, not a specialty (legal review N2, decision 056).
   */
  ratings: fromBrief("4.8/127"),
} as const satisfies Record<string, readonly ExampleValue[]>;

export type ExampleKind = keyof typeof exampleValues;

/** The listed example value of `kind` equal to `value` (compared as text, trimmed), if any. */
export function exampleValue(kind: ExampleKind, value: unknown): ExampleValue | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim();
  return (exampleValues[kind] as readonly ExampleValue[]).find((example) => example.value === text);
}

/** A rating's figures as the list holds them: 4.8 and 127 → “4.8/127”. */
export const ratingFigures = (value: unknown, count: unknown) => `${String(value)}/${String(count)}`;

/** How the gate quotes an example value: a rating as the page shows it (“nota 4,8 com 127 avaliações”), any other as written. */
export function exampleShownAs(kind: ExampleKind, { value }: ExampleValue): string {
  if (kind !== "ratings") return value;
  const [rating, count] = value.split("/");
  return `nota ${rating!.replace(".", ",")} com ${count!} avaliações`;
}

/** A phone number's digits without Brazil's country code: “+55 (31) 3333-0000” and “(31) 3333-0000” alike → 3133330000. */
const nationalDigits = (number: string) => number.replace(/\D/g, "").replace(/^55(?=\d{10,11}$)/, "");

const examplePhoneDigits = new Set(exampleValues.phones.map(({ value }) => nationalDigits(value)));

/**
 * The number is one of the example phones, in any notation: a demonstration build links none of
 * them (app/lib/demonstration-booking.ts, decision 059), since an invented number may still ring
 * somebody.
 */
export const isExamplePhone = (number: string): boolean => examplePhoneDigits.has(nationalDigits(number));
