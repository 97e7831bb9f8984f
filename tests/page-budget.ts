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
/** The lead dialog's own code (issue #18): what its chunk brings that no first load has already fetched. */
export const LEAD_DIALOG_BUDGET = 25 * 1024;

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

/** The `/assets/…js` modules `script` imports: statically, or with `import()` too. */
function importsOf(clientDir: string, script: string, { dynamic }: { dynamic: boolean }): string[] {
  const source = fs.readFileSync(path.join(clientDir, script), "utf8");
  const pattern = dynamic ? /\bimport\s*\(\s*"(\.\/[^"]+\.js)"/g : /\b(?:from|import)\s*"(\.\/[^"]+\.js)"/g;
  return [...source.matchAll(pattern)].map((match) => path.posix.join(path.posix.dirname(script), match[1]!));
}

/**
 * `roots` and every module they import, however deep (`dynamic`: `import()` counts too), not
 * looking inside the modules of `known`.
 */
function importGraph(
  clientDir: string,
  roots: Iterable<string>,
  { dynamic, known = new Set() }: { dynamic: boolean; known?: Set<string> },
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    if (seen.has(script) || known.has(script)) continue;
    seen.add(script);
    queue.push(...importsOf(clientDir, script, { dynamic: false }));
    if (dynamic) queue.push(...importsOf(clientDir, script, { dynamic: true }));
  }
  return seen;
}

/**
 * The lead dialog's code: its chunk and every module it may fetch (imported, or with `import()`)
 * that no page's first load fetches anyway. First loads are the scripts the prerendered pages
 * name (`htmls`), with what they import statically; those are held to the JS budget instead.
 */
export function leadDialogScripts(clientDir: string, htmls: string[]): string[] {
  const assets = fs.readdirSync(path.join(clientDir, "assets"));
  const dialog = assets.filter((file) => /^lead-dialog-[\w-]+\.js$/.test(file)).map((file) => `/assets/${file}`);
  expect(dialog, "one lead-dialog chunk in the build").toHaveLength(1);
  const named = htmls.flatMap((html) => [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]));
  const firstLoad = importGraph(clientDir, new Set(named), { dynamic: false });
  return [...importGraph(clientDir, dialog, { dynamic: true, known: firstLoad })];
}

/** Asserts the lead dialog's budget; returns its gzip total. */
export function expectLeadDialogWithinBudget(clientDir: string, htmls: string[]): number {
  const scripts = leadDialogScripts(clientDir, htmls);
  const sizes = scripts.map((script) => `${script} ${kib(gzipSize(clientDir, script))}`);
  const total = scripts.reduce((sum, script) => sum + gzipSize(clientDir, script), 0);
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
