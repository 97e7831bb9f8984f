import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { site } from "#app/site/site.ts";
import { KEPT_LEADS_KEY } from "#app/lib/lead/kept-leads.ts";
import { baseURL, holdBack, open, phone, useBrowserContexts, useTestTabs, waitForInteractive } from "./browser";
import { useWhatsAppStub } from "./off-network-answers";
import { loadBudget } from "./load-budget";

/**
 * The visitor on a slow phone (docs/architecture.md#targets-we-measure): the page's script never pulls the reader back, Back/Forward
 * return to where the reader was, the lead dialog opens on the first tap before React has arrived
 * and loses nothing typed or submitted meanwhile (docs/decisions/042), and a lead whose send failed is kept on the device and re-sent exactly once.
 * Timings are measured by `npm run bench:interactions`, not here.
 */

// Each its own storage: kept leads and scroll positions must not leak between tests.
const contexts = useBrowserContexts({ reader: phone, dialog: phone, online: phone, reload: phone });

/**
 * One tab for the reader's tests and one for the dialog's, each test loading its page anew in it: a
 * new tab costs a renderer process.
 */
const { tab: reusedTab, watchProblems: watchTestProblems } = useTestTabs(contexts, ["reader", "dialog"]);

const whatsappUrl = `https://wa.me/${site.contact.whatsappNumber}?text=${encodeURIComponent(site.contact.whatsappMessage)}`;

// The chat's new tab lands on a page of its own, answered without routing the contexts (a route
// turns a context's cache off for every page it loads).
useWhatsAppStub();

