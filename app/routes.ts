import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { htmlAlias, notFoundFile, pages } from "./content/pages";

/** Derived from the page registry: each page at its clean path and at its `.html` alias. */
export default [
  ...pages.flatMap((page) => {
    if (page.path === "/") return [index(page.file)];
    const clean = page.path.slice(1);
    const alias = htmlAlias(page.path)!.slice(1);
    return [route(clean, page.file), route(alias, page.file, { id: `${page.file}#html` })];
  }),
  route("*", notFoundFile),
] satisfies RouteConfig;
