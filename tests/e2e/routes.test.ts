import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { desktop, open, useBrowserContexts, waitForHydration, watchProblems } from "./browser";

const contexts = useBrowserContexts({ desktop });

const paths = pages.flatMap((page) => (page.path === "/" ? ["/"] : [page.path, `${page.path}.html`]));

describe("every route in Chromium", () => {
  it.each(paths)("%s loads with 200, hydrates without errors and shows its heading", async (path) => {
    const page = await contexts.desktop.newPage();
    const problems = watchProblems(page);
    expect(await open(page, path)).toBe(200);
    await expect(page.locator("h1").first().textContent()).resolves.toMatch(/\S/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const clean = path.replace(/\.html$/, "");
    expect(new URL(canonical!).pathname).toBe(clean);
    expect(await page.title()).toContain(site.name);
    // Landing on an alias must show the page, not the not-found content.
    expect(await page.getByText("404 Page Not Found").count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });
});

describe("not-found page", () => {
  it.each(["/nao-existe", "/psiquiatra/x", "/foo.html", "/404"])(
    "%s answers 404 with the not-found card",
    async (path) => {
      const page = await contexts.desktop.newPage();
      const problems = watchProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const card = page.getByTestId("not-found-card");
      await expect(card.locator("h1").textContent()).resolves.toBe("404 Page Not Found");
      await expect(card.textContent()).resolves.toContain("Did you forget to add the page to the router?");
      // The page still has the site's layout to get back on track.
      expect(await page.locator("header a[href='/']").count()).toBeGreaterThan(0);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors.filter((message) => !message.includes("404"))).toEqual([]);
      await page.close();
    },
  );
});
