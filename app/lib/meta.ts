import type { MetaDescriptor } from "react-router";
import { site } from "#app/site/site.ts";
import type { PageMeta } from "#app/site/types.ts";
import { absoluteUrl, type JsonLd } from "./structured-data";

export interface BuildMetaInput {
  /** Clean path of the page: canonical and og:url use it, also on `.html` aliases. */
  path: string;
  meta: PageMeta;
  structuredData?: JsonLd;
  /** For the not-found page. */
  noindex?: boolean;
}

/** The one title template: "Page | Clinic", or the title alone when it already names the clinic. */
export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Everything a page puts in <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function buildMeta({ path, meta, structuredData, noindex = false }: BuildMetaInput): MetaDescriptor[] {
  const title = pageTitle(meta.title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(site.ogImage.src);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { property: "og:type", content: path === "/" ? "website" : "article" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(site.ogImage.width) },
    { property: "og:image:height", content: String(site.ogImage.height) },
    { property: "og:image:alt", content: site.ogImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
  ];
  // A not-found page is no page of the site: no canonical, and kept out of the index; so is every
  // page of a demonstration build, whose data are examples (docs/publication.md).
  if (noindex || !site.publication) descriptors.push({ name: "robots", content: "noindex" });
  if (!noindex) descriptors.splice(3, 0, { tagName: "link", rel: "canonical", href: url });
  if (structuredData) descriptors.push({ "script:ld+json": structuredData });
  return descriptors;
}
