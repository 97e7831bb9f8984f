import { describe, expect, it } from "vitest";
import { contactEventFor, pageViewEvent } from "./analytics";

describe("analytics", () => {
  it("classifies contact links as conversions", () => {
    expect(contactEventFor("https://wa.me/5531999990000?text=Ol%C3%A1")).toBe("whatsapp_click");
    expect(contactEventFor("tel:+553133330000")).toBe("phone_click");
    expect(contactEventFor("mailto:contato@example.com")).toBe("email_click");
    expect(contactEventFor("/psiquiatra")).toBeNull();
    expect(contactEventFor("https://www.instagram.com/x")).toBeNull();
  });

  it("counts page views without the query string, which may carry personal data", () => {
    const location = new URL("https://www.example.com.br/psiquiatra?nome=Maria&tel=31999990000&utm_source=x#faq");
    expect(pageViewEvent(location, "Psiquiatra")).toEqual({
      event: "page_view",
      page_path: "/psiquiatra",
      page_title: "Psiquiatra",
      page_location: "https://www.example.com.br/psiquiatra",
    });
  });
});
