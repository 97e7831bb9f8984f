import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { baseURL, open, phone, useBrowserContexts } from "./browser";

/**
 * Budgets that do not depend on the machine (ARCHITECTURE.md "Targets we measure", issue #5):
 * bytes, not timings. Speed itself is measured by `npm run bench:pages`.
 */

const contexts = useBrowserContexts({ phone });
const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const JS_BUDGET = 120 * 1024;
const CSS_BUDGET = 12 * 1024;

const gzipSize = (urlPath: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("JavaScript a page loads to become interactive", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    `%s stays within ${kib(JS_BUDGET)} gzip`,
    async (route) => {
      const page = await contexts.phone.newPage();
      // When the app marks itself hydrated: what starts loading later (the idle prefetch of the
      // lead dialog, a resend of a kept lead) is not part of what it took to become interactive.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (document.documentElement?.dataset.hydrated !== "true") return;
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
      await open(page, route);
      const scripts = await page.evaluate(() => {
        const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= hydratedAt)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === window.location.origin && url.pathname.endsWith(".js"))
          .map((url) => url.pathname);
      });
      // The lead dialog loads after hydration (idle prefetch) or on the first touch of a trigger.
      expect(scripts.filter((script) => script.includes("lead-dialog"))).toEqual([]);
      const total = scripts.reduce((sum, script) => sum + gzipSize(script), 0);
      expect(scripts.length).toBeGreaterThan(3);
      expect(total, `${scripts.length} files, ${kib(total)}`).toBeLessThanOrEqual(JS_BUDGET);
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
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
      expect(stylesheets).toHaveLength(1);
      expect(gzipSize(stylesheets[0]!)).toBeLessThanOrEqual(CSS_BUDGET);
      expect(html).not.toContain("modulepreload");
      // Every external script in the document is a module (deferred by definition); none sits in <head>.
      expect(head).not.toMatch(/<script[^>]*\ssrc=/);
      for (const tag of html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []) expect(tag).toMatch(/type="module"/);
    },
  );
});
