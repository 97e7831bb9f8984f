/**
 * One visit per route for what only a browser shows: the page answers, becomes interactive without
 * an error (CSP violations land in the console), loads no more JavaScript than the
 * budget until it is interactive, shows its first image, and has no axe-core violation. One visit
 * checks all of it, so the suite opens each route once; the `.html` aliases and unknown paths are
 * every-alias.test.ts (a file of its own, so two browser workers share the routes). What the HTML
 * says (headings, canonical, titles, render-blocking resources) is read from the prerendered files
 * in tests/html/.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { mainClientDir } from "../built-site";
import { expectWithinJsBudget, JS_BUDGET, kib } from "../page-budget";
import { axeViolations } from "./axe-script";
import { desktop, open, phone, useBrowserContexts, useReusedPage, watchProblems } from "./browser";
import { noteInteractiveTime, scriptsBeforeInteractive } from "./loaded-until-interactive";

const contexts = useBrowserContexts({ phone, desktop });
const phoneTab = useReusedPage(contexts, "phone");
beforeAll(() => noteInteractiveTime(phoneTab()));

describe("every route on a phone", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    `%s becomes interactive without errors within ${kib(JS_BUDGET)} gzip of JavaScript, shows its first image and has no axe violations`,
    async (route) => {
      const page = phoneTab();
      const problems = watchProblems(page);
      expect(await open(page, route)).toBe(route === "/nao-existe" ? 404 : 200);
      const scripts = await scriptsBeforeInteractive(page);
      const total = expectWithinJsBudget(mainClientDir, scripts);
      console.info(`budget ${route}: ${scripts.length} files, ${kib(total)} gzip before the page is interactive`);
      const firstImage = page.locator("main picture img").first();
      if ((await firstImage.count()) > 0)
        expect(await firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      // The not-found page's own status is reported by Chromium as a failed resource.
      expect(problems.consoleErrors.filter((message) => route !== "/nao-existe" || !message.includes("404"))).toEqual(
        [],
      );
      problems.stop();
    },
  );
});

describe("with a header dropdown or the mobile menu open", () => {
  it("has no axe violations on desktop with the Exames dropdown open", async () => {
    const page = await contexts.desktop.newPage();
    await open(page, "/");
    await page.getByRole("button", { name: "Exames", exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  // The routes' tab: a new tab costs a renderer and compiles axe-core anew. The file's last test,
  // so the menu it leaves open is seen by no other.
  it("has no axe violations on a phone with the mobile menu open", async () => {
    const page = phoneTab();
    await open(page, "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
