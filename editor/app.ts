/**
 * The editor service (`npm run editor`): Fastify on 127.0.0.1:EDITOR_PORT, apart from the public
 * site. Everything but the login page needs a session; every write is checked for its origin;
 * Keystatic's UI is served built (build-editor/, editor/build-ui.ts) and its API through its
 * generic handler in local mode, on the checkout's content/.
 */
import fs from "node:fs";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Account } from "./accounts.ts";
import { registerAuth } from "./auth.ts";
import { apiReadRefusal, isAllowedHost, isSafeMethod, ownOrigins, writeRefusal } from "./guard.ts";
import type { LoginLimiter } from "./login-limiter.ts";
import { messagePage, panelPage, publicationsPage, type PanelState } from "./pages.ts";
import { editorCsp } from "./csp.ts";
import { registerKeystaticBridge } from "./keystatic-bridge.ts";
import { registerPreview } from "./preview.ts";
import { Publisher, type Outcome } from "./publisher.ts";
import { registerUiRoutes } from "./ui-routes.ts";

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
  idleMs?: number;
  /** EDITOR_LOCAL: a developer's own machine, no login (editor/auth.ts). */
  local?: boolean;
  logLevel?: string;
  /** EDITOR_PUBLISHES: what Publicar builds. */
  publishes?: "publicacao" | "demonstracao";
  deployCommand?: string;
  publisher?: Publisher;
  limiter?: LoginLimiter;
}

export async function buildEditor(options: EditorOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? "info" },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 30 * 1024 * 1024,
  });
  const publisher =
    options.publisher ??
    new Publisher(
      { root: options.root, dataDir: options.dataDir },
      { deployCommand: options.deployCommand, publishes: options.publishes, log: (message) => app.log.error(message) },
    );
  const port = () => (app.server.address() as { port: number } | null)?.port ?? options.port;

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
    const refusedRead = apiReadRefusal(request.url, request.headers["sec-fetch-site"] as string | undefined);
    if (refusedRead) return reply.code(403).type("text/plain; charset=utf-8").send(refusedRead);
    if (!isSafeMethod(request.method)) {
      const refusal = writeRefusal(
        { origin: request.headers.origin, "sec-fetch-site": request.headers["sec-fetch-site"] as string | undefined },
        ownOrigins(port(), options.editorHost),
      );
      if (refusal) return reply.code(403).type("text/plain; charset=utf-8").send(refusal);
    }
  });
  registerAuth(app, {
    dataDir: options.dataDir,
    idleMs: options.idleMs,
    local: options.local,
    limiter: options.limiter,
    csp: editorCsp,
  });

  app.get("/favicon.ico", async (_request, reply) => reply.code(204).send());

  const panel = async (request: FastifyRequest, message?: PanelState["message"]): Promise<string> => {
    const preview = publisher.previewState();
    const last = publisher.publications()[0];
    return panelPage({
      user: request.account!,
      changed: await publisher.changedFiles(),
      busy: publisher.busy(),
      preview: preview && { ...preview, current: preview.fingerprint === publisher.fingerprint() },
      lastPublication: last,
      canUndo: !!last && last.kind === "publicacao" && !last.undone && fs.existsSync(publisher.previousBuild),
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

  app.get("/publicacoes", async (request, reply) => {
    const items = await Promise.all(
      publisher
        .publications()
        .slice(0, 50)
        .map(async (publication) => ({ publication, diff: await publisher.diff(publication.commit) })),
    );
    return html(reply).send(publicationsPage(request.account!, items));
  });

  // Set before the plugins below are registered, so that they take it too (a failing upload or
  // Keystatic call answers in words, never with a path of the machine).
  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ status }, "request refused");
    return reply
      .code(status >= 400 && status < 600 ? status : 500)
      .type("text/plain; charset=utf-8")
      .send(status < 500 ? "Pedido inválido." : "Erro interno do editor. Tente de novo.");
  });

  await registerUiRoutes(app, { uiDir: options.uiDir, csp: editorCsp, messagePage });
  await registerKeystaticBridge(app, {
    root: options.root,
    onWrite: () => app.log.info({ event: "content-saved" }, "content saved"),
  });
  registerPreview(app, { previewBuild: () => publisher.previewBuild, messagePage, csp: editorCsp });

  return app;
}
