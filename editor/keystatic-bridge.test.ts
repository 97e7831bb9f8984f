/**
 * The editor's one Keystatic host, at the HTTP level against the real service: Keystatic's API
 * answers only at the canonical spelling of its paths (so no other spelling of `update` passes the
 * write guard), cross-site reads of the API are refused, the UI's files come from its folder only,
 * and a preview runs under the site's own CSP.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScriptHash } from "#server/http-policy.ts";
import { inlineScriptHashesFileName, pageListFileName } from "#server/static-site.ts";
import { AccountStore } from "./accounts.ts";
import { buildEditor } from "./app.ts";
import { canonicalSegments, keystaticSegments } from "./keystatic-path.ts";
import { newPageWithoutPhoto } from "./new-page-photo.ts";
import { Publisher } from "./publisher.ts";

const host = "127.0.0.1:3001";
const origin = `http://${host}`;
const password = "Jacaranda florido na Afonso Vaz 2026";
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** The service on a checkout of one content file, with a built UI and a preview build of one page. */
async function editorWithSession() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-bridge-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "content/equipe"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/clinica.yaml"), "sabado: 07h às 12h\n");
  spawnSync("git", ["init", "--quiet"], { cwd: root });
  const uiDir = path.join(root, "ui");
  fs.mkdirSync(path.join(uiDir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(uiDir, "index.html"), "<!doctype html><title>Editor</title>");
  fs.writeFileSync(path.join(uiDir, "assets/ui-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(uiDir, ".stamp"), "segredo");
  const dataDir = path.join(root, "data/editor");
  await new AccountStore(path.join(dataDir, "accounts.json")).add("ana@clinica.example", "Ana Souza", password);
  const publisher = new Publisher({ root, dataDir }, { build: async () => ({ code: 1, stdout: "", stderr: "" }) });
  const app = await buildEditor({ root, dataDir, uiDir, port: 3001, publisher, logLevel: "silent" });
  apps.push(app);
  const loggedIn = await app.inject({
    method: "POST",
    url: "/entrar",
    headers: { host, origin, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ email: "ana@clinica.example", senha: password }).toString(),
  });
  expect(loggedIn.statusCode).toBe(303);
  const cookie = String(loggedIn.headers["set-cookie"]).split(";")[0]!;
  return { app, root, cookie, previewBuild: publisher.previewBuild };
}

const sameOrigin = {
  host,
  origin,
  "sec-fetch-site": "same-origin",
  "content-type": "application/json",
  "no-cors": "1",
};
const addition = (file: string) =>
  JSON.stringify({
    additions: [{ path: file, contents: Buffer.from("name: Intrusa\n").toString("base64") }],
    deletions: [],
  });

describe("Keystatic's paths", () => {
  it("reads the route as Keystatic does: split, decoded, empty segments dropped", () => {
    for (const spelling of [
      "/api/keystatic/update",
      "/api/keystatic//update",
      "/api/keystatic/update/",
      "/api/keystatic/%75pdate",
    ])
      expect(keystaticSegments(spelling), spelling).toEqual(["update"]);
    expect(keystaticSegments("/api/keystatic/%E0%A4%A")).toBeUndefined();
  });

  it("takes only the canonical spelling", () => {
    expect(canonicalSegments("/api/keystatic/update")).toEqual(["update"]);
    expect(canonicalSegments("/api/keystatic/blob/abc/content/clinica.yaml")).toEqual([
      "blob",
      "abc",
      "content",
      "clinica.yaml",
    ]);
    for (const other of [
      "/api/keystatic//update",
      "/api/keystatic/update/",
      "/api/keystatic/%75pdate",
      "/api/keystatic/blob/abc/content%2Fclinica.yaml",
      "/api/keystatic/",
    ])
      expect(canonicalSegments(other), other).toBeUndefined();
  });
});

describe("the bridge", () => {
  it("answers 404 to every other spelling of update and writes nothing; the canonical one is guarded", async () => {
    const { app, root, cookie } = await editorWithSession();
    for (const url of ["/api/keystatic//update", "/api/keystatic/update/", "/api/keystatic/%75pdate"]) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { ...sameOrigin, cookie },
        payload: addition("content/equipe-x/intrusa.yaml"),
      });
      expect(response.statusCode, url).toBe(404);
    }
    const canonical = await app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { ...sameOrigin, cookie },
      payload: addition("content/equipe-x/intrusa.yaml"),
    });
    expect(canonical.statusCode).toBe(400);
    expect(canonical.body).toBe("Caminho fora das pastas do conteúdo.");
    expect(fs.existsSync(path.join(root, "content/equipe-x"))).toBe(false);
  });

  it("refuses a read of the API that the browser says comes from another page", async () => {
    const { app, cookie } = await editorWithSession();
    for (const site of ["cross-site", "same-site", "none"]) {
      const response = await app.inject({
        url: "/api/keystatic/tree",
        headers: { host, cookie, "no-cors": "1", "sec-fetch-site": site },
      });
      expect(response.statusCode, site).toBe(403);
    }
    const own = await app.inject({
      url: "/api/keystatic/tree",
      headers: { host, cookie, "no-cors": "1", "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(200);
    expect(JSON.parse(own.body)).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "content/clinica.yaml" })]),
    );
  });
});

