/**
 * The whole test suite in one command: finds Chromium, nginx and PostgreSQL's server binaries
 * (installing Debian's `chromium`, `nginx` and `postgresql` when it may), type-checks, lints,
 * checks formatting, builds the production site, runs the unit, server and browser tests (the
 * server tests start their own temporary PostgreSQL, server/global-setup.ts, unless
 * TEST_DATABASE_URL names one), and closes with one summary line "Tests: N passed, N failed, N skipped".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "./chromium";
import { findPostgresBinDir, POSTGRES_DEBIAN_PACKAGE } from "./postgres";

const root = path.resolve(import.meta.dirname, "..");
const reportFile = path.join(root, "test-results/vitest.json");
/** Debian's nginx, which tests/e2e/nginx.test.ts serves the build with. */
const nginxBinary = "/usr/sbin/nginx";

type DebianPackage = "chromium" | "nginx" | typeof POSTGRES_DEBIAN_PACKAGE;

/** Why each package is needed and how to get it, for when this script may not install it. */
const installHints: Record<DebianPackage, string> = {
  chromium:
    "Chromium is needed for the browser tests. Install the Debian package `chromium` (as root: apt-get update && apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
  nginx:
    "nginx is needed for the static-host test (tests/e2e/nginx.test.ts). Install the Debian package `nginx` (as root: apt-get update && apt-get install -y --no-install-recommends nginx).",
  postgresql:
    "PostgreSQL's server binaries are needed for the lead store tests. Install the Debian package `postgresql` (as root: apt-get update && apt-get install -y --no-install-recommends postgresql), or set TEST_DATABASE_URL to a server where the tests may create databases.",
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  return result.status ?? 1;
}

function fail(message: string): never {
  console.error(`\n${message}`);
  console.log("Tests: 0 passed, 1 failed");
  process.exit(1);
}

function locateChromium(): string | undefined {
  if (process.env.CHROME_PATH && !fs.existsSync(process.env.CHROME_PATH))
    fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  return findChromium();
}

/** One apt run for every missing package; without root or apt-get, stops and names them. */
function installDebianPackages(packages: DebianPackage[]): void {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) fail(packages.map((name) => installHints[name]).join("\n"));
  const names = packages.map((name) => `\`${name}\``).join(" and ");
  console.log(`Not found: installing Debian's ${names}.`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update"], aptEnv) !== 0 ||
    run("apt-get", ["install", "-y", "--no-install-recommends", ...packages], aptEnv) !== 0
  ) {
    const packageWord = packages.length > 1 ? "packages" : "package";
    fail(
      `Installing the Debian ${packageWord} ${names} failed; install by hand${packages.includes("chromium") ? " (or set CHROME_PATH for Chromium)" : ""}.`,
    );
  }
}

const needsPostgresBinaries = !process.env.TEST_DATABASE_URL;

/** Chromium's path, once Chromium, nginx and (unless TEST_DATABASE_URL is given) PostgreSQL are on the machine. */
function ensureTools(): string {
  const missing: DebianPackage[] = [];
  if (!locateChromium()) missing.push("chromium");
  if (!fs.existsSync(nginxBinary)) missing.push("nginx");
  if (needsPostgresBinaries && !findPostgresBinDir()) missing.push(POSTGRES_DEBIAN_PACKAGE);
  if (missing.length > 0) installDebianPackages(missing);
  if (!fs.existsSync(nginxBinary)) fail(`The \`nginx\` package installed, but ${nginxBinary} was not found.`);
  if (needsPostgresBinaries && !findPostgresBinDir())
    fail("The `postgresql` package installed, but no server binaries were found in /usr/lib/postgresql/*/bin.");
  return findChromium() ?? fail("The `chromium` package installed, but no Chromium binary was found in /usr/bin.");
}

const chromePath = ensureTools();
console.log(`Chromium: ${chromePath}`);
console.log(`nginx: ${nginxBinary}`);
console.log(`PostgreSQL: ${needsPostgresBinaries ? findPostgresBinDir() : "TEST_DATABASE_URL"}`);

if (run("npm", ["run", "typecheck"]) !== 0) fail("Type check failed.");
if (run("npm", ["run", "lint"]) !== 0) fail("Lint failed: see the ESLint report above.");
if (run("npm", ["run", "format:check"]) !== 0) fail("Formatting differs: run `npm run format`.");
if (run("npm", ["run", "build"]) !== 0) fail("Build failed.");

fs.rmSync(reportFile, { force: true });
const vitestStatus = run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
  { ...process.env, CHROME_PATH: chromePath },
);

if (!fs.existsSync(reportFile)) fail("The test runner wrote no report.");
const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
};
const failed = report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0);
console.log(
  `\nTests: ${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
process.exit(vitestStatus === 0 && report.numPassedTests > 0 ? 0 : 1);
