/**
 * `npm run build:editor`: Keystatic's admin UI built ahead with Vite into build-editor/, so the
 * editor service answers at once, the first time included. Skipped when what it was built from
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

function hashTree(hash: crypto.Hash, dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (/\.(tsx?|html|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      hash.update(path.relative(projectRoot, full)).update(fs.readFileSync(full));
  }
}

/** What the UI is built from: its sources and the installed packages' lock. */
export function uiSourceStamp(): string {
  const hash = crypto.createHash("sha256");
  for (const dir of ["cms", "shared", "editor/ui"]) hashTree(hash, path.join(projectRoot, dir));
  hash.update(fs.readFileSync(path.join(projectRoot, "package-lock.json")));
  hash.update(
    ["KEYSTATIC_STORAGE", "KEYSTATIC_GITHUB_REPO", "KEYSTATIC_CLOUD_PROJECT"]
      .map((name) => process.env[name] ?? "")
      .join("\0"),
  );
  return hash.digest("hex");
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

export async function buildEditorUi(): Promise<void> {
  const stamp = uiSourceStamp();
  const { build } = await import("vite");
  const { keystaticInPortuguese } = await import("#cms/keystatic-pt-br.ts");
  const staging = `${uiDir}-staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    configFile: false,
    root: path.join(projectRoot, "editor/ui"),
    base: "/_editor-ui/",
    logLevel: "warn",
    mode: "production",
    // Keystatic's own words (buttons, dialogs, validation) in Portuguese, as in `npm run cms`.
    plugins: [keystaticInPortuguese()],
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
    define: Object.fromEntries(
      ["KEYSTATIC_STORAGE", "KEYSTATIC_GITHUB_REPO", "KEYSTATIC_CLOUD_PROJECT"].map((name) => [
        `process.env.${name}`,
        JSON.stringify(process.env[name] ?? ""),
      ]),
    ),
  });
  fs.writeFileSync(path.join(staging, ".stamp"), `${stamp}\n`);
  fs.rmSync(uiDir, { recursive: true, force: true });
  fs.renameSync(staging, uiDir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes("--force") && uiIsFresh()) {
    console.log("editor UI: build-editor/ is up to date");
  } else {
    const started = Date.now();
    await buildEditorUi();
    console.log(`editor UI: built into build-editor/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
