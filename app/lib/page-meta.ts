import type { MetaDescriptor } from "react-router";
import type { Faq, MainEntity, PageMeta } from "#app/site/types.ts";
import { buildMeta, pageTitle } from "./meta";
import { pageStructuredData } from "./structured-data";

export interface PageMetaSource {
  meta: PageMeta;
  mainEntity?: MainEntity;
  faq?: Faq[];
  price?: number;
}

/**
 * Meta of the page at `path` (its clean path, from the registry): the content module's metadata
 * plus the structured data built from the same content.
 */
export function metaForPage(path: string, content: PageMetaSource): MetaDescriptor[] {
  return buildMeta({
    path,
    meta: content.meta,
    structuredData: pageStructuredData({
      path,
      title: pageTitle(content.meta.title),
      description: content.meta.description,
      mainEntity: content.mainEntity,
      faq: content.faq,
      priceFrom: content.price,
    }),
  });
}
