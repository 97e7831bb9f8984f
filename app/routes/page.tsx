import { useState, type ComponentType } from "react";
import { useLocation, type MetaDescriptor } from "react-router";
import { PageIsland } from "~/components/layout/page-island";
import { pageByPath } from "~/content/pages";
import { metaFromDocument } from "~/lib/head";
import { cleanPath } from "~/lib/paths";
import type { Route } from "./+types/page";

/**
 * The route every page is served through (docs/decisions/011). A page's view lives in
 * app/pages/<slug>.tsx: its content, its meta and its component. This module stays tiny:
 * - prerendering loads the view before rendering (the build-time `loader`), so every page's HTML
 *   is complete;
 * - the page a visitor lands on hydrates without its view: its prerendered HTML is kept exactly
 *   as it is (PageIsland) and its head is read back from the document, so no page content or
 *   section component is downloaded to hydrate it;
 * - a client-side navigation loads the next page's view first (`clientLoader`), then renders it.
 */

/** What every module in app/pages/ exports. */
export interface PageView {
  default: ComponentType;
  meta: () => MetaDescriptor[];
}

const viewModules = import.meta.glob<PageView>("../pages/*.tsx");
const loadedViews = new Map<string, PageView>();

async function loadView(url: string): Promise<null> {
  const path = cleanPath(new URL(url).pathname);
  if (!loadedViews.has(path)) {
    const load = viewModules[`../${pageByPath(path).view}`];
    if (!load) throw new Error(`No view module for ${path}`);
    loadedViews.set(path, await load());
  }
  return null;
}

export const loader = ({ request }: Route.LoaderArgs) => loadView(request.url);

// Runs on client-side navigations only: the landing page has the build-time loader's (empty) data.
// If the view cannot be fetched (a flaky network, or a deploy replaced the files), the visitor
// still gets the page: the browser loads its prerendered HTML instead.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await loadView(request.url);
  } catch (error) {
    console.warn("Carregando a página completa:", error);
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
}

export const meta: Route.MetaFunction = ({ location }) => loadedViews.get(cleanPath(location.pathname))?.meta() ?? metaFromDocument();

export default function PageRoute() {
  const path = cleanPath(useLocation().pathname);
  // Every page route renders this same component, so React would reuse one instance across
  // navigations; the key gives each page its own.
  return <Page key={path} path={path} />;
}

function Page({ path }: { path: string }) {
  const View = loadedViews.get(path)?.default;
  // Decided once per page: the hydrated landing page stays prerendered HTML while it is shown.
  const [keepPrerendered] = useState(() => !View);
  return <PageIsland keepPrerendered={keepPrerendered}>{View && <View />}</PageIsland>;
}
