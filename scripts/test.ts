/**
 * The whole test suite in one command: finds Chromium, nginx and PostgreSQL's server binaries
 * (installing Debian's `chromium`, `nginx` and `postgresql` when it may); then, on the machine's two
 * cores at once, the checks (type check, lint, formatting) beside the builds (the production site,
 * then its tag-manager and booking-off variants, tests/test-builds.ts); then the unit, server and browser tests, side
 * by side on three workers (vitest.config.ts; the server tests start their own temporary
 * PostgreSQL, server/testing/global-setup.ts, unless TEST_DATABASE_URL names one). It closes with the time of each step and test project, the Node it
 * ran on, and one summary line "Tests: N passed, N failed, N skipped". All of it on the tests' own
 * copy of the content (CONTENT_ROOT=tests/fixtures); the clinic's content/ is checked by one test,
 * with the build's content check.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findChromium, findHeadlessShell, findTestChromium } from "./chromium";
import { findPostgresBinDir, POSTGRES_DEBIAN_PACKAGE } from "#tests/postgres.ts";
import { FIXTURE_CONTENT_ROOT } from "#tests/fixture-content.ts";

const root = path.resolve(import.meta.dirname, "..");
// Every step (type check, build, tests) reads the tests' fixed copy of the content, never the
// clinic's content/ (tests/fixture-content.ts): the build the tests read shows the fixture.
process.env.CONTENT_ROOT = FIXTURE_CONTENT_ROOT;
const reportFile = path.join(root, "test-results/vitest.json");
/** Debian's nginx, which tests/e2e/nginx.test.ts serves the build with. */
const nginxBinary = "/usr/sbin/nginx";

/** systemd's analyzer, which scores and verifies the generated units (scripts/deploy/testing/systemd-analyze.ts). */
const systemdAnalyze = "/usr/bin/systemd-analyze";

type DebianPackage = "chromium" | "chromium-headless-shell" | "nginx" | "systemd" | typeof POSTGRES_DEBIAN_PACKAGE;

