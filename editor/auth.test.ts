/**
 * The editor's login, sessions and logout (editor/auth.ts), through the real service in process:
 * the cookie, logout and reset ending every copy of a session, "Sair de todos os aparelhos",
 * sessions across a restart, the login limits of the security review (E6), and local mode.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildEditor, type EditorOptions } from "./app.ts";
import { anaEmail, anaPassword, makeCheckout, removeCheckouts } from "./testing/checkout.ts";
import { cookieOf, host, origin, postLogin } from "./testing/editor-app.ts";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  removeCheckouts();
});

async function editor(options: Partial<EditorOptions> = {}) {
  const checkout = await makeCheckout();
  const app = await buildEditor({ ...checkout, port: 3001, logLevel: "silent", ...options });
  apps.push(app);
  return { app, ...checkout };
}

const login = (
  app: FastifyInstance,
  password: string,
  headers: Record<string, string> = {},
  email: string = anaEmail,
) => postLogin(app, email, password, headers);

/** Where a page's address leads with a cookie that opens no session: the login page, saying why. */
const ENDED = "/entrar?sessao=encerrada";

/** Where the panel's address leads with this cookie: "/" (the panel) or the login page. */
async function panelWith(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ url: "/", headers: { host, cookie } });
  return response.statusCode === 200 ? "/" : String(response.headers.location);
}

