/**
 * The session cookie as Chromium keeps it: the editor service listening on 127.0.0.1 over plain
 * http (as the tests and a developer's machine run it), a login through its form. Chromium stores
 * the `__Host-` cookie with `Secure` there (loopback is a secure context), sends it back, and a
 * copy of it in another browser profile stops working once the first one clicks "Sair" — or once
 * a second login clicks "Sair de todos os aparelhos".
 */
import type { FastifyInstance } from "fastify";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumFlags, testChromiumPath } from "#scripts/chromium.ts";
import { buildEditor } from "./app.ts";
import { sessionCookie } from "./session.ts";
import { anaEmail as email, anaPassword as password, makeCheckout, removeCheckouts } from "./testing/checkout.ts";

let app: FastifyInstance;
let browser: Browser;
let editor = "";

beforeAll(async () => {
  app = await buildEditor({ ...(await makeCheckout()), port: 0, logLevel: "silent" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  editor = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumFlags });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  removeCheckouts();
});

/** Logs in through the form in a fresh profile; the profile, at the panel. */
async function loggedIn(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(`${editor}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${editor}/`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Olá, Ana Souza");
  return context;
}

/** Where the panel's address leads in this profile: the panel, or the login page. */
async function panelPath(context: BrowserContext): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${editor}/`);
  return new URL(page.url()).pathname;
}

describe("the session cookie in Chromium, on http://127.0.0.1", () => {
  it("is kept as __Host-editor_sessao, Secure, HttpOnly, SameSite=Strict, host-only on /", async () => {
    const context = await loggedIn();
    const [cookie, ...others] = await context.cookies(editor);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({
      name: sessionCookie,
      domain: "127.0.0.1",
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
      expires: -1,
    });
    expect(await panelPath(context)).toBe("/");
    await context.close();
  }, 60_000);

  it("stops working in every copy once one clicks Sair", async () => {
    const original = await loggedIn();
    const copy = await browser.newContext();
    await copy.addCookies(await original.cookies(editor));
    expect(await panelPath(copy)).toBe("/");
    await original.pages()[0]!.getByRole("button", { name: "Sair", exact: true }).click();
    await original.pages()[0]!.waitForURL(`${editor}/entrar`);
    expect(await original.cookies(editor)).toEqual([]);
    expect(await panelPath(copy)).toBe("/entrar");
    await Promise.all([original.close(), copy.close()]);
  }, 60_000);

  it("ends a login on another computer with “Sair de todos os aparelhos”", async () => {
    const desk = await loggedIn();
    const phone = await loggedIn();
    await phone.pages()[0]!.getByRole("button", { name: "Sair de todos os aparelhos" }).click();
    await phone.pages()[0]!.waitForURL(`${editor}/entrar`);
    expect(await panelPath(desk)).toBe("/entrar");
    expect(await panelPath(phone)).toBe("/entrar");
    await Promise.all([desk.close(), phone.close()]);
  }, 60_000);
});
