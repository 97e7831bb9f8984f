/**
 * All the JavaScript a visit fetches without interacting (docs/architecture.md#targets-we-measure,
 * decisions 032 and 042): the islands entry at load, then, once the page has painted and the
 * browser is idle, the speed measurement. React and the lead dialog's code come only on an intent
 * to book (a trigger's hover, touch, press or focus). What loads before the first interaction is
 * held to its own budget on every route (every-route.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mainClientDir } from "../built-site";
import { expectWithinVisitBudget, isLeadFormCode, isReactChunk, kib, VISIT_JS_BUDGET } from "../page-budget";
import { baseURL, open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });

describe("what a visit fetches without interacting", () => {
  it.each(["/", "/cardiologista", "/exames-laboratoriais"])(
    `%s: at most ${kib(VISIT_JS_BUDGET)} gzip, idle work included, no React; React and the form's code on intent`,
    async (route) => {
      const page = await contexts.phone.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script" && request.url().startsWith(baseURL()))
          scripts.push(new URL(request.url()).pathname);
      });
      await open(page, route);
      // The idle work: the speed measurement's code arrived; then a while with nothing touched.
      await expect.poll(() => scripts.some((script) => script.includes("/web-vitals-"))).toBe(true);
      await page.waitForTimeout(1500);
      // The dialog is in the page already, closed, with no code of its own loaded.
      expect(await page.locator('[role="dialog"]').count()).toBe(1);
      expect(scripts.filter((script) => isReactChunk(script) || isLeadFormCode(script))).toEqual([]);
      const total = expectWithinVisitBudget(mainClientDir, scripts);
      console.info(`per visit ${route}: ${new Set(scripts).size} files, ${kib(total)} gzip`);

      // An intent to book (a pointer over a trigger) fetches React and the form's code, once.
      await page.locator("header").getByRole("link", { name: "Agendar" }).hover();
      await expect.poll(() => scripts.filter(isReactChunk)).toHaveLength(1);
      await expect.poll(() => scripts.some((script) => script.includes("/lead-dialog-island-"))).toBe(true);
      await page.close();
    },
  );
});
