/**
 * The lead rules, shared by the dialog (`leadFormSchema`, through `useLeadForm`) and the relay
 * (`leadPayloadSchema`), so both sides judge a lead the same way. Messages are the pt-BR texts of
 * docs/product.md#lead-validation; those only the server can produce name the field. Written with `zod/mini`, zod's
 * functional form, which the bundler can trim to the checks used: about 6 KiB gzip in the
 * dialog's code against 25 KiB for classic zod (docs/decisions/031).
 */
import * as z from "zod/mini";
import { DEFAULT_COUNTRY, countryByDialCode } from "./countries";
import { brazilPhoneProblem } from "./brazil-phone";
import { hasNonPhoneCharacters, phoneDigits } from "./phone-mask";

// zod/mini's objects are never compiled to code, so neither they nor a `new Function` probe run
// into our CSP (no 'unsafe-eval'); classic zod needed `z.config({ jitless: true })` for that
// (tests/e2e/lead-dialog.test.ts watches for CSP violations).

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PHONE_MIN_DIGITS = 8;
export const MAX_TAGS = 30;
/** What a client-made lead id (the `Idempotency-Key` header) may be: a UUID, or any similar URL-safe token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const MAX_TAG_NAME_LENGTH = 64;
export const MAX_TAG_VALUE_LENGTH = 1000;
/**
 * The only query parameters a lead carries, as tags: which campaign brought the visitor. The rest
 * of a query (a search term such as utm_term=depressao, an e-mail from a newsletter link) can be
 * health or personal data the policy does not announce, so the page never sends it and the relay
 * drops it if it comes (docs/publication.md, privacy policy "Quais dados coletamos").
 */
export const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "gclid", "fbclid"] as const;
/**
 * The tags the site itself adds: the form's title, the page it was sent from (without query) and,
 * on a page about one specialty or exam, what the booking is for ("assunto": "Especialidade:
 * Cardiologia", app/lib/lead/booking-subject.ts).
 */
export const OWN_TAG_NAMES = ["form", "originUrl", "assunto"] as const;
const forwardedTagNames: ReadonlySet<string> = new Set([...OWN_TAG_NAMES, ...CAMPAIGN_PARAMETERS]);
/** True for the tags a lead may carry; any other is dropped on both sides. */
export const isForwardedTag = (name: string) => forwardedTagNames.has(name);

/** A field people never see; a bot that fills it is answered as if accepted, and nothing is stored. */
export const HONEYPOT_FIELD = "website";

export const leadMessages = {
  nameRequired: "Nome é obrigatório.",
  nameTooShort: `Nome deve ter pelo menos ${NAME_MIN_LENGTH} caracteres.`,
  nameTooLong: `Nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`,
  nameInvalidCharacters: "Nome deve conter apenas letras e espaços.",
  phoneRequired: "Telefone é obrigatório.",
  phoneTooShort: `Telefone deve ter pelo menos ${PHONE_MIN_DIGITS} dígitos.`,
  phoneNotDigits: "Use só números",
} as const;

/**
 * Unicode letters may arrive decomposed (macOS, some keyboards type "é" as "e" + a combining
 * accent), and autofill leaves stray spaces: NFC and collapsed, trimmed whitespace make the
 * rules judge what the visitor sees, and that normalised name is what gets sent and stored.
 */
export function normaliseName(name: string): string {
  return removeControlCharacters(name.normalize("NFC")).replace(/\s+/g, " ").trim();
}

/**
 * Characters nobody sees that change what a text shows or does: C0 controls (NUL to U+001F), DEL
 * and C1 controls (U+0080 to U+009F); bidirectional overrides, embeddings, isolates and marks,
 * which make an export or a chat show text in another order than it is ("Trojan Source");
 * zero-width spaces and joiners, the word joiner, invisible operators, the soft hyphen and the
 * byte-order mark, which hide text inside text.
 */
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS =
  // eslint-disable-next-line no-control-regex -- the same, tab, LF and CR apart
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udfff]/gu;

/**
 * Text as every store and upstream takes it: none of the invisible characters above (PostgreSQL's
 * jsonb and text refuse NUL, and none has any business in a tag, an export or a log line), tab
 * and line breaks kept only with `keepLineBreaks`, and a lone surrogate (a string cut mid-emoji;
 * jsonb refuses it too) replaced by U+FFFD. Query strings put whatever they carry into the tags,
 * and that is not the visitor's fault: the lead is cleaned, never refused for it.
 */
