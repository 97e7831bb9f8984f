/**
 * Keystatic's forms in the editor service (the one Keystatic host, `npm run editor`), in real
 * Chromium, on a copy of the tests' content: a malformed CRM is refused with the Portuguese message
 * and nothing is written; a valid one is saved to the person's file, and the site's generated
 * content reads it back; a document's text is saved as Markdoc that keeps its facts. The service
 * runs as `npm run editor` does (editor/start.mjs), with the UI `npm run build` built ahead: no
 * test here waits on a bundler.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentPageContent } from "#app/site/types.ts";
import { AccountStore } from "#editor/accounts.ts";
import { readDocuments, readStaff } from "#scripts/generate-content.ts";
import { registrationNumber } from "#shared/content-rules.ts";
import { fixtureRoot } from "../fixture-content";
import { desktop, launchBrowser, phone } from "./browser";
import { loadBudget, type LoadBudget } from "./load-budget";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const email = "ana@clinica.example";
const password = "Jacaranda florido na Afonso Vaz 2026";
let browser: Browser | undefined;
let context: BrowserContext;
let editor: ChildProcess | undefined;
let origin = "";
let root = "";
/** How long a page of the editor may take here, from how long its first answer took (./load-budget.ts). */
let budget: LoadBudget;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-editor-"));
  fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, EDITOR_ROOT: root };
  // Her account, in the file `npm run editors -- add` writes (editor/cli.ts, tested with its
  // password on stdin by editor/accounts.test.ts): made here, not by a tsx process of its own.
  await new AccountStore(path.join(root, "data/editor/accounts.json")).add(email, "Ana Souza", password);
  const started = performance.now();
  editor = spawn(process.execPath, ["editor/start.mjs"], {
    cwd: projectRoot,
    env: { ...env, EDITOR_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  editor.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  origin = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: editor!.stdout! }).on("line", (line) => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    editor!.once("exit", (code) => reject(new Error(`the editor exited with ${code}: ${stderr}`)));
  });
  budget = loadBudget(performance.now() - started);
  browser = await launchBrowser();
  context = await browser.newContext({ ...desktop, locale: "pt-BR" });
  // The editor's page talks to the editor only: Keystatic's UI links Google Fonts, which the
  // browser cannot resolve (offlineFlag in ./browser.ts), as its CSP cuts them in the staff's browser.
  const login = await context.newPage();
  await login.goto(`${origin}/entrar`);
  await login.getByLabel("E-mail").fill(email);
  await login.getByLabel("Senha").fill(password);
  await login.getByRole("button", { name: "Entrar" }).click();
  await login.waitForURL(`${origin}/`, { timeout: budget.pageMs });
  await login.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  editor?.kill("SIGTERM");
  fs.rmSync(root, { recursive: true, force: true });
});

const personFile = () => path.join(root, "content/equipe/cardiologia.yaml");

/** Whether the element is wholly inside the window. */
const inViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });

async function save(page: Page) {
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
}

