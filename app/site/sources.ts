/**
 * Where an editor changes a page, and where the build finds its content: build-time and test code
 * only (the content check names the file of each problem), kept out of app/site/registry.ts, which
 * every page's first load carries.
 */
import type { PageEntry } from "./registry";

import { documentSlugs, pageFiles, type DocumentSlug, type EditorPageSlug } from "#shared/page-files.ts";

/**
 * The pages with a layout of their own, each one of the editor's "Páginas" (a Keystatic
 * singleton, cms/pages.ts): its content slug → its file, content/paginas/<file>.yaml
 * (shared/page-files.ts). The build writes each as generated/pages/<slug>.ts. "not-found" is the
 * 404 page, outside the registry.
 */
export { pageFiles, type EditorPageSlug };

const isEditorPage = (slug: string): slug is EditorPageSlug => Object.hasOwn(pageFiles, slug);

/** The documents (shared/page-files.ts): the page's slug is its file's name, content/documentos/<slug>.mdoc. */
export { documentSlugs, type DocumentSlug };

const isDocument = (slug: string): slug is DocumentSlug => (documentSlugs as readonly string[]).includes(slug);

/** The file an editor opens to change the page, from the project's root. */
export function contentSource(page: Pick<PageEntry, "content" | "collection">): string {
  if (page.collection) return `content/${page.collection}/${page.content}.yaml`;
  if (isEditorPage(page.content)) return `content/paginas/${pageFiles[page.content]}.yaml`;
  if (isDocument(page.content)) return `content/documentos/${page.content}.mdoc`;
  throw new Error(`${page.content}: no file under content/ holds this page`);
}

/** The page's content module, from the project's root, without extension: the build generates it from the page's file. */
export function contentModule(page: Pick<PageEntry, "content">): string {
  return `generated/pages/${page.content}`;
}
