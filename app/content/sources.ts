/**
 * Where an editor changes a page, and where the build finds its content: build-time and test code
 * only (the content check names the file of each problem), kept out of app/content/pages.ts, which
 * every page's first load carries.
 */
import type { PageEntry } from "./pages";

/**
 * The pages with a layout of their own, each one of the editor's "Páginas" (a Keystatic
 * singleton, cms/pages.ts): its content slug → its file, content/paginas/<file>.yaml. The build
 * writes each as app/content/generated/pages/<slug>.ts. "not-found" is the 404 page, outside the
 * registry.
 */
export const pageFiles = {
  home: "inicio",
  especialidades: "especialidades",
  "indique-ja": "indique-ja",
  "corpo-clinico": "corpo-clinico",
  "not-found": "nao-encontrada",
} as const;

export type EditorPageSlug = keyof typeof pageFiles;

const isEditorPage = (slug: string): slug is EditorPageSlug => Object.hasOwn(pageFiles, slug);

/** The file an editor opens to change the page, from the project's root. */
export function contentSource(page: Pick<PageEntry, "content" | "collection">): string {
  if (page.collection) return `content/${page.collection}/${page.content}.yaml`;
  if (isEditorPage(page.content)) return `content/paginas/${pageFiles[page.content]}.yaml`;
  return `app/content/pages/${page.content}.ts`;
}

/**
 * The page's content module under app/content/, without extension: `generated/pages/<slug>` for
 * the pages the editor writes, `pages/<slug>` for those still kept as modules there.
 */
export function contentModule(page: Pick<PageEntry, "content" | "collection">): string {
  return page.collection || isEditorPage(page.content) ? `generated/pages/${page.content}` : `pages/${page.content}`;
}
