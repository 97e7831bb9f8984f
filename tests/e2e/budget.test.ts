import path from "node:path";
import { describe, it } from "vitest";
import { pages } from "../../app/content/pages";
import { baseURL, open, phone, useBrowserContexts } from "./browser";
import {
  expectNothingRenderBlocking,
  expectWithinJsBudget,
  JS_BUDGET,
  kib,
  noteHydrationTime,
  scriptsBeforeHydration,
} from "./page-budget";

/**
 * Budgets that do not depend on the machine (ARCHITECTURE.md "Targets we measure", issue #5):
 * bytes, not timings. Speed itself is measured by `npm run bench:pages`. The tag-manager build,
 * banner showing, is held to the same budgets in consent.test.ts.
 */

const contexts = useBrowserContexts({ phone });
const clientDir = path.resolve(import.meta.dirname, "../../build/client");

describe("JavaScript a page loads to become interactive", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    `%s stays within ${kib(JS_BUDGET)} gzip`,
    async (route) => {
      const page = await contexts.phone.newPage();
      await noteHydrationTime(page);
      await open(page, route);
      const scripts = await scriptsBeforeHydration(page);
      const total = expectWithinJsBudget(clientDir, scripts);
      console.info(`budget ${route}: ${scripts.length} files, ${kib(total)} gzip before hydration`);
      await page.close();
    },
  );
});

describe("what blocks the first paint", () => {
  it.each(pages.map((page) => page.path))(
    "%s: one small stylesheet, no blocking script, no module preload",
    async (route) => {
      const html = await (await fetch(new URL(route, baseURL()))).text();
      expectNothingRenderBlocking(clientDir, html);
    },
  );
});
