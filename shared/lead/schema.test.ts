import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_PARAMETERS,
  checkLeadForm,
  firstLeadError,
  leadFormSchema,
  leadMessages,
  leadPayloadSchema,
  removeControlCharacters,
  type LeadPayload,
} from "./schema";

const formErrors = (values: Record<string, unknown>) => {
  const result = leadFormSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
};

const nameError = (name: unknown) => formErrors({ name, phone: "(31) 99999-8888" }).name;
const phoneError = (phone: unknown) => formErrors({ name: "Ana", phone }).phone;

describe("leadFormSchema: name (docs/product.md#lead-validation)", () => {
  it("is required", () => {
    expect(leadMessages.nameRequired).toBe("Nome é obrigatório.");
    expect(nameError("")).toBe("Nome é obrigatório.");
    expect(nameError("   ")).toBe("Nome é obrigatório.");
    expect(nameError(undefined)).toBe("Nome é obrigatório.");
  });

  it("has at least 2 characters", () => {
    expect(nameError("A")).toBe("Nome deve ter pelo menos 2 caracteres.");
    expect(nameError(" A ")).toBe("Nome deve ter pelo menos 2 caracteres.");
    expect(nameError("Al")).toBeUndefined();
  });

  it("has at most 50 characters", () => {
    expect(nameError("a".repeat(50))).toBeUndefined();
    expect(nameError("a".repeat(51))).toBe("Nome deve ter no máximo 50 caracteres.");
  });

  it("has letters, accented Latin letters included, and spaces only", () => {
    for (const name of [
      "Maria José",
      "João Conceição",
      "Ñandú Güemes",
      "Zoë Ångström",
      "Łukasz Dvořák",
      "Nguyễn Thị",
    ]) {
      expect(nameError(name), name).toBeUndefined();
    }
    for (const name of ["Ana 2", "Ana-Maria", "D'Ávila", "<script>alert(1)</script>", "Ana 🙂", "Ana_Maria", "Анна"]) {
      expect(nameError(name), name).toBe("Nome deve conter apenas letras e espaços.");
    }
  });

  it("judges and returns the name trimmed, with one space between words and accents composed", () => {
    const decomposed = "Jose\u0301  Maria ";
    const result = leadFormSchema.parse({ name: decomposed, phone: "(31) 99999-8888" });
    expect(result.name).toBe("José Maria");
    expect(nameError("a".repeat(50) + "   ")).toBeUndefined();
  });

  it("counts length on the normalised name", () => {
    expect(nameError(`${"a".repeat(25)}          ${"b".repeat(24)}`)).toBeUndefined();
  });
});