/** Why each package is needed and how to get it, for when this script may not install it. */
const installHints: Record<DebianPackage, string> = {
  chromium:
    "Chromium is needed for the browser tests. Install the Debian package `chromium` (as root: apt-get update && apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
  "chromium-headless-shell":
    "Chromium's headless shell runs the browser tests for about half the CPU of the whole browser (docs/decisions/064); without it they run in the browser, slower. Install the Debian package `chromium-headless-shell` (as root: apt-get update && apt-get install -y chromium-headless-shell) or set CHROME_HEADLESS_SHELL_PATH.",
  nginx:
    "nginx is needed for the static-host test (tests/e2e/nginx.test.ts). Install the Debian package `nginx` (as root: apt-get update && apt-get install -y --no-install-recommends nginx).",
  systemd:
    "systemd-analyze scores the generated units (scripts/deploy/*.test.ts). Install the Debian package `systemd` (as root: apt-get update && apt-get install -y --no-install-recommends systemd).",
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

/** Whether this script may install Debian packages: as root, with apt-get. */
const mayInstall = () =>
  process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

/**
 * One apt run for every missing package, its output held back like a chain's; without root or
 * apt-get, stops and names them.
 */
async function installDebianPackages(packages: DebianPackage[]): Promise<void> {
  if (!mayInstall()) fail(packages.map((name) => installHints[name]).join("\n"));
  const names = packages.map((name) => `\`${name}\``).join(" and ");
  console.log(`Not found: installing Debian's ${names}, beside the checks and the builds.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const packageWord = packages.length > 1 ? "packages" : "package";
  const failure = `Installing the Debian ${packageWord} ${names} failed; install by hand${packages.includes("chromium") ? " (or set CHROME_PATH for Chromium)" : ""}.`;
  const failed = await runChain([
    { name: "apt-get update", command: "apt-get", args: ["update"], env, failure },
    {
      name: `apt-get install ${packages.join(" ")}`,
      command: "apt-get",
      args: ["install", "-y", "--no-install-recommends", ...packages],
      env,
      failure,
    },
  ]);
  if (failed) fail(failed);
}

const needsPostgresBinaries = !process.env.TEST_DATABASE_URL;

/** Chromium's path, once Chromium, nginx and (unless TEST_DATABASE_URL is given) PostgreSQL are on the machine. */
async function ensureTools(): Promise<string> {
  const missing: DebianPackage[] = [];
  if (!locateChromium()) missing.push("chromium");
  if (!fs.existsSync(nginxBinary)) missing.push("nginx");
  if (needsPostgresBinaries && !findPostgresBinDir()) missing.push(POSTGRES_DEBIAN_PACKAGE);
  const canInstall = mayInstall();
  // Optional: where it cannot be installed (not root, no apt), the unit tests say so and skip the scores.
  if (!fs.existsSync(systemdAnalyze)) {
    if (canInstall) missing.push("systemd");
    else console.log(installHints.systemd);
  }
  // Optional too: without it the browser tests drive the whole browser, for twice the CPU.
  if (!findHeadlessShell()) {
    if (canInstall) missing.push("chromium-headless-shell");
    else console.log(installHints["chromium-headless-shell"]);
  }
  if (missing.length > 0) await installDebianPackages(missing);
  if (!fs.existsSync(nginxBinary)) fail(`The \`nginx\` package installed, but ${nginxBinary} was not found.`);
  if (needsPostgresBinaries && !findPostgresBinDir())
    fail("The `postgresql` package installed, but no server binaries were found in /usr/lib/postgresql/*/bin.");
  return findChromium() ?? fail("The `chromium` package installed, but no Chromium binary was found in /usr/bin.");
}

/** Seconds each step took, printed at the end. */
const timings: { step: string; seconds: number }[] = [];
const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

interface Step {
  name: string;
  command: string;
  args: string[];
  failure: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs steps one after another with their output held back, then prints it at once, so two chains
 * running side by side do not interleave their lines. Resolves to the failure message, if any.
 */
async function runChain(steps: Step[]): Promise<string | undefined> {
  for (const step of steps) {
    const start = performance.now();
    const output: Buffer[] = [];
    const status = await new Promise<number>((resolve) => {
      const child = spawn(step.command, step.args, { cwd: root, env: step.env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
      child.once("error", (error) => {
        output.push(Buffer.from(String(error)));
        resolve(1);
      });
      child.once("close", (code) => resolve(code ?? 1));
    });
    timings.push({ step: step.name, seconds: secondsSince(start) });
    console.log(`\n$ ${[step.command, ...step.args].join(" ")}  (${timings.at(-1)!.seconds} s)`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) return step.failure;
  }
  return undefined;
}

const npmStep = (script: string, failure: string): Step => ({
  name: script,
  command: "npm",
  args: ["run", script, "--silent"],
  failure,
});

// The tools install (when missing) beside the checks and the builds: none of those needs them.
const tools = ensureTools();
const failures = (
  await Promise.all([
    runChain([
      npmStep("typecheck", "Type check failed."),
      npmStep("lint", "Lint failed: see the ESLint report above."),
      npmStep("format:check", "Formatting differs: run `npm run format`."),
    ]),
    runChain([
      npmStep("build", "Build failed."),
      {
        name: "build the tag-manager and booking-off variants",
        command: "npx",
        args: ["tsx", "tests/test-builds.ts"],
        failure: "The tag-manager or booking-off variant did not build.",
      },
    ]),
  ])
).filter((failure) => failure !== undefined);
if (failures.length > 0) fail(failures.join("\n"));
const chromePath = await tools;
console.log(`Chromium: ${chromePath}`);
console.log(`The browser tests drive: ${findTestChromium()}`);
console.log(`nginx: ${nginxBinary}`);
console.log(`PostgreSQL: ${needsPostgresBinaries ? findPostgresBinDir() : "TEST_DATABASE_URL"}`);

fs.rmSync(reportFile, { force: true });
const testsStart = performance.now();
const vitestStatus = run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
  { ...process.env, CHROME_PATH: chromePath },
);
timings.push({ step: "vitest (all projects)", seconds: secondsSince(testsStart) });

if (!fs.existsSync(reportFile)) fail("The test runner wrote no report.");
const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
};

/** The project of a test file, by where it lives (vitest.config.ts). */
const projectOf = (file: string) => {
  const relative = path.relative(root, file);
  if (relative.startsWith(`tests${path.sep}e2e`)) return "e2e";
  if (relative.startsWith(`server${path.sep}`) || relative.startsWith(`editor${path.sep}`)) return "server";
  return "unit";
};
console.log(
  "\nTime per step and test project (the projects run side by side; wall clock, first file start to last file end):",
);
for (const { step, seconds } of timings) console.log(`  ${step.padEnd(32)} ${seconds.toFixed(1).padStart(7)} s`);
for (const project of ["unit", "server", "e2e"]) {
  const files = report.testResults.filter((result) => projectOf(result.name) === project);
  if (files.length === 0) continue;
  const seconds =
    (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) / 1000;
  const tests = files.reduce((sum, file) => sum + file.assertionResults.length, 0);
  console.log(
    `  project ${project.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s  ${files.length} files, ${tests} tests`,
  );
}

// The Node the suite ran on: npm puts node_modules/.bin first on a script's PATH, so this runner,
// vitest (npx) and its workers all run the project's Node (scripts/node-version.test.ts asserts ≥ 24).
console.log(`\nNode ${process.version} (${process.execPath})`);
const failed = report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0);
console.log(
  `\nTests: ${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
process.exit(vitestStatus === 0 && report.numPassedTests > 0 ? 0 : 1);
