/**
 * Where an editor changes a page: build-time and test code only (the content check names the file
 * of each problem), kept out of app/content/pages.ts, which every page's first load carries.
 */
import type { PageEntry } from "./pages";

/** The file an editor opens to change the page, from the project's root. */
export function contentSource(page: Pick<PageEntry, "content" | "collection">): string {
  return page.collection ? `content/${page.collection}/${page.content}.yaml` : `app/content/pages/${page.content}.ts`;
}
