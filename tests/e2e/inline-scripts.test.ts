import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageUrlPaths } from "../../app/content/pages";
import { compileInlineScript, inlineScriptDir } from "../../scripts/inline-scripts";
import { baseURL, phone, useBrowserContexts } from "./browser";

const inlineScripts = fs
  .readdirSync(inlineScriptDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => ({ name: file, text: compileInlineScript(path.join(inlineScriptDir, file)) }));

// The consent script is written only when a tag manager is configured (docs/decisions/019).
const consentScript = inlineScripts.find((script) => script.name === "consent.ts")!;
const everyPageScripts = inlineScripts.filter((script) => script !== consentScript);

const contexts = useBrowserContexts({ phone });

const fetchPage = async (urlPath: string) => (await fetch(new URL(urlPath, baseURL()))).text();

describe("inline scripts (app/inline/)", () => {
  it("each page's <head> holds exactly the compiled text of every inline script", async () => {
    expect(inlineScripts.map((script) => script.name)).toContain("disclosure.ts");
    for (const urlPath of [...pageUrlPaths(), "/nao-existe"]) {
      const head = (await fetchPage(urlPath)).split("</head>")[0]!;
      for (const script of everyPageScripts)
        expect(head, `${script.name} in ${urlPath}`).toContain(`<script>${script.text}</script>`);
      // This build has no tag manager: no consent script (tests/e2e/consent.test.ts builds one that has).
      expect(head).not.toContain(consentScript.text);
    }
  });

  it("the disclosure script alone, in a page with no other script, opens and closes the header's menus", async () => {
    const disclosure = inlineScripts.find((script) => script.name === "disclosure.ts")!;
    const withoutScripts = (await fetchPage("/")).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    const page = await contexts.phone.newPage();
    await page.route("**/*", (route) => route.fulfill({ status: 204 }));
    await page.setContent(withoutScripts);
    expect(await page.locator("script").count()).toBe(0);
    await page.addScriptTag({ content: disclosure.text });

    const menu = page.locator("#mobile-menu");
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await menu.isVisible()).toBe(true);
    await menu
      .locator("a[href]")
      .first()
      .evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await menu.locator("a[href]").first().click();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    await page.close();
  });
});
