/**
 * The page registry: the one list every route, the prerender list, the header and footer
 * navigation and sitemap.xml are derived from, so they cannot drift apart.
 * Pure data: it is imported by the build config, the server and the browser alike.
 */

export type MenuPlacement =
  | { menu: "especialidades" }
  | { menu: "exames"; group?: "Cardiologia" | "Ultrassom especializado" }
  | { menu: "none" };

export interface PageEntry {
  /** Clean URL path, without trailing slash. */
  path: string;
  /** The page's view module, relative to app/ (`pages/<slug>.tsx`): its content, meta and component. */
  view: string;
  /** Short name used in menus, breadcrumbs and the sitemap. */
  label: string;
  nav: MenuPlacement;
}

const specialty = (slug: string, label: string): PageEntry => ({
  path: `/${slug}`,
  view: `pages/${slug}.tsx`,
  label,
  nav: { menu: "especialidades" },
});

const exam = (slug: string, label: string, group?: "Cardiologia" | "Ultrassom especializado"): PageEntry => ({
  path: `/${slug}`,
  view: `pages/${slug}.tsx`,
  label,
  nav: group ? { menu: "exames", group } : { menu: "exames" },
});

/** Every page of the site, in menu order within each menu. */
export const pages: readonly PageEntry[] = [
  { path: "/", view: "pages/home.tsx", label: "Início", nav: { menu: "none" } },
  { path: "/especialidades", view: "pages/especialidades.tsx", label: "Todas as especialidades", nav: { menu: "none" } },
  specialty("cardiologista", "Cardiologista"),
  specialty("dermatologista", "Dermatologista"),
  specialty("ginecologista", "Ginecologista"),
  specialty("oftalmologista", "Oftalmologista"),
  specialty("psiquiatra", "Psiquiatra"),
  specialty("urologista", "Urologista"),
  specialty("neurologista", "Neurologista"),
  specialty("endocrinologista", "Endocrinologista"),
  specialty("obstetra", "Obstetra"),
  specialty("psicologo", "Psicólogo"),
  specialty("otorrinolaringologista", "Otorrinolaringologista"),
  specialty("angiologista", "Angiologista"),
  specialty("clinico-geral", "Clínico Geral"),
  exam("exames-laboratoriais", "Exames Laboratoriais"),
  exam("exames-imagem", "Exames de Imagem"),
  exam("ultrassom", "Ultrassom"),
  exam("risco-cirurgico", "Risco Cirúrgico"),
  exam("exame-toxicologico", "Exame Toxicológico"),
  exam("ecg-eletrocardiograma", "ECG - Eletrocardiograma", "Cardiologia"),
  exam("ecocardiograma", "Ecocardiograma", "Cardiologia"),
  exam("exame-ergometrico", "Teste Ergométrico", "Cardiologia"),
  exam("ultrassom-morfologico", "Ultrassom Morfológico", "Ultrassom especializado"),
  exam("ultrassom-arterial", "Ultrassom Arterial (Doppler)", "Ultrassom especializado"),
  { path: "/indique-ja", view: "pages/indique-ja.tsx", label: "Programa Indique Já", nav: { menu: "none" } },
];

/** The not-found page: a splat route, prerendered once through this path. */
export const notFoundPrerenderPath = "/404";
export const notFoundFile = "routes/not-found.tsx";

/**
 * The one route module every page is served through: it renders the page's view and keeps the
 * prerendered HTML of the first page as it is when hydrating (docs/decisions/011).
 */
export const pageRouteFile = "routes/page.tsx";

/** `/psiquiatra` → `/psiquiatra.html`; the home page has no alias. */
export function htmlAlias(path: string): string | null {
  return path === "/" ? null : `${path}.html`;
}

/** Every URL path a page answers at: each page's clean path and its `.html` alias, in registry order. */
export function pageUrlPaths(): string[] {
  return pages.flatMap((page) => [page.path, htmlAlias(page.path)]).filter((urlPath): urlPath is string => urlPath !== null);
}

export function prerenderPaths(): string[] {
  return [...pageUrlPaths(), notFoundPrerenderPath];
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
