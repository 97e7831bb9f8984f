/**
 * `npm run build`: a bad edit never reaches the public. `npm run build -- --publication` (or
 * `npm run build:publicacao`) first asks the publication gate and stops, writing nothing, while
 * any example data is left (scripts/publication-gate.ts); plain `npm run build` makes a
 * demonstration, marked as such on every page and kept out of search engines (docs/publication.md). The editor's files are read into typed
 * modules (scripts/generate-content.ts), the artwork and icons rendered, then every page, person
 * and setting is checked (scripts/content-check.ts); any problem is printed one per line and
 * nothing is built.
 * Then the site is built as a new release, `releases/<id>/`, and only a build that finished
 * whole is put live: `build` is a link to the live release, replaced by one rename
 * (scripts/release/, docs/decisions/045); a build that fails (the prerender's own checks included)
 * leaves the site already built exactly as it was. One build or editor publication at a time on a
 * checkout (`.build.lock`); a build into another folder (BUILD_DIR: the editor's preview and
 * publication builds, tests) is made beside it and renamed into place.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDirectory } from "./build-directory";
import { buildRelease } from "./release/build-release";
import { inWords } from "./release/in-words";
import { lockOrParents, type HeldLock } from "./release/lock";
import { contentRoot, writeContentSource } from "./content-root";
import { generateContent } from "./generate-content";
import { publicationItems, reportPublicationItems, siteUrlOfTheBuild } from "./publication-gate";

const projectRoot = path.resolve(import.meta.dirname, "..");

/**
 * A build into another folder than the live one (BUILD_DIR: the editor's preview and release
 * builds, tests): runs `build(staging)` into a fresh directory beside `target` and, when it
 * succeeds, puts it in `target`'s place; when it throws, removes the staging directory and
 * rethrows, `target` untouched. A `target` that does not exist yet is built in place (and removed
 * when the build fails): there is nothing to keep serving meanwhile.
 */
