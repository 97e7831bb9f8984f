import { describe, expect, it } from "vitest";
import { earlyTapHandlerPlaceholder } from "#app/lib/head.ts";
import { inlineHandlerTexts } from "#server/http-policy.ts";
import { compileEarlyTapHandler, withEarlyTapHandler } from "./inline-scripts";

const page = (htmlAttributes: string, body = "") =>
  `<!DOCTYPE html><html lang="pt-BR"${htmlAttributes}><head></head><body>${body}</body></html>`;
const placeholder = ` ${earlyTapHandlerPlaceholder}=""`;

describe("the early-tap handler on every page's <html> (postbuild, docs/decisions/065)", () => {
  it("replaces the placeholder with the handler, escaped so the browser reads back the exact compiled text", () => {
    const handler = compileEarlyTapHandler();
    // The compiled text has what an attribute must escape: quotes, an arrow's `>`, `&&` once minified or not.
    expect(handler).toMatch(/"/);
    const html = withEarlyTapHandler(page(placeholder, "<p>Olá</p>"), handler);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="pt-BR" onclick="[^"<>]+"><head><\/head><body><p>Olá<\/p><\/body><\/html>$/,
    );
    expect(inlineHandlerTexts(html)).toEqual([handler]);
    expect(withEarlyTapHandler(page(placeholder), 'a("&")<b>')).toContain(' onclick="a(&quot;&amp;&quot;)&lt;b&gt;"');
  });

  it("fails on a page without the placeholder, with it twice, or with it anywhere but on <html>", () => {
    expect(() => withEarlyTapHandler(page(""), "x")).toThrow(/placeholder once, on the page's <html>/);
    expect(() => withEarlyTapHandler(page(placeholder + placeholder), "x")).toThrow(/placeholder once/);
    expect(() => withEarlyTapHandler(page(placeholder, `<div${placeholder}></div>`), "x")).toThrow(/placeholder once/);
    expect(() => withEarlyTapHandler(page("", `<div${placeholder}></div>`), "x")).toThrow(/placeholder once/);
  });
});