describe("leadFormSchema: phone (docs/product.md#lead-validation)", () => {
  it("is required", () => {
    expect(phoneError("")).toBe("Telefone é obrigatório.");
    expect(phoneError("  ")).toBe("Telefone é obrigatório.");
    expect(phoneError(undefined)).toBe("Telefone é obrigatório.");
  });

  it("has at least 8 digits once non-digits are removed", () => {
    expect(phoneError("(31) 9999-9")).toBe("Telefone deve ter pelo menos 8 dígitos.");
    expect(phoneError("1234 567")).toBe("Telefone deve ter pelo menos 8 dígitos.");
    expect(formErrors({ name: "Ana", phone: "(212) 555-1", country: "US" }).phone).toBe(
      "Telefone deve ter pelo menos 8 dígitos.",
    );
  });

  it("with Brasil, wants the DDD: 8 or 9 digits alone are refused with the example", () => {
    for (const phone of ["(99) 9998-888", "9999-8888", "(31) 9999-98", "(12) 3456-78"])
      expect(phoneError(phone), phone).toBe("Inclua o DDD: (31) 98765-4321");
    expect(formErrors({ name: "Ana", phone: "9999-8888", country: "BR" }).phone).toBe("Inclua o DDD: (31) 98765-4321");
  });

  it("with Brasil, wants a DDD that exists, then a landline (2 to 5) or a mobile starting with 9", () => {
    const check = "Confira o número: com DDD, (31) 98765-4321 ou (31) 3333-4444";
    for (const phone of ["(31) 98765-4321", "(31) 3333-4444", "(11) 2345-6789", "(99) 5555-0000", "(61) 91234-5678"])
      expect(phoneError(phone), phone).toBeUndefined();
    // DDDs that do not exist: below 11, a 0 or a 1 in second place after 1, and the gaps of the plan.
    for (const ddd of ["10", "20", "23", "25", "26", "29", "30", "36", "39", "40", "50", "52", "56", "60", "70", "72"])
      expect(phoneError(`(${ddd}) 98765-4321`), ddd).toBe(check);
    for (const ddd of ["76", "78", "80", "90", "01"]) expect(phoneError(`(${ddd}) 3333-4444`), ddd).toBe(check);
    // 9 digits not starting with 9; 8 digits starting with 0, 1 or 6 to 9.
    expect(phoneError("(31) 33330-0001")).toBe(check);
    expect(phoneError("(31) 88888-7777")).toBe(check);
    for (const first of ["0", "1", "6", "7", "8", "9"]) expect(phoneError(`(31) ${first}333-4444`), first).toBe(check);
  });

  it('answers letters and other characters typed, before the mask drops them, with "Use só números"', () => {
    const typedError = (phoneTyped: string, phone: string) => formErrors({ name: "Ana", phone, phoneTyped }).phone;
    expect(typedError("abc", "")).toBe("Use só números");
    expect(typedError("(31) 98765-432a", "(31) 98765-432")).toBe("Use só números");
    expect(typedError("31.98765.4321", "(31) 98765-4321")).toBe("Use só números");
    expect(typedError("3198765432+1", "(31) 98765-4321")).toBe("Use só números");
    // The mask's own characters, spaces and a leading + (a pasted dial code) are how a phone is typed.
    expect(typedError("(31) 98765-4321", "(31) 98765-4321")).toBeUndefined();
    expect(typedError(" +55 31 98765 4321", "(31) 98765-4321")).toBeUndefined();
  });

  it("keeps the other countries' rules: 8 digits and more, no DDD", () => {
    expect(formErrors({ name: "Ana", phone: "12345678", country: "PT" }).phone).toBeUndefined();
    expect(formErrors({ name: "Ana", phone: "(212) 555-1234", country: "US" }).phone).toBeUndefined();
    expect(formErrors({ name: "Ana", phone: "06 12 34 56 78", country: "FR" }).phone).toBeUndefined();
  });

  it("reports one message per field at a time, the first rule broken", () => {
    const result = leadFormSchema.safeParse({ name: "", phone: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Nome é obrigatório."],
      ["phone", "Telefone é obrigatório."],
    ]);
  });
});

describe("checkLeadForm, the dialog's verdict", () => {
  it("gives the pt-BR message of each field", () => {
    const { errors } = checkLeadForm({ name: "1", phone: "(31) 9" });
    expect(errors?.name).toBe("Nome deve ter pelo menos 2 caracteres.");
    expect(errors?.phone).toBe("Telefone deve ter pelo menos 8 dígitos.");
  });

  it("submits the normalised values", () => {
    const { values, errors } = checkLeadForm({ name: " Ana  Clara ", phone: "(31) 99999-8888" });
    expect(errors).toBeUndefined();
    expect(values).toEqual({ name: "Ana Clara", phone: "(31) 99999-8888" });
  });
});

const validPayload = (): LeadPayload => ({
  name: "Maria José",
  phone: "+55 (31) 99999-8888",
  messageToSend: "",
  tags: [
    { name: "form", value: "Clínica Barreiro" },
    { name: "originUrl", value: "https://clinica.example/" },
  ],
});

const payloadError = (payload: unknown) => {
  const result = leadPayloadSchema.safeParse(payload);
  return result.success ? undefined : firstLeadError(result.error);
};

