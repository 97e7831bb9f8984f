import http from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "#server/app.ts";
import type { ServerEnv } from "#server/env.ts";
import { removeTempDirs, validLead } from "#server/testing/leads.ts";
import { testEnv } from "#server/testing/env.ts";
import { launchBrowser } from "./browser";

/**
 * The static-host deploy (docs/operations.md, Deploy): pages on one origin POST leads to our relay on another.
 * A real browser runs the CORS preflight; only LEAD_ALLOWED_ORIGINS may send and read.
 */

let site: http.Server;
// Two origins of one loopback server, like the relay: Chromium refuses requests from a public
// origin to a loopback address (Local Network Access), which a deployed relay never is.
let allowedSite: string;
let otherSite: string;
let relay: FastifyInstance;
let env: ServerEnv;
const storedLeads = () => {
  const db = new Database(env.DATABASE_PATH, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS count FROM leads").get() as { count: number }).count;
  } finally {
    db.close();
  }
};
let relayUrl: string;
let browser: Browser;

beforeAll(async () => {
  site = http.createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>site</title>"),
  );
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const { port } = site.address() as AddressInfo;
  allowedSite = `http://127.0.0.1:${port}`;
  otherSite = `http://localhost:${port}`;
  env = testEnv({ LEAD_ALLOWED_ORIGINS: allowedSite });
  relay = await buildServer({ env });
  relayUrl = `${await relay.listen({ port: 0, host: "127.0.0.1" })}/webhook/agendamento`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await new Promise((resolve) => site?.close(resolve));
  removeTempDirs();
});

/** A page served at `origin`, as a static host would serve ours. */
async function pageAt(origin: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  return page;
}

const postFromPage = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ({ url, body }) => {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { url, body },
  );

describe("lead relay on another origin", () => {
  it("accepts and answers a lead from an allowed site, and lets it read errors", async () => {
    const page = await pageAt(allowedSite);
    expect(await postFromPage(page, relayUrl, validLead(7))).toEqual({
      status: 201,
      body: { ok: true, id: expect.any(String) },
    });
    expect(await postFromPage(page, relayUrl, { name: "A" })).toMatchObject({ status: 400, body: { ok: false } });
    expect(storedLeads()).toBe(1);
    await page.context().close();
  });

  it("never receives a lead from any other site: the browser stops at the preflight", async () => {
    const page = await pageAt(otherSite);
    expect(await postFromPage(page, relayUrl, validLead(8))).toEqual({
      failed: expect.stringContaining("Failed to fetch"),
    });
    expect(storedLeads()).toBe(1);
    await page.context().close();
  });
});
