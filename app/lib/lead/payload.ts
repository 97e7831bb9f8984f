/**
 * The lead the dialog sends (docs/product.md#lead-payload). Tags: `form` (the form title), `originUrl` (origin and
 * path, without query string or hash), `assunto` when the page is about one specialty or exam
 * (app/lib/lead/booking-subject.ts), then one tag per non-empty campaign parameter
 * (CAMPAIGN_PARAMETERS: utm_source, utm_medium, utm_campaign, gclid, fbclid); every other query
 * parameter stays in the browser, since it may carry health or personal data (utm_term=depressao).
 *
 * De-duplication: a parameter name is used once; its first non-empty value wins ("?a=&a=1&a=2"
 * gives a=1), and a parameter named `form` or `originUrl` never overrides ours. Values are
 * trimmed; blank ones are skipped. The tags stay within the bounds the relay accepts (count,
 * name and value length), so a long campaign URL can never get a real visitor's lead rejected.
 */
import { countryByCode, DEFAULT_COUNTRY } from "#shared/lead/countries.ts";
import { BOOKING_SUBJECT_TAG } from "./booking-subject.ts";
import {
  HONEYPOT_FIELD,
  CAMPAIGN_PARAMETERS,
  MAX_TAG_NAME_LENGTH,
  MAX_TAG_VALUE_LENGTH,
  MAX_TAGS,
  normaliseName,
  type LeadPayload,
  type LeadTag,
} from "#shared/lead/schema.ts";

export interface LeadPayloadInput {
  name: string;
  /** Code of the country picked, e.g. "BR"; an unknown code falls back to the default country. */
  country: string;
  /** The phone field's masked text, e.g. "(31) 99999-8888". */
  maskedPhone: string;
  formTitle: string;
  location: Pick<Location, "origin" | "pathname" | "search">;
  /** The hidden honeypot field's value; sent only when a bot filled it. */
  honeypot?: string;
  /** What the booking is for, from the page it was made on ("Especialidade: Cardiologia"), sent as the `assunto` tag. */
  subject?: string;
}

/** Only a campaign parameter comes from the query: the site's own tags are never the visitor's to set. */
const isCampaignParameter = (name: string) => (CAMPAIGN_PARAMETERS as readonly string[]).includes(name);

function queryTags(search: string, takenNames: Set<string>): LeadTag[] {
  const tags: LeadTag[] = [];
  for (const [rawName, rawValue] of new URLSearchParams(search)) {
    const name = rawName.trim();
    const value = rawValue.trim();
    if (!name || !value || name.length > MAX_TAG_NAME_LENGTH || takenNames.has(name) || !isCampaignParameter(name))
      continue;
    takenNames.add(name);
    tags.push({ name, value: value.slice(0, MAX_TAG_VALUE_LENGTH) });
  }
  return tags;
}

export function buildLeadPayload({
  name,
  country,
  maskedPhone,
  formTitle,
  location,
  honeypot,
  subject,
}: LeadPayloadInput): LeadPayload {
  const { dialCode } = countryByCode(country) ?? DEFAULT_COUNTRY;
  const ownTags: LeadTag[] = [
    { name: "form", value: formTitle.slice(0, MAX_TAG_VALUE_LENGTH) },
    { name: "originUrl", value: (location.origin + location.pathname).slice(0, MAX_TAG_VALUE_LENGTH) },
    ...(subject ? [{ name: BOOKING_SUBJECT_TAG, value: subject.slice(0, MAX_TAG_VALUE_LENGTH) }] : []),
  ];
  const tags = [...ownTags, ...queryTags(location.search, new Set(ownTags.map((tag) => tag.name)))].slice(0, MAX_TAGS);
  const payload: LeadPayload = {
    name: normaliseName(name),
    phone: `${dialCode} ${maskedPhone.trim()}`,
    messageToSend: "",
    tags,
  };
  if (honeypot) payload[HONEYPOT_FIELD] = honeypot;
  return payload;
}
