import type { MetaDescriptor } from "react-router";
import { site } from "#app/site/site.ts";
import type { Faq, MainEntity, PageMeta, PageRating, Review } from "#app/site/types.ts";
import { buildMeta, pageTitle } from "./meta";
import { pageStructuredData } from "./structured-data";

export interface PageMetaSource {
  meta: PageMeta;
  mainEntity?: MainEntity;
  rating?: PageRating | { reviews: Review[] };
  faq?: Faq[];
  price?: number;
}

/** A page's rating: its own value and count, or the clinic's (site.rating) with the page's reviews (the home page). */
export function pageRating(rating: PageRating | { reviews: Review[] }): PageRating {
  if ("value" in rating) return rating;
  const { value, count, source, readOn } = site.rating;
  // Where the clinic's rating was read and when: shown with it, and required to publish it.
  return {
    value,
    count,
    ...(source.trim() && readOn ? { source: source.trim(), readOn } : {}),
    reviews: rating.reviews,
  };
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
      rating: content.rating && pageRating(content.rating),
      faq: content.faq,
      priceFrom: content.price,
    }),
  });
}
