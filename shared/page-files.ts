/**
 * The pages with a layout of their own and the file of content/paginas/ each is edited in (the
 * editor's "Páginas", cms/pages.ts; the registry's pages, app/site/sources.ts). Kept here, at the
 * bottom layer, so the editor's schema and the site's code both read it without importing each
 * other.
 */
export const pageFiles = {
  home: "inicio",
  especialidades: "especialidades",
  "indique-ja": "indique-ja",
  "corpo-clinico": "corpo-clinico",
  "not-found": "nao-encontrada",
} as const;

export type EditorPageSlug = keyof typeof pageFiles;
