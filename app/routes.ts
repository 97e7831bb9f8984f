import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { htmlAlias, notFoundFile, pageRouteFile, pages } from "./site/registry.ts";

/**
 * Derived from the page registry: each page at its clean path and at its `.html` alias, all
 * through the one page route (route ids are the paths; the view is looked up by path).
 */
export default [
  ...pages.flatMap((page) => {
    if (page.path === "/") return [index(pageRouteFile, { id: "/" })];
    const clean = page.path.slice(1);
    const alias = htmlAlias(page.path)!;
    return [route(clean, pageRouteFile, { id: page.path }), route(alias.slice(1), pageRouteFile, { id: alias })];
  }),
  route("*", notFoundFile),
] satisfies RouteConfig;
