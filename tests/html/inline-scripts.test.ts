/**
 * The inline scripts in the prerendered pages, exactly as compiled: the menus' disclosure script
 * in every <head>, the hydration bootstrap in every <body> (docs/decisions/009), the consent script
 * (app/consent/consent-script.ts) only in the tag-manager build (docs/decisions/019). That the
 * disclosure script alone works is tests/e2e/inline-scripts.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageUrlPaths } from "#app/content/registry.ts";
import { compiledInlineScripts } from "#scripts/inline-scripts.ts";
import { builtHtml, tagManagerVariant } from "../built-site";

const inlineScripts = compiledInlineScripts();
const byName = (name: string) => inlineScripts.find((script) => script.name === name)!;
const consentScript = byName("consent-script.ts");
const hydrationScript = byName("hydration.ts");
const everyPageHeadScripts = inlineScripts.filter((script) => script !== consentScript && script !== hydrationScript);

describe("inline scripts (app/inline/)", () => {
  it("each page holds exactly the compiled text of every inline script: in <head>, and the hydration bootstrap in <body>", () => {
    expect(inlineScripts.map((script) => script.name)).toEqual(
      expect.arrayContaining(["consent-script.ts", "disclosure.ts", "hydration.ts"]),
    );
    for (const urlPath of [...pageUrlPaths(), "/nao-existe"]) {
      const [head, body] = builtHtml(urlPath).split("</head>") as [string, string];
      for (const script of everyPageHeadScripts)
        expect(head, `${script.name} in ${urlPath}`).toContain(`<script>${script.text}</script>`);
      expect(body, `hydration.ts in ${urlPath}`).toMatch(/<script type="module" data-hydration='[^']+'>/);
      expect(body, `hydration.ts in ${urlPath}`).toContain(`'>${hydrationScript.text}</script>`);
      // This build has no tag manager: no consent script.
      expect(head).not.toContain(consentScript.text);
    }
  });

  it("the tag-manager build adds the consent script to every page's <head>", () => {
    for (const urlPath of [...pageUrlPaths(), "/nao-existe"]) {
      const head = builtHtml(urlPath, tagManagerVariant.clientDir).split("</head>")[0]!;
      expect(head, urlPath).toContain(`>${consentScript.text}</script>`);
    }
  });
});
