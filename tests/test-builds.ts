/**
 * Global setup of the unit and browser tests: the builds that tests/html and tests/e2e read. The
 * main build is `npm run build`'s (the test runner makes it first, from the tests' copy of the
 * content, CONTENT_ROOT=tests/fixtures); one made from other content (the clinic's content/, by a
 * plain `npm run build`) is made again here from the fixture, as the tests are written against
 * it (build/content-source.json says which content a build shows). The tag-manager variant
 * (built-site.ts) is made here once per run, when it is missing or older than the main build, and
 * shared by every test that needs it; so is the booking-off variant, the fixture with the shipped
 * example numbers. Idempotent: each project that runs calls it, and the second call finds the
 * variants fresh. Runs on its own too: `tsx tests/test-builds.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
import { buildSiteVariant } from "#scripts/build-variant.ts";
import { contentDigest, readContentSource } from "#scripts/content-root.ts";
import { generateContent } from "#scripts/generate-content.ts";
import { bookingOffVariant, mainClientDir, tagManagerVariant } from "./built-site";
import { FIXTURE_CONTENT_ROOT, fixtureRoot } from "./fixture-content";
import { copyProject } from "./project-copy";
import { withShippedPhones } from "./shipped-phones";

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

/** Builds the main build from the fixture (`npm run build` with CONTENT_ROOT=tests/fixtures). */
function buildMainFromFixture(): void {
  console.info(`build/ shows other content than ${FIXTURE_CONTENT_ROOT}/content: building it again from the fixture…`);
  const result = spawnSync(path.join(projectRoot, "node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: projectRoot,
    env: { ...process.env, CONTENT_ROOT: FIXTURE_CONTENT_ROOT, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`The build from ${FIXTURE_CONTENT_ROOT}/content failed.`);
}

/**
 * The booking-off variant (built-site.ts): the fixture with the shipped example numbers needs
 * modules generated from it, so it is built in a copy of the project (tests/project-copy.ts),
 * whose generated/ this checkout's tests never see, then copied into its place here.
 */
async function buildBookingOffVariant(): Promise<void> {
  const copy = copyProject("booking-off-", { generated: ["generated", "public/images/generated"] });
  try {
    const content = withShippedPhones(path.join(copy, FIXTURE_CONTENT_ROOT));
    await generateContent(content, path.join(copy, "generated"));
    const built = path.join(copy, "build/variants/booking-off");
    await buildSiteVariant(bookingOffVariant.settings, built, copy);
    fs.rmSync(bookingOffVariant.buildDir, { recursive: true, force: true });
    fs.cpSync(built, bookingOffVariant.buildDir, { recursive: true });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

export async function ensureTestBuilds(): Promise<void> {
  // Tests that need no build (most unit tests) still run; those that read pages say what is missing.
  if (builtAt(mainClientDir) === undefined) return;
  if (readContentSource(path.dirname(mainClientDir))?.digest !== contentDigest(fixtureRoot)) buildMainFromFixture();
  const main = builtAt(mainClientDir)!;
  if (newestSourceChange(path.join(projectRoot, "app")) > main)
    console.warn("build/ is older than app/: the tests of pages read the previous build. Run `npm run build`.");
  const stale = (clientDir: string) => (builtAt(clientDir) ?? -Infinity) < main;
  if (stale(tagManagerVariant.clientDir)) {
    console.info(`Building the tag-manager variant into ${path.relative(projectRoot, tagManagerVariant.buildDir)}…`);
    await buildSiteVariant(tagManagerVariant.settings, tagManagerVariant.buildDir);
  }
  if (stale(bookingOffVariant.clientDir)) {
    console.info(`Building the booking-off variant into ${path.relative(projectRoot, bookingOffVariant.buildDir)}…`);
    await buildBookingOffVariant();
  }
}

export default ensureTestBuilds;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureTestBuilds();
