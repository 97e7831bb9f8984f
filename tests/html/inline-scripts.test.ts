/**
 * The scripts of the prerendered pages: the menus' disclosure script and the lead dialog's early
 * opener (docs/decisions/050), exactly as compiled, in every <head>; the starter of the islands entry at the end of every <body> (docs/decisions/009, 032),
 * and nothing of React Router's browser runtime anywhere; the consent script
 * (app/consent/consent-script.ts) only in the tag-manager build (docs/decisions/019). That the
 * disclosure script alone works is tests/e2e/disclosure-script-alone.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageUrlPaths } from "#app/site/registry.ts";
import { allowedInlineScriptTexts, compiledInlineScripts } from "#scripts/inline-scripts.ts";
import { inlineScriptHash } from "#server/http-policy.ts";
import { readInlineScriptHashes } from "#server/static-site.ts";
import fs from "node:fs";
import path from "node:path";
import { builtHtml, mainClientDir, tagManagerVariant } from "../built-site";

const inlineScripts = compiledInlineScripts();
const byName = (name: string) => inlineScripts.find((script) => script.name === name)!;
const consentScript = byName("consent-script.ts");
const islandsScript = byName("start-entry.ts");
const everyPageHeadScripts = inlineScripts.filter((script) => script !== consentScript && script !== islandsScript);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The starter of the islands entry, the last thing in <body>. */
const entryStarterAtTheEnd = new RegExp(
  `<script data-entry="/assets/entry\\.client-[\\w-]+\\.js">${escapeRegExp(islandsScript.text)}</script>(<!--\\$--><!--/\\$-->)?</body>`,
);

describe("inline scripts (app/inline/)", () => {
  it("each page holds exactly the compiled text of every inline script: in <head>, and the islands starter at the end of <body>", () => {
    expect(inlineScripts.map((script) => script.name)).toEqual(
      expect.arrayContaining(["consent-script.ts", "disclosure.ts", "lead-dialog-early.ts", "start-entry.ts"]),
    );
    for (const urlPath of [...pageUrlPaths(), "/nao-existe"]) {
      const html = builtHtml(urlPath);
      const [head, body] = html.split("</head>") as [string, string];
      for (const script of everyPageHeadScripts)
        expect(head, `${script.name} in ${urlPath}`).toContain(`<script>${script.text}</script>`);
      // No external script at all: the entry is imported by the starter after the first paint.
      expect(html, urlPath).not.toMatch(/<script[^>]*\ssrc=/);
      expect(body, urlPath).toMatch(entryStarterAtTheEnd);
      expect(html, urlPath).not.toMatch(/__reactRouter|modulepreload/);
      // This build has no tag manager: no consent script.
      expect(head).not.toContain(consentScript.text);
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
      expect(html, urlPath).toMatch(entryStarterAtTheEnd);
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
    expect(fromSources).toHaveLength(inlineScripts.length + 1);
    expect([...readInlineScriptHashes(path.dirname(mainClientDir))].toSorted()).toEqual(fromSources.toSorted());
  });
});
