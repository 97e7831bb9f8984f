import { useState, type ComponentType } from "react";
import { useLocation, type MetaDescriptor } from "react-router";
import { KeepPrerenderedHtml } from "~/components/layout/keep-prerendered-html";
import { clinicalStaffList } from "~/content/clinical-staff";
import { pageByPath } from "~/content/registry";
import type { PageContent } from "~/content/types";
import { assertAnnouncedSpecialtiesStaffed } from "~/lib/announced-specialties";
import { metaFromDocument } from "~/lib/head";
import { cleanPath } from "~/lib/paths";
import type { Route } from "./+types/page";

/**
 * The route every page is served through (docs/decisions/011 and 012). A page is its registry
 * entry: a content module (app/content/<module>.ts) laid out by a view
 * (app/views/<view>.tsx). This module stays tiny:
 * - prerendering loads both before rendering (the build-time `loader`), so every page's HTML is
 *   complete;
 * - the page a visitor lands on hydrates without them: its prerendered HTML is kept exactly as it
 *   is (KeepPrerenderedHtml) and its head is read back from the document, so no content or
 *   section code is downloaded to hydrate it;
 * - a client-side navigation loads the next page's view and content first (`clientLoader`),
 *   then renders it.
 */

interface LoadedPage {
  View: ComponentType<{ content: PageContent }>;
  content: PageContent;
  meta: MetaDescriptor[];
}

// Keys relative to each folder ("./home.tsx", "./cardiologista.ts"): every page's first load
// carries these maps, so the shorter the better. A page's content is the module the build
// generated from the editor's files (scripts/generate-content.ts).
const viewModules = import.meta.glob<{ default: LoadedPage["View"] }>("../views/*.tsx", { base: "../views" });
// Root-relative: a relative `base` outside the importer's folder finds nothing in this Vite.
const contentModules = import.meta.glob<{ content: PageContent }>("/app/content/generated/pages/*.ts", {
  base: "/app/content/generated/pages",
});
const loadedPages = new Map<string, LoadedPage>();

async function loadPage(url: string): Promise<null> {
  const path = cleanPath(new URL(url).pathname);
  if (!loadedPages.has(path)) {
    const entry = pageByPath(path);
    const loadView = viewModules[`./${entry.view}.tsx`];
    const loadContent = contentModules[`./${entry.content}.ts`];
    if (!loadView || !loadContent) throw new Error(`No view or content module for ${path}`);
    // The meta builder comes with the page, not in the route's own chunk: the landing page reads
    // its head back from the document and never needs it.
    const [view, { content }, { metaForPage }] = await Promise.all([
      loadView(),
      loadContent(),
      import("~/lib/page-meta"),
    ]);
    loadedPages.set(path, { View: view.default, content, meta: metaForPage(path, content) });
  }
  return null;
}

/**
 * Build time only: the prerender runs the loader, the browser never does (and the client build
 * leaves it out). A page announcing a specialty that no professional of the roster holds stops the
 * build (CFM Resolution 2.336/2023).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await loadPage(request.url);
  const path = cleanPath(new URL(request.url).pathname);
  assertAnnouncedSpecialtiesStaffed(path, pageByPath(path).view, loadedPages.get(path)!.content, clinicalStaffList);
  return null;
}

// Runs on client-side navigations only: the landing page has the build-time loader's (empty) data.
// If the view cannot be fetched (a flaky network, or a deploy replaced the files), the visitor
// still gets the page: the browser loads its prerendered HTML instead.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await loadPage(request.url);
  } catch (error) {
    console.warn("Carregando a página completa:", error);
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
}

export const meta: Route.MetaFunction = ({ location }) =>
  loadedPages.get(cleanPath(location.pathname))?.meta ?? metaFromDocument();

export default function PageRoute() {
  const path = cleanPath(useLocation().pathname);
  // Every page route renders this same component, so React would reuse one instance across
  // navigations; the key gives each page its own.
  return <Page key={path} path={path} />;
}

function Page({ path }: { path: string }) {
  const loaded = loadedPages.get(path);
  // Decided once per page: the hydrated landing page stays prerendered HTML while it is shown.
  const [keepLandingHtml] = useState(() => !loaded);
  return (
    <KeepPrerenderedHtml part="page" keep={keepLandingHtml}>
      {loaded && <loaded.View content={loaded.content} />}
    </KeepPrerenderedHtml>
  );
}
