import { describe, expect, it } from "vitest";
import { site } from "#app/site/site.ts";
import { bookingContactsWith, defaultBookingContacts, mailtoUrl, telUrl, whatsappUrl } from "./booking-links";

describe("booking links", () => {
  it("opens a wa.me chat with the clinic number and the prefilled booking text", () => {
    const url = new URL(whatsappUrl());
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${site.contact.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe("Olá, gostaria de realizar um agendamento");
  });

  it("keeps only the digits of the number and encodes any message", () => {
    expect(whatsappUrl("Quero um orçamento & preço", "+55 (31) 98888-7777")).toBe(
      "https://wa.me/5531988887777?text=Quero%20um%20or%C3%A7amento%20%26%20pre%C3%A7o",
    );
    expect(() => whatsappUrl("x", "123")).toThrow(/at least 10 digits/);
  });

  it("builds tel: links from any notation", () => {
    expect(telUrl("+55 (31) 3456-7890")).toBe("tel:+553134567890");
    expect(telUrl("(31) 3456-7890")).toBe("tel:3134567890");
    expect(telUrl()).toBe(`tel:${site.contact.phoneE164}`);
    expect(() => telUrl("12-34")).toThrow(/at least 8 digits/);
  });

  it("builds the mailto link of the relationship e-mail", () => {
    expect(mailtoUrl()).toBe(`mailto:${site.contact.email}`);
  });

  it("lets a page override each booking contact, falling back to the defaults", () => {
    expect(bookingContactsWith({})).toEqual(defaultBookingContacts);
    expect(bookingContactsWith({ phoneDisplay: "(31) 4000-0000", whatsappUrl: "" })).toEqual({
      ...defaultBookingContacts,
      phoneDisplay: "(31) 4000-0000",
    });
  });
});
