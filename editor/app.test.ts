import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { EditorOptions } from "./app.ts";
import { Publisher } from "./publisher.ts";
import { anaPassword } from "./testing/checkout.ts";
import { closeTestEditors, cookieOf, host, origin, postLogin, testEditor } from "./testing/editor-app.ts";

afterEach(closeTestEditors);

/** The log's lines, as the editor wrote them. */
function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/** An editor on a fresh checkout; its build fails unless `buildWorks` (then it writes a one-page site of the content). */
async function editor(options: Partial<EditorOptions> & { held?: boolean } = {}, { buildWorks = false } = {}) {
  // A held build waits, once past the content check, until the test calls `release()`: the
  // running state is asserted at the test's pace, whatever the machine's load.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let builds = 0;
  // Logged at the service's own level, into a sink (a test that reads the log passes its own stream).
  const { app, root } = await testEditor(
    {},
    { logLevel: "info", logStream: logCapture().stream, ...options },
    ({ root, dataDir }) =>
      new Publisher(
        { root, dataDir },
        {
          publishes: options.publishes,
          build: async (outDir, onOutput) => {
            builds++;
            if (options.held) {
              // As scripts/build.ts does: the content check passes, then the pages take their time.
              onOutput("content check: every page, person and setting follows the rules\n");
              await released;
            }
            if (!buildWorks) return { code: 1, stdout: "", stderr: "" };
            fs.mkdirSync(path.join(outDir, "client"), { recursive: true });
            fs.copyFileSync(path.join(root, "content/clinica.yaml"), path.join(outDir, "client/index.html"));
            return { code: 0, stdout: "", stderr: "" };
          },
        },
      ),
  );
  return { app, root, builds: () => builds, release };
}

const login = (app: FastifyInstance, password: string, headers: Record<string, string> = {}) =>
  postLogin(app, "ana@clinica.example", password, headers);

/** The panel, reloaded as the browser does (its meta refresh) until it shows `text`. */
async function panelUntil(app: FastifyInstance, cookie: string, text: string): Promise<string> {
  for (;;) {
    const body = (await app.inject({ url: "/", headers: { host, cookie } })).body;
    if (body.includes(text)) return body;
    expect(body, "the panel shows the work running meanwhile").toContain('http-equiv="refresh"');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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
    const cookie = cookieOf(await login(app, anaPassword));
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

  it("answers only to its own host names, and refuses its host name's http:// origin", async () => {
    const { app } = await editor({ editorHost: "editor.clinica.example", trustProxy: true });
    const overHttp = await login(app, anaPassword, {
      host: "editor.clinica.example",
      origin: "http://editor.clinica.example",
    });
    expect(overHttp.statusCode).toBe(403);
    expect(overHttp.headers["set-cookie"]).toBeUndefined();
    const overHttps = await login(app, anaPassword, {
      host: "editor.clinica.example",
      origin: "https://editor.clinica.example",
    });
    expect(overHttps.statusCode).toBe(303);
    expect((await app.inject({ url: "/entrar", headers: { host: "rebound.example" } })).statusCode).toBe(421);
    expect((await app.inject({ url: "/entrar", headers: { host: "editor.clinica.example" } })).statusCode).toBe(200);
  });

  it("saves through Keystatic's API with a session and a same-origin request", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    const response = await keystaticSave(app, cookie, "content/clinica.yaml", "sabado: 07h às 13h\n");
    expect(response.statusCode).toBe(200);
    const panel = await app.inject({ url: "/", headers: { host, cookie } });
    // By the name she knows; the file itself in the "Detalhes" fold.
    expect(panel.body).toContain("<li>Dados da clínica (alterado)</li>");
    expect(panel.body).toMatch(
      /<details><summary>Detalhes<\/summary><ul><li><code>content\/clinica.yaml<\/code> \(alterado\)/,
    );
  });

  it("writes only inside the content's own folders: content/equipe-x/ is not content/equipe/", async () => {
    const { app, root } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    const response = await keystaticSave(app, cookie, "content/equipe-x/intrusa.yaml", "name: Intrusa\n");
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Caminho fora das pastas do conteúdo.");
    expect(fs.existsSync(path.join(root, "content/equipe-x"))).toBe(false);
  });
});

