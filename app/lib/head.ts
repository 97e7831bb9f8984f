import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** The <meta name> tags the root layout writes itself (app/root.tsx); every other one is a page's. */
export const layoutMetaTags = [
  { name: "viewport", content: "width=device-width, initial-scale=1" },
  { name: "theme-color", content: site.colors.theme },
] as const;
const layoutMetaNames = new Set<string>(layoutMetaTags.map((tag) => tag.name));

/**
 * The page's meta descriptors read back from the prerendered <head>: what the landing page
 * renders while hydrating without its view (app/routes/page.tsx). They produce exactly the
 * elements React Router's <Meta> rendered at build time, in the same order, so hydration
 * matches without the page's content or the meta builder in the JavaScript.
 */
export function metaFromDocument(head: ParentNode = document.head): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [];
  for (const element of Array.from(head.children)) {
    const tag = element.tagName.toLowerCase();
    if (tag === "title") {
      descriptors.push({ title: element.textContent ?? "" });
    } else if (tag === "meta") {
      const content = element.getAttribute("content") ?? "";
      const property = element.getAttribute("property");
      const name = element.getAttribute("name");
      if (property) descriptors.push({ property, content });
      else if (name && !layoutMetaNames.has(name)) descriptors.push({ name, content });
    } else if (tag === "link" && element.getAttribute("rel") === "canonical") {
      descriptors.push({ tagName: "link", rel: "canonical", href: element.getAttribute("href") ?? "" });
    } else if (tag === "script" && element.getAttribute("type") === "application/ld+json") {
      descriptors.push({ "script:ld+json": JSON.parse(element.textContent ?? "null") });
    }
  }
  return descriptors;
}
