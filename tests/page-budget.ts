/**
 * Budgets that do not depend on the machine (docs/architecture.md#targets-we-measure):
 * bytes, not timings. Shared by the unit tests of the prerendered HTML (tests/html/budget.test.ts)
 * and the browser tests that list what a page loads (tests/e2e/every-route.test.ts, consent.test.ts),
 * so the main build and the tag-manager build are held to the same numbers the same way.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect } from "vitest";
import { moduleGraph } from "#scripts/link-client-entry.ts";

/** JavaScript a page loads before its first interaction: the islands entry (docs/decisions/032). */
export const JS_BUDGET = 65 * 1024;
/**
 * All JavaScript a visit fetches without interacting, its idle work included: the entry, the speed
 * measurement, what the page itself needs; never React nor the lead dialog's code, which come on
 * an intent to book (decision 042).
 */
export const VISIT_JS_BUDGET = 30 * 1024;
export const CSS_BUDGET = 12 * 1024;
/** The lead dialog's own code (decision 031): what its island brings beyond the first load and React itself. */
export const LEAD_DIALOG_BUDGET = 25 * 1024;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Gzip size of a file of the build, by its URL path. */
export const gzipSize = (clientDir: string, urlPath: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length;

const gzipTotal = (clientDir: string, scripts: Iterable<string>) =>
  [...scripts].reduce((sum, script) => sum + gzipSize(clientDir, script), 0);

/** React itself, the runtime the islands share: one chunk of its own (vite.config.ts). */
export const isReactChunk = (script: string) => /^\/assets\/react-[\w-]+\.js$/.test(script);

/**
 * The lead form's own code, fetched with React on an intent to book (decision 042): its island, the
 * form and the country list, the form's check and its schema.
 */
export const isLeadFormCode = (script: string) =>
  /^\/assets\/(lead-dialog-island|lead-form|country-picker|quick-check|schema)[.\w-]*\.js$/.test(script);

/** Asserts the JS budget on the scripts a page loaded before its first interaction; returns their gzip total. */
export function expectWithinJsBudget(clientDir: string, scripts: string[]): number {
  // Neither the lead form's code nor React: they load on an intent to book (decision 042).
  expect(scripts.filter((script) => isLeadFormCode(script) || isReactChunk(script))).toEqual([]);
  expect(scripts.filter((script) => script.includes("entry.client"))).toHaveLength(1);
  const total = gzipTotal(clientDir, scripts);
  expect(total, `${scripts.length} files, ${kib(total)}`).toBeLessThanOrEqual(JS_BUDGET);
  return total;
}

/** Asserts the per-visit budget on every script a visit fetched without interacting; returns their gzip total. */
export function expectWithinVisitBudget(clientDir: string, scripts: string[]): number {
  const total = gzipTotal(clientDir, new Set(scripts));
  expect(total, `${scripts.join(", ")}: ${kib(total)}`).toBeLessThanOrEqual(VISIT_JS_BUDGET);
  return total;
}

/**
 * The lead dialog's code: its island, the form's check, and every module they may fetch (imported, or with `import()`)
 * that no page's first load fetches anyway, React itself left out. First loads are the scripts the
 * prerendered pages name (`htmls`), with what they import statically; those are held to the JS
 * budget instead.
 */
export function leadDialogScripts(clientDir: string, htmls: string[]): string[] {
  const assets = fs.readdirSync(path.join(clientDir, "assets")).map((file) => `/assets/${file}`);
  const dialog = assets.filter((script) => /^\/assets\/lead-dialog-island-[\w-]+\.js$/.test(script));
  expect(dialog, "one lead-dialog island in the build").toHaveLength(1);
  // The form's check, fetched beside the island on an intent to book (decision 042).
  dialog.push(...assets.filter((script) => /^\/assets\/quick-check-[\w-]+\.js$/.test(script)));
  expect(assets.filter(isReactChunk), "React in one chunk of its own").toHaveLength(1);
  const named = htmls.flatMap((html) => [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]));
  const firstLoad = moduleGraph(clientDir, new Set(named), { dynamic: false });
  return [...moduleGraph(clientDir, dialog, { dynamic: true, known: firstLoad })].filter(
    (script) => !isReactChunk(script),
  );
}

/** Asserts the lead dialog's budget; returns its gzip total. */
export function expectLeadDialogWithinBudget(clientDir: string, htmls: string[]): number {
  const scripts = leadDialogScripts(clientDir, htmls);
  const sizes = scripts.map((script) => `${script} ${kib(gzipSize(clientDir, script))}`);
  const total = gzipTotal(clientDir, scripts);
  expect(total, sizes.join(", ")).toBeLessThanOrEqual(LEAD_DIALOG_BUDGET);
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
