/**
 * `npm run editor`: the editor service for the clinic's staff, on 127.0.0.1:EDITOR_PORT (3001),
 * meant to sit behind nginx with TLS on its own host name (EDITOR_HOST). Builds Keystatic's UI
 * first only when build-editor/ is missing or stale (editor/build-ui.ts).
 *
 *   EDITOR_PORT            port (3001)
 *   EDITOR_HOST            the editor's host name behind nginx, e.g. editor.clinica.example
 *   EDITOR_TRUST_PROXY     1: trust X-Forwarded-Proto/For from the proxy (the cookie is Secure over https)
 *   EDITOR_SECURE_COOKIES  1: always mark the session cookie Secure
 *   EDITOR_IDLE_MINUTES    a session ends after this long without a request (30)
 *   EDITOR_DEPLOY_COMMAND  run after each publish and undo (e.g. an rsync to the static host)
 *   EDITOR_ROOT            the checkout to edit and publish (this one)
 * Test only, honoured with NODE_ENV=test alone (docs/editor-service.md):
 *   EDITOR_TEST_PAUSE_AT   stop for good at that step of a publish, undo or restore (editor/site-release.ts)
 *   EDITOR_TEST_BUILD      copia-do-site: a copy of the live release instead of the build (editor/test-build.ts)
 */
import fs from "node:fs";
import path from "node:path";
import { buildEditor } from "./app.ts";
import { buildEditorUi, uiDir, uiIsFreshAsync } from "./build-ui.ts";
import { testBuildFromEnvironment } from "./test-build.ts";

process.umask(0o077);
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const root = path.resolve(process.env.EDITOR_ROOT || path.join(import.meta.dirname, ".."));
const dataDir = path.join(root, "data/editor");
const port = Number(process.env.EDITOR_PORT ?? 3001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`EDITOR_PORT: "${process.env.EDITOR_PORT}" não é uma porta.`);
  process.exit(1);
}
if (!fs.existsSync(path.join(root, "content"))) {
  console.error(`Não há pasta content/ em ${root}.`);
  process.exit(1);
}

const app = await buildEditor({
  root,
  dataDir,
  uiDir,
  port,
  editorHost: process.env.EDITOR_HOST?.trim() || undefined,
  trustProxy: process.env.EDITOR_TRUST_PROXY === "1",
  secureCookies: process.env.EDITOR_SECURE_COOKIES === "1",
  idleMs: Number(process.env.EDITOR_IDLE_MINUTES ?? 30) * 60_000,
  deployCommand: process.env.EDITOR_DEPLOY_COMMAND?.trim() || undefined,
  build: testBuildFromEnvironment(root),
});

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });

// The login page answers at once; a stale UI is rebuilt meanwhile (its page says so until then).
await app.listen({ port, host: "127.0.0.1" });
const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
if (!(await uiIsFreshAsync())) {
  app.log.info("editor UI missing or stale: building it (npm run build:editor)");
  await buildEditorUi();
  app.log.info("editor UI built");
}
app.log.info(`editor ready at ${address}`);
if (!fs.existsSync(path.join(dataDir, "accounts.json")))
  app.log.warn("no account yet: create one with npm run editors -- add <e-mail>");
