import { describe, expect, it } from "vitest";
import { contactEventFor, tagManagerSnippet } from "./analytics";

describe("analytics", () => {
  it("classifies contact links as conversions", () => {
    expect(contactEventFor("https://wa.me/5531999990000?text=Ol%C3%A1")).toBe("whatsapp_click");
    expect(contactEventFor("tel:+553133330000")).toBe("phone_click");
    expect(contactEventFor("mailto:contato@example.com")).toBe("email_click");
    expect(contactEventFor("/psiquiatra")).toBeNull();
    expect(contactEventFor("https://www.instagram.com/x")).toBeNull();
  });

  it("builds the tag-manager snippet only for a valid container id", () => {
    expect(tagManagerSnippet("GTM-AB12CD")).toContain("'GTM-AB12CD'");
    expect(() => tagManagerSnippet("GTM-x');alert(1)//")).toThrow(/Invalid/);
  });
});
