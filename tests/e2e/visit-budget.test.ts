/**
 * All the JavaScript a visit fetches without interacting (docs/architecture.md#targets-we-measure, decision 032
 * measure"): the islands entry at load, then, once the page has painted and the browser is idle,
 * React with the lead dialog's island (mounted closed) and the speed measurement. What loads before
 * the first interaction is held to its own, smaller budget on every route (every-route.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mainClientDir } from "../built-site";
import { expectWithinVisitBudget, isReactChunk, kib, VISIT_JS_BUDGET } from "../page-budget";
import { baseURL, open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });

describe("what a visit fetches without interacting", () => {
  it.each(["/", "/cardiologista", "/exames-laboratoriais"])(
    `%s: at most ${kib(VISIT_JS_BUDGET)} gzip, idle prefetch included`,
    async (route) => {
      const page = await contexts.phone.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script" && request.url().startsWith(baseURL()))
          scripts.push(new URL(request.url()).pathname);
      });
      await open(page, route);
      // The idle work: the dialog mounted closed, the speed measurement's code arrived.
      await page.locator('[data-island="lead-dialog"] [role="dialog"]').waitFor({ state: "attached" });
      await expect.poll(() => scripts.some((script) => script.includes("/web-vitals-"))).toBe(true);
      await page.waitForTimeout(500);
      expect(scripts.filter(isReactChunk)).toHaveLength(1);
      const total = expectWithinVisitBudget(mainClientDir, scripts);
      console.info(`per visit ${route}: ${new Set(scripts).size} files, ${kib(total)} gzip`);
      await page.close();
    },
  );
});
