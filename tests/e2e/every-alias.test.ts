/**
 * Landing on a page's `.html` alias, or on an unknown path, in Chromium: the page loads as
 * itself without errors and keeps its clean canonical; an unknown path answers 404 with the
 * not-found card. The routes themselves are every-route.test.ts. What the server answers for every
 * alias (status, title, canonical) is server/app.test.ts, over HTTP; what only a browser shows
 * (the page's scripts and images load from an alias's URL, no error) depends on the view that lays
 * the page out, not on its words, so one alias per view is opened here.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { desktop, open, useBrowserContexts, useReusedPage, watchProblems } from "./browser";

const contexts = useBrowserContexts({ desktop });
const desktopTab = useReusedPage(contexts, "desktop");

/** One page of each view (the last the registry lists), the home page aside (its alias is `/index.html`, not `/.html`). */
const onePerView = [...new Map(pages.filter((page) => page.path !== "/").map((page) => [page.view, page])).values()];

describe("an .html alias of each view on a desktop", () => {
  it.each(onePerView.map((page) => `${page.path}.html`))(
    "%s loads as its page, without errors, keeping the clean canonical",
    async (alias) => {
      const page = desktopTab();
      const problems = watchProblems(page);
      expect(await open(page, alias)).toBe(200);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(alias.replace(/\.html$/, ""));
      // Landing on an alias must show the page, not the not-found content.
      expect(await page.getByText("404 Page Not Found").count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      problems.stop();
    },
  );
});

describe("not-found page", () => {
  it.each(["/nao-existe", "/psiquiatra/x", "/foo.html", "/404"])(
    "%s answers 404 with the not-found card, interactive without errors",
    async (route) => {
      const page = desktopTab();
      const problems = watchProblems(page);
      expect(await open(page, route)).toBe(404);
      const card = page.getByTestId("not-found-card");
      await expect(card.locator("h1").textContent()).resolves.toBe("Página não encontrada");
      await expect(card.textContent()).resolves.toContain("O endereço pode ter mudado ou estar incorreto.");
      // The spec's English text, as a second line marked as English.
      await expect(card.locator('[lang="en"]').textContent()).resolves.toBe(
        "404 Page Not FoundDid you forget to add the page to the router?",
      );
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors.filter((message) => !message.includes("404"))).toEqual([]);
      problems.stop();
    },
  );
});
