import { parseHTML } from "linkedom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ClinicRating, Review } from "#app/site/types.ts";
import { RatingSummary } from "./rating-summary";
import { ReviewsSection } from "./reviews-section";

const parsed = (markup: string) => parseHTML(`<!doctype html><html><body>${markup}</body></html>`).document;

/** The line as a reader hears it, and its link. */
function ratingLine(rating: ClinicRating) {
  const line = parsed(renderToStaticMarkup(<RatingSummary rating={rating} />)).querySelector(
    '[data-testid="rating-summary"]',
  )!;
  const link = line.querySelector("a");
  return {
    text: line.textContent.replace(/\s+/g, " ").trim(),
    link: link && { text: link.textContent.replace(/\s+/g, " ").trim(), href: link.getAttribute("href") },
  };
}

const read: ClinicRating = {
  value: 4.8,
  count: 127,
  source: "Google",
  sourceUrl: "https://maps.app.goo.gl/vLdB8rR7cQyJ2xNk9",
  readOn: "2026-11-25",
};

describe("the clinic's rating line (legal review N2)", () => {
  it("says where and when it was read, linked to that page", () => {
    expect(ratingLine(read)).toEqual({
      text: "Nota 4,8 de 5 no Google, com 127 avaliações (consulta em 25/11/2026).",
      link: { text: "Nota 4,8 de 5 no Google", href: "https://maps.app.goo.gl/vLdB8rR7cQyJ2xNk9" },
    });
  });

  it("without its source, an https link or the date, claims no source and says it is an example", () => {
    for (const missing of [
      { source: "" },
      { sourceUrl: "" },
      { sourceUrl: "http://maps.app.goo.gl/x" },
      { sourceUrl: "javascript:alert(1)" },
      { readOn: null },
    ])
      expect(ratingLine({ ...read, ...missing }), JSON.stringify(missing)).toEqual({
        text: "Nota 4,8 de 5, com 127 avaliações (dado de exemplo).",
        link: null,
      });
  });
});

describe("the home page's testimonials (legal review N19)", () => {
  const review = (author: string): Review => ({
    author,
    rating: 5,
    body: "Fui atendida no horário.",
    datePublished: "2026-10-01",
    authorizedOn: "2026-10-05",
    confirmedByTechnicalDirector: true,
  });

  it("sign each with a first name and an initial, whatever the content holds, and repeat no rating", () => {
    const section = parsed(
      renderToStaticMarkup(<ReviewsSection reviews={[review("Maria S."), review("João Pereira Lima")]} />),
    );
    expect([...section.querySelectorAll('[data-testid="testimonial-author"]')].map((name) => name.textContent)).toEqual(
      ["Maria S.", "João L."],
    );
    expect(section.body.textContent).not.toContain("Pereira");
    expect(section.querySelector('[data-testid="rating-summary"]')).toBeNull();
  });
});
