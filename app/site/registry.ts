/**
 * The page registry: the one list every route, the prerender list, the header and footer
 * navigation and sitemap.xml are derived from, so they cannot drift apart. The specialty and exam
 * pages come from the editor's collections (generated/article-pages.ts); the others
 * are listed here. Pure data: it is imported by the build config, the server and the browser alike.
 */
import { articlePages } from "#generated/article-pages.ts";
import type { PageContents } from "#generated/page-contents.ts";
import type {
  ArticlePageContent,
  CareTeamContent,
  ExamGroup,
  HomeContent,
  ReferralContent,
  SpecialtiesOverviewContent,
  StoredDocument,
} from "./types";

/** Where the header (and the phone's menu) lists a page: in a dropdown, as a top-level link, or not at all. */
export type MenuPlacement =
  { menu: "especialidades" } | { menu: "exames"; group?: ExamGroup } | { menu: "top" } | { menu: "none" };

/** The headings of the header's dropdowns, also used by the phone's menu and the footer. */
export const menuLabels = { especialidades: "Especialidades", exames: "Exames" } as const;

/**
 * The views that lay a page's content out, one module each in app/views/<view>.tsx, and the content
 * each one takes. "article" is the shared layout of specialty and exam pages (docs/product.md#pages); "document"
 * lays out plain text in headed sections (privacy policy, accessibility statement, offer
 * conditions); the others are pages whose layout is their own. A new page with a new layout adds
 * its view here; app/views/views.ts checks each view takes this content.
 */
export interface ViewContents {
  article: ArticlePageContent;
  home: HomeContent;
  especialidades: SpecialtiesOverviewContent;
  "indique-ja": ReferralContent;
  document: StoredDocument;
  "corpo-clinico": CareTeamContent;
}

export type PageViewName = keyof ViewContents;

/** The views that can show content of type `Content`: a page paired with another does not compile. */
export type ViewsFor<Content> = {
  [View in PageViewName]: Content extends ViewContents[View] ? View : never;
}[PageViewName];

export interface PageEntry {
  /** Clean URL path, without trailing slash. */
  path: string;
  /** Slug of the page's content (its file name). */
  content: string;
  /** Specialty and exam pages: the editor's collection their file is in (content/<collection>/<content>.yaml). */
  collection?: "especialidades" | "exames";
  view: PageViewName;
  /** Short name used in menus, breadcrumbs and the sitemap. */
  label: string;
  nav: MenuPlacement;
}

/**
 * A page at `/<slug>` (the home page's slug is "home", at `/`) whose content is the slug's
 * (app/site/sources.ts says where it is kept), shown by a view that takes that content's type
 * (the generated PageContents): `page("indique-ja", "document", …)` does not compile.
 */
export const page = <Slug extends keyof PageContents>(
  slug: Slug,
  view: ViewsFor<PageContents[Slug]>,
  label: string,
  nav: MenuPlacement,
): PageEntry => ({
  path: slug === "home" ? "/" : `/${slug}`,
  content: slug,
  view,
  label,
  nav,
});

/**
 * A specialty or exam page, from the editor's collections (content/especialidades/,
 * content/exames/): a new entry there is a new route, menu item, sitemap entry and host rule.
 */
const article = ([slug, label, collection, group]: (typeof articlePages)[number]): PageEntry => ({
  path: `/${slug}`,
  content: slug,
  collection,
  view: "article",
  label,
  nav:
    collection === "especialidades"
      ? { menu: "especialidades" }
      : group
        ? { menu: "exames", group }
        : { menu: "exames" },
});

/** Every page of the site, in menu order within each menu. */
export const pages: readonly PageEntry[] = [
  page("home", "home", "Início", { menu: "none" }),
  page("especialidades", "especialidades", "Todas as especialidades", { menu: "none" }),
  ...articlePages.map(article),
  page("indique-ja", "indique-ja", "Programa Indique Já", { menu: "top" }),
  page("corpo-clinico", "corpo-clinico", "Corpo clínico", { menu: "none" }),
  page("politica-de-privacidade", "document", "Política de Privacidade", { menu: "none" }),
  page("acessibilidade", "document", "Acessibilidade", { menu: "none" }),
  page("condicoes-preco-baixo-garantido", "document", "Condições do Preço Baixo Garantido", { menu: "none" }),
];

/** The not-found page: a splat route, prerendered once through this path. */
export const notFoundPrerenderPath = "/404";
export const notFoundFile = "routes/not-found.tsx";

/**
 * The one route module every page is prerendered through: it renders the page's view at build
 * time (docs/decisions/012, 032).
 */
export const pageRouteFile = "routes/page.tsx";

/** `/psiquiatra` → `/psiquiatra.html`; the home page has no alias. */
export function htmlAlias(path: string): string | null {
  return path === "/" ? null : `${path}.html`;
}

/**
 * The home page's own file, which every static host serves at `/index.html`: our server and the
 * host rules answer it too, with the home page (canonical `/`). It is not a route.
 */
export const homeFilePath = "/index.html";

/** Every URL path a page answers at: each page's clean path and its `.html` alias, in registry order, then `/index.html`. */
export function pageUrlPaths(): string[] {
  return [
    ...pages
      .flatMap((page) => [page.path, htmlAlias(page.path)])
      .filter((urlPath): urlPath is string => urlPath !== null),
    homeFilePath,
  ];
}

/** Prerendering `/` writes `/index.html` already. */
export function prerenderPaths(): string[] {
  return [...pageUrlPaths().filter((urlPath) => urlPath !== homeFilePath), notFoundPrerenderPath];
}

/** Looks a page up by its clean path or its `.html` alias. */
export function findPage(pathname: string): PageEntry | undefined {
  const clean = pathname.endsWith(".html") ? pathname.slice(0, -".html".length) : pathname;
  return pages.find((page) => page.path === clean && (clean !== "/" || pathname === "/"));
}

export function pageByPath(path: string): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No page registered at ${path}`);
  return page;
}

export const specialtyPages = pages.filter((page) => page.nav.menu === "especialidades");

/** Pages the header links to directly, after its dropdowns. */
export const topLevelPages = pages.filter((page) => page.nav.menu === "top");

export interface ExamMenuGroup {
  label: string | null;
  pages: PageEntry[];
}

/** The Exames menu: ungrouped exams first, then each named group in registry order. */
export function examMenuGroups(): ExamMenuGroup[] {
  const examPages = pages.filter((page) => page.nav.menu === "exames");
  const groups: ExamMenuGroup[] = [];
  for (const page of examPages) {
    const label = page.nav.menu === "exames" ? (page.nav.group ?? null) : null;
    let group = groups.find((candidate) => candidate.label === label);
    if (!group) {
      group = { label, pages: [] };
      groups.push(group);
    }
    group.pages.push(page);
  }
  return groups;
}

/** The Exames menu, grouped once for the header and the mobile menu. */
export const examMenu: readonly ExamMenuGroup[] = examMenuGroups();
