/**
 * The server as production runs it: `server/index.ts` (and the operator's `server/cli.ts`)
 * bundled with the shared and content modules it imports into plain JavaScript under
 * `build/relay/`, so `npm start` runs `node build/relay/index.js` with no TypeScript loader in the
 * process. Packages stay imports of node_modules (better-sqlite3 is native, and each keeps its own
 * files); the project's own `#shared/…` and `#app/…` modules are compiled in.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** Every package the project names, and their subpaths: left to Node to load from node_modules. */
function packageNames(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})].flatMap(
    (name) => [name, `${name}/*`],
  );
}

/** Compiles the entry points into `outDir`; returns the files written, relative to it. */
export function buildServerBundle(outDir: string): string[] {
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = buildSync({
    absWorkingDir: projectRoot,
    entryPoints: { index: "server/index.ts", cli: "server/cli.ts" },
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: packageNames(),
    sourcemap: "linked",
    // The server logs its own errors; a stack through the bundle points at the sources.
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    banner: { js: "// Compiled by scripts/build-server.ts from server/; do not edit." },
  });
  fs.writeFileSync(path.join(outDir, "package.json"), `${JSON.stringify({ type: "module" })}\n`);
  return Object.keys(result.metafile.outputs).map((file) => path.relative(outDir, path.resolve(projectRoot, file)));
}
