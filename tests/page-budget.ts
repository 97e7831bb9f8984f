/**
 * Budgets that do not depend on the machine (ARCHITECTURE.md "Targets we measure", issue #5):
 * bytes, not timings. Shared by the unit tests of the prerendered HTML (tests/html/budget.test.ts)
 * and the browser tests that list what a page loads (tests/e2e/every-route.test.ts, consent.test.ts),
 * so the main build and the tag-manager build are held to the same numbers the same way.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect } from "vitest";

export const JS_BUDGET = 120 * 1024;
export const CSS_BUDGET = 12 * 1024;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Gzip size of a file of the build, by its URL path. */
export const gzipSize = (clientDir: string, urlPath: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length;

/** Asserts the JS budget on those scripts; returns their gzip total. */
export function expectWithinJsBudget(clientDir: string, scripts: string[]): number {
  // The lead dialog loads after hydration (idle prefetch) or on the first touch of a trigger.
  expect(scripts.filter((script) => script.includes("lead-dialog"))).toEqual([]);
  const total = scripts.reduce((sum, script) => sum + gzipSize(clientDir, script), 0);
  expect(scripts.length).toBeGreaterThan(3);
  expect(total, `${scripts.length} files, ${kib(total)}`).toBeLessThanOrEqual(JS_BUDGET);
  return total;
}

/**
 * Asserts what blocks a page's first paint: one small stylesheet, no module preload, no external
 * script in <head>, every external script a module (deferred by definition). Inline scripts pass.
 */
export function expectNothingRenderBlocking(clientDir: string, html: string): void {
  const head = html.slice(0, html.indexOf("</head>"));
  const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(stylesheets).toHaveLength(1);
  expect(gzipSize(clientDir, stylesheets[0]!)).toBeLessThanOrEqual(CSS_BUDGET);
  expect(html).not.toContain("modulepreload");
  expect(head).not.toMatch(/<script[^>]*\ssrc=/);
  for (const tag of html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []) expect(tag).toMatch(/type="module"/);
}
