/**
 * The whole test suite in one command: finds Chromium (installing Debian's `chromium` when it
 * may), type-checks, builds the production site, runs the unit, server and browser tests, and
 * closes with one summary line "Tests: N passed, N failed, N skipped".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportFile = path.join(root, "test-results/vitest.json");
const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

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

function findChromium(): string | undefined {
  if (process.env.CHROME_PATH) {
    if (fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  return candidates.find((candidate) => fs.existsSync(candidate));
}

function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) {
    fail("Chromium is needed for the browser tests. Install the Debian package `chromium` (as root: apt-get update && apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.");
  }
  console.log("Chromium not found: installing Debian's `chromium` package.");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run("apt-get", ["update"], aptEnv) !== 0 || run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], aptEnv) !== 0) {
    fail("Installing the Debian package `chromium` failed; install it by hand or set CHROME_PATH.");
  }
  return findChromium() ?? fail("The `chromium` package installed, but no Chromium binary was found in /usr/bin.");
}

const chromePath = ensureChromium();
console.log(`Chromium: ${chromePath}`);

if (run("npx", ["react-router", "typegen"]) !== 0 || run("npx", ["tsc"]) !== 0) fail("Type check failed.");
if (run("npm", ["run", "build"]) !== 0) fail("Build failed.");

fs.rmSync(reportFile, { force: true });
const vitestStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`], { ...process.env, CHROME_PATH: chromePath });

if (!fs.existsSync(reportFile)) fail("The test runner wrote no report.");
const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numTotalTestSuites: number };
const failed = report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0);
console.log(`\nTests: ${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests + report.numTodoTests} skipped`);
process.exit(vitestStatus === 0 && report.numPassedTests > 0 ? 0 : 1);
