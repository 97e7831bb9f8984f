/**
 * What she sees when a colleague saved the same page first (editor/edit-conflicts.ts), in
 * Keystatic's own UI in Chromium: Ana has “Dados da clínica” open; Bruno saves it through the API
 * with his own session; Ana's Salvar is refused and Keystatic shows the editor's sentence, with
 * Bruno's name, over the form. The file keeps Bruno's change. The editor service runs in this
 * process on the tests' content (tests/fixtures/content) and the built UI (build-editor/).
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "#editor/session.ts";
import { accounts, closeTestEditors, testEditor } from "#editor/testing/editor-app.ts";
import { fixtureRoot } from "../fixture-content";
import { desktop, launchBrowser } from "./browser";

afterEach(closeTestEditors);

const projectRoot = path.resolve(import.meta.dirname, "../..");
const uiDir = path.join(projectRoot, "build-editor");

/** Every file of the tests' content, by its path in a checkout. */
function fixtureContent(): Record<string, string> {
  const dir = path.join(fixtureRoot, "content");
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .map((file) => [`content/${file}`, fs.readFileSync(path.join(dir, file), "utf8")]),
  );
}

let browser: Browser | undefined;
beforeAll(async () => {
  if (!fs.existsSync(path.join(uiDir, "index.html")))
    throw new Error("Run `npm run build` first: the editor's UI is served from build-editor/.");
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Logs in over HTTP as the editor's login form does; the session cookie's value. */
async function logIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/entrar`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, senha: password }).toString(),
  });
  expect(response.status).toBe(303);
  return new RegExp(`${sessionCookie}=([^;]+)`).exec(response.headers.get("set-cookie") ?? "")![1]!;
}

describe("a save after a colleague's, in Keystatic's UI", () => {
  it("shows who changed the page and when, and keeps the colleague's change", async () => {
    const { app, root } = await testEditor(fixtureContent(), { uiDir });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const bruno = await logIn(base, accounts.bruno.email, accounts.bruno.password);

    // Ana in the browser, through the login form.
    const context = await browser!.newContext({ ...desktop, locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto(`${base}/entrar`);
    await page.getByLabel("E-mail").fill(accounts.ana.email);
    await page.getByLabel("Senha").fill(accounts.ana.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/keystatic/singleton/clinica`);
    const phone = page.getByRole("textbox", { name: "Telefone fixo: como aparece no site" });
    await phone.waitFor({ timeout: 60_000 });

    // Bruno, in his own session: reads the tree as his UI would, then saves another phone.
    const brunoHeaders = {
      cookie: `${sessionCookie}=${bruno}`,
      origin: base,
      "sec-fetch-site": "same-origin",
      "no-cors": "1",
    };
    expect((await fetch(`${base}/api/keystatic/tree`, { headers: brunoHeaders })).status).toBe(200);
    const file = path.join(root, "content/clinica.yaml");
    const his = fs.readFileSync(file, "utf8").replace("phoneDisplay: (31) 3210-0456", "phoneDisplay: (31) 3210-0457");
    const saved = await fetch(`${base}/api/keystatic/update`, {
      method: "POST",
      headers: { ...brunoHeaders, "content-type": "application/json" },
      body: JSON.stringify({
        additions: [{ path: "content/clinica.yaml", contents: Buffer.from(his).toString("base64") }],
        deletions: [],
      }),
    });
    expect(saved.status).toBe(200);

    await phone.fill("(31) 3333-0001");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    expect((await answered).status()).toBe(409);
    await expect
      .poll(() => page.locator("body").textContent(), { timeout: 10_000 })
      .toMatch(/Esta página foi alterada por Bruno Lima às \d{2}h\d{2}: recarregue para ver a versão dela\./);
    expect(fs.readFileSync(file, "utf8")).toBe(his);
    await context.close();
  });
});
