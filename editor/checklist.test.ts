/**
 * The panel's checklist, on the real editor service: the publication gate's items on the shipped
 * content (the tests' copy of it, tests/fixtures/content/, with the project's images) counted and
 * grouped as the build prints them, each a link that opens its entry in the editor; Pré-visualizar
 * builds a demonstration while items are left; Publicar is refused with the count, not a wall.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { publicationItems, reportPublicationItems, siteUrlOfTheBuild } from "#scripts/publication-gate.ts";
import { actors } from "#scripts/publication/item.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { buildEditor } from "./app.ts";
import type { BuildKind } from "./build-runner.ts";
import { keystaticUrlOf } from "./keystatic-links.ts";
import { Publisher } from "./publisher.ts";
import { anaPassword, makeCheckout, removeCheckouts } from "./testing/checkout.ts";
import { cookieOf, host, origin, postLogin, readTree } from "./testing/editor-app.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  removeCheckouts();
});

/** Every file under `dir`, as text, by its path relative to `base`. */
function filesUnder(base: string, dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(base, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(base, full), fs.readFileSync(full, "utf8")];
      }),
  );
}

/** The shipped content and the project's drawn images, Keystatic's page, and a build that stands in for scripts/build.ts. */
async function editorOnTheShippedContent() {
  const images = Object.fromEntries(
    fs
      .readdirSync(path.join(projectRoot, "images"))
      .filter((name) => name.endsWith(".svg"))
      .map((name) => [`images/${name}`, fs.readFileSync(path.join(projectRoot, "images", name), "utf8")]),
  );
  const { root, dataDir, uiDir } = await makeCheckout({
    ...filesUnder(fixtureRoot, "content"),
    ...images,
    "ui/index.html": "<!doctype html><title>Keystatic</title>",
  });
  const kinds: BuildKind[] = [];
  const publisher = new Publisher(
    { root, dataDir },
    {
      // As scripts/build.ts does: a publication asks the real gate first and prints its refusal;
      // otherwise a one-page site saying which kind of build it is.
      build: async (outDir, onOutput, kind) => {
        kinds.push(kind);
        const items = publicationItems(root, {
          siteUrl: siteUrlOfTheBuild(root),
          imagesDir: path.join(root, "images"),
        });
        if (kind === "publication" && items.length > 0) {
          let stderr = "";
          reportPublicationItems(items, {
            write: (chunk: string) => Boolean((stderr += chunk)),
          } as NodeJS.WritableStream);
          return { code: 1, stdout: "", stderr };
        }
        onOutput("content check: every page, person and setting follows the rules\n");
        fs.mkdirSync(path.join(outDir, "client"), { recursive: true });
        fs.writeFileSync(path.join(outDir, "client/index.html"), `<p>build: ${kind}</p>`);
        return { code: 0, stdout: "", stderr: "" };
      },
    },
  );
  const app = await buildEditor({ root, dataDir, uiDir, port: 3001, publisher, logLevel: "silent" });
  apps.push(app);
  const cookie = cookieOf(await postLogin(app, "ana@clinica.example", anaPassword));
  const items = publicationItems(root, { siteUrl: siteUrlOfTheBuild(root), imagesDir: path.join(root, "images") });
  const panel = async () => (await app.inject({ url: "/", headers: { host, cookie } })).body;
  return { app, root, dataDir, cookie, items, kinds, panel };
}

