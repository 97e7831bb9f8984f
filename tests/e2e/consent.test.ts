/**
 * Consent for analytics with a tag manager configured (LGPD; ANPD cookie guide; Google Consent
 * Mode v2, basic mode). This file serves the tag-manager build (tests/built-site.ts, made once per
 * run by tests/test-builds.ts) with our server, and intercepts every request to a Google host: none
 * is ever sent. The same build, banner showing, is held to the JavaScript budget on one page of
 * each view and the not-found page (every route is held to it without the banner, every-route.test.ts);
 * what its HTML says (nothing render-blocking, the retention its policy states) is read from the
 * files in tests/html/.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { consentStorageKey, consentVersion } from "#app/consent/rules.ts";
import { tagManagerVariant } from "../built-site";
import { expectWithinJsBudget, JS_BUDGET, kib } from "../page-budget";
import { axeViolations, phone, waitForInteractive } from "./browser";
import { useTagManagerSite } from "./tag-manager-site";
import { noteInteractiveTime, scriptsBeforeInteractive } from "./loaded-until-interactive";

const { clientDir } = tagManagerVariant;
const containerId = tagManagerVariant.settings.VITE_GTM_ID;
const googleHost = /(^|\.)(google|googletagmanager|google-analytics|doubleclick)\.[a-z.]+$/;

const site = useTagManagerSite();

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Every request to a Google host, intercepted and answered locally. */
  googleRequests: string[];
}

/**
 * The file's visitor: one context and tab on our server, Google hosts answered by a stub, everything
 * else cut off. A context and its tab cost Chromium a renderer process each time, as much CPU as a
 * page load; `newVisitor()` makes this one a new visitor instead: nothing stored for our origin, no
 * cookie, no Google request counted, nothing a test added to the context or tab left on it.
 */
let theVisitor: Visitor | undefined;
/** What a test added to the visitor's context or tab (init scripts, routes), undone by the next `newVisitor()`. */
const addedByTest: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const context = await site.browser.newContext({ ...phone, baseURL: site.origin, locale: "pt-BR" });
  const googleRequests: string[] = [];
  await context.route(
    (url) => url.origin !== site.origin,
    (route) => {
      const url = new URL(route.request().url());
      if (!googleHost.test(url.hostname)) return route.abort("blockedbyclient");
      googleRequests.push(url.href);
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__containerRan = true;" });
    },
  );
  theVisitor = { context, page: await context.newPage(), googleRequests };
});
afterAll(() => theVisitor?.context.close());

/** The file's visitor made new: as a fresh context would be, with no storage, cookie or request of the last test's. */
async function newVisitor(): Promise<Visitor> {
  const { context, page, googleRequests } = theVisitor!;
  // Off our origin first, so that no page of the last test writes into the storage cleared next.
  await page.goto("about:blank");
  for (const undo of addedByTest.splice(0).reverse()) await undo();
  await context.clearCookies();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: site.origin, storageTypes: "all" });
  await cdp.detach();
  googleRequests.length = 0;
  return theVisitor!;
}

/** Holds every script module of the visitor's pages until the next `newVisitor()`. */
async function holdScripts({ context }: Visitor): Promise<void> {
  const scripts = `${site.origin}/assets/**/*.js`;
  // Never answered: the page stays prerendered HTML plus its inline scripts.
  await context.route(scripts, () => undefined);
  addedByTest.push(() => context.unroute(scripts));
}

/** An init script on the visitor's tab or context until the next `newVisitor()`. */
function untilNextVisitor(added: { dispose(): Promise<void> }): void {
  addedByTest.push(() => added.dispose());
}

