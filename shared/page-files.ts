/**
 * The pages with a layout of their own and the file of content/paginas/ each is edited in (the
 * editor's "Páginas", cms/pages.ts; the registry's pages, app/site/sources.ts), and the documents.
 * Kept here, at the bottom layer, so the editor's schema and the site's code both read them
 * without importing each other.
 */
export const pageFiles = {
  home: "inicio",
  especialidades: "especialidades",
  "indique-ja": "indique-ja",
  "corpo-clinico": "corpo-clinico",
  "not-found": "nao-encontrada",
} as const;

export type EditorPageSlug = keyof typeof pageFiles;

/**
 * The documents, each one of the editor's "Documentos" (cms/documents.ts): the page's slug is its
 * file's name, content/documentos/<slug>.mdoc, Markdoc with its fields at the top.
 */
export const documentSlugs = ["politica-de-privacidade", "acessibilidade", "condicoes-preco-baixo-garantido"] as const;

export type DocumentSlug = (typeof documentSlugs)[number];
