import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { htmlAlias, notFoundFile, pageRouteFile, pages } from "./content/pages";

// `npm run bench:pages` builds the app as a client-rendered SPA (BENCH_SPA=1), where a route may
// not have a build-time loader; that peer uses the same route without it.
const pageRoute = process.env.BENCH_SPA === "1" ? "routes/page-spa.tsx" : pageRouteFile;

/**
 * Derived from the page registry: each page at its clean path and at its `.html` alias, all
 * through the one page route (route ids are the paths; the view is looked up by path).
 */
export default [
  ...pages.flatMap((page) => {
    if (page.path === "/") return [index(pageRoute, { id: "/" })];
    const clean = page.path.slice(1);
    const alias = htmlAlias(page.path)!;
    return [route(clean, pageRoute, { id: page.path }), route(alias.slice(1), pageRoute, { id: alias })];
  }),
  route("*", notFoundFile),
] satisfies RouteConfig;
