/**
 * "Quando não esperar" on the pages about symptoms: directly under the title, before the price note
 * and the booking box, with 192 (and 188 on the mental-health pages) as tap-to-call links. Read from
 * the prerendered pages of the tests' content (tests/fixtures/content/).
 */
import { describe, expect, it } from "vitest";
import { builtDocument, hrefsOf } from "../built-site";

const symptomPages = [
  "/cardiologista",
  "/psiquiatra",
  "/psicologo",
  "/obstetra",
  "/ginecologista",
  "/neurologista",
  "/oftalmologista",
  "/otorrinolaringologista",
  // Proposed by the December legal review (N20), for the doctors to confirm.
  "/angiologista",
  "/urologista",
  "/endocrinologista",
];
const mentalHealth = new Set(["/psiquiatra", "/psicologo"]);

describe("when not to wait", () => {
  it.each(symptomPages)("%s shows it under its title, before any way to book, with the lines to call", (path) => {
    const document = builtDocument(path);
    const advice = document.querySelectorAll('[data-testid="urgent-advice"]');
    expect(advice).toHaveLength(1);
    const box = advice[0]!;
    const hero = box.closest('[data-placement="hero"]')!;
    expect(hero.querySelector("h1")).not.toBeNull();
    // In the page's order: the title, the advice, then the price note and the WhatsApp booking box.
    const order = [
      ...document.querySelectorAll(
        'h1, [data-testid="urgent-advice"], [data-testid="price-note"], [data-placement="whatsapp-banner"]',
      ),
    ];
    expect(
      order.map(
        (element) => element.getAttribute("data-testid") ?? element.getAttribute("data-placement") ?? element.tagName,
      ),
    ).toEqual(["H1", "urgent-advice", "price-note", "whatsapp-banner"]);
    const calls = hrefsOf(box, "a");
    expect(calls).toContain("tel:192");
    if (mentalHealth.has(path)) expect(calls).toContain("tel:188");
    for (const link of box.querySelectorAll("a")) expect(link.hasAttribute("data-public-line")).toBe(true);
  });

  it("is absent where the page gives none", () => {
    expect(builtDocument("/ultrassom").querySelector('[data-testid="urgent-advice"]')).toBeNull();
  });
});
