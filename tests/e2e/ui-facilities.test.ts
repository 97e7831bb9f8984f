import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import type { QueryOverrides, QueryProbeState } from "./fixtures/ui-facilities/main";
import { launchBrowser } from "./browser";

/**
 * The facilities of docs/product.md#toasts-tooltips-and-the-data-fetcher that no product page shows yet: the toast queue, tooltips and the
 * query client. A harness page (fixtures/ui-facilities) mounts them as a page would; it is built
 * with Vite here and served, with a small JSON API, by a server on 127.0.0.1. Time is Playwright's
 * fake clock, so delays are stepped through, never waited for.
 */

const fixtureRoot = path.resolve(import.meta.dirname, "fixtures/ui-facilities");
const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
};

let outDir: string;
let browser: Browser;
let page: Page;
/** The API listens on its own port: another origin of the same site, as an API host would be. */
let harnessServer: http.Server;
let apiServer: http.Server;
let harnessOrigin: string;
let apiOrigin: string;
/** Requests the API answered, by path. */
const apiRequests = new Map<string, number>();

function answerApi(request: http.IncomingMessage, response: http.ServerResponse) {
  const { pathname } = new URL(request.url ?? "/", apiOrigin);
  apiRequests.set(pathname, (apiRequests.get(pathname) ?? 0) + 1);
  response.setHeader("Access-Control-Allow-Origin", harnessOrigin);
  response.setHeader("Access-Control-Allow-Credentials", "true");
  if (pathname === "/api/quebrado") return response.writeHead(500).end("quebrou");
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ path: pathname, cookie: request.headers.cookie ?? null }));
}