describe("logging in", () => {
  it("refuses a wrong password, then logs in with the right one: a __Host-, http-only, SameSite=Strict, Secure session", async () => {
    const { app } = await editor();
    const wrong = await login(app, "senha-errada-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("E-mail ou senha incorretos.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const right = await login(app, anaPassword);
    expect(right.statusCode).toBe(303);
    expect(right.headers["set-cookie"]).toMatch(
      /^__Host-editor_sessao=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    const panel = await app.inject({ url: "/", headers: { host, cookie: cookieOf(right) } });
    expect(panel.statusCode).toBe(200);
    expect(panel.body).toContain("Olá, Ana Souza");
    // The session is the server's: requests do not re-issue the cookie.
    expect(panel.headers["set-cookie"]).toBeUndefined();
  });

  it("sets the cookie Secure however the request came: behind the proxy's https as on this machine", async () => {
    const { app } = await editor({ trustProxy: true });
    expect((await login(app, anaPassword)).headers["set-cookie"]).toContain("; Secure");
    expect((await login(app, anaPassword, { "x-forwarded-proto": "https" })).headers["set-cookie"]).toContain(
      "; Secure",
    );
  });

  it("refuses a forged or unknown cookie", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    const [name, value] = cookie.split("=");
    const [id, signature] = value!.split(".");
    expect(await panelWith(app, `${name}=${id}x.${signature}`)).toBe(ENDED);
    expect(await panelWith(app, `${name}=${id}`)).toBe(ENDED);
    expect(await panelWith(app, `editor_sessao=${value}`)).toBe("/entrar");
  });
});

describe("ending sessions", () => {
  it("Sair clears the cookie, and a copy of it kept elsewhere is refused", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    const copy = cookie;
    expect(await panelWith(app, copy)).toBe("/");
    const out = await app.inject({ method: "POST", url: "/sair", headers: { host, origin, cookie } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/entrar");
    expect(out.headers["set-cookie"]).toBe(
      "__Host-editor_sessao=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0",
    );
    const refused = await app.inject({ url: "/", headers: { host, cookie: copy } });
    expect(refused.headers.location).toBe(ENDED);
    expect(refused.headers["set-cookie"]).toContain("__Host-editor_sessao=; ");
    const api = await app.inject({ url: "/api/keystatic/tree", headers: { host, cookie: copy } });
    expect(api.statusCode).toBe(401);
    expect(api.body).toBe("Sua sessão terminou. Entre de novo.");
    // Sair again, from the copy, with its session already ended: back to the login page.
    const again = await app.inject({ method: "POST", url: "/sair", headers: { host, origin, cookie: copy } });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/entrar");
    // Still a write: from another site it is refused.
    const crossSite = await app.inject({
      method: "POST",
      url: "/sair",
      headers: { host, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("a password reset ends every copy of the account's sessions; so does removing the account", async () => {
    const { app, accounts } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    const copy = cookie;
    await accounts.reset(anaEmail, "mesa-amarela-da-cozinha");
    expect(await panelWith(app, cookie)).toBe(ENDED);
    expect(await panelWith(app, copy)).toBe(ENDED);
    const after = cookieOf(await login(app, "mesa-amarela-da-cozinha"));
    expect(await panelWith(app, after)).toBe("/");
    accounts.remove(anaEmail);
    expect(await panelWith(app, after)).toBe(ENDED);
  });

  it("npm run editors -- reset, another process, ends the sessions the running service holds", async () => {
    const { app, root } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    expect(await panelWith(app, cookie)).toBe("/");
    const reset = spawnSync(process.execPath, ["--import", "tsx", "editor/cli.ts", "reset", anaEmail], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, EDITOR_ROOT: root },
      input: "mesa-amarela-da-cozinha\n",
      encoding: "utf8",
    });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("As sessões abertas dessa conta terminaram.");
    expect(await panelWith(app, cookie)).toBe(ENDED);
    expect((await login(app, "mesa-amarela-da-cozinha")).statusCode).toBe(303);
  }, 120_000);

  it("“Sair de todos os aparelhos” ends the account's other logins, and only that account's", async () => {
    const { app, accounts } = await editor();
    await accounts.add("bia@clinica.example", "Bia Lima", "lapis-roxo-da-gaveta");
    const phone = cookieOf(await login(app, anaPassword));
    const desk = cookieOf(await login(app, anaPassword));
    const bia = cookieOf(await login(app, "lapis-roxo-da-gaveta", {}, "bia@clinica.example"));
    expect(phone).not.toBe(desk);
    const panel = await app.inject({ url: "/", headers: { host, cookie: desk } });
    expect(panel.body).toContain('action="/sair-de-todos"');
    expect(await panelWith(app, phone)).toBe("/");
    const out = await app.inject({ method: "POST", url: "/sair-de-todos", headers: { host, origin, cookie: desk } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/entrar");
    expect(await panelWith(app, phone)).toBe(ENDED);
    expect(await panelWith(app, desk)).toBe(ENDED);
    expect(await panelWith(app, bia)).toBe("/");
    const withoutSession = await app.inject({ method: "POST", url: "/sair-de-todos", headers: { host, origin } });
    expect(withoutSession.statusCode).toBe(401);
  });

  it("ends a session after the idle time", async () => {
    const { app } = await editor({ idleMs: 50 });
    const cookie = cookieOf(await login(app, anaPassword));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await panelWith(app, cookie)).toBe(ENDED);
  });

  it("keeps sessions across a restart of the service", async () => {
    const first = await editor();
    const cookie = cookieOf(await login(first.app, anaPassword));
    await first.app.close();
    const again = await buildEditor({ ...first, port: 3001, logLevel: "silent" });
    apps.push(again);
    expect(await panelWith(again, cookie)).toBe("/");
  });
});

describe("the login limits (security review E6)", () => {
  it("slows wrong passwords from one address, never the right password from another", async () => {
    const { app } = await editor({ trustProxy: true });
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let i = 0; i < 5; i++)
      expect((await login(app, `errada-${i}-xxxx`, from("203.0.113.9"))).statusCode).toBe(401);
    const held = await login(app, anaPassword, from("203.0.113.9"));
    expect(held.statusCode).toBe(429);
    expect(held.headers["retry-after"]).toBe("60");
    expect(held.body).toContain("Muitas tentativas erradas. Aguarde 1 minuto e tente de novo.");
    expect((await login(app, anaPassword, from("198.51.100.7"))).statusCode).toBe(303);
  });

  it("counts an IPv6 client by its /64: 25 addresses of one /64 are held after 20 failures", async () => {
    const { app } = await editor({ trustProxy: true });
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++)
      statuses.push(
        (
          await login(
            app,
            "errada-errada",
            { "x-forwarded-for": `2001:db8:42:7::${i.toString(16)}` },
            `p${i}@x.example`,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
    expect((await login(app, anaPassword, { "x-forwarded-for": "2001:db8:42:8::1" })).statusCode).toBe(303);
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
    const saved = await app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { host, origin, "sec-fetch-site": "same-origin", "content-type": "application/json", "no-cors": "1" },
      payload: JSON.stringify({
        additions: [{ path: "content/clinica.yaml", contents: Buffer.from("sabado: 07h às 13h\n").toString("base64") }],
        deletions: [],
      }),
    });
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
