/**
 * The rules the site's content must keep, with the words an editor reads when one is broken: the
 * build checks every page, person and setting against them before it writes anything
 * (scripts/content-check.ts), and the content editor's fields take the same ones. Constants only:
 * no page, view or server imports them but through those two.
 */

/** A rule on one text: what it must look like, and what to tell the editor when it does not. */
export interface TextRule {
  pattern: RegExp;
  /** Portuguese, for a non-technical editor: what is expected, with an example. */
  message: string;
}

/** A council registration number as the editor types it (CRM, RQE, CRP): the site writes the prefix. */
export const registrationNumber: TextRule = {
  pattern: /^\d{1,7}$/,
  message: "Digite somente os números do registro, sem letras, pontos ou espaços (ex.: 12345).",
};

/** The page's description in search results: long enough to say something, short enough to be shown whole. */
export const META_DESCRIPTION_LENGTH = { min: 70, max: 170 } as const;
/** The page's title in the browser tab and search results (the site's name is added after it). */
export const META_TITLE_MAX_LENGTH = 90;
/**
 * The consent banner's short sentence: with its title, the policy link and one row of three choices,
 * the banner stays under a third of a 320 × 568 screen and clear of the home page's address on a
 * 390 × 844 one, read whole (docs/decisions/053; tests/e2e/consent-banner-on-a-phone.test.ts).
 */
export const CONSENT_SUMMARY_MAX_LENGTH = 80;

export const textRules = {
  crm: {
    pattern: /^CRM-MG nº \d{1,7}$/,
    message: "use “CRM-MG nº ” seguido só dos números do registro, ex.: CRM-MG nº 12345",
  },
  rqe: {
    pattern: /^RQE nº \d{1,7}$/,
    message: "use “RQE nº ” seguido só dos números do registro de especialista, ex.: RQE nº 6789",
  },
  crp: {
    pattern: /^CRP 04\/\d{1,7}$/,
    message:
      "use “CRP 04/” seguido dos números do registro no Conselho Regional de Psicologia de MG, ex.: CRP 04/12345",
  },
  // Letters in the first twelve places: the alphanumeric CNPJ the Receita issues from July 2026
  // (IN RFB 2.229/2024); the check digits stay numbers (shared/plausible-values.ts checks them).
  cnpj: {
    pattern: /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
    message: "use o formato 00.000.000/0000-00 (CNPJ novo pode ter letras maiúsculas antes dos dois últimos números)",
  },
  phoneE164: {
    pattern: /^\+55\d{10,11}$/,
    message: "use +55, o DDD e o número, só com números, ex.: +553133330000",
  },
  phoneDisplay: {
    pattern: /^\(\d{2}\) \d{4,5}-\d{4}$/,
    message: "use o formato (31) 3333-0000 ou (31) 99999-0000",
  },
  whatsappNumber: {
    pattern: /^55\d{10,11}$/,
    message: "use 55, o DDD e o número, só com números, ex.: 5531999990000",
  },
  // Letters, digits and . _ % + - before the @; a domain of dot-separated labels after it. Nothing
  // a page could mistake for markup or a link of another kind.
  email: {
    pattern:
      /^(?=.{6,254}$)[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
    message: "use um e-mail completo, ex.: contato@clinica.com.br",
  },
  // A link off the site: https only (javascript:, data:, http: never reach a page or its structured data).
  externalUrl: {
    pattern: /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/,
    message: "use o endereço completo, começando com https://, ex.: https://www.instagram.com/clinica",
  },
  postalCode: {
    pattern: /^\d{5}-\d{3}$/,
    message: "use o CEP no formato 00000-000, ex.: 30640-060",
  },
  time: {
    pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
    message: "use a hora no formato HH:MM, ex.: 07:00",
  },
  // A testimonial's signature: a first name and the initial of a surname (legal review N19), never a
  // full name that would tie a patient to the clinic's care.
  testimonialAuthor: {
    pattern: /^\p{Lu}[\p{Ll}'-]+ \p{Lu}\.$/u,
    message: "só o primeiro nome e a inicial do sobrenome, com ponto, ex.: Maria S.",
  },
  isoDate: {
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    message: "use a data no formato AAAA-MM-DD, ex.: 2026-11-23",
  },
} as const satisfies Record<string, TextRule>;

export type TextRuleName = keyof typeof textRules;

/**
 * A page's "when not to wait" advice names the public line to call: 192 (SAMU) or 188 (CVV); empty
 * means the page has none.
 */
export const urgentAdviceRule = {
  regex: /^$|(^|\D)(192|188)(\D|$)/,
  message: "O aviso de urgência precisa dizer para ligar 192 (SAMU) ou 188 (CVV).",
};
