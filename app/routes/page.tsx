import type { ComponentType } from "react";
import { useLocation, type MetaDescriptor } from "react-router";
import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import { pageByPath } from "#app/site/registry.ts";
import type { PageContent } from "#app/site/types.ts";
import { assertAnnouncedSpecialtiesStaffed } from "#app/lib/announced-specialties.ts";
import { bookingSubjectOf } from "#app/lib/lead/booking-subject.ts";
import { metaForPage } from "#app/lib/page-meta.ts";
import { cleanPath } from "#app/lib/paths.ts";
import type { Route } from "./+types/page";

/**
 * The route every page is prerendered through (docs/decisions/012). A page is its registry entry:
 * a content module (generated from the editor's files) laid out by a view (app/views/<view>.tsx).
 * It runs at build time only: the browser gets the HTML and never this module (docs/decisions/032).
 */

interface LoadedPage {
  View: ComponentType<{ content: PageContent }>;
  content: PageContent;
  meta: MetaDescriptor[];
}

const viewModules = import.meta.glob<{ default: LoadedPage["View"] }>("../views/*.tsx", { base: "../views" });
// Root-relative: a relative `base` outside the importer's folder finds nothing in this Vite.
const contentModules = import.meta.glob<{ content: PageContent }>("/generated/pages/*.ts", {
  base: "/generated/pages",
});
const loadedPages = new Map<string, LoadedPage>();

/**
 * Loads the page's view and content before it renders. A page announcing a specialty that no
 * professional of the roster holds stops the build (CFM Resolution 2.336/2023).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = await loadPage(request.url);
  assertAnnouncedSpecialtiesStaffed(path, pageByPath(path).view, loadedPages.get(path)!.content, clinicalStaffList);
  return null;
}

/** Loads the view and content of the page at `url` once; returns its clean path. */
export async function loadPage(url: string): Promise<string> {
  const path = cleanPath(new URL(url).pathname);
  if (!loadedPages.has(path)) {
    const entry = pageByPath(path);
    const loadView = viewModules[`./${entry.view}.tsx`];
    const loadContent = contentModules[`./${entry.content}.ts`];
    if (!loadView || !loadContent) throw new Error(`No view or content module for ${path}`);
    const [view, { content }] = await Promise.all([loadView(), loadContent()]);
    loadedPages.set(path, { View: view.default, content, meta: metaForPage(path, content) });
  }
  return path;
}

export const meta: Route.MetaFunction = ({ location }) => loadedPages.get(cleanPath(location.pathname))?.meta ?? [];

/** What the page at `pathname` books ("Especialidade: Cardiologia"): the dialog's subject line, prerendered. */
export function bookingSubjectAt(pathname: string): string | undefined {
  const loaded = loadedPages.get(cleanPath(pathname));
  return loaded ? bookingSubjectOf(loaded.content) : undefined;
}

export default function PageRoute() {
  const loaded = loadedPages.get(cleanPath(useLocation().pathname));
  if (!loaded) throw new Error("A page rendered before its loader ran");
  const subject = bookingSubjectOf(loaded.content);
  if (!subject) return <loaded.View content={loaded.content} />;
  return (
    <div data-booking-subject={subject} className="contents">
      <loaded.View content={loaded.content} />
    </div>
  );
}