export function removeControlCharacters(text: string, { keepLineBreaks = false } = {}): string {
  return text
    .replace(keepLineBreaks ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS, "")
    .replace(LONE_SURROGATE, "\ufffd");
}

/** Latin-script letters (with every accent) and the space; no digits, punctuation or emoji. */
const LETTERS_AND_SPACES = /^[\p{Script=Latin} ]+$/u;

const requiredText = (requiredMessage: string, wrongTypeMessage: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? requiredMessage : wrongTypeMessage) });

/** The first name rule broken, in the order docs/product.md#lead-validation lists them. */
function nameProblem(name: string): string | undefined {
  if (name === "") return leadMessages.nameRequired;
  if (name.length < NAME_MIN_LENGTH) return leadMessages.nameTooShort;
  if (name.length > NAME_MAX_LENGTH) return leadMessages.nameTooLong;
  return LETTERS_AND_SPACES.test(name) ? undefined : leadMessages.nameInvalidCharacters;
}

// One check that reports one message, never an aborting one: the form's phone rule (below) looks
// at several fields at once, and zod skips such a rule once any field has aborted.
const nameSchema = requiredText(leadMessages.nameRequired, "Nome deve ser um texto.").check(
  z.overwrite(normaliseName),
  z.superRefine((name, ctx) => {
    const message = nameProblem(name);
    if (message) ctx.addIssue({ code: "custom", message, input: name });
  }),
);

/**
 * The rules of a national number once its digits are known, for the dialog and the relay alike:
 * at least 8 digits anywhere, and with Brasil a DDD that exists before a landline or mobile number
 * (./brazil-phone.ts). Other countries keep the length rules only.
 */
function nationalPhoneProblem(countryCode: string, digits: string): string | undefined {
  if (digits.length < PHONE_MIN_DIGITS) return leadMessages.phoneTooShort;
  return countryCode === DEFAULT_COUNTRY.code ? brazilPhoneProblem(digits) : undefined;
}

/** The phone as the dialog's field holds it: the masked national number, without dial code. */
const maskedPhoneSchema = requiredText(leadMessages.phoneRequired, "Telefone deve ser um texto.").check(z.trim());

/**
 * The dialog's fields. `country` is the picker's code (Brasil when absent); `phoneTyped` is the
 * phone field's text as last typed, before the mask dropped what is not a digit, so a letter
 * typed is answered "Use só números" rather than vanishing into "Telefone é obrigatório.".
 */
export const leadFormSchema = z
  .object({
    name: nameSchema,
    phone: maskedPhoneSchema,
    country: z.optional(z.string()),
    phoneTyped: z.optional(z.string()),
  })
  .check(
    z.superRefine(
      ({ phone, country = DEFAULT_COUNTRY.code, phoneTyped = "" }, ctx) => {
        // A phone of the wrong type already has its message from the field.
        if (typeof phone !== "string") return;
        const message = hasNonPhoneCharacters(phoneTyped)
          ? leadMessages.phoneNotDigits
          : phone === ""
            ? leadMessages.phoneRequired
            : nationalPhoneProblem(country, phoneDigits(phone));
        if (message) ctx.addIssue({ code: "custom", message, path: ["phone"], input: phone });
      },
      // Judged even when the name breaks a rule, so each field shows its own message at once.
      { when: () => true },
    ),
  );

export type LeadFormValues = z.infer<typeof leadFormSchema>;
/** The message under each field that breaks a rule; a field that keeps them all has none. */
export type LeadFormErrors = Partial<Record<keyof LeadFormValues, string>>;

/**
 * The form's verdict on what the visitor typed: the normalised values to send, or the first
 * message of each field that breaks a rule (one message per field at a time, as docs/product.md#lead-validation lists them).
 */
export function checkLeadForm(
  values: LeadFormValues,
): { values: LeadFormValues; errors?: undefined } | { values?: undefined; errors: LeadFormErrors } {
  const result = leadFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LeadFormErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof LeadFormValues] ??= issue.message;
  return { errors };
}

