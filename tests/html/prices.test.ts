/**
 * Prices and health plans, read from the prerendered pages. The tests' content has one page with
 * a price ("Consulta a partir de", /clinico-geral) and every other page without, and the clinic's
 * plans not said yet: no page names a plan, and no structured data offers a price the clinic did
 * not give. The plans filled, or "só particular", are app/components/sections/price-note.test.tsx
 * and, from the editor to the built page, tests/e2e/editor-service.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { builtDocument, jsonLdGraphs, squash, textOf } from "../built-site";

const pricedPath = "/clinico-geral";
const articlePaths = pages.filter((page) => page.view === "article").map((page) => page.path);
const unpricedPaths = articlePaths.filter((path) => path !== pricedPath);

const noteOf = (document: Document) => document.querySelector('[data-testid="price-note"]')!;
const askLinks = (note: Element) =>
  [...note.querySelectorAll("a")].filter((link) => link.getAttribute("href")!.startsWith("https://wa.me/"));
const questionOf = (link: Element) => new URL(link.getAttribute("href")!).searchParams.get("text")!;

describe("prices and health plans, as far as the clinic has given them", () => {
  it("the tests' content has not said which plans the clinic takes", () => {
    expect(site.healthPlans.discriminant).toBe("naoInformado");
  });

  it.each(unpricedPaths)(
    "%s, without a price: the honest line on its first screen, an offer to ask, nothing offered in its structured data",
    (path) => {
      const document = builtDocument(path);
      const note = noteOf(document);
      expect(squash(note.textContent)).toContain(
        `Valores e convênios: respondemos pelo WhatsApp ou pelo telefone ${site.contact.phoneDisplay}.`,
      );
      expect(note.querySelector(`a[href="tel:${site.contact.phoneE164}"]`)?.textContent).toBe(
        site.contact.phoneDisplay,
      );
      // Right after the page's title, before the booking box.
      expect(note.previousElementSibling?.querySelector("h1")).not.toBeNull();
      const [ask] = askLinks(note);
      expect(ask!.textContent).toMatch(/^Perguntar o valor/);
      expect(questionOf(ask!)).toBe(site.priceQuestion);
      expect(textOf(document, "main")).not.toMatch(/a partir de R\$|Convênios aceitos/);
      const nodes = jsonLdGraphs(document).flatMap((graph) => graph["@graph"]);
      expect(JSON.stringify(nodes)).not.toContain('"Offer"');
      const clinic = nodes.find((node) => node["@id"] === `${site.url}/#clinic`)!;
      expect(clinic.paymentAccepted).toBe(site.paymentAccepted.join(", "));
    },
  );

  it(`${pricedPath}, with a price: "Consulta a partir de" on its first screen and offered in its structured data; the plans still asked`, () => {
    const document = builtDocument(pricedPath);
    const note = noteOf(document);
    expect(note.previousElementSibling?.querySelector("h1")).not.toBeNull();
    expect([...note.querySelectorAll("p")].map((line) => squash(line.textContent))).toEqual([
      "Consulta a partir de R$ 120,00 no atendimento particular. O valor é confirmado no agendamento e não muda depois de confirmado.",
      `Convênios: respondemos pelo WhatsApp ou pelo telefone ${site.contact.phoneDisplay}.Perguntar pelos convênios (abre o WhatsApp em nova aba)`,
    ]);
    expect(askLinks(note)).toHaveLength(1);
    expect(questionOf(askLinks(note)[0]!)).toBe("Olá, gostaria de saber valores e convênios.");
    expect(textOf(document, "main")).not.toContain("Convênios aceitos");
    const nodes = jsonLdGraphs(document).flatMap((graph) => graph["@graph"]);
    expect(nodes.find((node) => node["@type"] === "Service")).toMatchObject({
      offers: { priceSpecification: { minPrice: 120, priceCurrency: "BRL" } },
    });
  });

  it("the FAQ's “Vocês aceitam convênio?” and the cards about prices say how to ask, naming no plan", () => {
    const asked = "Pergunte pelo WhatsApp quais planos de saúde atendemos antes de agendar.";
    for (const [path, question] of [
      ["/", "Vocês aceitam convênio?"],
      ["/exames-laboratoriais", "Vocês aceitam plano de saúde?"],
    ] as const) {
      const document = builtDocument(path);
      const faq = jsonLdGraphs(document)
        .flatMap((graph) => graph["@graph"])
        .find((node) => node["@type"] === "FAQPage") as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity.find((entry) => entry.name === question)?.acceptedAnswer.text, path).toBe(asked);
      expect(squash(textOf(document, "main")), path).toContain(asked);
      expect(textOf(document, "main"), path).not.toContain("{{convenios}}");
    }
  });
});