describe("the panel's actions", () => {
  it("shows a refused publish once, in Portuguese, on the panel the POST redirects to", async () => {
    const { app, root, builds } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    fs.appendFileSync(path.join(root, "content/clinica.yaml"), "domingo: fechado\n");
    const posted = await app.inject({ method: "POST", url: "/publicar", headers: { host, origin, cookie } });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/");
    const panel = await panelUntil(app, cookie, "Nada foi publicado: o site continua como estava.");
    expect(builds()).toBe(1);
    expect(panel).toContain("A construção do site falhou sem dizer por quê.");
    expect(panel).not.toContain('http-equiv="refresh"');
    expect((await app.inject({ url: "/", headers: { host, cookie } })).body).not.toContain("Nada foi publicado");
  });

  it("answers a publish at once with its steps, buttons disabled, and the outcome when it ends", async () => {
    const { app, root, builds, release } = await editor({ held: true });
    const cookie = cookieOf(await login(app, anaPassword));
    fs.appendFileSync(path.join(root, "content/clinica.yaml"), "domingo: fechado\n");
    const posted = await app.inject({ method: "POST", url: "/publicar", headers: { host, origin, cookie } });
    expect(posted.statusCode).toBe(303);
    const running = await panelUntil(app, cookie, "Montando o site (agora)");
    expect(running).toContain("Publicando…");
    expect(running).toContain("Começou a pedido de Ana Souza");
    expect(running).toContain("✓ Conferindo o conteúdo (feito)");
    expect(running).toContain("Colocando no ar");
    expect(running).toContain('<meta http-equiv="refresh" content="3"/>');
    for (const button of ["Pré-visualizar", "Publicar"])
      expect(running).toContain(`<button type="submit" disabled="">${button}</button>`);
    // A second click meanwhile (another tab) neither starts a second build nor hides the first's outcome.
    await app.inject({ method: "POST", url: "/publicar", headers: { host, origin, cookie } });
    release();
    const done = await panelUntil(app, cookie, "Nada foi publicado: o site continua como estava.");
    expect(done).not.toContain("Publicando…");
    expect(builds()).toBe(1);
    expect(done).toContain('<button type="submit">Publicar</button>');
  });

  it("says which mode it publishes in", async () => {
    const { app } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    expect((await app.inject({ url: "/", headers: { host, cookie } })).body).toContain("Modo publicação:");
    const demonstration = await editor({ publishes: "demonstracao" });
    const its = cookieOf(await login(demonstration.app, anaPassword));
    expect((await demonstration.app.inject({ url: "/", headers: { host, cookie: its } })).body).toContain(
      "Modo demonstração: o site publicado mostra dados de exemplo.",
    );
  });

  it("tells a login page reached from an ended session why she is there", async () => {
    const { app } = await editor({ idleMs: 50 });
    const cookie = cookieOf(await login(app, anaPassword));
    await new Promise((resolve) => setTimeout(resolve, 80));
    const response = await app.inject({ url: "/", headers: { host, cookie } });
    expect(response.headers.location).toBe("/entrar?sessao=encerrada");
    const page = await app.inject({ url: response.headers.location, headers: { host } });
    expect(page.body).toContain("Sua sessão terminou (por tempo sem uso ou porque alguém saiu dela).");
    expect((await app.inject({ url: "/entrar", headers: { host } })).body).not.toContain("Sua sessão terminou");
  });
});

