import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { htmlAlias, pages } from "#app/site/registry.ts";

/** The site's routes, each through the peer's page route; unknown paths show the site's not-found page. */
export default [
  ...pages.flatMap((page) => {
    if (page.path === "/") return [index("routes/page.tsx", { id: "/" })];
    const alias = htmlAlias(page.path)!;
    return [
      route(page.path.slice(1), "routes/page.tsx", { id: page.path }),
      route(alias.slice(1), "routes/page.tsx", { id: alias }),
    ];
  }),
  route("*", "../../../app/routes/not-found.tsx"),
] satisfies RouteConfig;