describe("Keystatic in the editor service", () => {
  it("listens on loopback only and refuses another Host", async () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // fetch() may not set Host; a plain request does, as a rebinding attacker's page would have it.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${origin}/keystatic`, { headers: { host: "clinica.example" } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on("error", reject),
    );
    expect(status).toBe(421);
  });

  it("refuses a malformed CRM with the Portuguese message and writes nothing; saves a valid one", async () => {
    const page = await context.newPage();
    const before = fs.readFileSync(personFile(), "utf8");
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/keystatic/update")) writes.push(request.url());
    });
    await page.goto(`${origin}/keystatic/collection/equipe`);
    await page.getByRole("columnheader", { name: "Nome completo" }).waitFor({ timeout: budget.pageMs });
    // The list shows people's names (editor/keystatic-screens.ts), not the column of addresses.
    expect(await page.getByRole("columnheader", { name: "Identificador" }).count()).toBe(0);
    expect(await page.getByRole("columnheader", { name: "Slug" }).count()).toBe(0);
    const row = page.getByRole("row", { name: /Nome da Cardiologista/ });
    expect(await row.textContent()).not.toContain("cardiologia");
    await row.getByText("Nome da Cardiologista").click();
    await page.waitForURL(`${origin}/keystatic/collection/equipe/item/cardiologia`, { timeout: budget.pageMs });
    const crm = page.getByLabel("Número do CRM-MG (somente números)");
    await crm.waitFor({ timeout: budget.pageMs });
    expect(await crm.inputValue()).toBe("00002");
    // The breadcrumb names the person, not the address.
    const breadcrumb = page.getByRole("navigation", { name: "Caminho detalhado" });
    expect((await breadcrumb.textContent())?.replace(/\s+/g, " ")).toMatch(/Corpo clínico.*Nome da Cardiologista/);
    expect(await breadcrumb.textContent()).not.toContain("cardiologia");

    await crm.fill("CRM 12.345");
    // Keystatic's own words, in Portuguese (cms/keystatic-pt-br.ts, applied when the UI is built).
    await expect.poll(() => page.getByText("Não salvo", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText("Unsaved", { exact: true }).count()).toBe(0);
    // Salvar from the bottom of the form: the summary at the top is scrolled into view and focused.
    await page.getByRole("checkbox").last().scrollIntoViewIfNeeded();
    await save(page);
    await expect.poll(() => page.getByText(registrationNumber.message).first().isVisible()).toBe(true);
    const summary = page.getByRole("alert").filter({ hasText: "Não foi salvo" });
    await summary.waitFor({ timeout: budget.pageMs });
    expect((await summary.textContent())?.replace("Fechar", "")).toBe(
      `Não foi salvo: corrija 1 campo.Número do CRM-MG (somente números): ${registrationNumber.message}`,
    );
    expect(await inViewport(summary)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Não foi salvo: corrija 1 campo.");
    expect(writes).toEqual([]);
    expect(fs.readFileSync(personFile(), "utf8")).toBe(before);
    // Its button takes her to the field.
    await summary.getByRole("button", { name: "Número do CRM-MG (somente números)" }).click();
    expect(await crm.evaluate((input) => input === document.activeElement)).toBe(true);

    await crm.fill("54321");
    // Nothing left to correct: the summary goes by itself.
    await expect.poll(() => summary.count()).toBe(0);
    const written = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await save(page);
    expect((await written).status()).toBe(200);
    expect(fs.readFileSync(personFile(), "utf8")).toContain("crm: '54321'");
    const { people } = await readStaff(root);
    const cardiologist = people.find((entry) => entry.person.id === "cardiologia")!.person;
    expect(cardiologist).toMatchObject({ profession: "medicina", crm: "CRM-MG nº 54321" });
    await page.close();
  });

  it("on a phone, a page refused by Salvar shows its summary at the top of the screen, and nothing is written", async () => {
    const phoneContext = await browser!.newContext({
      ...phone,
      locale: "pt-BR",
      storageState: await context.storageState(),
    });
    const page = await phoneContext.newPage();
    const clinicFile = path.join(root, "content/clinica.yaml");
    const before = fs.readFileSync(clinicFile, "utf8");
    await page.goto(`${origin}/keystatic/singleton/clinica`);
    const name = page.getByRole("textbox", { name: /^Nome da clínica/ }).first();
    await name.waitFor({ timeout: budget.pageMs });
    await name.fill("");
    await page.getByRole("textbox").last().scrollIntoViewIfNeeded();
    await save(page);
    const summary = page.getByRole("alert").filter({ hasText: "Não foi salvo" });
    await summary.waitFor({ timeout: budget.pageMs });
    expect(await summary.textContent()).toContain("Nome da clínica: Preencha “Nome da clínica”.");
    expect(await inViewport(summary)).toBe(true);
    expect(fs.readFileSync(clinicFile, "utf8")).toBe(before);
    await phoneContext.close();
  });

  it("edits a document's text and saves it as Markdoc that keeps its facts, cookie marks, table and contacts", async () => {
    const policy = async () =>
      (await readDocuments(root)).find(({ slug }) => slug === "politica-de-privacidade")!
        .content as DocumentPageContent;
    const before = await policy();
    const page = await context.newPage();
    await page.goto(`${origin}/keystatic/singleton/politicaDePrivacidade`);
    const paragraph = page.getByText("Respondemos em até 15 dias.", { exact: false });
    await paragraph.waitFor({ timeout: budget.pageMs });
    await paragraph.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Pedidos também pela recepção.");
    const written = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await save(page);
    expect((await written).status()).toBe(200);

    const file = fs.readFileSync(path.join(root, "content/documentos/politica-de-privacidade.mdoc"), "utf8");
    expect(file).toContain("Pedidos também pela recepção.");
    const after = await policy();
    expect(after.sections.find(({ id }) => id === "como-exercer")?.blocks.at(-1)).toEqual({
      paragraph:
        "Respondemos em até 15 dias. Se a resposta não resolver o seu pedido, você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD). Pedidos também pela recepção.",
    });
    // Everything else (the facts the code keeps, the cookie marks, the table, the contacts) is as it was.
    const unchanged = (content: DocumentPageContent) => content.sections.filter(({ id }) => id !== "como-exercer");
    expect(unchanged(after)).toEqual(unchanged(before));
    expect(after.intro).toEqual(before.intro);
    await page.close();
  });
});
