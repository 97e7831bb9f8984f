/**
 * `npm run build:editor`: Keystatic's admin UI built ahead with Vite into build-editor/, and the
 * service compiled ahead into build-editor-server/, so the editor service answers at once, the
 * first time included. Skipped when what it was built from
 * (cms/, shared/, editor/ui/, the installed packages) has not changed since: a stamp in
 * build-editor/.stamp records it. `--force` builds anyway.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const projectRoot = path.resolve(import.meta.dirname, "..");
export const uiDir = path.join(projectRoot, "build-editor");
const stampFile = path.join(uiDir, ".stamp");

/** The UI's source files under `dir`, in a stable order. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(tsx?|html|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
}

/** What the UI is built from: its sources and the installed packages' lock. */
const stampInputs = () => [
  ...["cms", "shared", "editor/ui"].flatMap((dir) => sourceFiles(path.join(projectRoot, dir))),
  path.join(projectRoot, "editor/keystatic-screens.ts"),
  path.join(projectRoot, "package-lock.json"),
];

/** The stamp of those files' contents. */
function stampOf(files: readonly string[], contents: readonly Buffer[]): string {
  const hash = crypto.createHash("sha256");
  files.forEach((file, index) => {
    // The lock file counts by its bytes alone, as it always has.
    if (!file.endsWith("package-lock.json")) hash.update(path.relative(projectRoot, file));
    hash.update(contents[index]!);
  });
  return hash.digest("hex");
}

export function uiSourceStamp(): string {
  const files = stampInputs();
  return stampOf(
    files,
    files.map((file) => fs.readFileSync(file)),
  );
}

export function uiIsFresh(): boolean {
  try {
    return (
      fs.readFileSync(stampFile, "utf8").trim() === uiSourceStamp() && fs.existsSync(path.join(uiDir, "index.html"))
    );
  } catch {
    return false;
  }
}

/**
 * uiIsFresh, its files read without holding the event loop: the editor service asks it once it
 * listens, while its login page is already answering.
 */
export async function uiIsFreshAsync(): Promise<boolean> {
  try {
    const files = stampInputs();
    const [stamp, ...contents] = await Promise.all([
      fs.promises.readFile(stampFile, "utf8"),
      ...files.map((file) => fs.promises.readFile(file)),
    ]);
    return stamp.trim() === stampOf(files, contents as Buffer[]) && fs.existsSync(path.join(uiDir, "index.html"));
  } catch {
    return false;
  }
}

export async function buildEditorUi(): Promise<void> {
  const stamp = uiSourceStamp();
  const { build } = await import("vite");
  const { keystaticInPortuguese } = await import("#cms/keystatic-pt-br.ts");
  const { keystaticScreens } = await import("./keystatic-screens.ts");
  const staging = `${uiDir}-staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    configFile: false,
    root: path.join(projectRoot, "editor/ui"),
    base: "/_editor-ui/",
    logLevel: "warn",
    mode: "production",
    // Keystatic's screens where they spoke to a programmer (names, not slugs; errors announced),
    // then its own words (buttons, dialogs, validation) in Portuguese.
    plugins: [keystaticScreens(), keystaticInPortuguese()],
    build: {
      outDir: staging,
      emptyOutDir: true,
      chunkSizeWarningLimit: 8000,
      reportCompressedSize: false,
      // Keystatic's packages mark themselves "use client" (for React Server Components): no meaning here.
      rollupOptions: {
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  });
  fs.writeFileSync(path.join(staging, ".stamp"), `${stamp}\n`);
  fs.rmSync(uiDir, { recursive: true, force: true });
  fs.renameSync(staging, uiDir);
}

/**
 * The service itself, compiled ahead into one JavaScript module and its chunks (Keystatic's API
 * and schema stay a chunk loaded after the first page): `npm run editor` (editor/start.mjs) runs
 * it with plain node, without the TypeScript loader resolving and compiling each module at every
 * start. Packages stay in node_modules. At the project's top level, as editor/ is, so the
 * sources' `import.meta.dirname` + ".." is the project in the bundle too. Its stamp records each
 * source file's digest: start.mjs runs the sources instead when any of them changed since.
 */
export const serverDir = path.join(projectRoot, "build-editor-server");

export async function buildEditorServer(): Promise<void> {
  const { build } = await import("esbuild");
  const staging = `${serverDir}-staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: ["editor/server.ts"],
    outdir: staging,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    logLevel: "warning",
  });
  const digest = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .sort()
      .map((file) => [file, digest(path.join(projectRoot, file))]),
  );
  fs.writeFileSync(path.join(staging, ".stamp"), `${JSON.stringify({ inputs }, null, 2)}\n`);
  fs.rmSync(serverDir, { recursive: true, force: true });
  fs.renameSync(staging, serverDir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serverStarted = Date.now();
  await buildEditorServer();
  console.log(
    `editor service: compiled into build-editor-server/ in ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`,
  );
  if (!process.argv.includes("--force") && uiIsFresh()) {
    console.log("editor UI: build-editor/ is up to date");
  } else {
    const started = Date.now();
    await buildEditorUi();
    console.log(`editor UI: built into build-editor/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
