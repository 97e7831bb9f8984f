/**
 * Every route's prerendered HTML: its own heading and title, the clean canonical also on the
 * `.html` alias, and the page's content rather than the not-found card; unknown paths get the
 * not-found page. That each one loads cleanly in a browser is tests/e2e/every-route.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { builtDocument, textOf } from "../built-site";

const paths = pages.flatMap((page) => (page.path === "/" ? ["/"] : [page.path, `${page.path}.html`]));

describe("every route", () => {
  it.each(paths)("%s has its heading, title and clean canonical, not the not-found content", (path) => {
    const document = builtDocument(path);
    expect(textOf(document, "h1")).toMatch(/\S/);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path.replace(/\.html$/, ""));
    expect(document.querySelector("title")?.textContent).toContain(site.name);
    expect(document.querySelector('[data-testid="not-found-card"]')).toBeNull();
    expect(document.body.textContent).not.toContain("404 Page Not Found");
  });

  it("gives each page and its alias the same body", () => {
    for (const page of pages.filter((entry) => entry.path !== "/")) {
      const clean = builtDocument(page.path).querySelector("main")?.innerHTML;
      expect(builtDocument(`${page.path}.html`).querySelector("main")?.innerHTML, page.path).toBe(clean);
    }
  });
});

describe("not-found page", () => {
  it.each(["/nao-existe", "/psiquiatra/x", "/foo.html", "/404"])(
    "%s gets the not-found card within the site's layout",
    (path) => {
      const document = builtDocument(path);
      const card = document.querySelector('[data-testid="not-found-card"]')!;
      // In Portuguese first; the spec's English text follows as a second line, marked as English.
      expect(textOf(card, "h1")).toBe("Página não encontrada");
      expect(textOf(card, "h1 + p")).toBe("O endereço pode ter mudado ou estar incorreto.");
      const english = card.querySelector('[data-testid="not-found-english"]')!;
      expect(english.getAttribute("lang")).toBe("en");
      expect([...english.querySelectorAll("p")].map((line) => line.textContent)).toEqual([
        "404 Page Not Found",
        "Did you forget to add the page to the router?",
      ]);
      expect(card.textContent).toContain("404 Page Not Found");
      expect(card.textContent).toContain("Did you forget to add the page to the router?");
      // The page still has the site's layout to get back on track.
      expect(document.querySelectorAll("header a[href='/']").length).toBeGreaterThan(0);
    },
  );
});
