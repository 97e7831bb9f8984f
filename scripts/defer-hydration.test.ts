import { describe, expect, it } from "vitest";
import { deferHydration, hydrationScript, parseBootstrap } from "./defer-hydration";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Olá</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

/** app/inline/hydration.ts, compiled as the build compiles it. */
const script = hydrationScript();

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

/** The bootstrap `deferHydration` writes into `html`: its text and its attributes, as the browser decodes them. */
function writtenBootstrap(html: string) {
  const element = /<script type="module"((?: [\w-]+='[^']*')*)>([\s\S]*?)<\/script>/.exec(html);
  if (!element) throw new Error("No deferred bootstrap in the page");
  const attributes = new Map(
    [...element[1]!.matchAll(/ ([\w-]+)='([^']*)'/g)].map(([, name, value]) => [
      name!,
      value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ]),
  );
  return { text: element[2]!, attributes };
}

/** Runs the bootstrap deferHydration writes into `html` against fake page globals, its own element in the document. */
function runDeferredBootstrap(globals: BootstrapGlobals, html = deferHydration(page, script)): void {
  const { text, attributes } = writtenBootstrap(html);
  const ownElement = {
    dataset: Object.fromEntries(
      [...attributes]
        .filter(([name]) => name.startsWith("data-"))
        .map(([name, value]) => [name.slice(5).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value]),
    ),
  };
  const document = {
    ...globals.document,
    querySelector: (selector: string) => {
      const attribute = /^script\[([\w-]+)\]$/.exec(selector)?.[1];
      return attribute && attributes.has(attribute) ? ownElement : null;
    },
  };
  const page = { ...globals, document };
  const names = Object.keys(page) as (keyof BootstrapGlobals)[];
  new Function(...names, text.replace(/import\(/g, "__import("))(...names.map((name) => page[name]));
}

/** A page that has loaded in a browser without LCP entries, whose timers run at once: it hydrates straight away. */
const loadedPage = (fakeWindow: Record<string, unknown>, imported: string[]): BootstrapGlobals => ({
  window: fakeWindow,
  document: { readyState: "complete" },
  addEventListener: () => undefined,
  setTimeout: (callback) => callback(),
  requestAnimationFrame: (callback) => callback(),
  PerformanceObserver: undefined,
  location: { pathname: "/", search: "", hash: "" },
  history: { replaceState: () => undefined },
  __import: async (url) => {
    imported.push(url);
    return { url };
  },
});

/** What the bootstrap of the sample page imports, in order, and the route modules it publishes. */
const importsInOrder = ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js", "/assets/entry.client-4.js"];
const publishedRouteModules = {
  root: { url: "/assets/root-2.js" },
  "routes/home": { url: "/assets/home-3.js" },
};

describe("deferHydration", () => {
  it("reads React Router's bootstrap: manifest, route modules by route id, and the entry", () => {
    expect(parseBootstrap(bootstrap)).toEqual({
      sideEffectImports: ["/assets/manifest-1.js"],
      routeModules: [
        { id: "root", url: "/assets/root-2.js" },
        { id: "routes/home", url: "/assets/home-3.js" },
      ],
      entryUrl: "/assets/entry.client-4.js",
      homeFilePath: "/index.html",
    });
  });

  it("publishes each route module under its route id, skipping the side-effect imports", async () => {
    const imported: string[] = [];
    const fakeWindow: Record<string, unknown> = {};
    runDeferredBootstrap(loadedPage(fakeWindow, imported));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(importsInOrder);
    expect(fakeWindow.__reactRouterRouteModules).toEqual(publishedRouteModules);
  });

  it("removes the module preloads, keeps the stylesheet and other scripts, and starts after load", () => {
    const html = deferHydration(page, script);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('addEventListener("load"');
    expect(writtenBootstrap(html).text).toBe(script);
    expect(JSON.parse(writtenBootstrap(html).attributes.get("data-hydration")!)).toEqual(parseBootstrap(bootstrap));
    expect(html).toContain('"entryUrl":"/assets/entry.client-4.js"');
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
    expect(imported).toEqual(importsInOrder);
    expect(fakeWindow.__reactRouterRouteModules).toEqual(publishedRouteModules);
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

  it("writes route ids and URLs as data, whatever characters they hold", async () => {
    const oddId = `/a'b"c&d<e>f`;
    const html = deferHydration(page.replace('"routes/home"', JSON.stringify(oddId)), script);
    expect(writtenBootstrap(html).text).toBe(script);
    const fakeWindow: Record<string, unknown> = {};
    runDeferredBootstrap(loadedPage(fakeWindow, []), html);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.keys(fakeWindow.__reactRouterRouteModules as object)).toEqual(["root", oddId]);
  });

  it("refuses a bootstrap it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => parseBootstrap('import("/assets/x.js");')).toThrow(/Unexpected React Router bootstrap/);
    expect(() => deferHydration("<html></html>", script)).toThrow(/No React Router bootstrap/);
    // A route split into chunks (clientLoader, HydrateFallback…) merges them into its binding: not handled yet.
    const splitRoute = bootstrap.replace(
      'import * as route1 from "/assets/home-3.js";',
      'import * as route1_main from "/assets/home-3.js";\nconst route1 = {...route1_main};',
    );
    expect(() => parseBootstrap(splitRoute)).toThrow(/Unexpected React Router bootstrap/);
    expect(() => parseBootstrap(bootstrap.replace("route1};", "route2};"))).toThrow(
      /Unexpected React Router bootstrap/,
    );
  });
});
