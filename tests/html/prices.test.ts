/**
 * Prices and health plans (issue: "show nothing invented"): the clinic has given none yet, so no
 * page shows a price or names a plan, and no structured data offers one. The filled case, from the
 * editor to the built page, is tests/e2e/editor-service.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { builtDocument, jsonLdGraphs, textOf } from "../built-site";

const articlePaths = pages.filter((page) => page.view === "article").map((page) => page.path);

describe("prices and health plans, while the clinic has given none", () => {
  it("has no price or plan in the content", () => {
    expect(site.healthPlans).toEqual([]);
  });

  it.each(articlePaths)(
    "%s shows no price or plan, offers to ask on its first screen, and offers nothing in its structured data",
    (path) => {
      const document = builtDocument(path);
      const note = document.querySelector('[data-testid="price-note"]')!;
      expect(note.textContent.replace(/\s+/g, " ")).toContain("Valores e convênios: respondemos pelo WhatsApp.");
      // Right after the page's title, before the booking box.
      expect(note.previousElementSibling?.querySelector("h1")).not.toBeNull();
      const ask = [...note.querySelectorAll("a")].find((link) => link.textContent.startsWith("Perguntar o valor"))!;
      const question = new URL(ask.getAttribute("href")!).searchParams.get("text")!;
      expect(question).toMatch(/^Olá, gostaria de saber o valor de .+ e quais convênios vocês atendem\.$/);
      expect(question).not.toContain("{assunto}");
      expect(textOf(document, "main")).not.toMatch(/a partir de R\$|Convênios aceitos/);
      const nodes = jsonLdGraphs(document).flatMap((graph) => graph["@graph"]);
      expect(JSON.stringify(nodes)).not.toContain('"Offer"');
      const clinic = nodes.find((node) => node["@id"] === `${site.url}/#clinic`)!;
      expect(clinic.paymentAccepted).toBe(site.paymentAccepted.join(", "));
    },
  );
});
