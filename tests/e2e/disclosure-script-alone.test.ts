/**
 * The inline scripts alone, in a page with no other script, do their job: the menus' disclosure
 * script opens and closes them; the `onclick` of <html> holds a tap on "Agendar" or on the menu made
 * before the scripts at the end of <body> run, and those take it over as they start (docs/decisions/063, 065).
 * That every page holds each inline script exactly as compiled, and where, is read from the files
 * in tests/html/inline-scripts.test.ts.
 */
import { describe, expect, it } from "vitest";
import { compileEarlyTapHandler, compiledInlineScripts } from "#scripts/inline-scripts.ts";
import { baseURL, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });

/** The home page's HTML with every script taken out; the `onclick` of its <html> stays. */
const homeWithoutScripts = async () =>
  (await (await fetch(new URL("/", baseURL()))).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

/** Each inline script's compiled text, by file name (compiled once for the file). */
const compiled = new Map(compiledInlineScripts().map((script) => [script.name, script.text]));
const scriptText = (name: string) => compiled.get(name)!;

describe("inline scripts (app/inline/)", () => {
  it("the disclosure script alone, in a page with no other script, opens and closes the header's menus", async () => {
    const withoutScripts = await homeWithoutScripts();
    const page = await contexts.phone.newPage();
    await page.route("**/*", (route) => route.fulfill({ status: 204 }));
    await page.setContent(withoutScripts);
    expect(await page.locator("script").count()).toBe(0);
    await page.addScriptTag({ content: scriptText("disclosure.ts") });

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

  it("they listen only while they have something to answer: outside a menu while one is open, the early dialog until the entry is live", async () => {
    const withoutScripts = await homeWithoutScripts();
    const page = await contexts.phone.newPage();
    await page.route("**/*", (route) => route.fulfill({ status: 204 }));
    await page.setContent(withoutScripts);
    // The document's listeners as DevTools lists them, counted by event type.
    const cdp = await page.context().newCDPSession(page);
    const listening = async () => {
      const { result } = await cdp.send("Runtime.evaluate", { expression: "document" });
      const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
      const count: Record<string, number> = {};
      for (const { type } of listeners) count[type] = (count[type] ?? 0) + 1;
      return count;
    };
    await page.addScriptTag({ content: scriptText("disclosure.ts") });
    const closed = await listening();
    expect([closed.pointerdown, closed.focusin]).toEqual([undefined, undefined]);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await listening()).toMatchObject({ pointerdown: 1, focusin: 1 });
    await page.keyboard.press("Escape");
    expect(await listening()).toEqual(closed);

    await page.addScriptTag({ content: scriptText("lead-dialog-early.ts") });
    const early = await listening();
    expect([early.click, early.keydown, early.submit]).toEqual([closed.click! + 1, closed.keydown! + 1, 1]);
    // The entry, once live, says so (app/lib/lead/dialog-frame.ts): a tap then runs none of the early script.
    await page.evaluate(() => document.dispatchEvent(new Event("lead-dialog-live")));
    expect(await listening()).toEqual(closed);
    await page.close();
  });

  it("a tap on the menu or on Agendar before the scripts at the end of <body> is held, then answered by them", async () => {
    const withoutScripts = await homeWithoutScripts();
    const page = await contexts.phone.newPage();
    const opened: unknown[] = [];
    const onPage = (other: unknown) => opened.push(other);
    contexts.phone.on("page", onPage);
    await page.route("**/*", (route) => route.fulfill({ status: 204 }));
    await page.setContent(withoutScripts);
    // After the document's listeners: was the trigger's link followed?
    await page.evaluate(() => {
      const taps: { linkFollowed: boolean }[] = [];
      (window as unknown as { taps: unknown }).taps = taps;
      window.addEventListener("click", (event) => {
        if (event.target instanceof Element && event.target.closest("a[data-lead-trigger]"))
          taps.push({ linkFollowed: !event.defaultPrevented });
      });
    });
    // The page as served holds taps from its first byte: the handler on <html>, no script.
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.getAttribute("onclick"))).toBe(compileEarlyTapHandler());

    const menu = page.locator("#mobile-menu");
    const dialog = page.locator("#lead-dialog");
    await page.getByRole("button", { name: "Abrir menu" }).tap();
    await page.locator("header").getByRole("link", { name: "Agendar" }).tap();
    // Held: nothing opens, the link is not followed.
    expect(await menu.isVisible()).toBe(false);
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { taps: unknown }).taps)).toEqual([{ linkFollowed: false }]);

    await page.addScriptTag({ content: scriptText("disclosure.ts") });
    expect(await menu.isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    await page.addScriptTag({ content: scriptText("lead-dialog-early.ts") });
    // The tap given again: the dialog opens in its task, the link still not followed, no tab.
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { taps: unknown }).taps)).toEqual([
      { linkFollowed: false },
      { linkFollowed: false },
    ]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("lead-name");
    expect(opened).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    contexts.phone.off("page", onPage);
    await page.close();
  });
});