const banner = (page: Page) => page.getByRole("region", { name: "Sua privacidade" });
/** The data layer's gtag() commands (Arguments objects) as arrays, and its events. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

async function openPage(page: Page, path = "/") {
  await page.goto(path, { waitUntil: "load" });
  await waitForInteractive(page);
}

const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
// "Aceitar" grants everything but ad_personalization: no personalised advertising from a health site.
const granted = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "denied",
};

describe("before a choice", () => {
  describe("a new visitor's home page, read by each test in turn (the last opens the settings)", () => {
    let visitor: Visitor;
    beforeAll(async () => {
      visitor = await newVisitor();
      await openPage(visitor.page);
    });

    it("shows the banner, pushes consent default (all denied) first, and sends nothing to Google", async () => {
      const { context, page, googleRequests } = visitor;
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      const first = await page.evaluate(() => Array.from(window.dataLayer![0] as ArrayLike<unknown>));
      expect(first).toEqual(["consent", "default", { ...denied, wait_for_update: 500 }]);
      // Page views still reach the data layer; nothing leaves the page.
      await expect
        .poll(() =>
          page.evaluate(() => window.dataLayer!.some((entry) => (entry as { event?: string }).event === "page_view")),
        )
        .toBe(true);
      await page.waitForTimeout(500);
      expect(googleRequests).toEqual([]);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
      expect(await context.cookies()).toEqual([]);
    });

    it("offers Aceitar, Rejeitar and Configurar with equal weight, and takes the foot of the screen alone", async () => {
      const { page } = visitor;
      const buttons = ["Aceitar", "Rejeitar", "Configurar"].map((name) => banner(page).getByRole("button", { name }));
      const classes = await Promise.all(buttons.map((button) => button.getAttribute("class")));
      expect(new Set(classes).size).toBe(1);
      // The floating button's band gives the foot of the screen to the banner while it asks
      // (docs/decisions/053); its size and text are consent-banner-on-a-phone.test.ts's.
      expect(await page.getByTestId("floating-whatsapp").isVisible()).toBe(false);
    });

    it("has no axe violations with the banner open, and with its settings open", async () => {
      const { page } = visitor;
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await banner(page).getByRole("button", { name: "Configurar" }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it("appears without shifting the page", async () => {
    const { page } = await newVisitor();
    untilNextVisitor(
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      }),
    );
    await openPage(page, "/psiquiatra");
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    // A banner that pushed the page would score a tenth or more; Chromium has once reported a
    // shift of 0.00002 here under load (a one-pixel move of a small box), which no visitor sees.
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.001);
  });
});

describe("the visitor's choice", () => {
  it("Aceitar updates consent, loads the container, hides the banner, and survives a reload", async () => {
    const { page, googleRequests } = await newVisitor();
    await openPage(page);
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(() => googleRequests.length).toBe(1);
    expect(new URL(googleRequests[0]!).searchParams.get("id")).toBe(containerId);
    expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", granted]);
    await expect.poll(() => page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan)).toBe(true);
    expect(await banner(page).isVisible()).toBe(false);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentStorageKey))!);
    expect(stored).toEqual({ version: consentVersion, date: expect.any(String), analytics: true, marketing: true });
    expect(Math.abs(Date.parse(stored.date) - Date.now())).toBeLessThan(60_000);

    await openPage(page, "/psiquiatra");
    expect(await banner(page).isVisible()).toBe(false);
    expect(await consentCommands(page)).toEqual([
      ["consent", "default", { ...denied, wait_for_update: 500 }],
      ["consent", "update", granted],
    ]);
    await expect.poll(() => googleRequests.length).toBe(2);
  });

  it("Rejeitar loads nothing, and the choice survives a reload", async () => {
    const { context, page, googleRequests } = await newVisitor();
    await openPage(page);
    await banner(page).getByRole("button", { name: "Rejeitar" }).click();
    expect(await banner(page).isVisible()).toBe(false);
    expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", denied]);
    await page.reload({ waitUntil: "load" });
    await waitForInteractive(page);
    expect(await banner(page).isVisible()).toBe(false);
    await page.waitForTimeout(500);
    expect(googleRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  it("Configurar grants analytics and marketing separately, nothing ticked beforehand", async () => {
    const { page, googleRequests } = await newVisitor();
    await openPage(page);
    await banner(page).getByRole("button", { name: "Configurar" }).click();
    const analytics = banner(page).getByRole("checkbox", { name: "Medição de audiência" });
    const marketing = banner(page).getByRole("checkbox", { name: "Marketing" });
    expect([await analytics.isChecked(), await marketing.isChecked()]).toEqual([false, false]);
    await analytics.check();
    await banner(page).getByRole("button", { name: "Salvar escolhas" }).click();
    expect((await consentCommands(page)).at(-1)).toEqual([
      "consent",
      "update",
      { ...denied, analytics_storage: "granted" },
    ]);
    await expect.poll(() => googleRequests.length).toBe(1);
  });

  it("the footer's 'Preferências de cookies' reopens it with the choice in force, and gives focus back", async () => {
    const { page, googleRequests } = await newVisitor();
    await openPage(page);
    await banner(page).getByRole("button", { name: "Configurar" }).click();
    await banner(page).getByRole("checkbox", { name: "Medição de audiência" }).check();
    await banner(page).getByRole("button", { name: "Salvar escolhas" }).click();
    await expect.poll(() => googleRequests.length).toBe(1);
    const preferences = page.locator("footer").getByRole("button", { name: "Preferências de cookies" });
    await preferences.click();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("consent-heading");
    await banner(page).getByRole("button", { name: "Configurar" }).click();
    expect(await banner(page).getByRole("checkbox", { name: "Medição de audiência" }).isChecked()).toBe(true);
    expect(await banner(page).getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(false);
    // The settings are a sheet over the page (docs/decisions/053): back to the banner's choices.
    await banner(page).getByRole("button", { name: "Voltar" }).click();
    // Granting more is no withdrawal: the running container goes on, on the same page.
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", granted]);
    expect(await banner(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Preferências de cookies");
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(googleRequests).toHaveLength(1);
  });
});

describe("withdrawing consent stops the container at once", () => {
  /** A visitor who accepted: the container has run on this page, and a Google cookie is set. */
  async function visitorWithContainerRunning(): Promise<Visitor> {
    const visitor = await newVisitor();
    const { context, page, googleRequests } = visitor;
    await openPage(page);
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan)).toBe(true);
    expect(googleRequests).toHaveLength(1);
    await context.addCookies([{ name: "_ga", value: "GA1.1.1", url: site.origin }]);
    await page.locator("footer").getByRole("button", { name: "Preferências de cookies" }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    return visitor;
  }

  it("Rejeitar reloads the page: the container is gone, not requested again, and Google's cookies with it", async () => {
    const { context, page, googleRequests } = await visitorWithContainerRunning();
    const reloaded = page.waitForEvent("load");
    await banner(page).getByRole("button", { name: "Rejeitar" }).click();
    await reloaded;
    await waitForInteractive(page);
    // A new page: nothing of the container's is left in it.
    expect(await page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan)).toBeUndefined();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await consentCommands(page)).toEqual([
      ["consent", "default", { ...denied, wait_for_update: 500 }],
      ["consent", "update", denied],
    ]);
    expect(await banner(page).isVisible()).toBe(false);
    await page.waitForTimeout(500);
    expect(googleRequests).toHaveLength(1);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentStorageKey))!);
    expect(stored).toMatchObject({ analytics: false, marketing: false });
  });

  it("narrowing to analytics reloads too: the new page runs the container for analytics only", async () => {
    const { context, page, googleRequests } = await visitorWithContainerRunning();
    await banner(page).getByRole("button", { name: "Configurar" }).click();
    await banner(page).getByRole("checkbox", { name: "Marketing" }).uncheck();
    const reloaded = page.waitForEvent("load");
    await banner(page).getByRole("button", { name: "Salvar escolhas" }).click();
    await reloaded;
    await waitForInteractive(page);
    expect(await consentCommands(page)).toEqual([
      ["consent", "default", { ...denied, wait_for_update: 500 }],
      ["consent", "update", { ...denied, analytics_storage: "granted" }],
    ]);
    // The container of the reloaded page, requested again under the narrower consent.
    await expect.poll(() => googleRequests.length).toBe(2);
    await expect.poll(() => page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan)).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
  });

  it("before the page's script runs too", async () => {
    const visitor = await newVisitor();
    const { page, googleRequests } = visitor;
    // Hold every script module: the page stays prerendered HTML plus its inline scripts (and, the
    // entry being a module script, never reaches DOMContentLoaded).
    await holdScripts(visitor);
    await page.goto("/", { waitUntil: "commit" });
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan)).toBe(true);
    await page.locator("footer").getByRole("button", { name: "Preferências de cookies" }).click();
    const reloaded = page.waitForEvent("framenavigated");
    await banner(page).getByRole("button", { name: "Rejeitar" }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan)).toBeUndefined();
    await page.waitForTimeout(500);
    expect(googleRequests).toHaveLength(1);
  });
});

