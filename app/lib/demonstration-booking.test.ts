import { describe, expect, it } from "vitest";
import { exampleValues } from "#shared/example-values.ts";
import { bookingOffNotice, resolveBookingNumbers, type ContentNumbers } from "./demonstration-booking";
import { bookingLinkTarget, opensBookingChat } from "./demonstration-notice-link";

const [exampleWhatsapp, exampleWhatsappDisplay, examplePhone, examplePhoneDisplay] = exampleValues.phones.map(
  ({ value }) => value,
);

/** The numbers content/ ships: every one an example (shared/example-values.ts). */
const shipped: ContentNumbers = {
  whatsappNumber: exampleWhatsapp!,
  whatsappDisplay: exampleWhatsappDisplay!,
  phoneE164: examplePhone!,
  phoneDisplay: examplePhoneDisplay!,
};

/** Numbers a clinic entered in the editor: none of them an example. */
const clinics: ContentNumbers = {
  whatsappNumber: "5531987650123",
  whatsappDisplay: "(31) 98765-0123",
  phoneE164: "+553132100456",
  phoneDisplay: "(31) 3210-0456",
};

describe("the numbers a build books to", () => {
  it("a demonstration with example numbers and no setting: WhatsApp and phone off, the examples still shown", () => {
    const numbers = resolveBookingNumbers(shipped, { publication: false });
    expect(numbers).toEqual({
      whatsapp: null,
      whatsappDisplay: "(31) 99999-0000",
      phone: null,
      phoneDisplay: "(31) 3333-0000",
    });
    expect(bookingOffNotice(numbers)).toBe("WhatsApp e telefone desligados: números de exemplo.");
  });

  it("a demonstration with example numbers and the operator's: the operator's, linked and shown as written", () => {
    const numbers = resolveBookingNumbers(shipped, {
      publication: false,
      whatsappNumber: "+55 31 98888-7777",
      phoneNumber: "+55 31 3456-7890",
    });
    expect(numbers).toEqual({
      whatsapp: "5531988887777",
      whatsappDisplay: "+55 31 98888-7777",
      phone: "+553134567890",
      phoneDisplay: "+55 31 3456-7890",
    });
    expect(bookingOffNotice(numbers)).toBeUndefined();
  });

  it("only the channel the operator confirmed is on, and the notice names the other", () => {
    const onlyWhatsapp = resolveBookingNumbers(shipped, { publication: false, whatsappNumber: "+5531988887777" });
    expect([onlyWhatsapp.whatsapp, onlyWhatsapp.phone]).toEqual(["5531988887777", null]);
    expect(bookingOffNotice(onlyWhatsapp)).toBe("Telefone desligado: número de exemplo.");
    const onlyPhone = resolveBookingNumbers(shipped, { publication: false, phoneNumber: "+553134567890" });
    expect([onlyPhone.whatsapp, onlyPhone.phone]).toEqual([null, "+553134567890"]);
    expect(bookingOffNotice(onlyPhone)).toBe("WhatsApp desligado: número de exemplo.");
  });

  it("an example in another notation is still an example", () => {
    const numbers = resolveBookingNumbers(
      { ...shipped, whatsappNumber: "+55 (31) 99999-0000", phoneE164: "(31) 3333-0000" },
      { publication: false },
    );
    expect([numbers.whatsapp, numbers.phone]).toEqual([null, null]);
  });

  it("a demonstration with the clinic's own numbers links them, whatever the settings say", () => {
    const settings = { publication: false, whatsappNumber: "+5531988887777", phoneNumber: "+553134567890" };
    expect(resolveBookingNumbers(clinics, settings)).toEqual({
      whatsapp: clinics.whatsappNumber,
      whatsappDisplay: clinics.whatsappDisplay,
      phone: clinics.phoneE164,
      phoneDisplay: clinics.phoneDisplay,
    });
    expect(bookingOffNotice(resolveBookingNumbers(clinics, { publication: false }))).toBeUndefined();
  });

  it("a publication build links the content's numbers as they are (its gate refuses examples first)", () => {
    const numbers = resolveBookingNumbers(shipped, { publication: true, whatsappNumber: "+5531988887777" });
    expect([numbers.whatsapp, numbers.phone]).toEqual([shipped.whatsappNumber, shipped.phoneE164]);
  });
});

describe("a link to the demonstration notice", () => {
  it("opens no chat, as written in the page or as the browser resolves it, and stays on the page", () => {
    expect(opensBookingChat("#aviso-demonstracao")).toBe(false);
    expect(opensBookingChat("http://127.0.0.1:3000/psiquiatra#aviso-demonstracao")).toBe(false);
    expect(opensBookingChat("https://wa.me/5531987650123?text=Ol%C3%A1")).toBe(true);
    expect(bookingLinkTarget("#aviso-demonstracao")).toEqual({});
    expect(bookingLinkTarget("https://wa.me/5531987650123")).toEqual({ target: "_blank", rel: "noopener noreferrer" });
  });
});
