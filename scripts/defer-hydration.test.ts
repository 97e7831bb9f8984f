import { describe, expect, it } from "vitest";
import { deferHydration, deferredBootstrap, parseBootstrap } from "./defer-hydration";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Olá</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

/** What the deferred bootstrap reads from the page; `import(` is routed to `__import`. */
interface BootstrapGlobals {
  window: Record<string, unknown>;
  document: { readyState: string };
  addEventListener: (type: string, listener: () => void) => void;
  setTimeout: (callback: () => void) => void;
  requestAnimationFrame: (callback: () => void) => void;
  PerformanceObserver: unknown;
  location: { pathname: string; search: string; hash: string };
  history: { state?: unknown; replaceState: (...args: unknown[]) => void };
  __import: (url: string) => Promise<unknown>;
}

/** Runs the deferred bootstrap of `bootstrap` against fake page globals. */
function runDeferredBootstrap(globals: BootstrapGlobals): void {
  const source = deferredBootstrap(parseBootstrap(bootstrap)).replace(/import\(/g, "__import(");
  const names = Object.keys(globals) as (keyof BootstrapGlobals)[];
  new Function(...names, source)(...names.map((name) => globals[name]));
}

describe("deferHydration", () => {
  it("reads React Router's bootstrap: manifest, route modules, their assignment and the entry", () => {
    expect(parseBootstrap(bootstrap)).toEqual({
      sideEffectImports: ["/assets/manifest-1.js"],
      routeImports: [
        { binding: "route0", url: "/assets/root-2.js" },
        { binding: "route1", url: "/assets/home-3.js" },
      ],
      routeModulesAssignment: 'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      entryUrl: "/assets/entry.client-4.js",
    });
  });

  it("binds each route module to its name, skipping the side-effect imports", () => {
    expect(deferredBootstrap(parseBootstrap(bootstrap))).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/home-3.js")]).then(([,route0,route1])=>{window.__reactRouterRouteModules',
    );
  });

  it("removes the module preloads, keeps the stylesheet and other scripts, and starts after load", () => {
    const html = deferHydration(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('addEventListener("load"');
    expect(html).toContain('import("/assets/entry.client-4.js")');
  });

  it("runs the deferred bootstrap: publishes the route modules, then imports the entry", async () => {
    const imported: string[] = [];
    const fakeWindow: Record<string, unknown> = {};
    const timers: (() => void)[] = [];
    // A browser with LCP entries: hydration waits for the first one.
    let lcpObserved: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
      observe() {
        lcpObserved = () => this.callback({}, this);
      }
      disconnect() {}
    }
    fakeWindow.PerformanceObserver = FakeObserver;
    runDeferredBootstrap({
      window: fakeWindow,
      document: { readyState: "complete" },
      addEventListener: () => undefined,
      setTimeout: (callback) => void timers.push(callback),
      requestAnimationFrame: (callback) => callback(),
      PerformanceObserver: FakeObserver,
      location: { pathname: "/", search: "", hash: "" },
      history: { replaceState: () => expect.unreachable("the address is left alone on a page's own path") },
      __import: async (url) => {
        imported.push(url);
        return { url };
      },
    });
    // Loaded, but nothing painted yet: only the fallback timer is queued.
    expect(timers).toHaveLength(1);
    lcpObserved!();
    expect(timers).toHaveLength(2);
    // The timer after the two frames, then the fallback: one hydration, not two.
    timers.reverse().forEach((timer) => timer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });

  it("shows / instead of /index.html (the home page's file on any static host) before hydrating, query and hash kept", () => {
    const replaced: unknown[][] = [];
    runDeferredBootstrap({
      window: {},
      document: { readyState: "loading" },
      addEventListener: () => undefined,
      setTimeout: () => undefined,
      requestAnimationFrame: () => undefined,
      PerformanceObserver: undefined,
      location: { pathname: "/index.html", search: "?utm_source=x", hash: "#exames" },
      history: { state: { key: "k" }, replaceState: (...args) => void replaced.push(args) },
      __import: () => Promise.resolve({}),
    });
    expect(replaced).toEqual([[{ key: "k" }, "", "/?utm_source=x#exames"]]);
  });

  it("refuses a bootstrap it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => parseBootstrap('import("/assets/x.js");')).toThrow(/Unexpected React Router bootstrap/);
    expect(() => deferHydration("<html></html>")).toThrow(/No React Router bootstrap/);
  });
});
