import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { content as cardiology } from "~/content/generated/pages/cardiologista";
import { content as home } from "~/content/generated/pages/home";
import { layoutMetaTags, metaFromDocument } from "./head";
import { metaForPage } from "./page-meta";

/** A head element as the browser exposes it: enough of Element for metaFromDocument. */
interface FakeElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}

const element = (
  tagName: string,
  attributes: Record<string, string> = {},
  textContent: string | null = null,
): FakeElement => ({
  tagName: tagName.toUpperCase(),
  textContent,
  getAttribute: (name) => attributes[name] ?? null,
});

// What React Router's <Meta> renders for each descriptor (its ld+json is HTML-escaped JSON).
const escapeHtml = (html: string) =>
  html.replace(/[&><\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
function rendered(descriptor: MetaDescriptor): FakeElement {
  if ("title" in descriptor) return element("title", {}, String(descriptor.title));
  if ("script:ld+json" in descriptor)
    return element("script", { type: "application/ld+json" }, escapeHtml(JSON.stringify(descriptor["script:ld+json"])));
  if ("tagName" in descriptor) {
    const { tagName, ...attributes } = descriptor as { tagName: string } & Record<string, string>;
    return element(tagName, attributes);
  }
  return element("meta", descriptor as Record<string, string>);
}

/** The prerendered head: the layout's own tags around the page's meta, as app/root.tsx writes them. */
const head = (descriptors: MetaDescriptor[]) =>
  ({
    children: [
      element("meta", { charset: "utf-8" }),
      ...layoutMetaTags.map((tag) => element("meta", tag)),
      element("link", { rel: "preload", as: "image", href: "/logo.svg" }),
      ...descriptors.map(rendered),
      element("link", { rel: "stylesheet", href: "/assets/app.css" }),
      element("link", { rel: "icon", href: "/favicon.svg" }),
      element("script", {}, "window.__reactRouterContext = {}"),
    ],
  }) as unknown as ParentNode;

describe("metaFromDocument", () => {
  it.each([
    ["/", home],
    ["/cardiologista", cardiology],
  ] as const)("reads back exactly the meta the page %s was prerendered with", (path, content) => {
    const descriptors = metaForPage(path, content);
    expect(descriptors.some((descriptor) => "script:ld+json" in descriptor)).toBe(true);
    expect(metaFromDocument(head(descriptors))).toEqual(descriptors);
  });

  it("ignores the layout's own tags", () => {
    expect(metaFromDocument(head([]))).toEqual([]);
  });
});