describe("a new page", () => {
  const page = (image: string) => `menu: Holter 24 horas\nhero:\n  title: Holter\n  image:\n${image}`;
  const save = (app: FastifyInstance, cookie: string, file: string, text: string) =>
    app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { ...sameOrigin, cookie },
      payload: JSON.stringify({
        additions: [{ path: file, contents: Buffer.from(text).toString("base64") }],
        deletions: [],
      }),
    });

  it("is refused, in her words, when created without its photo; nothing is written", async () => {
    const { app, root, cookie } = await editorWithSession();
    const response = await save(app, cookie, "content/exames/holter.yaml", page("    name: ''\n    alt: ''\n"));
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(newPageWithoutPhoto);
    expect(fs.existsSync(path.join(root, "content/exames/holter.yaml"))).toBe(false);
  });

  it("is created with its photo; a page that exists is saved without one (its illustration)", async () => {
    const { app, root, cookie } = await editorWithSession();
    const withPhoto = await save(
      app,
      cookie,
      "content/exames/holter.yaml",
      page("    name: ''\n    photo: enviadas/holter.jpg\n    alt: ''\n"),
    );
    expect(withPhoto.statusCode).toBe(200);
    fs.mkdirSync(path.join(root, "content/especialidades"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "content/especialidades/cardiologista.yaml"),
      page("    name: cardiologista\n    alt: x\n"),
    );
    const existing = await save(
      app,
      cookie,
      "content/especialidades/cardiologista.yaml",
      page("    name: ''\n    alt: ''\n"),
    );
    expect(existing.statusCode).toBe(200);
  });
});

describe("the UI's files", () => {
  it("serves the built UI's page for every /keystatic path and its files, never a dot-file", async () => {
    const { app, cookie } = await editorWithSession();
    const page = await app.inject({ url: "/keystatic/collection/equipe", headers: { host, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Editor</title>");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.headers["cache-control"]).toBe("no-store");
    const asset = await app.inject({ url: "/_editor-ui/assets/ui-abc123.js", headers: { host, cookie } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    for (const url of [
      "/_editor-ui/.stamp",
      "/_editor-ui/../data/editor/accounts.json",
      "/_editor-ui/%2e%2e/ui/.stamp",
    ]) {
      const response = await app.inject({ url, headers: { host, cookie } });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain("segredo");
      expect(response.body, url).not.toContain("scrypt");
    }
  });
});

describe("the preview", () => {
  it("serves the preview's pages with the site's CSP: its own inline scripts by hash, no 'unsafe-inline'", async () => {
    const { app, cookie, previewBuild } = await editorWithSession();
    const script = "document.documentElement.dataset.menu='1'";
    const client = path.join(previewBuild, "client");
    fs.mkdirSync(client, { recursive: true });
    const page = (text: string) =>
      `<!doctype html><html lang="pt-BR"><body>${text}<script>${script}</script></body></html>`;
    fs.writeFileSync(path.join(client, "index.html"), page("Início"));
    fs.writeFileSync(path.join(client, "404.html"), page("Não encontrada"));
    fs.mkdirSync(path.join(client, "cardiologista"));
    fs.writeFileSync(path.join(client, "cardiologista/index.html"), page("Cardiologia revisada"));
    fs.writeFileSync(path.join(previewBuild, pageListFileName), JSON.stringify(["/", "/cardiologista"]));
    fs.writeFileSync(path.join(previewBuild, inlineScriptHashesFileName), JSON.stringify([inlineScriptHash(script)]));
    const response = await app.inject({ url: "/pre-visualizar/cardiologista", headers: { host, cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Cardiologia revisada");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(inlineScriptHash(script));
    expect(csp.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
    const missing = await app.inject({ url: "/pre-visualizar/nao-existe", headers: { host, cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Esta página não existe na pré-visualização.");
  });
});
