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
  return { app, root, dataDir, builds: () => builds };
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

  it("refuses a wrong password, then logs in with the right one: a __Host-, http-only, SameSite=Strict, Secure session", async () => {
    const { app } = await editor();
    const wrong = await login(app, "senha-errada-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("E-mail ou senha incorretos.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const right = await login(app, "senha-da-ana-1");
    expect(right.statusCode).toBe(303);
    expect(right.headers["set-cookie"]).toMatch(
      /^__Host-editor_sessao=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    const panel = await app.inject({ url: "/", headers: { host, cookie: cookieOf(right) } });
    expect(panel.statusCode).toBe(200);
    expect(panel.body).toContain("Olá, Ana Souza");
  });

  it("logs out: the cookie is cleared, and a copy of it kept elsewhere is refused", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    const copy = cookie;
    expect((await app.inject({ url: "/", headers: { host, cookie: copy } })).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/sair", headers: { host, origin, cookie } });
    expect(out.statusCode).toBe(303);
    expect(out.headers["set-cookie"]).toBe(
      "__Host-editor_sessao=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0",
    );
    const page = await app.inject({ url: "/", headers: { host, cookie: copy } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/entrar");
    const api = await app.inject({ url: "/api/keystatic/tree", headers: { host, cookie: copy } });
    expect(api.statusCode).toBe(401);
    expect(api.body).toBe("Sua sessão terminou. Entre de novo.");
  });

  it("ends every session of an account when its password is reset, or it is removed", async () => {
    const { app, dataDir } = await editor();
    const accounts = new AccountStore(path.join(dataDir, "accounts.json"));
    const cookie = cookieOf(await login(app, "senha-da-ana-1"));
    const copy = cookie;
    await accounts.reset("ana@clinica.example", "cadeira-verde-do-jardim");
    expect((await app.inject({ url: "/", headers: { host, cookie: copy } })).headers.location).toBe("/entrar");
    const after = cookieOf(await login(app, "cadeira-verde-do-jardim"));
    expect((await app.inject({ url: "/", headers: { host, cookie: after } })).statusCode).toBe(200);
    accounts.remove("ana@clinica.example");
    expect((await app.inject({ url: "/", headers: { host, cookie: after } })).headers.location).toBe("/entrar");
  });

  it("“Sair de todos os aparelhos” ends the account's other logins too", async () => {
    const { app } = await editor();
    const phone = cookieOf(await login(app, "senha-da-ana-1"));
    const desk = cookieOf(await login(app, "senha-da-ana-1"));
    expect(phone).not.toBe(desk);
    const panel = await app.inject({ url: "/", headers: { host, cookie: desk } });
    expect(panel.body).toContain('<form method="post" action="/sair-de-todos">');
    expect(panel.body).toContain("Sair de todos os aparelhos");
    expect((await app.inject({ url: "/", headers: { host, cookie: phone } })).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/sair-de-todos", headers: { host, origin, cookie: desk } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/entrar");
    for (const cookie of [phone, desk])
      expect((await app.inject({ url: "/", headers: { host, cookie } })).headers.location).toBe("/entrar");
    const refused = await app.inject({ method: "POST", url: "/sair-de-todos", headers: { host, origin } });
    expect(refused.statusCode).toBe(401);
  });

  it("keeps sessions across a restart, in a file only the service's user reads", async () => {
    const first = await editor();
    const cookie = cookieOf(await login(first.app, "senha-da-ana-1"));
    await first.app.close();
    expect(fs.statSync(path.join(first.dataDir, "sessions.json")).mode & 0o777).toBe(0o600);
    const again = await buildEditor({
      root: first.root,
      dataDir: first.dataDir,
      uiDir: path.join(first.root, "ui"),
      port: 3001,
    });
    apps.push(again);
    expect((await again.inject({ url: "/", headers: { host, cookie } })).statusCode).toBe(200);
  });

  it("sets the cookie Secure however the request came: behind the proxy's https as on this machine", async () => {
    const proxied = await editor({ trustProxy: true });
    expect((await login(proxied.app, "senha-da-ana-1")).headers["set-cookie"]).toContain("; Secure");
    expect(
      (await login(proxied.app, "senha-da-ana-1", { "x-forwarded-proto": "https" })).headers["set-cookie"],
    ).toContain("; Secure");
  });

  it("slows wrong passwords from one address, never the right password from another (E6)", async () => {
    const { app } = await editor({ trustProxy: true });
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let i = 0; i < 5; i++)
      expect((await login(app, `errada-${i}-xxxx`, from("203.0.113.9"))).statusCode).toBe(401);
    const blocked = await login(app, "senha-da-ana-1", from("203.0.113.9"));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("60");
    expect(blocked.body).toContain("Muitas tentativas erradas. Aguarde 1 minuto e tente de novo.");
    expect((await login(app, "senha-da-ana-1", from("198.51.100.7"))).statusCode).toBe(303);
  });

  it("counts an IPv6 client by its /64: 25 addresses of one /64 are slowed after 20 failures (E6)", async () => {
    const { app } = await editor({ trustProxy: true });
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/entrar",
        headers: {
          host,
          origin,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `2001:db8:42:7::${i.toString(16)}`,
        },
        payload: new URLSearchParams({ email: `p${i}@clinica.example`, senha: "errada-errada" }).toString(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect((await login(app, "senha-da-ana-1", { "x-forwarded-for": "2001:db8:42:8::1" })).statusCode).toBe(303);
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

describe("local mode (EDITOR_LOCAL=1)", () => {
  it("needs no login: every request from this machine is the account Local, with no cookie", async () => {
    const { app } = await editor({ local: true });
    const panel = await app.inject({ url: "/", headers: { host } });
    expect(panel.statusCode).toBe(200);
    expect(panel.body).toContain("Olá, Local");
    expect(panel.headers["set-cookie"]).toBeUndefined();
    expect((await app.inject({ url: "/entrar", headers: { host } })).headers.location).toBe("/");
    const saved = await keystaticSave(app, "", "content/clinica.yaml", "sabado: 07h às 13h\n");
    expect(saved.statusCode).toBe(200);
  });

  it("still refuses another machine, another host name and a cross-site write", async () => {
    const { app } = await editor({ local: true });
    const remote = await app.inject({ url: "/", headers: { host }, remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(403);
    expect((await app.inject({ url: "/", headers: { host: "rebound.example" } })).statusCode).toBe(421);
    const crossSite = await app.inject({
      method: "POST",
      url: "/publicar",
      headers: { host, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
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