export async function buildAside(target: string, build: (staging: string) => Promise<void> | void): Promise<void> {
  if (!fs.existsSync(target)) {
    fs.mkdirSync(target, { recursive: true });
    try {
      return await build(target);
    } catch (error) {
      fs.rmSync(target, { recursive: true, force: true });
      throw error;
    }
  }
  const staging = path.join(path.dirname(target), `.${path.basename(target)}-staging`);
  const previous = path.join(path.dirname(target), `.${path.basename(target)}-previous`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(previous, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    await build(staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // Two renames: a server reading `target` sees the old build or the new one, never a mix.
  if (fs.existsSync(target)) fs.renameSync(target, previous);
  fs.renameSync(staging, target);
  fs.rmSync(previous, { recursive: true, force: true });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit", env });
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(" ")} failed (${result.status ?? result.signal})`);
}

/**
 * `--publication`: the build for the public, which the publication gate must pass first
 * (scripts/publication-gate.ts); without it, a demonstration build: every page says its data are
 * examples and asks search engines not to index it (docs/publication.md).
 */
export function buildKind(args: readonly string[]): "publication" | "demonstration" {
  return args.includes("--publication") ? "publication" : "demonstration";
}

/**
 * Builds the site from the content `contentRoot()` names (a demonstration unless `kind` says
 * publication).
 * `checkOnly` (`--check-only`): the content check alone, the same steps up to it, nothing built
 * (scripts/content-of.ts runs it on a copy of the project).
 */
async function main(kind = buildKind(process.argv.slice(2)), checkOnly = false): Promise<number> {
  let lock: HeldLock;
  try {
    // The generated modules, releases/ and the build link are the checkout's: one build at a time.
    lock = lockOrParents(projectRoot, `npm run build${kind === "publication" ? " -- --publication" : ""}`);
  } catch (error) {
    console.error(`\n${inWords(error)}\nNada foi construído: o site publicado continua como estava.`);
    return 1;
  }
  try {
    return await buildLocked(kind, checkOnly);
  } finally {
    lock.release();
  }
}

async function buildLocked(kind: "publication" | "demonstration", checkOnly: boolean): Promise<number> {
  // The editor's switch a crash interrupted is settled by the editor (its journal and git), from
  // the link as it left it: a build switching the link first would make it settle the wrong way.
  if (
    buildDirectory() === path.join(projectRoot, "build") &&
    fs.existsSync(path.join(projectRoot, "data/editor/switch.json"))
  ) {
    console.error(
      "\nUma publicação do editor foi interrompida e ainda não foi concluída: inicie o editor (npm run editor), que a conclui ao começar, e construa depois.\nNada foi construído: o site publicado continua como estava.",
    );
    return 1;
  }
  const root = contentRoot();
  // First, before anything is generated or built: a publication with example data stops here.
  // The images are always the checkout's (scripts/build-images.ts draws them from images/).
  const blockers = publicationItems(root, {
    siteUrl: siteUrlOfTheBuild(),
    imagesDir: path.join(projectRoot, "images"),
  });
  if (kind === "publication" && blockers.length > 0) return reportPublicationItems(blockers);
  try {
    // The editor's files, read through its schema (a field that breaks its rule stops here).
    await generateContent(root);
  } catch (error) {
    const lines = (error as Error).message.split("\n");
    console.error(
      `\nO conteúdo tem ${lines.length} problema(s). Nada foi construído: o site publicado continua como estava.\n`,
    );
    for (const line of lines) console.error(`  ${line}`);
    console.error("");
    return 1;
  }
  const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);
  try {
    // The artwork and icon sprite (public/images/generated/, generated/icons.svg): inputs of the build,
    // never the published site, made before the check, which also checks links to them.
    run(bin("tsx"), ["scripts/build-images.ts"]);
    run(bin("tsx"), ["scripts/build-icons.ts"]);
  } catch (error) {
    console.error(`\n${(error as Error).message}\nNada foi construído: o site publicado continua como estava.`);
    return 1;
  }
  // Imported only now: the check reads the pages through the modules just generated.
  const { checkSiteContent, formatProblem } = await import("./content-check");
  const problems = await checkSiteContent();
  if (problems.length > 0) {
    console.error(
      `\nO conteúdo tem ${problems.length} problema(s). Nada foi construído: o site publicado continua como estava.\n`,
    );
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
    console.error("");
    return 1;
  }
  console.log("content check: every page, person and setting follows the rules (shared/content-rules.ts)");
  if (checkOnly) return 0;
  if (kind === "demonstration")
    console.log(
      `build: demonstração (aviso de dados de exemplo e noindex em todas as páginas); para publicar faltam ${blockers.length} item(ns): \`npx tsx scripts/publication-gate.ts\` lista cada um (docs/publication.md)`,
    );
  const target = buildDirectory();
  const intoRelease = target === path.join(projectRoot, "build");
  const buildInto = (dir: string) => {
    // A build made elsewhere to be moved into place later (the editor's preview and publication
    // builds) names in BUILD_PUBLISH_DIR where it will be served. PUBLICATION_BUILD is set either
    // way: one left in .env never turns a demonstration into a publication.
    const env = {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: dir,
      BUILD_PUBLISH_DIR: process.env.BUILD_PUBLISH_DIR || target,
      PUBLICATION_BUILD: kind === "publication" ? "1" : "",
    };
    run(bin("react-router"), ["build"], env);
    run(bin("tsx"), ["scripts/postbuild.ts"], env);
    // Which content this build shows: the tests rebuild one not made from their fixture (tests/test-builds.ts).
    writeContentSource(dir, root);
  };
  try {
    if (intoRelease) {
      const id = await buildRelease(target, `npm run build (${kind})`, buildInto);
      console.log(`build: ${path.relative(projectRoot, target)} now points at releases/${id}`);
    } else {
      await buildAside(target, buildInto);
      console.log(`build: ${path.relative(projectRoot, target)}/ replaced by the new build`);
    }
  } catch (error) {
    const cause = (error as NodeJS.ErrnoException).code ? inWords(error) : (error as Error).message;
    console.error(`\n${cause}\nNada foi publicado: ${path.relative(projectRoot, target)} continua como estava.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await main(buildKind(process.argv.slice(2)), process.argv.includes("--check-only"));
