import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccountStore } from "./accounts.ts";
import { buildEditor, type EditorOptions } from "./app.ts";
import { Publisher } from "./publisher.ts";

const host = "127.0.0.1:3001";
const origin = `http://${host}`;
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

async function editor(options: Partial<EditorOptions> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-app-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "content"));
  fs.writeFileSync(path.join(root, "content/clinica.yaml"), "sabado: 07h às 12h\n");
  spawnSync("git", ["init", "--quiet"], { cwd: root });
  spawnSync("git", ["add", "."], { cwd: root });
  spawnSync("git", ["-c", "user.name=Dev", "-c", "user.email=dev@x.example", "commit", "--quiet", "-m", "início"], {
    cwd: root,
  });
  const dataDir = path.join(root, "data/editor");
  await new AccountStore(path.join(dataDir, "accounts.json")).add("ana@clinica.example", "Ana Souza", "senha-da-ana-1");
  let builds = 0;
  const publisher = new Publisher(
    { root, dataDir },
    {
      build: async () => {
        builds++;
        return { code: 1, stdout: "", stderr: "" };
      },
    },
  );
  const app = await buildEditor({ root, dataDir, uiDir: path.join(root, "ui"), port: 3001, publisher, ...options });
  apps.push(app);
  return { app, root, builds: () => builds };
}

const login = (app: FastifyInstance, password: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/entrar",
    headers: {
      host,
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: new URLSearchParams({ email: "ana@clinica.example", senha: password }).toString(),
  });

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers["set-cookie"]).split(";")[0]!;

/** A same-origin save through Keystatic's API, as the editor's page makes it: one file added. */
const keystaticSave = (app: FastifyInstance, cookie: string, file: string, text: string) =>
  app.inject({
    method: "POST",
    url: "/api/keystatic/update",
    headers: {
      host,
      cookie,
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
      "no-cors": "1",
    },
    payload: JSON.stringify({
      additions: [{ path: file, contents: Buffer.from(text).toString("base64") }],
      deletions: [],
    }),
  });

describe("the editor service", () => {
  it("sends everyone without a session to the Portuguese login page", async () => {
    const { app } = await editor();
    const panel = await app.inject({ url: "/", headers: { host } });
    expect(panel.statusCode).toBe(303);
    expect(panel.headers.location).toBe("/entrar");
    const page = await app.inject({ url: "/entrar", headers: { host } });
    expect(page.body).toContain("Entrar no editor do site");
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    for (const url of ["/keystatic", "/api/keystatic/tree", "/publicacoes", "/pre-visualizar/", "/cardiologista"]) {
      const response = await app.inject({ url, headers: { host } });
      expect([303, 401], url).toContain(response.statusCode);
    }
  });

  it("refuses a cross-site write, even with the session cookie, and publishes nothing", async () => {
    const { app, builds } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    for (const headers of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      {},
    ]) {
      const response = await app.inject({ method: "POST", url: "/publicar", headers: { host, cookie, ...headers } });
      expect(response.statusCode).toBe(403);
    }
    const api = await app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { host, cookie, origin: "https://evil.example", "content-type": "application/json", "no-cors": "1" },
      payload: JSON.stringify({ additions: [], deletions: [{ path: "content/clinica.yaml" }] }),
    });
    expect(api.statusCode).toBe(403);
    expect(builds()).toBe(0);
  });

  it("answers only to its own host names, and refuses its host name's http:// origin", async () => {
    const { app } = await editor({ editorHost: "editor.clinica.example", trustProxy: true });
    const overHttp = await login(app, "senha-da-ana-1", {
      host: "editor.clinica.example",
      origin: "http://editor.clinica.example",
    });
    expect(overHttp.statusCode).toBe(403);
    expect(overHttp.headers["set-cookie"]).toBeUndefined();
    const overHttps = await login(app, "senha-da-ana-1", {
      host: "editor.clinica.example",
      origin: "https://editor.clinica.example",
    });
    expect(overHttps.statusCode).toBe(303);
    expect((await app.inject({ url: "/entrar", headers: { host: "rebound.example" } })).statusCode).toBe(421);
    expect((await app.inject({ url: "/entrar", headers: { host: "editor.clinica.example" } })).statusCode).toBe(200);
  });

  it("saves through Keystatic's API with a session and a same-origin request", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    const response = await keystaticSave(app, cookie, "content/clinica.yaml", "sabado: 07h às 13h\n");
    expect(response.statusCode).toBe(200);
    const panel = await app.inject({ url: "/", headers: { host, cookie } });
    expect(panel.body).toContain("content/clinica.yaml (alterado)");
  });

  it("writes only inside the content's own folders: content/equipe-x/ is not content/equipe/", async () => {
    const { app, root } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    const response = await keystaticSave(app, cookie, "content/equipe-x/intrusa.yaml", "name: Intrusa\n");
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Caminho fora das pastas do conteúdo.");
    expect(fs.existsSync(path.join(root, "content/equipe-x"))).toBe(false);
  });
});

describe("the panel's actions", () => {
  it("shows a refused publish once, in Portuguese, on the panel the POST redirects to", async () => {
    const { app, builds } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    fs.appendFileSync(path.join(dirs.at(-1)!, "content/clinica.yaml"), "domingo: fechado\n");
    const posted = await app.inject({ method: "POST", url: "/publicar", headers: { host, origin, cookie } });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/");
    expect(builds()).toBe(1);
    const panel = await app.inject({ url: "/", headers: { host, cookie } });
    expect(panel.body).toContain("Nada foi publicado: o site continua como estava.");
    expect(panel.body).toContain("A construção do site falhou sem dizer por quê.");
    expect((await app.inject({ url: "/", headers: { host, cookie } })).body).not.toContain("Nada foi publicado");
  });
});
