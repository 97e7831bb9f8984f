/**
 * The editor service (`npm run editor`): Fastify on 127.0.0.1:EDITOR_PORT, apart from the public
 * site. Everything but the login page needs a session; every write is checked for its origin;
 * Keystatic's UI is served built (build-editor/, editor/build-ui.ts) and its API through its
 * generic handler in local mode, on the checkout's content/.
 */
import fs from "node:fs";
import path from "node:path";
import type { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { guardUpdateBody, writableRootsOf } from "#cms/request-guard.ts";
import { contentTypeFor } from "#server/http-policy.ts";
import { AccountStore, normalEmail, type Account } from "./accounts.ts";
import { FailureLimiter, isAllowedHost, isSafeMethod, ownOrigins, writeRefusal } from "./guard.ts";
import { loginPage, messagePage, panelPage, publicationsPage, type PanelState } from "./pages.ts";
import type { BuildCommand } from "./build-runner.ts";
import { Publisher, type Outcome } from "./publisher.ts";
import {
  decodeSession,
  defaultIdleMs,
  encodeSession,
  loadSecret,
  readCookie,
  sessionCookie,
  sessionCookieHeader,
} from "./session.ts";

export interface EditorOptions {
  root: string;
  dataDir: string;
  /** The built Keystatic UI (editor/build-ui.ts). */
  uiDir: string;
  port: number;
  /** The editor's public host name behind nginx (EDITOR_HOST). */
  editorHost?: string;
  /** Trust X-Forwarded-Proto/-For from the proxy in front (EDITOR_TRUST_PROXY). */
  trustProxy?: boolean;
  /** Always mark the cookie Secure (EDITOR_SECURE_COOKIES). */
  secureCookies?: boolean;
  idleMs?: number;
  deployCommand?: string;
  /** Test only: the build the publisher runs (editor/test-build.ts). */
  build?: BuildCommand;
  publisher?: Publisher;
  limiter?: FailureLimiter;
}

const editorCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

/** The preview runs the site's own inline scripts; it is still framed by nobody and talks to nobody. */
const previewCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

/** A file of `dir` for a URL path, or undefined: no path climbs out of `dir`, no dot-file is served. */
export function fileUnder(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((part) => part === ".." || part.startsWith(".")))
    return undefined;
  const candidates = decoded.endsWith("/")
    ? [`${decoded}index.html`]
    : path.extname(decoded)
      ? [decoded]
      : [`${decoded}/index.html`, `${decoded}.html`];
  for (const candidate of candidates) {
    const file = path.resolve(dir, `.${candidate}`);
    if (file !== dir && !file.startsWith(`${dir}${path.sep}`)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function sendFile(reply: FastifyReply, file: string, csp: string): FastifyReply {
  return reply
    .header("content-type", contentTypeFor(path.extname(file)))
    .header("cache-control", "no-store")
    .header("content-security-policy", csp)
    .send(fs.readFileSync(file));
}

declare module "fastify" {
  interface FastifyRequest {
    account?: Account;
  }
}

export async function buildEditor(options: EditorOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.EDITOR_LOG_LEVEL ?? "info" },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 30 * 1024 * 1024,
  });
  const accounts = new AccountStore(path.join(options.dataDir, "accounts.json"));
  const secret = loadSecret(options.dataDir);
  const idleMs = options.idleMs ?? defaultIdleMs;
  const limiter = options.limiter ?? new FailureLimiter();
  const publisher =
    options.publisher ??
    new Publisher(
      { root: options.root, dataDir: options.dataDir },
      { deployCommand: options.deployCommand, build: options.build, log: (message) => app.log.error(message) },
    );
  // A publish, undo or restore a crash interrupted is settled before anything else (docs/decisions/045).
  try {
    for (const line of await publisher.repair()) app.log.warn({ event: "release-repair" }, line);
  } catch (error) {
    app.log.error({ event: "release-repair" }, `repair at start not done: ${(error as Error).message}`);
  }
  // Keystatic (its API and the content schema) is loaded once a first page has been answered (the
  // login page, while she types her password), or by the first call to its API: loading it takes
  // the event loop for a second or more on a loaded machine, which the first page must not wait for.
  let keystaticApi:
    Promise<{ handler: ReturnType<typeof makeGenericAPIRouteHandler>; writableRoots: string[] }> | undefined;
  const loadKeystatic = () =>
    (keystaticApi ??= Promise.all([import("@keystatic/core/api/generic"), import("#cms/config.ts")]).then(
      ([{ makeGenericAPIRouteHandler }, { default: config }]) => ({
        handler: makeGenericAPIRouteHandler({ config, localBaseDirectory: options.root }),
        writableRoots: writableRootsOf(config),
      }),
    ));
  app.addHook("onResponse", async () => {
    if (!keystaticApi) setImmediate(() => void loadKeystatic());
  });
  const port = () => (app.server.address() as { port: number } | null)?.port ?? options.port;

  const secure = (request: FastifyRequest) =>
    !!options.secureCookies || (!!options.trustProxy && request.protocol === "https");
  const setSession = (request: FastifyRequest, reply: FastifyReply, email: string, started = Date.now()) =>
    reply.header(
      "set-cookie",
      sessionCookieHeader(encodeSession(secret, { email, started, seen: Date.now() }), { secure: secure(request) }),
    );

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-robots-tag", "noindex");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "same-origin");
    reply.header("x-content-type-options", "nosniff");
    if (!isAllowedHost(request.headers.host, port(), options.editorHost))
      return reply.code(421).type("text/plain; charset=utf-8").send("Endereço não permitido.");
    if (!isSafeMethod(request.method)) {
      const refusal = writeRefusal(
        { origin: request.headers.origin, "sec-fetch-site": request.headers["sec-fetch-site"] as string | undefined },
        ownOrigins(port(), options.editorHost),
      );
      if (refusal) return reply.code(403).type("text/plain; charset=utf-8").send(refusal);
    }
    const pathname = request.url.split("?", 1)[0]!;
    if (pathname === "/entrar" || pathname === "/favicon.ico") return;
    const session = decodeSession(secret, readCookie(request.headers.cookie, sessionCookie), Date.now(), idleMs);
    const account = session && accounts.find(session.email);
    if (!session || !account) {
      if (request.method === "GET" && !pathname.startsWith("/api/")) return reply.redirect("/entrar", 303);
      return reply.code(401).type("text/plain; charset=utf-8").send("Sua sessão terminou. Entre de novo.");
    }
    request.account = account;
    // Each request renews the session (it ends after a time without any); logging out ends it.
    if (pathname !== "/sair") setSession(request, reply, account.email, session.started);
  });

  app.get("/favicon.ico", async (_request, reply) => reply.code(204).send());

  app.get("/entrar", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("content-security-policy", editorCsp).send(loginPage()),
  );

  app.post("/entrar", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const email = normalEmail(String(body.email ?? ""));
    const password = String(body.senha ?? "");
    const address = request.ip;
    reply.type("text/html; charset=utf-8").header("content-security-policy", editorCsp);
    if (limiter.blocked(email, address))
      return reply.code(429).send(loginPage("Muitas tentativas erradas. Aguarde 15 minutos e tente de novo.", email));
    const account = email && password ? accounts.authenticate(email, password) : undefined;
    if (!account) {
      limiter.fail(email, address);
      request.log.info({ event: "login-failed" }, "login failed");
      return reply.code(401).send(loginPage("E-mail ou senha incorretos.", email));
    }
    limiter.succeed(email);
    setSession(request, reply, account.email);
    return reply.redirect("/", 303);
  });

  app.post("/sair", async (request, reply) =>
    reply
      .header("set-cookie", sessionCookieHeader("", { secure: secure(request), maxAgeS: 0 }))
      .redirect("/entrar", 303),
  );

  const panel = async (request: FastifyRequest, message?: PanelState["message"]): Promise<string> => {
    const preview = publisher.previewState();
    const last = publisher.publications()[0];
    return panelPage({
      user: request.account!,
      changed: await publisher.changedFiles(),
      busy: publisher.busy(),
      preview: preview && { ...preview, current: preview.fingerprint === publisher.fingerprint() },
      lastPublication: last,
      canUndo: publisher.canUndo(),
      message,
    });
  };
  const html = (reply: FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("content-security-policy", editorCsp);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  // The outcome of a preview, publish or undo is shown once, by the panel the POST redirects to
  // (so reloading it never sends the form again).
  const outcomes = new Map<string, NonNullable<PanelState["message"]>>();
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: Outcome, done: string, refused: string) => {
    outcomes.set(
      request.account!.email,
      outcome.ok
        ? { ok: true, title: `${done} (em ${seconds(outcome.durationMs)}).`, lines: outcome.notes }
        : { ok: false, title: refused, lines: outcome.problems },
    );
    if (outcomes.size > 1000) outcomes.delete(outcomes.keys().next().value!);
    return reply.redirect("/", 303);
  };

  app.get("/", async (request, reply) => {
    const message = outcomes.get(request.account!.email);
    outcomes.delete(request.account!.email);
    return html(reply).send(await panel(request, message));
  });

  /** The panel's three actions: run, then back to the panel with what came of it, in Portuguese. */
  const action = (
    urlPath: string,
    run: (account: Account) => Promise<Outcome>,
    done: string,
    refused: string,
    loggedAs?: string,
  ) =>
    app.post(urlPath, async (request, reply) => {
      const account = request.account!;
      if (loggedAs) request.log.info({ event: loggedAs, by: account.email }, `${loggedAs} requested`);
      return answer(request, reply, await run(account), done, refused);
    });
  action(
    "/pre-visualizar",
    () => publisher.preview(),
    "Pré-visualização pronta",
    "A pré-visualização não foi montada: o conteúdo tem problemas.",
  );
  action(
    "/publicar",
    (account) => publisher.publish(account),
    "Publicado: o site já mostra as alterações",
    "Nada foi publicado: o site continua como estava.",
    "publish",
  );
  action(
    "/desfazer",
    (account) => publisher.undo(account),
    "Publicação desfeita: o site voltou ao que era antes",
    "Não foi possível desfazer.",
    "undo",
  );

  // "Restaurar esta versão": the publication's id in the form body.
  app.post("/restaurar", async (request, reply) => {
    const account = request.account!;
    const id = String((request.body as Record<string, unknown> | undefined)?.publicacao ?? "");
    request.log.info({ event: "restore", by: account.email, publication: id }, "restore requested");
    return answer(
      request,
      reply,
      await publisher.restore(account, id),
      "Versão restaurada: o site voltou a mostrá-la",
      "Não foi possível restaurar esta versão.",
    );
  });

  app.get("/publicacoes", async (request, reply) => {
    const items = await Promise.all(
      publisher
        .publications()
        .slice(0, 50)
        .map(async (publication) => ({
          publication,
          diff: await publisher.diff(publication.commit),
          restorable: publisher.canRestore(publication.id),
        })),
    );
    return html(reply).send(publicationsPage(request.account!, items));
  });

  // Keystatic's admin UI, built ahead (editor/build-ui.ts): one page for every /keystatic path.
  const uiIndex = path.join(options.uiDir, "index.html");
  const sendUi = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(uiIndex))
      return html(reply)
        .code(503)
        .send(
          messagePage(
            "Editor ainda não montado",
            "Rode npm run build:editor no computador do site e recarregue a página.",
          ),
        );
    return sendFile(reply, uiIndex, editorCsp);
  };
  app.get("/keystatic", sendUi);
  app.get("/keystatic/*", sendUi);
  app.get("/_editor-ui/*", async (request, reply) => {
    const file = fileUnder(options.uiDir, request.url.split("?", 1)[0]!.slice("/_editor-ui".length));
    if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("Arquivo não encontrado.");
    return sendFile(reply, file, editorCsp).header("cache-control", "private, max-age=31536000, immutable");
  });

  // Keystatic's API (local mode), on raw bodies.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 30 * 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    api.all("/api/keystatic/*", async (request, reply) => {
      const url = new URL(request.url, `http://${request.headers.host}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const body = request.body instanceof Buffer ? new Uint8Array(request.body) : undefined;
      const { handler, writableRoots } = await loadKeystatic();
      // Keystatic's own check takes content/equipe-x/… as inside content/equipe: the dev editor's first.
      if (body && url.pathname === "/api/keystatic/update") {
        const verdict = guardUpdateBody(body.buffer, writableRoots);
        if (!verdict.ok) return reply.code(verdict.status).type("text/plain; charset=utf-8").send(verdict.message);
      }
      const result = await handler(new Request(url, { method: request.method, headers, body }));
      if (request.method !== "GET")
        request.log.info({ event: "content-saved", by: request.account?.email }, "content saved");
      reply.code(result.status ?? 200);
      for (const [name, value] of new Headers(result.headers as HeadersInit | undefined)) reply.header(name, value);
      return reply.send(result.body ?? "");
    });
  });

  // The preview: at /pre-visualizar/… and, for its own links and assets, at the site's own paths.
  const previewClient = () => path.join(publisher.previewBuild, "client");
  const sendPreview = (reply: FastifyReply, urlPath: string) => {
    const client = previewClient();
    const file = fs.existsSync(client) ? fileUnder(client, urlPath) : undefined;
    if (!file)
      return html(reply)
        .code(404)
        .send(
          fs.existsSync(client)
            ? messagePage("Página não encontrada", "Esta página não existe na pré-visualização.")
            : messagePage("Sem pré-visualização", "Clique em “Pré-visualizar” no painel para montar uma."),
        );
    return sendFile(reply, file, previewCsp);
  };
  app.get("/pre-visualizar", async (_request, reply) => reply.redirect("/pre-visualizar/", 303));
  app.get("/pre-visualizar/*", async (request, reply) =>
    sendPreview(reply, `/${request.url.split("?", 1)[0]!.slice("/pre-visualizar/".length)}`),
  );
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === "GET" && request.account) return sendPreview(reply, request.url.split("?", 1)[0]!);
    return reply.code(404).type("text/plain; charset=utf-8").send("Não encontrado.");
  });

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error({ err: error }, "request failed");
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply
      .code(status >= 400 && status < 600 ? status : 500)
      .type("text/plain; charset=utf-8")
      .send(status < 500 ? "Pedido inválido." : "Erro interno do editor. Tente de novo.");
  });

  return app;
}
