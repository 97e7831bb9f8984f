/**
 * Who is asking: the editor's login, sessions and logout (docs/decisions/044). Every request but
 * the login page needs a live session (editor/session.ts) of an account that still exists and
 * whose password was not reset since the session began; otherwise a page is sent to /entrar and
 * anything else gets 401. Logins are limited by editor/login-limiter.ts.
 *
 * Local mode (EDITOR_LOCAL=1, a developer's own machine): no login; every request that comes
 * from this machine is the account "Local".
 */
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AccountStore, normalEmail, sessionAllowed, type Account } from "./accounts.ts";
import type { EditingSession } from "./edit-conflicts.ts";
import { LoginLimiter } from "./login-limiter.ts";
import { loginPage } from "./pages/login.tsx";
import {
  SessionStore,
  defaultIdleMs,
  loadSecret,
  readCookie,
  sessionCookie,
  sessionCookieHeader,
  signSessionId,
  verifySessionId,
} from "./session.ts";

declare module "fastify" {
  interface FastifyRequest {
    account?: Account;
    /** The session the request comes with (edit-conflicts.ts tells sessions apart by it). */
    editingSession?: EditingSession;
  }
}

export interface AuthOptions {
  dataDir: string;
  idleMs?: number;
  /** EDITOR_LOCAL: no login, every request from this machine is `localAccount`. */
  local?: boolean;
  limiter?: LoginLimiter;
  /** The CSP of the editor's own pages. */
  csp: string;
}

/** The account of local mode; its publications are authored by "Local". */
export const localAccount: Account = {
  email: "local@editor.invalid",
  name: "Local",
  password: "",
  createdAt: new Date(0).toISOString(),
};

/** Paths answered without a session ("Sair" after the session ended still leads to the login page). */
const openPaths = new Set(["/entrar", "/sair", "/favicon.ico"]);

const isLoopback = (address: string | undefined) =>
  !!address && (address === "::1" || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

/** Registers the session check (an onRequest hook, after the app's own) and the login and logout routes. */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const html = (reply: FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("content-security-policy", options.csp);
  if (options.local) return registerLocalMode(app);

  const accounts = new AccountStore(path.join(options.dataDir, "accounts.json"));
  const secret = loadSecret(options.dataDir);
  const sessions = new SessionStore(path.join(options.dataDir, "sessions.json"), {
    idleMs: options.idleMs ?? defaultIdleMs,
  });
  const limiter = options.limiter ?? new LoginLimiter();
  app.addHook("onClose", async () => sessions.flush());

  const sessionIdOf = (request: FastifyRequest) =>
    verifySessionId(secret, readCookie(request.headers.cookie, sessionCookie));
  const clearCookie = (reply: FastifyReply) => reply.header("set-cookie", sessionCookieHeader("", { maxAgeS: 0 }));

  app.addHook("onRequest", async (request, reply) => {
    const pathname = request.url.split("?", 1)[0]!;
    if (openPaths.has(pathname)) return;
    const id = sessionIdOf(request);
    const session = id === undefined ? undefined : sessions.use(id);
    const account = session && accounts.find(session.email);
    if (!session || !account || !sessionAllowed(account, session.started)) {
      // A session of a removed account, or older than its password, ends here for good; the
      // browser forgets a cookie that no longer opens anything.
      if (id !== undefined && session) sessions.end(id);
      const hadCookie = readCookie(request.headers.cookie, sessionCookie) !== undefined;
      if (hadCookie) clearCookie(reply);
      // A cookie that no longer opens a session: the login page says why she is there.
      if (request.method === "GET" && !pathname.startsWith("/api/"))
        return reply.redirect(hadCookie ? "/entrar?sessao=encerrada" : "/entrar", 303);
      return reply.code(401).type("text/plain; charset=utf-8").send("Sua sessão terminou. Entre de novo.");
    }
    request.account = account;
    request.editingSession = { email: account.email, started: session.started };
  });

  app.get("/entrar", async (request, reply) =>
    html(reply).send(
      loginPage(
        undefined,
        "",
        (request.query as Record<string, string | undefined>).sessao === "encerrada"
          ? "Sua sessão terminou (por tempo sem uso ou porque alguém saiu dela). Entre de novo: o que você salvou continua guardado."
          : undefined,
      ),
    ),
  );

  app.post("/entrar", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const email = normalEmail(String(body.email ?? ""));
    const password = String(body.senha ?? "");
    html(reply);
    const waitMs = limiter.waitMs(email, request.ip);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      return reply
        .code(429)
        .header("retry-after", String(Math.ceil(waitMs / 1000)))
        .send(
          loginPage(
            `Muitas tentativas erradas. Aguarde ${minutes === 1 ? "1 minuto" : `${minutes} minutos`} e tente de novo.`,
            email,
          ),
        );
    }
    const account = email && password ? accounts.authenticate(email, password) : undefined;
    if (!account) {
      limiter.fail(email, request.ip);
      request.log.info({ event: "login-failed" }, "login failed");
      return reply.code(401).send(loginPage("E-mail ou senha incorretos.", email));
    }
    limiter.succeed(email, request.ip);
    // A session id the browser brought along (a login over an old one) ends: one login, one session.
    const previous = sessionIdOf(request);
    if (previous !== undefined) sessions.end(previous);
    reply.header("set-cookie", sessionCookieHeader(signSessionId(secret, sessions.create(account.email))));
    return reply.redirect("/", 303);
  });

  /** "Sair": this session ends, here and in every copy of its cookie. */
  app.post("/sair", async (request, reply) => {
    const id = sessionIdOf(request);
    if (id !== undefined) sessions.end(id);
    return clearCookie(reply).redirect("/entrar", 303);
  });

  /** "Sair de todos os aparelhos": every session of the account ends. */
  app.post("/sair-de-todos", async (request, reply) => {
    const ended = sessions.endAll(request.account!.email);
    request.log.info({ event: "logout-everywhere", sessions: ended }, "every session of an account ended");
    return clearCookie(reply).redirect("/entrar", 303);
  });
}

function registerLocalMode(app: FastifyInstance): void {
  // One person on one machine: every tab is the same editing session.
  const started = Date.now();
  app.addHook("onRequest", async (request, reply) => {
    // The service listens on loopback; this holds even if that changed.
    if (!isLoopback(request.socket.remoteAddress))
      return reply.code(403).type("text/plain; charset=utf-8").send("Modo local: só neste computador.");
    request.account = localAccount;
    request.editingSession = { email: localAccount.email, started };
  });
  for (const url of ["/entrar", "/sair", "/sair-de-todos"]) {
    app.get(url, async (_request, reply) => reply.redirect("/", 303));
    app.post(url, async (_request, reply) => reply.redirect("/", 303));
  }
}
