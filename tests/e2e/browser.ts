import { createRequire } from "node:module";
import type { run } from "axe-core";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Frame,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { chromiumFlags, testChromiumPath } from "#scripts/chromium.ts";

export const baseURL = () => inject("baseURL");

/**
 * Chromium resolves no host name but the machine's own: a page that asks for a third party (a tag
 * manager, a chat, a font host) gets a failed request, as on a machine with no way out, and the
 * test sees the request. Done in the resolver rather than by intercepting every request in the
 * context: interception sends each request of each page through this process and back, and turns
 * Chromium's cache off, so every page load fetched and compiled every file anew. A test that
 * answers a third party itself (the tag manager, the chat) still routes those requests.
 */
export const offlineFlag = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

/** The worker's Chromium: its test files run one after another in one module graph (vitest.config.ts). */
let shared: Promise<Browser> | undefined;

/**
 * A Chromium for a test file: the worker's one browser, launched by its first file and kept for the
 * next (a launch with its first page is 3.5-4 CPU-seconds on two cores, ~40 files launched one each).
 * What a file sees is its own: the contexts and pages it makes (each context has its own cookies,
 * storage and cache), which its `close()` closes; the browser itself stays for the next file, and
 * Playwright ends it with the worker. A browser that crashed or was closed is launched anew.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = shared && (await shared.catch(() => undefined));
  if (!browser?.isConnected()) {
    // Debian's headless shell, else its Chromium (scripts/chromium.ts); never a downloaded browser.
    shared = chromium.launch({ executablePath: testChromiumPath(), args: [...chromiumFlags, offlineFlag] });
    browser = await shared;
  }
  const real = browser;
  const own = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    own.add(context);
    context.once("close", () => own.delete(context));
    return context;
  };
  return new Proxy(real, {
    get(target, property) {
      if (property === "newContext")
        return async (options?: BrowserContextOptions) => track(await target.newContext(options));
      if (property === "newPage")
        return async (options?: BrowserContextOptions) => {
          // As Playwright's own: the page owns its context, closed with it.
          const context = track(await target.newContext(options));
          const page = await context.newPage();
          page.once("close", () => void context.close().catch(() => {}));
          return page;
        };
      if (property === "contexts") return () => [...own];
      if (property === "close") return async () => void (await Promise.all([...own].map((context) => context.close())));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} satisfies BrowserContextOptions;
export const desktop = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;

/** A context on our server; nothing else is reachable from the browser (`offlineFlag`). */
export function newContext(browser: Browser, options: BrowserContextOptions = desktop): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), locale: "pt-BR", ...options });
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  /** Stops collecting: a page that goes on to the next test collects that test's problems anew. */
  stop(): void;
}

/** Collects console errors and uncaught exceptions (CSP violations, script errors) of a page. */
export function watchProblems(page: Page): PageProblems {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => problems.pageErrors.push(error.message);
  const problems: PageProblems = {
    consoleErrors: [],
    pageErrors: [],
    stop() {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return problems;
}

/** Waits until the page is interactive: the islands entry sets this flag once its listeners are on (app/entry.client.ts). */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === "true", undefined, {
    timeout: 15_000,
  });
}

/** Opens a path and waits until it is interactive; returns the HTTP status. */
export async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(path, { waitUntil: "load" });
  await waitForInteractive(page);
  return response?.status() ?? 0;
}

/**
 * Opens a path with every script module of the build refused, as when the page's script never
 * arrives: the page is its prerendered HTML and inline scripts only. Returns the HTTP status.
 */
export async function openWithoutScripts(page: Page, path: string): Promise<number> {
  await page.route("**/assets/*.js", (route) => route.abort());
  const response = await page.goto(path, { waitUntil: "load" });
  return response?.status() ?? 0;
}

/**
 * Holds the page's requests for `files` back until released, as a slow network does; lists the
 * URLs asked for meanwhile. A held module script keeps the page from DOMContentLoaded, not from painting.
 */