describe("Restaurar esta versão", () => {
  it("is offered on every earlier publication and puts its content back, as a publication of its own", async () => {
    const { app, root } = await editor({}, { buildWorks: true });
    const cookie = cookieOf(await login(app, anaPassword));
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
      await panelUntil(app, cookie, "Publicado: o site já mostra as alterações");
    }
    expect(live()).toBe("sabado: 08h às 14h\n");
    const list = (await app.inject({ url: "/publicacoes", headers: { host, cookie } })).body;
    const offered = [...list.matchAll(/name="publicacao" value="([0-9a-f]{12})"/g)].map((match) => match[1]);
    // The newest (what the site shows) has none; the first publication has one.
    expect(offered).toHaveLength(1);
    const posted = await post("/restaurar", { publicacao: offered[0]! });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/");
    // Answered at once; the panel shows the outcome once the work is done.
    await panelUntil(app, cookie, "Versão restaurada: o site voltou a mostrá-la");
    expect(live()).toBe("sabado: 07h às 13h\n");
    expect((await app.inject({ url: "/publicacoes", headers: { host, cookie } })).body).toContain(
      "Versão restaurada ·",
    );
    const panel = (await app.inject({ url: "/", headers: { host, cookie } })).body;
    expect(panel).toContain("Última: versão restaurada por Ana Souza");
    expect(panel).toContain('action="/desfazer"');
    await post("/restaurar", { publicacao: "000000000000" });
    await panelUntil(app, cookie, "Esta versão não pode ser restaurada");
  });
});

describe("what the editor keeps about the staff", () => {
  it("shows its notice once, until she clicks Entendi, and records that in data/editor/ only", async () => {
    const { app, root } = await editor();
    const cookie = cookieOf(await login(app, anaPassword));
    const first = (await app.inject({ url: "/", headers: { host, cookie } })).body;
    expect(first).toContain("O que o editor guarda sobre você");
    expect(first).toContain("é apagado 12 meses depois da publicação");
    expect(first).toContain('<form action="/aviso-entendido" method="post"><button type="submit">Entendi</button>');
    const read = await app.inject({ method: "POST", url: "/aviso-entendido", headers: { host, origin, cookie } });
    expect(read.statusCode).toBe(303);
    expect((await app.inject({ url: "/", headers: { host, cookie } })).body).not.toContain("Entendi");
    expect(fs.statSync(path.join(root, "data/editor/notices.json")).mode & 0o777).toBe(0o600);
    // Still readable at any time, at the foot of the publications.
    expect((await app.inject({ url: "/publicacoes", headers: { host, cookie } })).body).toContain(
      "O que o editor guarda sobre você",
    );
  });

  it("logs no IP address and no e-mail, through a login refused, a login, a save and a publish", async () => {
    const log = logCapture();
    const { app } = await editor({ logStream: log.stream, trustProxy: true });
    const forwarded = { "x-forwarded-for": "203.0.113.77" };
    await login(app, "senha-errada-1", forwarded);
    const cookie = cookieOf(await login(app, anaPassword, forwarded));
    await keystaticSave(app, cookie, "content/clinica.yaml", "sabado: 07h às 13h\n");
    await app.inject({ method: "POST", url: "/publicar", headers: { host, origin, cookie, ...forwarded } });
    await panelUntil(app, cookie, "Nada foi publicado");
    app.log.info("a line that names ana@clinica.example by mistake");
    const events = log.lines.map((line) => JSON.parse(line) as { event?: string; req?: object });
    // The log is there, and says what happened...
    expect(events.map((line) => line.event)).toEqual(
      expect.arrayContaining(["login-failed", "content-saved", "publish"]),
    );
    expect(events.find((line) => line.req)?.req).toEqual({ method: "POST", url: "/entrar" });
    // ...but never who asked from where.
    const text = log.lines.join("\n");
    for (const personal of ["203.0.113.77", "127.0.0.1", "remoteAddress", "ana@clinica.example", "Ana Souza"])
      expect(text).not.toContain(personal);
    expect(text).toContain("a line that names [e-mail] by mistake");
  });
});