describe("leadPayloadSchema (the relay's rules)", () => {
  it("accepts the payload the dialog builds, with or without an empty honeypot", () => {
    expect(payloadError(validPayload())).toBeUndefined();
    expect(payloadError({ ...validPayload(), website: "" })).toBeUndefined();
    expect(payloadError({ ...validPayload(), phone: "+49 030 12345 6789" })).toBeUndefined();
  });

  it("applies the form's name rules and messages", () => {
    expect(payloadError({ ...validPayload(), name: "" })).toBe("Nome é obrigatório.");
    expect(payloadError({ ...validPayload(), name: "A" })).toBe("Nome deve ter pelo menos 2 caracteres.");
    expect(payloadError({ ...validPayload(), name: "a".repeat(51) })).toBe("Nome deve ter no máximo 50 caracteres.");
    expect(payloadError({ ...validPayload(), name: "<script>alert(1)</script>" })).toBe(
      "Nome deve conter apenas letras e espaços.",
    );
    expect(leadPayloadSchema.parse({ ...validPayload(), name: "  Ana   Clara " }).name).toBe("Ana Clara");
  });

  it("names the field when a value has the wrong type or is missing", () => {
    expect(payloadError({ ...validPayload(), name: 42 })).toBe("Nome deve ser um texto.");
    expect(payloadError({ ...validPayload(), phone: ["+55"] })).toBe("Telefone deve ser um texto.");
    expect(payloadError({ ...validPayload(), messageToSend: null })).toBe("messageToSend deve ser um texto.");
    expect(payloadError({ ...validPayload(), tags: "form" })).toBe("tags deve ser uma lista de { name, value }.");
    const { name: _name, ...withoutName } = validPayload();
    expect(payloadError(withoutName)).toBe("Nome é obrigatório.");
    const { phone: _phone, ...withoutPhone } = validPayload();
    expect(payloadError(withoutPhone)).toBe("Telefone é obrigatório.");
    const { tags: _tags, ...withoutTags } = validPayload();
    expect(payloadError(withoutTags)).toBe("tags é obrigatório (lista de { name, value }).");
    const { messageToSend: _message, ...withoutMessage } = validPayload();
    expect(payloadError(withoutMessage)).toBe("messageToSend é obrigatório (texto vazio).");
  });

  it("wants an object", () => {
    for (const body of [null, [], "lead", 42])
      expect(payloadError(body)).toBe("O corpo deve ser um objeto JSON com name, phone, messageToSend e tags.");
  });

  it("wants the phone as a known dial code, a space and at least 8 digits", () => {
    expect(payloadError({ ...validPayload(), phone: "(31) 99999-8888" })).toBe(
      "Telefone deve ter o código do país, um espaço e o número, ex.: +55 (31) 99999-9999.",
    );
    expect(payloadError({ ...validPayload(), phone: "+999 12345678" })).toBe(
      "Telefone com código de país não atendido: +999.",
    );
    expect(payloadError({ ...validPayload(), phone: "+55 (31) 9999" })).toBe("Telefone deve ter pelo menos 8 dígitos.");
    expect(payloadError({ ...validPayload(), phone: "+55 (31) 99999-88889" })).toBe(
      "Telefone deve ter no máximo 11 dígitos após +55.",
    );
    expect(payloadError({ ...validPayload(), phone: "+55 31 9999-8888<script>" })).toMatch(
      /^Telefone deve ter o código do país/,
    );
    expect(payloadError({ ...validPayload(), phone: "" })).toBe("Telefone é obrigatório.");
  });

  it("applies the form's Brazilian rule: a DDD that exists, then a landline or a mobile", () => {
    expect(payloadError({ ...validPayload(), phone: "+55 (31) 98765-4321" })).toBeUndefined();
    expect(payloadError({ ...validPayload(), phone: "+55 (31) 3333-4444" })).toBeUndefined();
    expect(payloadError({ ...validPayload(), phone: "+55 31 98765 4321" })).toBeUndefined();
    for (const phone of ["+55 (99) 9998-888", "+55 99998888", "+55 (31) 9999-98"])
      expect(payloadError({ ...validPayload(), phone }), phone).toBe("Inclua o DDD: (31) 98765-4321");
    for (const phone of ["+55 (20) 98765-4321", "+55 (31) 33330-0001", "+55 (31) 9333-4444", "+55 (31) 1111-2222"])
      expect(payloadError({ ...validPayload(), phone }), phone).toBe(
        "Confira o número: com DDD, (31) 98765-4321 ou (31) 3333-4444",
      );
    // Other countries keep their length rules.
    expect(payloadError({ ...validPayload(), phone: "+351 912345678" })).toBeUndefined();
    expect(payloadError({ ...validPayload(), phone: "+1 (212) 555-1234" })).toBeUndefined();
  });

  it("wants the message empty, as the site sends it, and bounds the tags", () => {
    for (const messageToSend of ["x", " ", "\u0000", "Olá, quero marcar"])
      expect(payloadError({ ...validPayload(), messageToSend })).toBe(
        "messageToSend deve ser vazio: o site não envia mensagem.",
      );
    const tags = Array.from({ length: 31 }, (_, index) => ({ name: `t${index}`, value: "v" }));
    expect(payloadError({ ...validPayload(), tags })).toBe("tags deve ter no máximo 30 itens.");
    expect(payloadError({ ...validPayload(), tags: [{ name: "n".repeat(65), value: "" }] })).toBe(
      "Tag: name deve ter no máximo 64 caracteres.",
    );
    expect(payloadError({ ...validPayload(), tags: [{ name: "", value: "x" }] })).toBe("Tag: name não pode ser vazio.");
    expect(payloadError({ ...validPayload(), tags: [{ name: "n", value: "v".repeat(1001) }] })).toBe(
      "Tag: value deve ter no máximo 1000 caracteres.",
    );
    expect(payloadError({ ...validPayload(), tags: [{ name: "n", value: 1 }] })).toBe("Tag: value deve ser um texto.");
    expect(payloadError({ ...validPayload(), tags: ["form"] })).toBe(
      "Cada tag deve ser um objeto { name, value } de textos, sem outros campos.",
    );
    expect(payloadError({ ...validPayload(), tags: [{ name: "n", value: "v", extra: 1 }] })).toBe(
      "Cada tag deve ser um objeto { name, value } de textos, sem outros campos.",
    );
  });

  it("keeps only the site's own tags and the campaign parameters, dropping any other a client sends", () => {
    const parsed = leadPayloadSchema.parse({
      ...validPayload(),
      tags: [
        { name: "form", value: "Agendamento" },
        { name: "originUrl", value: "https://clinica.example/psiquiatra" },
        { name: "utm_term", value: "depressao" },
        { name: "email", value: "maria@example.com" },
        ...CAMPAIGN_PARAMETERS.map((name) => ({ name, value: `${name}-valor` })),
      ],
    });
    expect(parsed.tags.map((tag) => tag.name)).toEqual(["form", "originUrl", ...CAMPAIGN_PARAMETERS]);
    expect(JSON.stringify(parsed)).not.toMatch(/depressao|maria@/);
  });

  it("removes control characters from tags", () => {
    // PostgreSQL's jsonb refuses "\u0000": a query string carrying one must not cost the lead.
    const parsed = leadPayloadSchema.parse({
      ...validPayload(),
      tags: [
        { name: "utm_\u0000source", value: "goo\u0000gle\u0007\n" },
        { name: "\u0000\u0001", value: "a tag whose name was only control characters is dropped" },
        { name: "gclid", value: `${"x".repeat(1000)}\u0000` },
      ],
    });
    expect(parsed.tags).toEqual([
      { name: "utm_source", value: "google" },
      { name: "gclid", value: "x".repeat(1000) },
    ]);
    expect(JSON.stringify(parsed)).not.toMatch(/\\u00[01]/);
  });

  it("strips C1, bidirectional and zero-width characters from every text, the name included", () => {
    const invisible =
      "\u0085\u009b\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2064\u2066\u2067\u2068\u2069\ufeff";
    const parsed = leadPayloadSchema.parse({
      ...validPayload(),
      name: `Ma${invisible}ria Silva`,
      tags: [{ name: `utm${invisible}_campaign`, value: `exame${invisible}.exe` }],
    });
    expect(parsed.name).toBe("Maria Silva");
    expect(parsed.tags).toEqual([{ name: "utm_campaign", value: "exame.exe" }]);
    expect(removeControlCharacters(`a${invisible}b`)).toBe("ab");
    // Letters and ordinary punctuation stay, accents and emoji too.
    expect(removeControlCharacters("José Ção 🙂 – “ok”")).toBe("José Ção 🙂 – “ok”");
  });

  it("replaces a lone surrogate (jsonb refuses it too) and keeps whole emoji", () => {
    const parsed = leadPayloadSchema.parse({
      ...validPayload(),
      tags: [{ name: "utm_medium", value: "\ude42🙂 \ud83d" }],
    });
    expect(parsed.tags[0]!.value).toBe("\ufffd🙂 \ufffd");
    expect(removeControlCharacters("a\u0000\tb\nc")).toBe("abc");
    expect(removeControlCharacters("a\u0000\tb\nc", { keepLineBreaks: true })).toBe("a\tb\nc");
  });

  it("rejects unknown fields in fixed words, never echoing the client's keys", () => {
    const fixed = "Campo não permitido: o corpo aceita só name, phone, messageToSend, tags e website.";
    expect(payloadError({ ...validPayload(), email: "a@b.c" })).toBe(fixed);
    expect(payloadError({ ...validPayload(), "<img src=x onerror=alert(1)>": 1 })).toBe(fixed);
  });

  it("accepts only a text honeypot", () => {
    expect(payloadError({ ...validPayload(), website: 1 })).toBe("website deve ser um texto.");
  });
});
