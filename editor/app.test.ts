import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccountStore } from "./accounts.ts";
import { buildEditor, fileUnder, type EditorOptions } from "./app.ts";
import { Publisher } from "./publisher.ts";

const host = "127.0.0.1:3001";
const origin = `http://${host}`;
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** An editor on a fresh checkout; its build fails unless `buildWorks` (then it writes a one-page site of the content). */
async function editor(options: Partial<EditorOptions> = {}, { buildWorks = false } = {}) {
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
  new AccountStore(path.join(dataDir, "accounts.json")).add("ana@clinica.example", "Ana Souza", "senha-da-ana-1");
  let builds = 0;
  const publisher = new Publisher(
    { root, dataDir },
    {
      build: async (outDir) => {
        builds++;
        if (!buildWorks) return { code: 1, stdout: "", stderr: "" };
        fs.mkdirSync(path.join(outDir, "client"), { recursive: true });
        fs.copyFileSync(path.join(root, "content/clinica.yaml"), path.join(outDir, "client/index.html"));
        return { code: 0, stdout: "", stderr: "" };
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

  it("refuses a wrong password, then logs in with the right one: an http-only, SameSite=Strict session", async () => {
    const { app } = await editor();
    const wrong = await login(app, "senha-errada-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("E-mail ou senha incorretos.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const right = await login(app, "senha-da-ana-1");
    expect(right.statusCode).toBe(303);
    expect(right.headers["set-cookie"]).toMatch(/^editor_sessao=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const panel = await app.inject({ url: "/", headers: { host, cookie: cookieOf(right) } });
    expect(panel.statusCode).toBe(200);
    expect(panel.body).toContain("Olá, Ana Souza");
  });

  it("logs out: the cookie is cleared and the panel asks for a login again", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    const out = await app.inject({ method: "POST", url: "/sair", headers: { host, origin, cookie } });
    expect(out.statusCode).toBe(303);
    expect(out.headers["set-cookie"]).toBe("editor_sessao=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
  });

  it("marks the cookie Secure behind TLS: always when told, or when the trusted proxy says https", async () => {
    const always = await editor({ secureCookies: true });
    expect((await login(always.app, "senha-da-ana-1")).headers["set-cookie"]).toContain("; Secure");
    const proxied = await editor({ trustProxy: true });
    expect((await login(proxied.app, "senha-da-ana-1")).headers["set-cookie"]).not.toContain("Secure");
    expect(
      (await login(proxied.app, "senha-da-ana-1", { "x-forwarded-proto": "https" })).headers["set-cookie"],
    ).toContain("; Secure");
  });

  it("stops trying after 5 wrong passwords for one account, the right one included", async () => {
    const { app } = await editor();
    for (let i = 0; i < 5; i++) expect((await login(app, `errada-${i}-xxxx`)).statusCode).toBe(401);
    const blocked = await login(app, "senha-da-ana-1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain("Muitas tentativas erradas.");
  });

  it("refuses a cross-site write, even with the session cookie, and publishes nothing", async () => {
    const { app, builds } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    for (const headers of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      {},
    ])
      for (const url of ["/publicar", "/desfazer", "/restaurar"]) {
        const response = await app.inject({ method: "POST", url, headers: { host, cookie, ...headers } });
        expect(response.statusCode, url).toBe(403);
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

  it("answers only to its own host names", async () => {
    const { app } = await editor({ editorHost: "editor.clinica.example" });
    expect((await app.inject({ url: "/entrar", headers: { host: "rebound.example" } })).statusCode).toBe(421);
    expect((await app.inject({ url: "/entrar", headers: { host: "editor.clinica.example" } })).statusCode).toBe(200);
  });

  it("ends a session after the idle time", async () => {
    const { app } = await editor({ idleMs: 50 });
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    await new Promise((resolve) => setTimeout(resolve, 80));
    const response = await app.inject({ url: "/", headers: { host, cookie } });
    expect(response.statusCode).toBe(303);
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

describe("Restaurar esta versão", () => {
  it("is offered on every earlier publication and puts its content back, as a publication of its own", async () => {
    const { app, root } = await editor({}, { buildWorks: true });
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    const post = (url: string, form: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url,
        headers: { host, origin, cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(form).toString(),
      });
    const live = () => fs.readFileSync(path.join(root, "build/client/index.html"), "utf8");
    for (const hours of ["07h às 13h", "08h às 14h"]) {
      fs.writeFileSync(path.join(root, "content/clinica.yaml"), `sabado: ${hours}\n`);
      expect((await post("/publicar")).statusCode).toBe(303);
    }
    expect(live()).toBe("sabado: 08h às 14h\n");
    const list = (await app.inject({ url: "/publicacoes", headers: { host, cookie } })).body;
    const offered = [...list.matchAll(/name="publicacao" value="([0-9a-f]{12})"/g)].map((match) => match[1]);
    // The newest (what the site shows) has none; the first publication has one.
    expect(offered).toHaveLength(1);
    const posted = await post("/restaurar", { publicacao: offered[0]! });
    expect(posted.headers.location).toBe("/");
    expect((await app.inject({ url: "/", headers: { host, cookie } })).body).toContain(
      "Versão restaurada: o site voltou a mostrá-la",
    );
    expect(live()).toBe("sabado: 07h às 13h\n");
    expect((await app.inject({ url: "/publicacoes", headers: { host, cookie } })).body).toContain(
      "Versão restaurada ·",
    );
    await post("/restaurar", { publicacao: "000000000000" });
    expect((await app.inject({ url: "/", headers: { host, cookie } })).body).toContain(
      "Esta versão não pode ser restaurada",
    );
  });
});

describe("fileUnder", () => {
  it("serves files of the folder only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-files-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "cardiologista"));
    fs.writeFileSync(path.join(dir, "cardiologista/index.html"), "x");
    fs.writeFileSync(path.join(dir, ".stamp"), "x");
    expect(fileUnder(dir, "/cardiologista")).toBe(path.join(dir, "cardiologista/index.html"));
    expect(fileUnder(dir, "/../../etc/passwd")).toBeUndefined();
    expect(fileUnder(dir, "/%2e%2e/%2e%2e/etc/passwd")).toBeUndefined();
    expect(fileUnder(dir, "/.stamp")).toBeUndefined();
    expect(fileUnder(dir, "/%")).toBeUndefined();
  });
});
