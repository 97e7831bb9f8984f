/**
 * The editor service (`npm run editor`): Fastify on 127.0.0.1:EDITOR_PORT, apart from the public
 * site. Everything but the login page needs a session; every write is checked for its origin;
 * Keystatic's UI is served built (build-editor/, editor/build-ui.ts) and its API through its
 * generic handler in local mode, on the checkout's content/.
 */
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { AccountStore } from "./accounts.ts";
import { registerAuth } from "./auth.ts";
import type { BuildCommand } from "./build-runner.ts";
import { editorCsp } from "./csp.ts";
import { apiReadRefusal, isAllowedHost, isSafeMethod, ownOrigins, writeRefusal } from "./guard.ts";
import { EditConflicts } from "./edit-conflicts.ts";
import { registerKeystaticBridge } from "./keystatic-bridge.ts";
import { editorLoggerOptions } from "./log-options.ts";
import type { LoginLimiter } from "./login-limiter.ts";
import { messagePage } from "./pages/message.tsx";
import { registerPanelRoutes } from "./panel-routes.ts";
import { registerPreview } from "./preview.ts";
import { Publisher } from "./publisher.ts";
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
  /** The build command (tests only; editor/test-build.ts); scripts/build.ts otherwise. */
  build?: BuildCommand;
  publisher?: Publisher;
  limiter?: LoginLimiter;
  /** Where the log's lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

export async function buildEditor(options: EditorOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: editorLoggerOptions({ level: options.logLevel ?? "info", stream: options.logStream }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 30 * 1024 * 1024,
  });
  const publisher =
    options.publisher ??
    new Publisher(
      { root: options.root, dataDir: options.dataDir },
      {
        deployCommand: options.deployCommand,
        publishes: options.publishes,
        build: options.build,
        log: (message) => app.log.error(message),
      },
    );
  // A publish, undo or restore a crash interrupted is settled before anything else (docs/decisions/045).
  try {
    for (const line of await publisher.repair()) app.log.warn({ event: "release-repair" }, line);
  } catch (error) {
    app.log.error({ event: "release-repair" }, `repair at start not done: ${(error as Error).message}`);
  }
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

  const html = (reply: FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("content-security-policy", editorCsp);

  registerPanelRoutes(app, { publisher, root: options.root, dataDir: options.dataDir, html });

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
  const accounts = new AccountStore(path.join(options.dataDir, "accounts.json"));
  await registerKeystaticBridge(app, {
    root: options.root,
    editConflicts: new EditConflicts({
      root: options.root,
      dataDir: options.dataDir,
      nameOf: (email) => accounts.find(email)?.name,
    }),
    onWrite: () => app.log.info({ event: "content-saved" }, "content saved"),
  });
  registerPreview(app, { previewBuild: () => publisher.previewBuild, messagePage, csp: editorCsp });

  return app;
}