/** The panel, reloaded as the browser does (its meta refresh) until it shows `text`. */
async function panelUntil(panel: () => Promise<string>, text: string): Promise<string> {
  for (;;) {
    const body = await panel();
    if (body.includes(text)) return body;
    expect(body, "the panel shows the work running meanwhile").toContain('http-equiv="refresh"');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Text as the panel's HTML writes it. */
const inHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("the checklist on the panel", () => {
  it("finds every content file's entry in the editor's schema, and none for what is not content", () => {
    const files = Object.keys(filesUnder(fixtureRoot, "content"));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) expect(keystaticUrlOf(file), file).toMatch(/^\/keystatic\/(singleton|collection)\//);
    expect(keystaticUrlOf("content/clinica.yaml")).toBe("/keystatic/singleton/clinica");
    expect(keystaticUrlOf("content/paginas/inicio.yaml")).toBe("/keystatic/singleton/paginaInicial");
    expect(keystaticUrlOf("content/documentos/politica-de-privacidade.mdoc")).toBe(
      "/keystatic/singleton/politicaDePrivacidade",
    );
    expect(keystaticUrlOf("content/exames/ultrassom.yaml")).toBe("/keystatic/collection/exames/item/ultrassom");
    expect(keystaticUrlOf("images/og-image.svg")).toBeUndefined();
    expect(keystaticUrlOf("/etc/clinica/editor.env")).toBeUndefined();
    expect(keystaticUrlOf("content/equipe/sub/pasta.yaml")).toBeUndefined();
  });

  it("counts the gate's items on the shipped content, grouped by who acts, each once, linked to its entry", async () => {
    const { items, panel } = await editorOnTheShippedContent();
    const page = await panel();
    expect(items.length).toBeGreaterThan(100);
    expect(page).toContain(`Para publicar de verdade, faltam ${items.length} itens</h2>`);
    // The groups in the gate's order, each with its count.
    const groups = actors
      .map((who) => ({ who, count: items.filter((item) => item.who === who).length }))
      .filter(({ count }) => count > 0);
    expect(groups.map(({ who }) => who)).toEqual(
      expect.arrayContaining(["recepção", "cada médico", "advogado", "conselho", "quem administra o servidor"]),
    );
    const headings = groups.map(({ who, count }) => {
      const title = { conselho: "Conselho (CRM-MG)" }[who as string] ?? `${who[0]!.toUpperCase()}${who.slice(1)}`;
      return page.indexOf(`<strong>${title} (${count})</strong>`);
    });
    expect(headings.every((at) => at > 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    for (const item of items) {
      expect(page.split(inHtml(item.message)).length - 1, item.message).toBe(1);
      const href = keystaticUrlOf(item.file);
      if (item.file.startsWith("content/")) expect(href, item.file).toBeDefined();
      if (href) expect(page).toContain(`<a href="${href}">${inHtml(item.message)}</a>`);
    }
    // What is not content says who does it, with no link.
    // (The site's address: this editor builds without VITE_SITE_URL.)
    const outside = items.find((item) => !item.file.startsWith("content/"))!;
    expect(outside.who).toBe("quem administra o servidor");
    expect(page).toContain(`${inHtml(outside.message)} <em>Fora do editor: peça a quem administra o servidor.</em>`);
  });

  it("links an item to its entry in Keystatic's editor, which opens it", async () => {
    const { app, cookie, items, panel } = await editorOnTheShippedContent();
    const page = await panel();
    const person = items.find((item) => item.who === "cada médico" && item.file.startsWith("content/equipe/"))!;
    const slug = path.basename(person.file, ".yaml");
    const link = new RegExp(`<a href="([^"]+)">${inHtml(person.message).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</a>`);
    const href = link.exec(page)?.[1];
    expect(href).toBe(`/keystatic/collection/equipe/item/${slug}`);
    expect((await app.inject({ url: href!, headers: { host, cookie } })).statusCode).toBe(200);
    // The entry the link names is one Keystatic lists, and the line names its field by the editor's label.
    expect((await readTree(app, cookie)).has(person.file)).toBe(true);
    expect(person.message).toMatch(/› (Nome completo|Número do CRM-MG \(somente números\))/);
    // The council's answer is ticked in the clinic's data: its line leads there.
    const council = items.find((item) => item.who === "conselho")!;
    expect(page).toContain(`<a href="/keystatic/singleton/clinica">${inHtml(council.message)}</a>`);
    expect(council.message).toContain("Dados da clínica › Respostas do CRM-MG recebidas:");
  });

  it("previews as a demonstration while items are left; Publicar is refused with the count and the list", async () => {
    const { app, root, dataDir, cookie, items, kinds, panel } = await editorOnTheShippedContent();
    fs.appendFileSync(path.join(root, "content/clinica.yaml"), "# sábado\n");
    await app.inject({ method: "POST", url: "/pre-visualizar", headers: { host, origin, cookie } });
    const previewed = await panelUntil(panel, "Pré-visualização pronta");
    expect(previewed).toContain(
      `porque ainda faltam ${items.length} itens para publicar de verdade (a lista está nesta página).`,
    );
    expect(previewed).toContain("(demonstração: cada página leva o aviso de dados de exemplo)");
    expect(kinds).toEqual(["demonstration"]);
    // The preview the staff open is that demonstration build.
    expect(fs.readFileSync(path.join(dataDir, "preview/client/index.html"), "utf8")).toBe(
      "<p>build: demonstration</p>",
    );

    await app.inject({ method: "POST", url: "/publicar", headers: { host, origin, cookie } });
    const refused = await panelUntil(panel, "Nada foi publicado: o site continua como estava.");
    expect(kinds).toEqual(["demonstration", "publication"]);
    expect(refused).toContain(`Para publicar de verdade, faltam ${items.length} itens: <a href="#para-publicar">`);
    // The build's lines are the checklist's: each once on the page, none in a red wall.
    for (const item of items) expect(refused.split(inHtml(item.message)).length - 1, item.message).toBe(1);
    expect(refused).not.toContain("itens para corrigir:");
  });

  it("keeps the panel and the preview working when a content file cannot be read", async () => {
    const { root, dataDir, uiDir } = await makeCheckout({ "content/clinica.yaml": "nome: [sem fim\n" });
    const kinds: BuildKind[] = [];
    const publisher = new Publisher(
      { root, dataDir },
      {
        build: async (_outDir, _onOutput, kind) => {
          kinds.push(kind);
          return {
            code: 1,
            stdout: "",
            stderr: "\nO conteúdo tem 1 problema(s).\n\n  Dados da clínica: arquivo ilegível.\n",
          };
        },
      },
    );
    const app = await buildEditor({ root, dataDir, uiDir, port: 3001, publisher, logLevel: "silent" });
    apps.push(app);
    const cookie = cookieOf(await postLogin(app, "ana@clinica.example", anaPassword));
    const page = await app.inject({ url: "/", headers: { host, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("A lista do que falta não pôde ser montada");
    await app.inject({ method: "POST", url: "/pre-visualizar", headers: { host, origin, cookie } });
    const panel = async () => (await app.inject({ url: "/", headers: { host, cookie } })).body;
    expect(await panelUntil(panel, "A pré-visualização não foi montada")).toContain(
      "Dados da clínica: arquivo ilegível.",
    );
    expect(kinds).toEqual(["demonstration"]);
  });
});
