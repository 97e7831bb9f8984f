/**
 * Lets a prerendered page paint as if it had no JavaScript, then hydrates it.
 *
 * React Router's prerendered HTML puts one `<link rel="modulepreload">` per chunk in the head and
 * starts the app from a module script with static imports, so ~135 KiB of JavaScript downloads
 * alongside the stylesheet and the hero image on a slow phone, and the first paint waits for the
 * shared bandwidth (Lighthouse: FCP 2.2 s against 0.75 s for the same HTML without scripts).
 * This rewrite removes the preloads and starts the same imports once the page has loaded (its
 * stylesheet and above-the-fold images), in the order React Router expects: manifest and route
 * modules first, then the client entry. The page is readable and its links, FAQ and contact
 * buttons work before that; hydration adds the header menus and the lead dialog.
 */

import { homeFilePath } from "../app/content/pages";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

export interface HydrationBootstrap {
  /** `import "…"`: modules imported for their side effects (the route manifest). */
  sideEffectImports: string[];
  /** `import * as routeN from "…"`, by binding name. */
  routeImports: { binding: string; url: string }[];
  /** The statement that publishes the route modules to React Router. */
  routeModulesAssignment: string;
  /** `import("…")` of the client entry. */
  entryUrl: string;
}

export function parseBootstrap(source: string): HydrationBootstrap {
  const sideEffectImports = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]!);
  const routeImports = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => ({
    binding: match[1]!,
    url: match[2]!,
  }));
  const routeModulesAssignment = /window\.__reactRouterRouteModules = \{[^;]*\};/.exec(source)?.[0];
  const entryUrl = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!routeModulesAssignment || !entryUrl || routeImports.length === 0) {
    throw new Error(`Unexpected React Router bootstrap script, update scripts/defer-hydration.ts:\n${source}`);
  }
  return { sideEffectImports, routeImports, routeModulesAssignment, entryUrl };
}

export function deferredBootstrap({
  sideEffectImports,
  routeImports,
  routeModulesAssignment,
  entryUrl,
}: HydrationBootstrap): string {
  const imports = [...sideEffectImports, ...routeImports.map((route) => route.url)]
    .map((url) => `import(${JSON.stringify(url)})`)
    .join(",");
  // Side-effect imports take a slot in the destructuring with no name.
  const bindings = [...sideEffectImports.map(() => ""), ...routeImports.map((route) => route.binding)].join(",");
  return [
    // A static host serves the home page's file at /index.html, a URL no route matches: hydrate it as "/".
    `if(location.pathname===${JSON.stringify(homeFilePath)})history.replaceState(history.state,"","/"+location.search+location.hash);`,
    "const hydrate=()=>Promise.all([" + imports + "]).then(([" + bindings + "])=>{",
    routeModulesAssignment,
    `return import(${JSON.stringify(entryUrl)});});`,
    // Start once the page has loaded AND its largest paint has happened, two frames later (so an
    // image that finished loading has been drawn): no script then competes with what the visitor
    // sees first. Browsers without LCP entries skip that wait; a hidden tab runs no animation
    // frames, hence the timer.
    "let started=false,loaded=false;const start=()=>{if(!started){started=true;hydrate();}};",
    'let painted=!(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).includes("largest-contentful-paint"));',
    "const afterPaint=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));",
    "const ready=()=>{if(loaded&&painted)afterPaint();};",
    'if(!painted)new PerformanceObserver((list,observer)=>{observer.disconnect();painted=true;ready();}).observe({type:"largest-contentful-paint",buffered:true});',
    "const onLoad=()=>{loaded=true;ready();setTimeout(start,1500);};",
    'if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad,{once:true});',
  ].join("");
}

/** The page's HTML with its module preloads removed and its hydration started after load. */
export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error("No React Router bootstrap script found in the page");
  const rewritten = deferredBootstrap(parseBootstrap(bootstrap[1]!));
  return html.replace(MODULE_PRELOAD, "").replace(bootstrap[0], `<script type="module">${rewritten}</script>`);
}