export async function holdBack(
  page: Page,
  files: string | RegExp,
): Promise<{ requested: string[]; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(files, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * A context per named option set on the worker's Chromium (`launchBrowser`), opened before the
 * file's tests and closed after them: `const contexts = useBrowserContexts({ phone, desktop })`.
 */
export function useBrowserContexts<const T extends Record<string, BrowserContextOptions>>(
  options: T,
): Record<keyof T, BrowserContext> {
  const contexts = {} as Record<keyof T, BrowserContext>;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const name of Object.keys(options) as (keyof T)[]) contexts[name] = await newContext(browser, options[name]);
  });
  afterAll(() => browser?.close());
  return contexts;
}

/**
 * One tab for a file's tests that each load a page and read it, opened after the file's contexts:
 * a new tab costs a renderer process, about as much CPU as loading the page itself, while a tab
 * that goes to the next URL loads a new document just the same. The contexts intercept requests,
 * which turns Chromium's cache off, so every load fetches every file again. Only for tests that
 * leave nothing behind that the next one would see (no storage written, no dialog left open).
 */
export function useReusedPage(contexts: Record<string, BrowserContext>, name: string): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await contexts[name]!.newPage();
  });
  return () => page!;
}

/**
 * A reused tab (`useReusedPage`) per named context, for tests that each load their own page in it:
 * what a test puts on its tab (routes, init scripts, problem listeners) through these functions is
 * taken off after it, pass or fail, so the next test's page starts as a new tab's would. The
 * context's storage stays shared: a test that leaves something there clears it.
 */
export function useTestTabs<const N extends string>(contexts: Record<string, BrowserContext>, names: readonly N[]) {
  const tabs = Object.fromEntries(names.map((name) => [name, useReusedPage(contexts, name)])) as Record<N, () => Page>;
  const leftOnTab: (() => unknown)[] = [];
  afterEach(async () => {
    for (const undo of leftOnTab.splice(0).reverse()) await undo();
  });
  return {
    /** The context's tab, its routes to be taken off after the test. */
    tab(name: N): Page {
      const page = tabs[name]();
      leftOnTab.push(() => page.unrouteAll({ behavior: "ignoreErrors" }));
      return page;
    },
    /** An init script for this test's loads only. */
    async addInitScript(page: Page, script: () => void): Promise<void> {
      const added = await page.addInitScript(script);
      leftOnTab.push(() => added.dispose());
    },
    /** watchProblems for this test only. */
    watchProblems(page: Page): PageProblems {
      const problems = watchProblems(page);
      leftOnTab.push(() => problems.stop());
      return problems;
    },
  };
}

/**
 * The axe-core that @axe-core/playwright runs (its own dependency, so the same version): its
 * source, which is injected into the page.
 */
export const axeCore = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core") as {
  source: string;
};

/** What @axe-core/playwright's legacy mode configures in each frame after injecting axe-core. */
export const axeConfigure = `axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`;

/**
 * axe-core, configured, in `frame`: parsed once per document, so a second check of the same page
 * (a menu opened, a banner answered) runs the axe already there.
 */
export async function injectAxe(frame: Frame): Promise<void> {
  const present = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function";
  if (await frame.evaluate(present)) return;
  await frame.evaluate(axeCore.source);
  await frame.evaluate(axeConfigure);
}

/**
 * axe-core's violations on the page, each as "rule: targets". What @axe-core/playwright's legacy
 * mode does (axe-core injected into every frame, then one axe.run in the page, every rule of its
 * defaults), less its waste: its analyze() parses axe-core's 500 KB into the page twice, and the
 * run details every passed and inapplicable node, which only the violations are read of. With
 * `resultTypes: ["violations"]` axe still runs every rule on every node and reports each violation
 * in full; it keeps one node of the other kinds. Legacy mode runs axe in the page itself; the
 * default mode finishes every run in a new blank tab, which costs as much CPU as the run (2-3 s
 * against 1 s a page here) and only matters for cross-origin frames, which the site has none of.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const [main, ...children] = page.frames();
  await injectAxe(main!);
  // As the library does: a child frame that cannot take axe is left out, not an error.
  for (const frame of children) await injectAxe(frame).catch(() => undefined);
  return runAxe(page);
}

/** axe.run in the page, axe-core already in its frames: the violations, each as "rule: targets". */
export async function runAxe(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run: typeof run } }).axe.run(document, { resultTypes: ["violations"] }))
        .violations,
  );
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );
}