async function serveHarness(request: http.IncomingMessage, response: http.ServerResponse) {
  const { pathname } = new URL(request.url ?? "/", harnessOrigin);
  const file = path.join(outDir, pathname === "/" ? "index.html" : pathname);
  try {
    const body = await fs.readFile(file);
    response.writeHead(200, { "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), "ui-facilities-"));
  await build({
    root: fixtureRoot,
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
    build: { outDir, emptyOutDir: true },
  });
  harnessServer = http.createServer((request, response) => void serveHarness(request, response));
  apiServer = http.createServer(answerApi);
  harnessOrigin = await listen(harnessServer);
  apiOrigin = await listen(apiServer);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  harnessServer?.close();
  apiServer?.close();
  if (outDir) await fs.rm(outDir, { recursive: true, force: true });
});

beforeEach(async () => {
  apiRequests.clear();
  const context = await browser.newContext({ baseURL: harnessOrigin, viewport: { width: 1000, height: 800 } });
  page = await context.newPage();
  await page.clock.install();
  await page.goto("/");
  await page.waitForFunction(() => "uiHarness" in window);
  // From here on, time moves only when a test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
});

afterEach(() => page.context().close());

const shownToasts = () => page.locator('[data-slot="toast"]');

/** Queues a toast and waits until it is on screen. */
async function queueToast(input: { title: string; description?: string }) {
  await page.evaluate((toast) => window.uiHarness.toast(toast), input);
  // The first toast loads the list lazily; React reveals it no sooner than 300 ms after it suspended.
  await page.clock.runFor(300);
  await shownToasts().waitFor();
}

describe("toasts (docs/product.md#toasts-tooltips-and-the-data-fetcher)", () => {
  it("a queued toast shows, and is announced as a status", async () => {
    await queueToast({ title: "Exame agendado", description: "Até breve." });
    expect(await shownToasts().innerText()).toContain("Exame agendado");
    // The announcement is written on the next frame.
    await page.clock.runFor(50);
    expect(await page.getByRole("status").textContent()).toBe("Notificação Exame agendadoAté breve.");
  });

  it("shows one toast at a time: a second toast takes the first one's place", async () => {
    await queueToast({ title: "Primeira" });
    await page.evaluate(() => window.uiHarness.toast({ title: "Segunda" }));
    expect(await shownToasts().count()).toBe(1);
    expect(await shownToasts().innerText()).toContain("Segunda");
  });

  it("closes a toast after 5000 ms by default", async () => {
    await queueToast({ title: "Aquecimento" });
    await page.evaluate(() => window.uiHarness.dismissToasts());
    // The list is loaded now, so this toast mounts (and starts its timer) at once.
    await page.evaluate(() => window.uiHarness.toast({ title: "Cinco segundos" }));
    expect(await shownToasts().innerText()).toContain("Cinco segundos");
    await page.clock.runFor(4999);
    expect(await shownToasts().count()).toBe(1);
    await page.clock.runFor(1);
    expect(await shownToasts().count()).toBe(0);
  });

  it("F8 moves focus to the notifications region", async () => {
    await queueToast({ title: "Atalho" });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
    await page.keyboard.press("F8");
    const focused = await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.ariaLabel);
    expect(focused).toBe("Notificações (F8)");
  });

  it("a swipe right dismisses a toast past 50 px, not before", async () => {
    await queueToast({ title: "Deslize" });
    const box = (await shownToasts().boundingBox())!;
    const swipeRight = async (distance: number) => {
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + distance, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipeRight(45);
    expect(await shownToasts().count()).toBe(1);
    expect(await shownToasts().getAttribute("data-swipe")).toBe("cancel");
    await swipeRight(55);
    expect(await shownToasts().count()).toBe(0);
  });
});

describe("tooltips (docs/product.md#toasts-tooltips-and-the-data-fetcher)", () => {
  const trigger = (name: string) => page.getByRole("button", { name });
  const openTooltip = async () =>
    (await page.getByRole("tooltip").count()) ? page.getByRole("tooltip").innerText() : null;
  /** Where no trigger or tooltip is: the pointer goes there to leave a tooltip. */
  const elsewhere = async () => page.mouse.move(800, 700, { steps: 4 });
  const pointAt = async (name: string) => {
    const box = (await trigger(name).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  };

  it("opens after 700 ms; the next tooltip within 300 ms opens at once", async () => {
    await pointAt("Primeiro");
    await page.clock.runFor(699);
    expect(await openTooltip()).toBeNull();
    await page.clock.runFor(1);
    expect(await openTooltip()).toBe("Dica do primeiro");
    expect(await trigger("Primeiro").getAttribute("data-state")).toBe("delayed-open");

    await pointAt("Segundo");
    expect(await openTooltip()).toBe("Dica do segundo");
    expect(await trigger("Segundo").getAttribute("data-state")).toBe("instant-open");

    await elsewhere();
    expect(await openTooltip()).toBeNull();
    await page.clock.runFor(299);
    await pointAt("Primeiro");
    expect(await openTooltip()).toBe("Dica do primeiro");
  });

  it("after 300 ms away from every tooltip, waits 700 ms again", async () => {
    await pointAt("Primeiro");
    await page.clock.runFor(700);
    expect(await openTooltip()).toBe("Dica do primeiro");
    await elsewhere();
    await page.clock.runFor(300);
    await pointAt("Segundo");
    expect(await openTooltip()).toBeNull();
    await page.clock.runFor(699);
    expect(await openTooltip()).toBeNull();
    await page.clock.runFor(1);
    expect(await openTooltip()).toBe("Dica do segundo");
    expect(await trigger("Segundo").getAttribute("data-state")).toBe("delayed-open");
  });
});

describe("the query client (docs/product.md#toasts-tooltips-and-the-data-fetcher)", () => {
  const mountQuery = (queryKey: string[], overrides?: QueryOverrides) =>
    page.evaluate(([key, options]) => window.uiHarness.mountQuery(key, options), [queryKey, overrides] as const);
  const queryState = (queryKey: string[]) => page.evaluate((key) => window.uiHarness.queryState(key), queryKey);
  const settled = async (queryKey: string[]): Promise<QueryProbeState> => {
    await page.waitForFunction((key) => window.uiHarness.queryState(key)?.fetchStatus === "idle", queryKey, {
      polling: 20,
    });
    return (await queryState(queryKey))!;
  };

  it("sends the visitor's cookies, to another origin of the site too", async () => {
    await page.context().addCookies([{ name: "sessao", value: "paciente-1", url: apiOrigin }]);
    const queryKey = [`${apiOrigin}/api`, "exames", "12"];
    await mountQuery(queryKey);
    expect((await settled(queryKey)).data).toEqual({ path: "/api/exames/12", cookie: "sessao=paciente-1" });
  });

  it("asks the server once for a failing query: no retries", async () => {
    const queryKey = [`${apiOrigin}/api/quebrado`];
    await mountQuery(queryKey);
    expect(await settled(queryKey)).toMatchObject({ status: "error", errorMessage: "500: quebrou" });
    await page.clock.runFor(60_000);
    expect(apiRequests.get("/api/quebrado")).toBe(1);
  });

  it("keeps data fresh for good: no refetch on a new reader, with time, or when the window regains focus", async () => {
    const queryKey = [`${apiOrigin}/api/exames`];
    const focusControlKey = [`${apiOrigin}/api/controle`];
    await mountQuery(queryKey);
    await mountQuery(focusControlKey, { refetchOnWindowFocus: "always" });
    await settled(queryKey);
    await settled(focusControlKey);

    await mountQuery(queryKey);
    await page.clock.runFor(60 * 60_000);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
    // The reader told to refetch on focus does, so the event reached the query client.
    expect(await settled(focusControlKey)).toMatchObject({ dataUpdateCount: 2 });
    expect(await queryState(queryKey)).toMatchObject({ fetchStatus: "idle", dataUpdateCount: 1 });
    expect(apiRequests.get("/api/exames")).toBe(1);
  });
});
