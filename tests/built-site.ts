/**
 * The prerendered site as files: what a crawler, a link preview or a reader without JavaScript
 * gets. Tests of what the HTML says (texts, links, metadata, JSON-LD, byte budgets) read these
 * files through an HTML parser instead of opening Chromium; the server serves the same bytes
 * (server/static-site.ts maps URL paths to files the same way).
 */
import fs from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { notFoundPageFile, prerenderedFile } from "#server/build-layout.ts";
import { readPageUrlPaths } from "#server/static-site.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** The main build's client directory, as `npm run build` writes it (for the tests, from tests/fixtures/content). */
export const mainClientDir = path.join(projectRoot, "build/client");

/**
 * The build with a tag manager configured and a lead retention of 30 days, not the default, so the
 * privacy policy is seen to state the term its build was made with (tests/html/privacy-policy.test.ts):
 * built once per run by tests/test-builds.ts, read by the unit tests and served to Chromium by
 * consent.test.ts.
 */
export const tagManagerVariant = {
  settings: { VITE_GTM_ID: "GTM-TEST123", LEAD_RETENTION_DAYS: "30" },
  buildDir: path.join(projectRoot, "build/variants/tag-manager"),
  get clientDir() {
    return path.join(this.buildDir, "client");
  },
} as const;

/**
 * The demonstration as content/ ships it: the fixture with the example WhatsApp and phone numbers
 * put back (tests/shipped-phones.ts) and no VITE_DEMO_* setting, so booking to them is switched off
 * (decision 059). Built once per run by tests/test-builds.ts, in a copy of the project (its
 * generated modules are other content's); read by tests/html/booking-off.test.ts and served to
 * Chromium by tests/e2e/booking-off.test.ts.
 */
export const bookingOffVariant = {
  settings: { VITE_DEMO_WHATSAPP_NUMBER: "", VITE_DEMO_PHONE_NUMBER: "" },
  buildDir: path.join(projectRoot, "build/variants/booking-off"),
  get clientDir() {
    return path.join(this.buildDir, "client");
  },
} as const;

/** The pages of the build in `clientDir`, from its own list (as the server reads it): a build may have a page the registry of this checkout has not. */
const pagesOfBuild = new Map<string, ReadonlySet<string>>();
const knownPaths = (clientDir: string): ReadonlySet<string> => {
  let known = pagesOfBuild.get(clientDir);
  if (!known) {
    known = new Set(readPageUrlPaths(path.dirname(clientDir)));
    pagesOfBuild.set(clientDir, known);
  }
  return known;
};
const htmlCache = new Map<string, string>();

/**
 * The HTML the server sends for a URL path of the build in `clientDir`: the page's file, or the
 * not-found page for a path that is not a page (the same choice as server/static-site.ts).
 */
export function builtHtml(urlPath: string, clientDir = mainClientDir): string {
  const file = path.join(clientDir, knownPaths(clientDir).has(urlPath) ? prerenderedFile(urlPath) : notFoundPageFile);
  let html = htmlCache.get(file);
  if (html === undefined) {
    if (!fs.existsSync(file))
      throw new Error(`No build in ${clientDir}: run \`CONTENT_ROOT=tests/fixtures npm run build\` first.`);
    html = fs.readFileSync(file, "utf8");
    htmlCache.set(file, html);
  }
  return html;
}

const documentCache = new Map<string, Document>();

/**
 * The parsed page, as the browser builds it from the HTML before any script runs; parsed once per
 * test file and shared by its tests, which only read it.
 */
export function builtDocument(urlPath: string, clientDir = mainClientDir): Document {
  const html = builtHtml(urlPath, clientDir);
  let document = documentCache.get(html);
  if (!document) {
    document = parseHTML(html).document as unknown as Document;
    lowerCaseHtmlAttributeNames(document.documentElement);
    documentCache.set(html, document);
  }
  return document;
}

/**
 * The browser's HTML parser lower-cases attribute names outside SVG and MathML (React writes
 * `fetchPriority`, Chromium reads `fetchpriority`); linkedom keeps their case, so this does it.
 */
function lowerCaseHtmlAttributeNames(element: Element): void {
  if (element.localName === "svg" || element.localName === "math") return;
  for (const { name, value } of [...element.attributes]) {
    const lower = name.toLowerCase();
    if (lower === name) continue;
    element.removeAttribute(name);
    element.setAttribute(lower, value);
  }
  for (const child of element.children) lowerCaseHtmlAttributeNames(child);
}

/** An element's text with whitespace collapsed, or "" when there is none. */
export const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Text of the first match of `selector` in `root`; throws when nothing matches, naming the selector. */
export function textOf(root: ParentNode, selector: string): string {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`Nothing matches ${selector}`);
  return element.textContent ?? "";
}

/** An element's name from aria-label or aria-labelledby, as a screen reader announces a region. */
export function ariaLabel(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => squash(element.ownerDocument.getElementById(id)?.textContent))
      .join(" ");
  return squash(element.getAttribute("aria-label"));
}

/** The `href` of every anchor matching `selector` in `root`. */
export const hrefsOf = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((anchor) => anchor.getAttribute("href"));

/** The page's JSON-LD graphs. */
export function jsonLdGraphs(document: Document): { "@graph": Record<string, unknown>[] }[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as { "@graph": Record<string, unknown>[] },
  );
}
