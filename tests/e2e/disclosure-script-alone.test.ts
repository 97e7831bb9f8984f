/**
 * The menus' disclosure script alone, in a page with no other script, does its job. That every
 * page holds each inline script exactly as compiled is read from the files in
 * tests/html/inline-scripts.test.ts.
 */
import { describe, expect, it } from "vitest";
import { compiledInlineScripts } from "#scripts/inline-scripts.ts";
import { baseURL, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });

const fetchPage = async (urlPath: string) => (await fetch(new URL(urlPath, baseURL()))).text();

describe("inline scripts (app/inline/)", () => {
  it("the disclosure script alone, in a page with no other script, opens and closes the header's menus", async () => {
    const disclosure = compiledInlineScripts().find((script) => script.name === "disclosure.ts")!;
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
