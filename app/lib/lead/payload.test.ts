import { describe, expect, it } from "vitest";
import { buildLeadPayload, type LeadPayloadInput } from "./payload";
import { CAMPAIGN_PARAMETERS, leadPayloadSchema, MAX_TAG_VALUE_LENGTH, MAX_TAGS } from "#shared/lead/schema.ts";
import { typedPhone, validLead } from "#shared/lead/test-fixtures.ts";

/** What the visitor enters, and where, for the dialog to send `validLead(index)`. */
function validLeadInput(index = 0): LeadPayloadInput {
  return {
    name: "Maria José da Silva",
    country: "BR",
    maskedPhone: typedPhone(index),
    formTitle: "Clínica Barreiro",
    location: { origin: "https://clinica.example", pathname: "/cardiologista", search: `?utm_source=bench-${index}` },
  };
}

/** The one valid lead's input with the query string `search`, then `overrides`. */
const withSearch = (search: string, overrides: Partial<LeadPayloadInput> = {}): LeadPayloadInput => {
  const valid = validLeadInput();
  return { ...valid, location: { ...valid.location, search }, ...overrides };
};
const input = (overrides: Partial<LeadPayloadInput> = {}) => withSearch("", overrides);

describe("buildLeadPayload", () => {
  it("sends what the booking is for as the assunto tag, after the form and origin tags, and the relay accepts it", () => {
    const payload = buildLeadPayload(withSearch("?utm_source=google", { subject: "Especialidade: Cardiologia" }));
    expect(payload.tags).toEqual([
      { name: "form", value: "Clínica Barreiro" },
      { name: "originUrl", value: "https://clinica.example/cardiologista" },
      { name: "assunto", value: "Especialidade: Cardiologia" },
      { name: "utm_source", value: "google" },
    ]);
    expect(leadPayloadSchema.safeParse(payload).success).toBe(true);
    expect(buildLeadPayload(withSearch("?assunto=outro", { subject: "Exame: Ecocardiograma" })).tags[2]).toEqual({
      name: "assunto",
      value: "Exame: Ecocardiograma",
    });
  });

  it("builds the one valid lead from what the visitor entered", () => {
    expect(buildLeadPayload(validLeadInput(42))).toEqual(validLead(42));
  });

  it("sends the name, the dial code and masked phone, an empty message, and the form and origin tags", () => {
    const { name, phone } = validLead();
    expect(buildLeadPayload(input())).toEqual({
      name,
      phone,
      messageToSend: "",
      tags: [
        { name: "form", value: "Clínica Barreiro" },
        { name: "originUrl", value: "https://clinica.example/cardiologista" },
      ],
    });
  });

  it("uses the dial code of the country picked", () => {
    expect(buildLeadPayload(input({ country: "FR", maskedPhone: "06 12 34 56 78" })).phone).toBe("+33 06 12 34 56 78");
    expect(buildLeadPayload(input({ country: "US", maskedPhone: "(212) 555-1234" })).phone).toBe("+1 (212) 555-1234");
  });

  it("adds one tag per non-empty campaign parameter, after form and originUrl", () => {
    const { tags } = buildLeadPayload(
      withSearch("?utm_source=google&utm_medium=cpc&utm_campaign=checkup&gclid=abc123&fbclid=fb456"),
    );
    expect(tags).toEqual([
      { name: "form", value: "Clínica Barreiro" },
      { name: "originUrl", value: "https://clinica.example/cardiologista" },
      { name: "utm_source", value: "google" },
      { name: "utm_medium", value: "cpc" },
      { name: "utm_campaign", value: "checkup" },
      { name: "gclid", value: "abc123" },
      { name: "fbclid", value: "fb456" },
    ]);
  });

  it("never forwards any other query parameter: a search term or an e-mail stays in the browser", () => {
    const { tags } = buildLeadPayload(
      withSearch("?utm_term=depressao&utm_content=anuncio&email=maria%40example.com&q=ansiedade&utm_source=google"),
    );
    expect(tags.slice(2)).toEqual([{ name: "utm_source", value: "google" }]);
    expect(JSON.stringify(tags)).not.toMatch(/depressao|maria|ansiedade|anuncio/);
  });

  it("keeps the query string and hash out of originUrl", () => {
    const { tags } = buildLeadPayload(withSearch("?utm_source=x"));
    expect(tags.find((tag) => tag.name === "originUrl")?.value).toBe("https://clinica.example/cardiologista");
  });

  it("de-duplicates parameters by name: the first non-empty value wins", () => {
    const { tags } = buildLeadPayload(
      withSearch("?utm_source=&utm_source=facebook&utm_source=google&utm_medium=a&utm_medium=b"),
    );
    expect(tags.slice(2)).toEqual([
      { name: "utm_source", value: "facebook" },
      { name: "utm_medium", value: "a" },
    ]);
  });

  it("skips empty and blank parameters, and parameters without a name", () => {
    const { tags } = buildLeadPayload(withSearch("?utm_source=&utm_medium=%20%20&=orphan&gclid&utm_campaign=1"));
    expect(tags.slice(2)).toEqual([{ name: "utm_campaign", value: "1" }]);
  });

  it("never lets a query parameter replace the form or originUrl tag", () => {
    const { tags } = buildLeadPayload(withSearch("?form=fake&originUrl=https://evil.example&gclid=1"));
    expect(tags).toEqual([
      { name: "form", value: "Clínica Barreiro" },
      { name: "originUrl", value: "https://clinica.example/cardiologista" },
      { name: "gclid", value: "1" },
    ]);
  });

  it("decodes parameters as the browser does", () => {
    const { tags } = buildLeadPayload(withSearch("?utm_campaign=check%20up+2025&utm_source=s%C3%A3o"));
    expect(tags.slice(2)).toEqual([
      { name: "utm_campaign", value: "check up 2025" },
      { name: "utm_source", value: "são" },
    ]);
  });

  it("stays within the relay's bounds however long the URL, so the relay accepts it", () => {
    const longValues = CAMPAIGN_PARAMETERS.map((name) => `${name}=${"v".repeat(2000)}`).join("&");
    const payload = buildLeadPayload(withSearch(`?${"n".repeat(100)}=too-long-name&${longValues}`));
    expect(payload.tags).toHaveLength(2 + CAMPAIGN_PARAMETERS.length);
    expect(payload.tags.length).toBeLessThanOrEqual(MAX_TAGS);
    expect(payload.tags.every((tag) => tag.value.length <= MAX_TAG_VALUE_LENGTH)).toBe(true);
    expect(leadPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("normalises the name's spaces", () => {
    expect(buildLeadPayload(input({ name: "  Maria   José " })).name).toBe("Maria José");
  });

  it("sends the honeypot only when it was filled", () => {
    expect(buildLeadPayload(input({ honeypot: "" }))).not.toHaveProperty("website");
    expect(buildLeadPayload(input({ honeypot: "http://spam.example" }))).toHaveProperty(
      "website",
      "http://spam.example",
    );
  });

  it("builds what the relay's schema accepts", () => {
    expect(leadPayloadSchema.safeParse(buildLeadPayload(withSearch("?utm_source=google"))).success).toBe(true);
  });
});
