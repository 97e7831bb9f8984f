/**
 * Lets a prerendered page paint as if it had no JavaScript, then hydrates it.
 *
 * React Router's prerendered HTML puts one `<link rel="modulepreload">` per chunk in the head and
 * starts the app from a module script with static imports, so ~135 KiB of JavaScript downloads
 * alongside the stylesheet and the hero image on a slow phone, and the first paint waits for the
 * shared bandwidth (Lighthouse: FCP 2.2 s against 0.75 s for the same HTML without scripts).
 * This rewrite removes the preloads and replaces React Router's bootstrap with ours,
 * app/inline/hydration.ts, which starts the same imports once the page has loaded (its stylesheet
 * and above-the-fold images), in the order React Router expects: manifest and route modules first,
 * then the client entry. The page is readable and its links, FAQ and contact buttons work before
 * that; hydration adds the header menus and the lead dialog.
 *
 * Our bootstrap is an inline script, compiled like the others (scripts/inline-scripts.ts), the
 * same text on every page; what it imports on a page is that page's HydrationPlan, read from React
 * Router's bootstrap and written as JSON into the script element's data-hydration attribute.
 */
import path from "node:path";
import { homeFilePath } from "#app/content/registry.ts";
import type { HydrationPlan } from "#app/inline/hydration.ts";
import { compileInlineScript, inlineScriptDir } from "./inline-scripts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A JSON string literal, as React Router writes every URL and route id into its bootstrap. */
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const SIDE_EFFECT_IMPORT = new RegExp(String.raw`^import (${JSON_STRING});$`);
const ROUTE_IMPORT = new RegExp(String.raw`^import \* as (\w+) from (${JSON_STRING});$`);
const ROUTE_MODULES_ASSIGNMENT = /^window\.__reactRouterRouteModules = \{(.*)\};$/;
const ROUTE_MODULE_ENTRY = new RegExp(String.raw`(${JSON_STRING}):(\w+)(?:,|$)`, "gy");
const ENTRY_IMPORT = new RegExp(String.raw`^import\((${JSON_STRING})\);$`);

const unexpected = (source: string) =>
  new Error(`Unexpected React Router bootstrap script, update scripts/defer-hydration.ts:\n${source}`);

/** `"root":route0,"/":route1` → each route id with the URL its binding was imported from, every import used once. */
function routesById(entries: string, routeUrls: Map<string, string>, source: string): HydrationPlan["routeModules"] {
  const matches = [...entries.matchAll(ROUTE_MODULE_ENTRY)];
  if (matches.map((entry) => entry[0]).join("") !== entries || matches.length !== routeUrls.size)
    throw unexpected(source);
  return matches.map(([, id, binding]) => {
    const url = routeUrls.get(binding!);
    if (url === undefined) throw unexpected(source);
    return { id: JSON.parse(id!) as string, url };
  });
}

/**
 * What React Router's bootstrap imports: the manifest, each route module (`import * as routeN`),
 * published by route id, and the client entry. Any statement it does not recognise fails the build
 * rather than ship a page that never hydrates.
 */
export function parseBootstrap(source: string): HydrationPlan {
  const sideEffectImports: string[] = [];
  const routeUrls = new Map<string, string>();
  let routeModules: HydrationPlan["routeModules"] | undefined;
  let entryUrl: string | undefined;
  for (const statement of source.split("\n").map((line) => line.trim())) {
    let match: RegExpExecArray | null;
    if (statement === "") continue;
    else if ((match = SIDE_EFFECT_IMPORT.exec(statement))) sideEffectImports.push(JSON.parse(match[1]!) as string);
    else if ((match = ROUTE_IMPORT.exec(statement))) routeUrls.set(match[1]!, JSON.parse(match[2]!) as string);
    else if ((match = ROUTE_MODULES_ASSIGNMENT.exec(statement)) && !routeModules)
      routeModules = routesById(match[1]!, routeUrls, source);
    else if ((match = ENTRY_IMPORT.exec(statement)) && routeModules && !entryUrl)
      entryUrl = JSON.parse(match[1]!) as string;
    else throw unexpected(source);
  }
  if (!routeModules || routeModules.length === 0 || !entryUrl) throw unexpected(source);
  return { sideEffectImports, routeModules, entryUrl, homeFilePath };
}

/** The text of our bootstrap, the same on every page: app/inline/hydration.ts, compiled. */
export function hydrationScript(): string {
  return compileInlineScript(path.join(inlineScriptDir, "hydration.ts"));
}

/** JSON in a single-quoted attribute: HTML-escaped, so neither it nor a `>` can end the tag. */
const jsonAttribute = (value: unknown) =>
  `'${JSON.stringify(value).replace(/[&'<>]/g, (char) => `&#${char.charCodeAt(0)};`)}'`;

/** The page's HTML with its module preloads removed and `script` (hydrationScript()) starting its hydration after load. */
export function deferHydration(html: string, script: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error("No React Router bootstrap script found in the page");
  const plan = parseBootstrap(bootstrap[1]!);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], () => `<script type="module" data-hydration=${jsonAttribute(plan)}>${script}</script>`);
}
