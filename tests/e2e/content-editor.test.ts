/**
 * The content editor (`npm run cms`, Keystatic in local mode) in real Chromium, on a copy of
 * content/: a malformed CRM is refused with the Portuguese message and nothing is written; a
 * valid one is saved to the person's file, and the site's generated content reads it back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import http from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentPageContent } from "#app/site/types.ts";
import { readDocuments, readStaff } from "#scripts/generate-content.ts";
import { registrationNumber } from "#shared/content-rules.ts";
import { fixtureRoot } from "../fixture-content";
import { desktop, launchBrowser } from "./browser";

const projectRoot = path.resolve(import.meta.dirname, "../..");
let browser: Browser | undefined;
let context: BrowserContext;

let editor: ChildProcess | undefined;
let editorUrl = "";
let root = "";

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"));
  fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
  editor = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "cms/server.ts")], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, CMS_ROOT: root, CMS_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  editorUrl = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: editor!.stdout! }).on("line", (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/keystatic)/.exec(line);
      if (match) resolve(match[1]!);
    });
    editor!.once("exit", (code) => reject(new Error(`the editor exited with ${code}`)));
  });
  browser = await launchBrowser();
  context = await browser.newContext({ ...desktop, locale: "pt-BR" });
  // The editor's page talks to the editor only (Keystatic's UI links Google Fonts: cut off here,
  // as its CSP does in the staff's browser).
  const origin = new URL(editorUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort("blockedbyclient"),
  );
  // The dev editor compiles Keystatic's page on its first visit: on a fresh clone, with the other
  // tests sharing two cores, that alone can pass a test's 30 s. Paid here, once, before any test.
  const warmUp = await context.newPage();
  await warmUp.goto(`${editorUrl}/collection/equipe`);
  await warmUp.getByRole("columnheader", { name: "Identificador" }).waitFor({ timeout: 170_000 });
  await warmUp.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  editor?.kill("SIGTERM");
  fs.rmSync(root, { recursive: true, force: true });
});

const personFile = () => path.join(root, "content/equipe/cardiologia.yaml");

async function save(page: Page) {
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
}

describe("the content editor", () => {
  it("listens on loopback only and refuses another Host", async () => {
    expect(editorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/keystatic$/);
    // fetch() may not set Host; a plain request does, as a rebinding attacker's page would have it.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(editorUrl, { headers: { host: "clinica.example" } }, (response) => {
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
    await page.goto(`${editorUrl}/collection/equipe`);
    await expect
      .poll(() => page.getByRole("columnheader", { name: "Identificador" }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await page.getByRole("columnheader", { name: "Slug" }).count()).toBe(0);
    await page.goto(`${editorUrl}/collection/equipe/item/cardiologia`);
    const crm = page.getByLabel("Número do CRM-MG (somente números)");
    await crm.waitFor({ timeout: 30_000 });
    expect(await crm.inputValue()).toBe("00002");

    await crm.fill("CRM 12.345");
    // Keystatic's own words, in Portuguese (cms/keystatic-pt-br.ts, through the dev server's pre-bundling).
    await expect.poll(() => page.getByText("Não salvo", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText("Unsaved", { exact: true }).count()).toBe(0);
    await save(page);
    await expect.poll(() => page.getByText(registrationNumber.message).first().isVisible()).toBe(true);
    expect(writes).toEqual([]);
    expect(fs.readFileSync(personFile(), "utf8")).toBe(before);

    await crm.fill("54321");
    const written = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await save(page);
    expect((await written).status()).toBe(200);
    expect(fs.readFileSync(personFile(), "utf8")).toContain("crm: '54321'");
    const { people } = await readStaff(root);
    const cardiologist = people.find((entry) => entry.person.id === "cardiologia")!.person;
    expect(cardiologist).toMatchObject({ profession: "medicina", crm: "CRM-MG nº 54321" });
    await page.close();
  });

  it("edits a document's text and saves it as Markdoc that keeps its facts, cookie marks, table and contacts", async () => {
    const policy = async () =>
      (await readDocuments(root)).find(({ slug }) => slug === "politica-de-privacidade")!
        .content as DocumentPageContent;
    const before = await policy();
    const page = await context.newPage();
    await page.goto(`${editorUrl}/singleton/politicaDePrivacidade`);
    const paragraph = page.getByText("Respondemos em até 15 dias.", { exact: false });
    await paragraph.waitFor({ timeout: 30_000 });
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
