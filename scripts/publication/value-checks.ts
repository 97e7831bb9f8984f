/**
 * The publication gate's look at what is written (decision 052): each field of the clinic's data,
 * each person of the team and the clinic's rating are compared with the values the project shipped as
 * examples (shared/example-values.ts) and with what a real value looks like
 * (shared/plausible-values.ts), whatever the example flags say. One item per field at most: the
 * first reason found.
 */
import {
  exampleShownAs,
  exampleValue,
  ratingFigures,
  type ExampleKind,
  type ExampleValue,
} from "#shared/example-values.ts";
import {
  cnpjCheckDigitsAgree,
  isStandInName,
  plausibleRegistration,
  registrationDigits,
  type RegistrationKind,
} from "#shared/plausible-values.ts";
import type { Actor, PublicationItem } from "./item";

type Data = Record<string, unknown>;

export const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The editor's name for a place (scripts/content/places.ts): file and field → “Dados da clínica › CNPJ”. */
export type PlaceOf = (file: string, field: string) => string;

/** A field's value by its path: `legal.cnpj`, `social[0].url`. */
function valueAt(data: unknown, field: string): unknown {
  return field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) => (isRecord(value) || Array.isArray(value) ? (value as Data)[key] : undefined),
      data,
    );
}

const exampleMessage = (place: string, kind: ExampleKind, example: ExampleValue) =>
  example.fromBrief
    ? `${place}: “${exampleShownAs(kind, example)}” é dado de exemplo, ainda não confirmado pela clínica; ponha o dado real (se for mesmo este, peça a quem administra o servidor para confirmá-lo).`
    : `${place}: “${exampleShownAs(kind, example)}” é dado de exemplo; ponha o dado real.`;

/** Collects the items of one file, one per field. */
function collector(file: string, placeOf: PlaceOf, who: Actor) {
  const items: PublicationItem[] = [];
  const add = (field: string, message: (place: string) => string) =>
    items.push({ message: message(placeOf(file, field)), who, file, field });
  /** The field holds a listed example value: one item, true. */
  const example = (field: string, kind: ExampleKind, value: unknown = undefined): boolean => {
    const found = exampleValue(kind, value);
    if (found) add(field, (place) => exampleMessage(place, kind, found));
    return found !== undefined;
  };
  return { items, add, example };
}

const registrationNames: Record<RegistrationKind, string> = { crm: "CRM", rqe: "RQE", crp: "CRP" };

const implausibleRegistration = (kind: RegistrationKind, number: string) => (place: string) =>
  `${place}: “${number}” não é um número de ${registrationNames[kind]} possível (de ${registrationDigits[kind].min} a ${registrationDigits[kind].max} algarismos, sem zero à esquerda); ponha o número do registro.`;

const standInMessage = (name: string) => (place: string) =>
  `${place}: “${name}” é um nome de exemplo; ponha o nome completo.`;

