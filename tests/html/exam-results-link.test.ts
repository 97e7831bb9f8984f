/**
 * "Resultados de exames" (content/clinica.yaml, `examResultsUrl`), read from the prerendered
 * pages: the tests' content gives the address, so every page links to it from the header's menus
 * (the wide screen's and the phone's) and the footer. Without an address nothing shows
 * (app/components/layout/exam-results-link.test.tsx); only a whole https address is taken
 * (scripts/generate-content.test.ts).
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { builtDocument, squash } from "../built-site";

const places = {
  "the wide screen's menu": 'nav[aria-label="Principal"]',
  "the phone's menu": "#mobile-menu",
  "the footer": "footer",
} as const;

describe("the exam results link", () => {
  it("the tests' content gives the address", () => {
    expect(site.examResultsUrl).toMatch(/^https:\/\//);
  });

  it.each(pages.map((page) => page.path))("%s links to it from both menus and the footer, in a new tab", (path) => {
    const document = builtDocument(path);
    for (const [place, selector] of Object.entries(places)) {
      const links = [...document.querySelectorAll(`${selector} a`)].filter((link) =>
        squash(link.textContent).startsWith("Resultados de exames"),
      );
      expect(links, place).toHaveLength(1);
      const [link] = links;
      expect(link!.getAttribute("href"), place).toBe(site.examResultsUrl);
      expect(link!.getAttribute("target"), place).toBe("_blank");
      expect(link!.getAttribute("rel"), place).toBe("noopener noreferrer");
      expect(squash(link!.textContent), place).toBe("Resultados de exames (abre em nova aba)");
    }
  });
});
