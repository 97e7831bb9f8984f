/**
 * The page's hydration bootstrap, which starts the app once the page has loaded and painted
 * (docs/decisions/009): it imports the modules React Router's own bootstrap would have imported at
 * once, in the same order (the route manifest, then the page's route modules), publishes the route
 * modules where React Router's client entry reads them, then imports that entry.
 *
 * An inline script (app/inline/README.md), but not one of root.tsx's: the postbuild step
 * scripts/defer-hydration.ts writes it, as it is, in place of React Router's bootstrap, a module
 * script in <body> after the page's content. The same text serves every page; what differs is the
 * page's HydrationPlan, read from React Router's bootstrap and given as JSON in the script
 * element's data-hydration attribute (a module script has no document.currentScript, hence the
 * query). It imports nothing: the page registry would bring its whole page list along for one
 * constant, the home page's file, which comes in the plan instead.
 */
/** What one page imports to hydrate: the URLs React Router's bootstrap for that page names. */
export interface HydrationPlan {
  /** Imported first, for their side effects: the route manifest. */
  sideEffectImports: string[];
  /** The route modules of the page, in React Router's order: each one's route id and URL. */
  routeModules: { id: string; url: string }[];
  /** React Router's client entry, imported once the route modules are published. */
  entryUrl: string;
  /** The home page's own file (app/content/registry.ts): a URL no route matches. */
  homeFilePath: string;
}

declare global {
  interface Window {
    /** The page's route modules by route id, which React Router's client entry reads as it starts. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

function hydrate(plan: HydrationPlan): Promise<unknown> {
  const urls = [...plan.sideEffectImports, ...plan.routeModules.map((route) => route.url)];
  return Promise.all(urls.map((url) => import(url))).then((modules) => {
    const routeModules = modules.slice(plan.sideEffectImports.length);
    window.__reactRouterRouteModules = Object.fromEntries(
      plan.routeModules.map((route, index) => [route.id, routeModules[index]]),
    );
    return import(plan.entryUrl);
  });
}

/**
 * Starts once the page has loaded AND its largest paint has happened, two frames later (so an
 * image that finished loading has been drawn): no script then competes with what the visitor sees
 * first. Browsers without LCP entries skip that wait; a hidden tab runs no animation frames, hence
 * the timer, which also starts hydration 1.5 s after load whatever happened.
 */
function hydrateAfterPaint(plan: HydrationPlan): void {
  let started = false;
  let loaded = false;
  const start = () => {
    if (started) return;
    started = true;
    void hydrate(plan);
  };
  let painted = !(
    window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes("largest-contentful-paint")
  );
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  const ready = () => {
    if (loaded && painted) afterPaint();
  };
  if (!painted)
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      painted = true;
      ready();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  const onLoad = () => {
    loaded = true;
    ready();
    setTimeout(start, 1500);
  };
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
}

const planJson = document.querySelector<HTMLScriptElement>("script[data-hydration]")?.dataset.hydration;
if (planJson) {
  const plan = JSON.parse(planJson) as HydrationPlan;
  // A static host serves the home page's file at /index.html, a URL no route matches: hydrate it as "/".
  if (location.pathname === plan.homeFilePath)
    history.replaceState(history.state, "", "/" + location.search + location.hash);
  hydrateAfterPaint(plan);
}
