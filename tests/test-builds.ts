/**
 * Global setup of the unit and browser tests: the builds that tests/html and tests/e2e read. The
 * main build is `npm run build`'s (the test runner makes it first); the tag-manager variant
 * (built-site.ts) is made here once per run, when it is missing or older than the main build, and
 * shared by every test that needs it. Idempotent: each project that runs calls it, and the second
 * call finds the variant fresh. Runs on its own too: `tsx tests/test-builds.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSiteVariant } from "#scripts/build-variant.ts";
import { mainClientDir, tagManagerVariant } from "./built-site";

const projectRoot = path.resolve(import.meta.dirname, "..");

const builtAt = (clientDir: string) => {
  const index = path.join(clientDir, "index.html");
  return fs.existsSync(index) ? fs.statSync(index).mtimeMs : undefined;
};

/** The newest modification under `dir`, leaving out a generated/ folder, which the build itself writes. */
const newestSourceChange = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== "generated")
    .map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newestSourceChange(full) : fs.statSync(full).mtimeMs;
    })
    .reduce((newest, time) => Math.max(newest, time), 0);

export async function ensureTestBuilds(): Promise<void> {
  const main = builtAt(mainClientDir);
  // Tests that need no build (most unit tests) still run; those that read pages say what is missing.
  if (main === undefined) return;
  if (newestSourceChange(path.join(projectRoot, "app")) > main)
    console.warn("build/ is older than app/: the tests of pages read the previous build. Run `npm run build`.");
  const variant = builtAt(tagManagerVariant.clientDir);
  if (variant !== undefined && variant >= main) return;
  console.info(`Building the tag-manager variant into ${path.relative(projectRoot, tagManagerVariant.buildDir)}…`);
  await buildSiteVariant(tagManagerVariant.settings, tagManagerVariant.buildDir);
}

export default ensureTestBuilds;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureTestBuilds();