describe("asking again, and before the page's script runs", () => {
  it("asks again when the stored choice was made under another version", async () => {
    const { context, page, googleRequests } = await newVisitor();
    untilNextVisitor(
      await context.addInitScript(
        ({ key, version }) =>
          localStorage.setItem(
            key,
            JSON.stringify({ version, date: "2025-01-01T00:00:00.000Z", analytics: true, marketing: true }),
          ),
        { key: consentStorageKey, version: consentVersion - 1 },
      ),
    );
    await openPage(page);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(googleRequests).toEqual([]);
  });

  it("works before the page's script runs, like the menus", async () => {
    const visitor = await newVisitor();
    const { page, googleRequests } = visitor;
    // Hold every script module: the page stays prerendered HTML plus its inline scripts (and, the
    // entry being a module script, never reaches DOMContentLoaded).
    await holdScripts(visitor);
    await page.goto("/", { waitUntil: "commit" });
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(() => googleRequests.length).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
  });
});

/**
 * One page of each view (the last the registry lists), and the not-found page. Every page names the
 * same one entry script (app/entry.client.ts), and the banner and its script are the layout's,
 * written into every page at build time: what a page loads before it is interactive, banner
 * showing, depends on its view, not on its words. every-route.test.ts holds every route to the
 * budget in the main build, and tests/html/budget.test.ts reads every page of both builds.
 */
const onePagePerView = [...new Map(pages.map((page) => [page.view, page.path])).values(), "/nao-existe"];

describe("the page budgets, banner showing", () => {
  // One visitor who never chooses, going from page to page: the banner shows on each of them.
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await newVisitor();
    // Left on the tab after these tests, the last of the file's.
    await noteInteractiveTime(visitor.page);
  });

  it.each(onePagePerView)(
    `%s loads at most ${kib(JS_BUDGET)} gzip of JavaScript to become interactive`,
    async (route) => {
      const { page, googleRequests } = visitor;
      await openPage(page, route);
      expect(await banner(page).isVisible()).toBe(true);
      const scripts = await scriptsBeforeInteractive(page);
      const total = expectWithinJsBudget(clientDir, scripts);
      console.info(
        `budget with the banner ${route}: ${scripts.length} files, ${kib(total)} gzip before the page is interactive`,
      );
      expect(googleRequests).toEqual([]);
    },
  );
});
