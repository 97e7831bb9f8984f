import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { open, phone, useBrowserContexts, watchProblems } from "./browser";

const contexts = useBrowserContexts({ phone });

/** A client-side navigation loads the next page's view first; on a busy 2-core machine that takes seconds. */
const navigation = { timeout: 10_000 };

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry: DataLayerEntry) => entry.event === name);

describe("page views", () => {
  it("pushes a page_view on the first load and on every client-side route change, with path and title", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/?utm_source=teste");
    await expect.poll(async () => (await events(page, "page_view")).length).toBe(1);
    const first = (await events(page, "page_view"))[0]!;
    expect(first).toMatchObject({ page_path: "/", page_title: await page.title() });
    // Query values may carry personal data: none reaches the data layer.
    expect(JSON.stringify(await dataLayer(page))).not.toContain("teste");

    await page.locator('footer a[href="/psiquiatra"]').click();
    await page.waitForURL("**/psiquiatra");
    await expect.poll(async () => (await events(page, "page_view")).length, navigation).toBe(2);
    const second = (await events(page, "page_view"))[1]!;
    expect(second.page_path).toBe("/psiquiatra");
    expect(second.page_title).toMatch(/^Psiquiatra/);
    expect(second.page_title).toBe(await page.title());

    await page.goBack();
    await expect.poll(async () => (await events(page, "page_view")).length, navigation).toBe(3);
    await page.close();
  });

  it("loads no tag-manager script when no container id is configured", async () => {
    const page = await contexts.phone.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await open(page, "/");
    expect(requested.filter((url) => url.includes("googletagmanager"))).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await page.close();
  });
});

describe("the landing page and client-side navigation", () => {
  it("hydrates the landing page without downloading its view, keeping the prerendered HTML as it is", async () => {
    const page = await contexts.phone.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await open(page, "/cardiologista");
    const island = await page.evaluate(async () => {
      const prerendered = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), "text/html");
      const live = document.querySelector('[data-keep-html="page"]')!.innerHTML;
      return {
        same: prerendered.querySelector('[data-keep-html="page"]')!.innerHTML === live,
        hasHeading: live.includes("<h1"),
      };
    });
    expect(island).toEqual({ same: true, hasHeading: true });
    // The view module (content + sections) of the landing page is not among the scripts.
    expect(scripts.some((script) => /\/assets\/cardiologista-[\w-]+\.js$/.test(script))).toBe(false);
    await page.close();
  });

  it("navigates client-side from a link in the prerendered page, renders the next page, and renders the first again on Back", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/");
    const h1 = await page.locator("main h1").textContent();
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.locator('main a[href="/psiquiatra"]').first().click();
    await page.waitForURL("**/psiquiatra");
    await expect.poll(() => page.locator("main h1").textContent(), navigation).toMatch(/Psiquiatra/);
    expect(await page.title()).toMatch(/^Psiquiatra/);
    // The head read back from the landing page was replaced, not added to.
    const head = await page.evaluate(() => ({
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      titles: document.querySelectorAll("title").length,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent!)["@graph"][0].url,
      ),
    }));
    expect(head).toEqual({
      canonical: [expect.stringMatching(/\/psiquiatra$/)],
      descriptions: 1,
      titles: 1,
      jsonLd: [expect.stringMatching(/\/psiquiatra$/)],
    });
    // Same document: the navigation was client-side.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.goBack();
    await expect.poll(() => page.locator("main h1").textContent(), navigation).toBe(h1);
    expect(await page.locator("main h1").count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.close();
  });
});

describe("a page whose view cannot be fetched", () => {
  it("loads as a whole document instead of failing the navigation", async () => {
    const page = await contexts.phone.newPage();
    const problems = watchProblems(page);
    await page.route(/\/assets\/psiquiatra-[\w-]+\.js$/, (route) => route.abort());
    await open(page, "/");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.locator('main a[href="/psiquiatra"]').first().click();
    await page.waitForURL("**/psiquiatra");
    await expect.poll(() => page.locator("main h1").textContent(), navigation).toMatch(/Psiquiatra/);
    // A new document: the marker set on the first one is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });
});

describe("conversion events", () => {
  it("pushes whatsapp_click, phone_click and email_click with the page path and where the link sits", async () => {
    const page = await contexts.phone.newPage();
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
    await page.locator('footer a[href^="mailto:"]').click();
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
    await page.close();
  });
});

describe("scrolling", () => {
  it("scrolls smoothly back to the top on navigation", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/exames-laboratoriais");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const smooth = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const original = window.scrollTo.bind(window);
          window.scrollTo = ((options: ScrollToOptions) => {
            resolve(options.top === 0 && options.behavior === "smooth");
            original(options);
          }) as typeof window.scrollTo;
        }),
    );
    await page.locator('footer a[href="/ultrassom"]').click();
    await page.waitForURL("**/ultrassom");
    expect(await smooth).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await page.close();
  });

  it("scrolls to the anchor when the URL has one", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/#exames");
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("exames")!.getBoundingClientRect().top)))
      .toBeLessThan(100);
    await page.close();
  });
});
