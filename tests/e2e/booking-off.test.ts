/**
 * The demonstration of the shipped content, booking to its example numbers switched off
 * (tests/built-site.ts, bookingOffVariant; decision 059), served by our own server to a Chromium
 * of this file's. The lead dialog still sends the lead to the relay, which stores it, and confirms
 * it; but it opens no chat, and says WhatsApp is off instead. A WhatsApp button stays on the page,
 * at the notice that says why. What the pages link is read from the files in
 * tests/html/booking-off.test.ts.
 */
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP_OFF_SENTENCE } from "#app/components/lead/lead-confirmation.hydrated.tsx";
import { site } from "#app/site/site.ts";
import { buildServer } from "#server/app.ts";
import { testEnv } from "#server/testing/env.ts";
import { bookingOffVariant } from "../built-site";
import { axeViolations, launchBrowser, phone } from "./browser";
import { loadBudget, type LoadBudget } from "./load-budget";

let server: FastifyInstance | undefined;
let browser: Browser | undefined;
let origin = "";
let databasePath = "";
let budget: LoadBudget;

beforeAll(async () => {
  const env = testEnv({ CLIENT_DIR: bookingOffVariant.clientDir });
  databasePath = env.DATABASE_PATH;
  // The reference for every wait below: this server's start to its first page, on this machine now.
  const started = performance.now();
  server = await buildServer({ env });
  origin = await server.listen({ port: 0, host: "127.0.0.1" });
  expect((await fetch(`${origin}/psiquiatra`)).status).toBe(200);
  budget = loadBudget(performance.now() - started);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every tab the visit opened, this page's first. */
  tabs: Page[];
  /** Every request to another host than ours (a chat would be one), cut off. */
  elsewhere: string[];
}

/** A phone on our server only, the page open and interactive. */
async function visit(path: string): Promise<Visit> {
  const context = await browser!.newContext({ ...phone, baseURL: origin, locale: "pt-BR" });
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  const tabs: Page[] = [];
  context.on("page", (tab) => tabs.push(tab));
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "load", timeout: budget.pageMs });
  await page.waitForFunction(() => document.documentElement.dataset.interactive === "true", undefined, {
    timeout: budget.pageMs,
  });
  return { context, page, tabs, elsewhere };
}

describe("a demonstration whose WhatsApp and phone are examples, with none of the operator's", () => {
  it("sends the lead to the relay and confirms it, opens no chat, and says WhatsApp is off", async () => {
    const { context, page, tabs, elsewhere } = await visit("/psiquiatra");
    await page.locator("header").getByRole("link", { name: "Agendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Agendamento" });
    await dialog.waitFor({ timeout: budget.pageMs });
    await dialog.getByLabel("Nome completo").fill("Beatriz Demonstração");
    await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31987651234");
    const response = page.waitForResponse((candidate) => candidate.url().endsWith(site.leadEndpoint), {
      timeout: budget.pageMs,
    });
    await dialog.getByRole("button", { name: "Entrar em contato" }).click();
    expect((await response).status()).toBe(201);

    const confirmation = dialog.getByTestId("lead-confirmation");
    await confirmation.waitFor({ timeout: budget.pageMs });
    expect(await dialog.getByRole("heading", { name: "Recebemos seu pedido" }).isVisible()).toBe(true);
    expect(WHATSAPP_OFF_SENTENCE).toContain("WhatsApp desligado nesta demonstração");
    expect(await dialog.getByTestId("lead-confirmation-whatsapp-off").textContent()).toBe(WHATSAPP_OFF_SENTENCE);
    expect(await dialog.getByRole("link", { name: "Abrir o WhatsApp" }).count()).toBe(0);
    // The tab for the chat would have opened within the click, before the send: none did.
    expect(tabs).toEqual([page]);
    expect(elsewhere).toEqual([]);

    const db = new Database(databasePath, { readonly: true });
    const rows = db.prepare("SELECT payload FROM leads").all() as { payload: string }[];
    db.close();
    const stored = rows.map((row) => JSON.parse(row.payload) as { name: string; phone: string });
    expect(stored.filter((lead) => lead.name === "Beatriz Demonstração")).toEqual([
      expect.objectContaining({ phone: "+55 (31) 98765-1234" }),
    ]);
    await context.close();
  });

  it("takes the floating WhatsApp button to the notice on the same page, which says why", async () => {
    const { context, page, tabs, elsewhere } = await visit("/cardiologista");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId("floating-whatsapp").click();
    await page.waitForURL(/#aviso-demonstracao$/, { timeout: budget.pageMs });
    const notice = page.getByTestId("demonstration-notice");
    // Scrolled to: on the screen again, from the foot of the page.
    await expect
      .poll(() =>
        notice.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await notice.getByTestId("booking-off").textContent()).toBe(
      "WhatsApp e telefone desligados: números de exemplo.",
    );
    expect(tabs).toEqual([page]);
    expect(elsewhere).toEqual([]);
    // The notice's second line and the links to it keep the page accessible.
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
