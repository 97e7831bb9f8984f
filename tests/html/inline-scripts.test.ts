/**
 * The scripts of the prerendered pages, exactly as compiled (docs/decisions/063, 065): in <head> no
 * script of ours (only the speculation rules and JSON-LD, which are data); on every <html> the
 * `onclick` that holds early taps; at the end of every <body>, after all the markup, the menus'
 * disclosure script, the lead dialog's early opener (docs/decisions/050) and the starter of the
 * islands entry (docs/decisions/009, 032), in that order; nothing of React Router's browser runtime
 * anywhere; the consent script (app/consent/consent-script.ts) only in the tag-manager build
 * (docs/decisions/019). That the scripts alone do their job is tests/e2e/disclosure-script-alone.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageUrlPaths } from "#app/site/registry.ts";
import { allowedInlineScriptTexts, compileEarlyTapHandler, compiledInlineScripts } from "#scripts/inline-scripts.ts";
import { inlineHandlerTexts, inlineScriptHash } from "#server/http-policy.ts";
import { readInlineScriptHashes } from "#server/static-site.ts";
import fs from "node:fs";
import path from "node:path";
import { builtHtml, mainClientDir, tagManagerVariant } from "../built-site";

const inlineScripts = compiledInlineScripts();
const byName = (name: string) => inlineScripts.find((script) => script.name === name)!;
const consentScript = byName("consent-script.ts");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The one event-handler attribute of a page: the `onclick` of its <html>, decoded as the browser reads it. */
const earlyTapHandler = compileEarlyTapHandler();
/** The last things in <body>: the menus, the early opener, then the starter of the islands entry. */
const scriptsAtTheEnd = new RegExp(
  `<script>${escapeRegExp(byName("disclosure.ts").text)}</script>` +
    `<script>${escapeRegExp(byName("lead-dialog-early.ts").text)}</script>` +
    `<script data-entry="/assets/entry\\.client-[\\w-]+\\.js">${escapeRegExp(byName("start-entry.ts").text)}</script>(<!--\\$--><!--/\\$-->)?</body>`,
);
/** The page's script elements, but its JSON-LD, which is data. */
const scriptElements = (html: string) =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => tag !== '<script type="application/ld+json">');

describe("inline scripts (app/inline/)", () => {
  it("each page holds exactly the compiled text of every inline script at the end of <body>, none in <head>, and the tap holder on <html>", () => {
    expect(inlineScripts.map((script) => script.name).toSorted()).toEqual([
      "consent-script.ts",
      "disclosure.ts",
      "lead-dialog-early.ts",
      "start-entry.ts",
    ]);
    // The handler holds a tap and leaves it on the document: it is a handler's body, not a script.
    expect(earlyTapHandler).toMatch(/\(document,event\);$/);
    for (const urlPath of [...pageUrlPaths(), "/nao-existe"]) {
      const html = builtHtml(urlPath);
      const [head, body] = html.split("</head>") as [string, string];
      // The parser meets no script of ours before the page's markup (docs/decisions/065).
      expect(scriptElements(head), urlPath).toEqual(['<script type="speculationrules">']);
      expect(html, urlPath).toMatch(/^<!DOCTYPE html><html lang="pt-BR" onclick="[^"]+"><head>/);
      expect(inlineHandlerTexts(html), urlPath).toEqual([earlyTapHandler]);
      expect(body, urlPath).toMatch(scriptsAtTheEnd);
      // No external script at all: the entry is imported by the starter after the first paint.
      expect(html, urlPath).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html, urlPath).not.toMatch(/__reactRouter|modulepreload/);
      // This build has no tag manager: no consent script.
      expect(html).not.toContain(consentScript.text);
    }
  });

  it("the tag-manager build adds the consent script to every page's <head>, and starts the same one entry", () => {
    for (const urlPath of [...pageUrlPaths(), "/nao-existe"]) {
      const html = builtHtml(urlPath, tagManagerVariant.clientDir);
      const head = html.split("</head>")[0]!;
      expect(head, urlPath).toContain(`>${consentScript.text}</script>`);
      // The same one entry on every page, started the same way: what a page loads before it is
      // interactive, banner showing, is the same on every page of a view (tests/e2e/consent.test.ts).
      expect(html, urlPath).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html, urlPath).toMatch(scriptsAtTheEnd);
    }
  });

  it("ships no script of React Router's browser runtime, nor the route modules", () => {
    const scripts = fs.readdirSync(path.join(mainClientDir, "assets")).filter((file) => file.endsWith(".js"));
    expect(scripts.filter((file) => /^entry\.client-/.test(file))).toHaveLength(1);
    for (const file of scripts) {
      const source = fs.readFileSync(path.join(mainClientDir, "assets", file), "utf8");
      expect(source, file).not.toMatch(/__reactRouter(Context|Manifest|RouteModules)/);
    }
  });

  it("the build records the hashes of our sources' inline scripts, which every page's CSP draws from", () => {
    const fromSources = allowedInlineScriptTexts().map(inlineScriptHash);
    // The compiled scripts, the speculation rules and the early-tap handler.
    expect(fromSources).toHaveLength(inlineScripts.length + 2);
    expect([...readInlineScriptHashes(path.dirname(mainClientDir))].toSorted()).toEqual(fromSources.toSorted());
  });
});
