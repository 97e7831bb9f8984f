import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { mainClientDir } from "../built-site";
import { baseURL, desktop, open, phone, useBrowserContexts, useReusedPage } from "./browser";

const contexts = useBrowserContexts({ phone });
// One tab for the phone's tests, each loading its pages anew in it: a new tab costs a renderer process.
const phoneTab = useReusedPage(contexts, "phone");
afterEach(() => {
  // The listeners a test put on the tab (requests noted, popups closed) are its own.
  phoneTab().removeAllListeners("request");
  phoneTab().removeAllListeners("popup");
});

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry: DataLayerEntry) => entry.event === name);

describe("page views", () => {
  it("pushes a page_view on every page the visitor opens, with path and title, and on Back", async () => {
    const page = phoneTab();
    await open(page, "/?utm_source=teste");
    await expect.poll(async () => (await events(page, "page_view")).length).toBe(1);
    const first = (await events(page, "page_view"))[0]!;
    expect(first).toMatchObject({ page_path: "/", page_title: await page.title() });
    // Query values may carry personal data: none reaches the data layer.
    expect(JSON.stringify(await dataLayer(page))).not.toContain("teste");

    await page.locator('footer a[href="/psiquiatra"]').click();
    await page.waitForURL("**/psiquiatra");
    await expect.poll(async () => (await events(page, "page_view")).length).toBe(1);
    const second = (await events(page, "page_view"))[0]!;
    expect(second.page_path).toBe("/psiquiatra");
    expect(second.page_title).toMatch(/^Psiquiatra/);
    expect(second.page_title).toBe(await page.title());

    // (Restored from the back/forward cache, the page pushes one too: back-forward-cache.test.ts.)
    await page.goBack();
    await expect.poll(async () => (await events(page, "page_view")).at(-1)?.page_path).toBe("/");
  });

  it("loads no tag-manager script when no container id is configured", async () => {
    const page = phoneTab();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await open(page, "/");
    expect(requested.filter((url) => url.includes("googletagmanager"))).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });
});

describe("pages are documents (docs/decisions/032)", () => {
  it("keeps the prerendered HTML as it is: the page's script fetches neither a router nor the page's code", async () => {
    const page = phoneTab();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await open(page, "/cardiologista");
    const same = await page.evaluate(async () => {
      const prerendered = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), "text/html");
      return prerendered.querySelector("main")!.outerHTML === document.querySelector("main")!.outerHTML;
    });
    expect(same).toBe(true);
    // Every script the page fetched exists in the build, which holds no route module or router.
    const built = fs.readdirSync(path.join(mainClientDir, "assets")).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(built).toContain(path.basename(script));
    expect(built.filter((file) => /^(root|page|not-found|manifest|cardiologista|article)-/.test(file))).toEqual([]);
  });

  it("opens the next page as a new document, fetched ahead while the pointer rests on the link", async () => {
    // A context of its own without request interception, which would keep Chromium from prefetching.
    const context = await contexts.phone.browser()!.newContext({ ...desktop, baseURL: baseURL(), locale: "pt-BR" });
    try {
      const page = await context.newPage();
      const cdp = await page.context().newCDPSession(page);
      const prefetches: { url: string; status: string }[] = [];
      const ruleSets: (string | undefined)[] = [];
      cdp.on("Preload.ruleSetUpdated", (event) => ruleSets.push(event.ruleSet.errorType));
      cdp.on("Preload.prefetchStatusUpdated", (event) =>
        prefetches.push({ url: event.prefetchUrl, status: event.prefetchStatus ?? event.status }),
      );
      await cdp.send("Preload.enable");
      await open(page, "/");
      // The page's rules, accepted under its CSP (the server hashes them like any inline script).
      await expect.poll(() => ruleSets).toEqual([undefined]);
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      const link = page.locator('main a[href="/psiquiatra"]').first();
      await link.hover();
      const psychiatry = `${baseURL()}/psiquiatra`;
      await expect.poll(() => prefetches.some((entry) => entry.url === psychiatry), { timeout: 10_000 }).toBe(true);
      await link.click();
      await page.waitForURL("**/psiquiatra");
      await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Psiquiatra/);
      // A new document, served from the prefetch: the marker set on the first one is gone.
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
      await expect
        .poll(() => prefetches.filter((entry) => entry.url === psychiatry).map((entry) => entry.status))
        .toContain("PrefetchResponseUsed");
      const head = await page.evaluate(() => ({
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
        titles: document.querySelectorAll("title").length,
      }));
      expect(head).toEqual({ canonical: [expect.stringMatching(/\/psiquiatra$/)], titles: 1 });
      await page.goBack();
      await expect.poll(() => page.locator("main h1").count()).toBe(1);
      expect(page.url()).toBe(`${baseURL()}/`);
    } finally {
      await context.close();
    }
  });
});

describe("conversion events", () => {
  it("pushes whatsapp_click, phone_click and email_click with the page path and where the link sits", async () => {
    const page = phoneTab();
    // WhatsApp links open new tabs (cut off from the network here); close them.
    page.on("popup", (popup) => void popup.close());
    await open(page, "/cardiologista");
    await page.getByTestId("floating-whatsapp").click();
    await page.locator('[data-placement="whatsapp-banner"] a[href^="https://wa.me"]').click();
    // Keep the test on the page: tel: and mailto: would leave it.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault();
      }),
    );
    await page.locator('footer a[href^="tel:"]').click();
    // The clinic's contact e-mail (the footer also names the encarregado's, further down).
    await page.locator('footer a[href^="mailto:"]').first().click();
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => String(entry.event).endsWith("_click")).length)
      .toBe(4);
    const clicks = (await dataLayer(page)).filter((entry) => String(entry.event).endsWith("_click"));
    expect(clicks.map((entry) => [entry.event, entry.page_path, entry.link_placement])).toEqual([
      ["whatsapp_click", "/cardiologista", "floating-button"],
      ["whatsapp_click", "/cardiologista", "whatsapp-banner"],
      ["phone_click", "/cardiologista", "footer"],
      ["email_click", "/cardiologista", "footer"],
    ]);
  });
});

describe("scrolling", () => {
  it("opens the next page at its top, wherever the reader was on the last one", async () => {
    const page = phoneTab();
    await open(page, "/exames-laboratoriais");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('footer a[href="/ultrassom"]').click();
    await page.waitForURL("**/ultrassom");
    await page.locator("main h1").waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("scrolls to the anchor when the URL has one", async () => {
    const page = phoneTab();
    await open(page, "/#exames");
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("exames")!.getBoundingClientRect().top)))
      .toBeLessThan(100);
  });
});
