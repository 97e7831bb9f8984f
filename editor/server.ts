/**
 * `npm run editor`: the editor service for the clinic's staff, on 127.0.0.1:EDITOR_PORT (3001),
 * meant to sit behind nginx with TLS on its own host name (EDITOR_HOST). Builds Keystatic's UI
 * first only when build-editor/ is missing or stale (editor/build-ui.ts). Its settings (EDITOR_*,
 * from the environment or .env) are read here once, through editor/env.ts, and passed in.
 * Test only, honoured with NODE_ENV=test alone (docs/editor-service.md):
 *   EDITOR_TEST_PAUSE_AT   stop for good at that step of a publish, undo or restore (editor/site-release.ts)
 *   EDITOR_TEST_BUILD      copia-do-site: a copy of the live release instead of the build (editor/test-build.ts)
 */
import fs from "node:fs";
import path from "node:path";
import { buildEditor } from "./app.ts";
import { buildEditorUi, uiDir, uiIsFreshAsync } from "./build-ui.ts";
import { loadEditorEnv, type EditorSettings } from "./env.ts";
import { testBuildFromEnvironment } from "./test-build.ts";
import { loadDotEnv } from "#server/dotenv.ts";

process.umask(0o077);
loadDotEnv();

let settings: EditorSettings;
try {
  settings = loadEditorEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { root, port } = settings;
const dataDir = path.join(root, "data/editor");
if (!fs.existsSync(path.join(root, "content"))) {
  console.error(`Não há pasta content/ em ${root}.`);
  process.exit(1);
}

const app = await buildEditor({
  root,
  dataDir,
  uiDir,
  port,
  editorHost: settings.host,
  trustProxy: settings.trustProxy,
  idleMs: settings.idleMs,
  local: settings.local,
  logLevel: settings.logLevel,
  publishes: settings.publishes,
  deployCommand: settings.deployCommand,
  build: testBuildFromEnvironment(root),
});
for (const warning of settings.warnings) app.log.warn(warning);
if (settings.local) app.log.warn("EDITOR_LOCAL=1: no login, every request from this machine is the account Local");

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
if (!settings.local && !fs.existsSync(path.join(dataDir, "accounts.json")))
  app.log.warn("no account yet: create one with npm run editors -- add <e-mail>");