/** "<dial code> <formatted number>": a dial code of the picker, digits and ( ) - and spaces after it. */
const PAYLOAD_PHONE = /^(\+\d{1,4}) ([\d ()-]{1,30})$/;

const payloadPhoneSchema = requiredText(leadMessages.phoneRequired, "Telefone deve ser um texto.").check(
  z.trim(),
  z.minLength(1, { error: leadMessages.phoneRequired, abort: true }),
  z.superRefine((phone, ctx) => {
    const match = PAYLOAD_PHONE.exec(phone);
    if (!match) {
      ctx.addIssue({
        code: "custom",
        message: "Telefone deve ter o código do país, um espaço e o número, ex.: +55 (31) 99999-9999.",
      });
      return;
    }
    const [, dialCode = "", number = ""] = match;
    const country = countryByDialCode(dialCode);
    if (!country) {
      ctx.addIssue({ code: "custom", message: `Telefone com código de país não atendido: ${dialCode}.` });
      return;
    }
    const digits = phoneDigits(number);
    const message =
      digits.length > country.maxDigits
        ? `Telefone deve ter no máximo ${country.maxDigits} dígitos após ${dialCode}.`
        : nationalPhoneProblem(country.code, digits);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
);

/** Cleaned before the length checks, so a value of 1000 characters plus a stray NUL still passes. */
const cleanText = (text: string) => removeControlCharacters(text);

const leadTagSchema = z.strictObject(
  {
    // An empty name is the client's mistake; a name of control characters only (a query string's
    // "?%00=x") is dropped with its tag below, so the lead is still stored.
    name: z
      .string({ error: "Tag: name deve ser um texto." })
      .check(
        z.minLength(1, { error: "Tag: name não pode ser vazio." }),
        z.overwrite(cleanText),
        z.maxLength(MAX_TAG_NAME_LENGTH, { error: `Tag: name deve ter no máximo ${MAX_TAG_NAME_LENGTH} caracteres.` }),
      ),
    value: z.string({ error: "Tag: value deve ser um texto." }).check(
      z.overwrite(cleanText),
      z.maxLength(MAX_TAG_VALUE_LENGTH, {
        error: `Tag: value deve ter no máximo ${MAX_TAG_VALUE_LENGTH} caracteres.`,
      }),
    ),
  },
  { error: "Cada tag deve ser um objeto { name, value } de textos, sem outros campos." },
);

export const leadPayloadSchema = z.strictObject(
  {
    name: nameSchema,
    phone: payloadPhoneSchema,
    // The site always sends it empty (docs/product.md#lead-payload): anything else did not come from our dialog, and a
    // free text field would be a way to push arbitrary text to the automation and the team.
    messageToSend: requiredText("messageToSend é obrigatório (texto vazio).", "messageToSend deve ser um texto.").check(
      z.refine((text) => text === "", { error: "messageToSend deve ser vazio: o site não envia mensagem." }),
    ),
    tags: z.pipe(
      z
        .array(leadTagSchema, {
          error: (issue) =>
            issue.input === undefined
              ? "tags é obrigatório (lista de { name, value })."
              : "tags deve ser uma lista de { name, value }.",
        })
        .check(z.maxLength(MAX_TAGS, { error: `tags deve ter no máximo ${MAX_TAGS} itens.` })),
      // Only the site's own tags and the campaign parameters go on, whatever an older page or a client sends.
      z.transform((tags) => tags.filter((tag) => tag.name !== "" && isForwardedTag(tag.name))),
    ),
    [HONEYPOT_FIELD]: z.optional(z.string({ error: `${HONEYPOT_FIELD} deve ser um texto.` }).check(z.maxLength(200))),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? // Fixed words: the client's keys are its input, never echoed.
          `Campo não permitido: o corpo aceita só name, phone, messageToSend, tags e ${HONEYPOT_FIELD}.`
        : "O corpo deve ser um objeto JSON com name, phone, messageToSend e tags.",
  },
);

export type LeadPayload = z.infer<typeof leadPayloadSchema>;
/** What is stored and forwarded upstream: the payload without the honeypot. */
export type LeadSubmission = Omit<LeadPayload, typeof HONEYPOT_FIELD>;
export type LeadTag = LeadSubmission["tags"][number];

/** The first problem of a failed parse, as one sentence for the visitor or the API client. */
export function firstLeadError(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? "Dados inválidos.";
}