/** Polls long enough for a view to load and a smooth scroll to end on a busy machine. */
const settle = { timeout: 10_000 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls like a reader and waits until the page has seen it (a scroll event, a frame). */
async function scrollTo(page: Page, top: number): Promise<number> {
  return page.evaluate(
    (y) =>
      new Promise<number>((resolve) => {
        window.addEventListener("scroll", () => requestAnimationFrame(() => resolve(window.scrollY)), { once: true });
        window.scrollTo({ top: y, behavior: "instant" });
      }),
    top,
  );
}

describe("scrolling respects the reader", () => {
  it("keeps the place of a reader who scrolled before the page's script ran", async () => {
    const page = reusedTab("reader");
    const problems = watchTestProblems(page);
    // Hold the page's JavaScript back until the reader has scrolled, as a slow network does.
    const scripts = await holdBack(page, "**/assets/*.js");
    // The entry is a module script: held, the page never reaches DOMContentLoaded, but it paints.
    await page.goto("/cardiologista", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    const readAt = await scrollTo(page, 1200);
    expect(readAt).toBe(1200);
    scripts.release();
    await waitForInteractive(page);
    // Long enough for anything started by the script to have moved the page.
    await page.waitForTimeout(1000);
    expect(await scrollY(page)).toBe(1200);
    expect(problems.pageErrors).toEqual([]);
  });

  it("lands on the #anchor of the URL and stays there once the page is interactive", async () => {
    const page = reusedTab("reader");
    await open(page, "/#exames");
    await page.waitForTimeout(500);
    const top = await page.locator("#exames").evaluate((section) => section.getBoundingClientRect().top);
    // The section's scroll margin keeps it clear of the sticky header.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    expect(await scrollY(page)).toBeGreaterThan(500);
  });

  it("opens the next page at its top, and Back/Forward return to each page's place", async () => {
    const page = reusedTab("reader");
    await open(page, "/");
    const readAt = await scrollTo(page, 1500);
    // A click in the page (not Playwright's, which would scroll the link into view first).
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('main a[href="/exames-laboratoriais"]')!.click(),
    );
    await page.waitForURL("**/exames-laboratoriais");
    await expect.poll(() => page.locator("h1").textContent(), settle).toMatch(/Exames laboratoriais/i);
    await expect.poll(() => scrollY(page), settle).toBe(0);
    const secondPageAt = await scrollTo(page, 700);

    await page.goBack();
    await expect.poll(() => page.locator("h1").textContent(), settle).toBe(site.name);
    await expect.poll(() => scrollY(page), settle).toBe(readAt);
    await page.goForward();
    await expect.poll(() => page.locator("h1").textContent(), settle).toMatch(/Exames laboratoriais/i);
    await expect.poll(() => scrollY(page), settle).toBe(secondPageAt);
  });

  it("serves the home page at /index.html, its canonical /, with its query and hash", async () => {
    const page = reusedTab("reader");
    const problems = watchTestProblems(page);
    expect(await open(page, "/index.html?utm_source=x#exames")).toBe(200);
    expect(page.url()).toBe(`${baseURL()}/index.html?utm_source=x#exames`);
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toMatch(/\/$/);
    expect(await page.locator("#exames").count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe("the lead dialog before React has arrived", () => {
  it("opens on the first tap with none of its code, keeps what is typed, and sends a submit made meanwhile once", async () => {
    const page = reusedTab("dialog");
    const problems = watchTestProblems(page);
    // React and the form's code are held back, as a slow network does after the tap's intent.
    const form = await holdBack(page, formIsland);
    const leads = await recordLeads(page);
    await open(page, "/cardiologista");
    const checkArrived = page.waitForResponse(formCheck);
    await page.locator("header").getByRole("link", { name: "Agendar" }).tap();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("lead-name");
    expect(await dialog.getByTestId("lead-dialog-subject").textContent()).toBe("Especialidade: Cardiologia");
    // The tap asked for the form's code, which has not arrived.
    await expect.poll(() => form.requested.length).toBe(1);

    await dialog.getByLabel("Nome completo").fill("Rita Antes do React");
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31988887777");
    // The form's check, fetched beside React, is small and comes first; on a busy machine it may
    // still be on its way when Playwright's fast typing ends, so the submit waits until the page
    // has evaluated it (an import of the same module resolves once it has). A submit made before
    // even the check has arrived is the next test's.
    // A string, not a function: the test's own transform would rewrite an import() in its source.
    const checkUrl = JSON.stringify((await checkArrived).url());
    await page.evaluate(`import(${checkUrl}).then(() => true)`);
    // Submitted twice before React: the new tab opens within the first click (the form's check
    // arrived beside React), nothing is sent from here.
    const chat = contexts.dialog.waitForEvent("page");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    const tab = await chat;
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    expect(leads).toEqual([]);

    form.release();
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toBe(whatsappUrl);
    // Received: the dialog itself is the confirmation (docs/decisions/050).
    await expect.poll(() => dialog.getByTestId("lead-confirmation").isVisible(), settle).toBe(true);
    await page.waitForTimeout(500);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: "Rita Antes do React",
      phone: "+55 (31) 98888-7777",
      tags: expect.arrayContaining([{ name: "assunto", value: "Especialidade: Cardiologia" }]),
    });
    expect(storedLeadsNamed("Rita Antes do React")).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    await tab.close();
    await page.evaluate(() => window.localStorage.clear());
  });

  it("sends a valid submit made before even the form's check arrived once, into a tab opened when the form arrives", async () => {
    const page = reusedTab("dialog");
    const problems = watchTestProblems(page);
    const form = await holdBack(page, formIslandAndCheck);
    const leads = await recordLeads(page);
    await open(page, "/psiquiatra");
    await page.locator("header").getByRole("link", { name: "Agendar" }).tap();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    await expect.poll(() => form.requested.length).toBe(2);
    await dialog.getByLabel("Nome completo").fill("Otávio Sem Pressa");
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31977776666");
    const tabs: Page[] = [];
    const onTab = (opened: Page) => tabs.push(opened);
    contexts.dialog.on("page", onTab);
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    // Held: without the check the frame cannot tell a valid lead, so it opens nothing and sends nothing.
    await page.waitForTimeout(300);
    expect(tabs).toEqual([]);
    expect(leads).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    // The submit was taken: the dialog says so while the form's code is on its way.
    const waiting = dialog.locator("[data-lead-dialog-wait]");
    expect(await waiting.isVisible()).toBe(true);
    expect(await waiting.textContent()).toBe("Carregando…");

    form.release();
    await expect.poll(() => tabs.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => tabs[0]!.url(), { timeout: 15_000 }).toBe(whatsappUrl);
    await expect.poll(() => dialog.getByTestId("lead-confirmation").isVisible(), settle).toBe(true);
    expect(await waiting.isVisible()).toBe(false);
    await page.waitForTimeout(500);
    expect(tabs).toHaveLength(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Otávio Sem Pressa", phone: "+55 (31) 97777-6666" });
    expect(storedLeadsNamed("Otávio Sem Pressa")).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    contexts.dialog.off("page", onTab);
    await tabs[0]!.close();
    await page.evaluate(() => window.localStorage.clear());
  });

  it("holds a submit made before even the page's entry arrived, and the form sends it once when it comes", async () => {
    const page = reusedTab("dialog");
    const problems = watchTestProblems(page);
    const tabs: Page[] = [];
    const onTab = (opened: Page) => tabs.push(opened);
    contexts.dialog.on("page", onTab);
    // Every script module held: only the page's inline scripts run (app/inline/lead-dialog-early.ts).
    const scripts = await holdBack(page, "**/assets/*.js");
    const leads = await recordLeads(page);
    await page.goto("/ginecologista", { waitUntil: "load" });
    await page.locator("header").getByRole("link", { name: "Agendar" }).tap();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    await dialog.getByLabel("Nome completo").fill("Irene Antes de Tudo");
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31966665555");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    const waiting = dialog.locator("[data-lead-dialog-wait]");
    expect(await waiting.isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(leads).toEqual([]);
    expect(tabs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/ginecologista");

    scripts.release();
    await expect.poll(() => dialog.getByTestId("lead-confirmation").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await waiting.isVisible()).toBe(false);
    await page.waitForTimeout(500);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Irene Antes de Tudo", phone: "+55 (31) 96666-5555" });
    expect(storedLeadsNamed("Irene Antes de Tudo")).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    contexts.dialog.off("page", onTab);
    for (const tab of tabs) await tab.close();
    await page.evaluate(() => window.localStorage.clear());
  });

  it("keeps what is typed before React arrives, masks it then, and judges a submit made meanwhile with the form's messages", async () => {
    const page = reusedTab("dialog");
    // The form's check is held too: the submit cannot be judged until the form is there.
    const form = await holdBack(page, formIslandAndCheck);
    await open(page, "/");
    await page.locator("header").getByRole("link", { name: "Agendar" }).tap();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor();
    const phoneField = dialog.getByLabel("Telefone", { exact: true });
    await phoneField.pressSequentially("3133334444");
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    form.release();
    await expect.poll(() => dialog.locator("#lead-name-error").textContent(), settle).toBe("Nome é obrigatório.");
    expect(await phoneField.inputValue()).toBe("(31) 3333-4444");
    expect(await dialog.locator("#lead-phone-error").count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("lead-name");
  });
});

/** React with the form (the island's module), the form's check (fetched beside it), and both. */
const formIsland = /\/assets\/lead-dialog-island-[\w-]+\.js$/;
const formCheck = /\/assets\/quick-check-[\w-]+\.js$/;
const formIslandAndCheck = /\/assets\/(lead-dialog-island|quick-check)-[\w-]+\.js$/;

/** The lead payloads the page posts to the relay, in order; each goes on to the relay. */
async function recordLeads(page: Page): Promise<unknown[]> {
  const leads: unknown[] = [];
  await page.route(`**${site.leadEndpoint}`, async (route) => {
    leads.push(route.request().postDataJSON());
    await route.continue();
  });
  return leads;
}

/** The leads with this name in the relay's SQLite store. */
function storedLeadsNamed(name: string): number {
  const db = new Database(inject("databasePath"), { readonly: true });
  try {
    const rows = db.prepare("SELECT payload FROM leads").all() as { payload: string }[];
    return rows.filter((row) => (JSON.parse(row.payload) as { name: string }).name === name).length;
  } finally {
    db.close();
  }
}

const keptLeads = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "[]") as { id: string }[], KEPT_LEADS_KEY);

/** Moves every kept lead's next attempt a day ahead, so the backoff timer cannot be what re-sends it. */
const postponeKeptLeads = (page: Page) =>
  page.evaluate((key) => {
    const leads = JSON.parse(window.localStorage.getItem(key) ?? "[]") as { nextAttemptAt: number }[];
    const later = Date.now() + 24 * 60 * 60 * 1000;
    window.localStorage.setItem(key, JSON.stringify(leads.map((lead) => ({ ...lead, nextAttemptAt: later }))));
  }, KEPT_LEADS_KEY);

/** Submits a valid lead from the header's dialog; resolves once the redirect's tab is at the chat. */
async function submitLead(context: BrowserContext, page: Page, name: string): Promise<void> {
  await page.locator("header").getByRole("link", { name: "Agendar" }).tap();
  const dialog = page.getByRole("dialog", { name: "Agendamento" });
  await dialog.getByLabel("Nome completo").fill(name);
  await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31988887777");
  const chat = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Entrar em contato" }).click();
  const tab = await chat;
  // The spec's behaviour, whatever the network did: the dialog closes and the chat opens.
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toBe(whatsappUrl);
  await expect.poll(() => page.getByRole("dialog").count(), settle).toBe(0);
  await tab.close();
}

describe("a lead survives the visitor's network", () => {
  it("keeps a lead sent while offline and re-sends it when the browser is back online: it arrives once", async () => {
    const name = "Lucia Sem Rede";
    const page = await contexts.online.newPage();
    const started = performance.now();
    await open(page, "/psiquiatra");
    // The re-send waits what this machine just took for a page (tests/e2e/load-budget.ts).
    const { pageMs } = loadBudget(performance.now() - started);
    // The network drops: the POST never reaches the relay.
    await page.route(`**${site.leadEndpoint}`, (route) => route.abort("internetdisconnected"));
    await submitLead(contexts.online, page, name);
    const kept = await keptLeads(page);
    expect(kept).toHaveLength(1);
    expect(storedLeadsNamed(name)).toBe(0);

    await page.unroute(`**${site.leadEndpoint}`);
    // Not due for a day: only the browser's `online` event can make the page send it now.
    await postponeKeptLeads(page);
    const resent = page.waitForResponse((response) => response.url().endsWith(site.leadEndpoint), {
      timeout: pageMs,
    });
    await contexts.online.setOffline(true);
    await contexts.online.setOffline(false);
    const response = await resent;
    expect(response.status()).toBeLessThan(300);
    expect(await response.request().headerValue("idempotency-key")).toBe(kept[0]!.id);
    await expect.poll(() => keptLeads(page), settle).toEqual([]);
    await page.waitForTimeout(1000);
    expect(storedLeadsNamed(name)).toBe(1);
    await page.close();
  });

  it("keeps a lead the relay could not take (503) and re-sends it on the next page load: it arrives once", async () => {
    const name = "Rafael Relay Fora";
    const page = await contexts.reload.newPage();
    await open(page, "/obstetra");
    await page.route(`**${site.leadEndpoint}`, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false}' }),
    );
    await submitLead(contexts.reload, page, name);
    expect(await keptLeads(page)).toHaveLength(1);
    // Its backoff has a day to run: the next page load re-sends it all the same.
    await postponeKeptLeads(page);
    await page.close();

    const next = await contexts.reload.newPage();
    const outbox = next.waitForResponse((response) => response.url().includes("/outbox-"));
    const resent = next.waitForResponse((response) => response.url().endsWith(site.leadEndpoint));
    await open(next, "/");
    await outbox;
    expect((await resent).status()).toBeLessThan(300);
    await expect.poll(() => keptLeads(next), settle).toEqual([]);
    await next.waitForTimeout(1000);
    expect(storedLeadsNamed(name)).toBe(1);
    await next.close();
  });

  it(`drops, unsent, a lead kept over ${site.keptLeads.maxAgeDays} days when the visitor comes back, as the privacy policy says`, async () => {
    const name = "Vera Sem Retorno";
    const page = await contexts.reload.newPage();
    await open(page, "/");
    const day = 24 * 60 * 60 * 1000;
    // Left by a visit more than the term ago, with the page closed ever since: nothing ran to drop it.
    await page.evaluate(({ key, lead }) => window.localStorage.setItem(key, JSON.stringify([lead])), {
      key: KEPT_LEADS_KEY,
      lead: {
        id: "lead-past-its-term",
        payload: { name, phone: "+55 (31) 98888-7777", messageToSend: "", tags: [] },
        keptAt: Date.now() - site.keptLeads.maxAgeDays * day - 60_000,
        attempts: 3,
        nextAttemptAt: Date.now(),
      },
    });
    expect(await keptLeads(page)).toHaveLength(1);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(site.leadEndpoint)) posts.push(request.url());
    });
    const outbox = page.waitForResponse((response) => response.url().includes("/outbox-"));
    await open(page, "/psiquiatra");
    await outbox;
    await expect.poll(() => keptLeads(page), settle).toEqual([]);
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(storedLeadsNamed(name)).toBe(0);
    await page.close();
  });
});