/** The clinic's own data, content/clinica.yaml. */
export function clinicValueItems(clinic: Data, placeOf: PlaceOf, currentYear: number): PublicationItem[] {
  const { items, add, example } = collector("content/clinica.yaml", placeOf, "recepção");
  const at = (field: string) => valueAt(clinic, field);
  for (const field of ["name", "shortName", "legal.legalName"]) {
    const name = at(field);
    if (!example(field, "clinicNames", name) && typeof name === "string" && isStandInName(name))
      add(field, standInMessage(name));
  }
  for (const field of [
    "contact.whatsappNumber",
    "contact.whatsappDisplay",
    "contact.phoneE164",
    "contact.phoneDisplay",
  ])
    example(field, "phones", at(field));
  for (const field of ["contact.email", "legal.dataProtectionOfficer.email"]) example(field, "emails", at(field));
  (Array.isArray(clinic.social) ? clinic.social : []).forEach((_, index) =>
    example(`social[${index}].url`, "socialProfiles", at(`social[${index}].url`)),
  );

  const cnpj = at("legal.cnpj");
  if (!example("legal.cnpj", "cnpj", cnpj) && typeof cnpj === "string" && !cnpjCheckDigitsAgree(cnpj))
    add(
      "legal.cnpj",
      (place) =>
        `${place}: o CNPJ “${cnpj}” não existe (os dois últimos dígitos não conferem com os outros); copie-o do cartão CNPJ da clínica.`,
    );
  const registration = at("legal.crmRegistration");
  const registrationNumber = typeof registration === "string" ? /\d+\s*$/.exec(registration)?.[0].trim() : undefined;
  if (
    !example("legal.crmRegistration", "clinicRegistration", registration) &&
    registrationNumber !== undefined &&
    !plausibleRegistration("crm", registrationNumber)
  )
    add("legal.crmRegistration", implausibleRegistration("crm", registrationNumber));
  const officer = at("legal.dataProtectionOfficer.name");
  if (!example("legal.dataProtectionOfficer.name", "dataProtectionOfficer", officer) && typeof officer === "string")
    if (isStandInName(officer)) add("legal.dataProtectionOfficer.name", standInMessage(officer));

  example("address.street", "street", at("address.street"));
  for (const field of ["address.postalCode", "address.structuredDataPostalCode"])
    example(field, "postalCodes", at(field));
  const geo = at("address.geo");
  if (isRecord(geo)) example("address.geo", "geo", `${String(geo.latitude)}, ${String(geo.longitude)}`);

  const hours = Array.isArray(clinic.hours) ? clinic.hours.filter(isRecord) : [];
  const hoursText = hours
    .map((line) => `${String(line.label)} ${String(line.opens)}–${String(line.closes)}`)
    .join("; ");
  if (!example("hours", "hours", hoursText)) hoursItems(hours, add);

  example("examCount", "examCount", at("examCount"));
  const year = at("copyrightYear");
  if (!example("copyrightYear", "copyrightYear", year) && typeof year === "number" && year > currentYear)
    add("copyrightYear", (place) => `${place}: ${year} ainda não chegou; use o ano em que o site foi publicado.`);

  const rating = at("rating");
  if (isRecord(rating)) exampleRating(rating, "rating.count", add);
  return items;
}

/** Hours that cannot be right: closing before opening, no day, a day in two lines. */
function hoursItems(hours: Data[], add: (field: string, message: (place: string) => string) => void): void {
  const seen = new Set<string>();
  hours.forEach((line, index) => {
    const days = Array.isArray(line.days) ? line.days.map(String) : [];
    if (days.length === 0) add(`hours[${index}].days`, (place) => `${place}: marque os dias deste horário.`);
    if (typeof line.opens === "string" && typeof line.closes === "string" && line.opens >= line.closes)
      add(
        `hours[${index}].closes`,
        (place) => `${place}: fecha às ${String(line.closes)}, antes de abrir (${String(line.opens)}); confira.`,
      );
    for (const day of days) {
      if (seen.has(day))
        add(`hours[${index}].days`, (place) => `${place}: um dia aparece em dois horários; deixe cada dia em um só.`);
      seen.add(day);
    }
  });
}

/** One person of the team, content/equipe/<slug>.yaml: name, CRM, RQE, CRP. */
export function personValueItems(slug: string, person: Data, placeOf: PlaceOf): PublicationItem[] {
  const { items, add, example } = collector(`content/equipe/${slug}.yaml`, placeOf, "cada médico");
  if (!example("name", "personNames", person.name) && typeof person.name === "string" && isStandInName(person.name))
    add("name", standInMessage(person.name));
  const registration =
    isRecord(person.registration) && isRecord(person.registration.value) ? person.registration.value : {};
  const number = (field: string, kind: RegistrationKind, value: unknown) => {
    if (typeof value !== "string" && typeof value !== "number") return;
    const text = String(value);
    if (!example(field, kind, text) && !plausibleRegistration(kind, text))
      add(field, implausibleRegistration(kind, text));
  };
  number("registration.value.crm", "crm", registration.crm);
  number("registration.value.crp", "crp", registration.crp);
  (Array.isArray(registration.specialties) ? registration.specialties : []).forEach((specialty: unknown, index) => {
    if (isRecord(specialty)) number(`registration.value.specialties[${index}].rqe`, "rqe", specialty.rqe);
  });
  return items;
}

/** The clinic's rating with the brief's example figures. */
function exampleRating(rating: Data, field: string, add: (field: string, message: (place: string) => string) => void) {
  const found = exampleValue("ratings", ratingFigures(rating.value, rating.count));
  if (found) add(field, (place) => exampleMessage(place, "ratings", found));
}
