/**
 * Where the test runner, the browser tests and the benchmarks find Chromium (this machine never
 * downloads a browser), and the flags they run it with. Two of Debian's builds of the same
 * Chromium (docs/decisions/064):
 * - the browser (`findChromium`): $CHROME_PATH, then Debian's `chromium`. The benchmarks measure
 *   in it, as a visitor's browser, and the one browser test that needs the whole browser (the
 *   back/forward cache) runs in it;
 * - the headless shell (`findTestChromium`), Debian's `chromium-headless-shell`: the same Blink
 *   and V8 without the browser's windows, which every other browser test drives for half the CPU
 *   (a file that loads all 31 routes at three widths: 55 -> 24 CPU-s). $CHROME_HEADLESS_SHELL_PATH
 *   names another; without one, the tests drive the browser.
 */
import fs from "node:fs";

export const debianChromiumPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
export const debianHeadlessShellPath = "/usr/bin/chromium-headless-shell";

const firstThatExists = (candidates: (string | undefined)[]) =>
  candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!));

/** The browser: the first of $CHROME_PATH and Debian's binaries that exists. */
export function findChromium(): string | undefined {
  return firstThatExists([process.env.CHROME_PATH, ...debianChromiumPaths]);
}

/** The headless shell: $CHROME_HEADLESS_SHELL_PATH or Debian's, when it exists. */
export function findHeadlessShell(): string | undefined {
  return firstThatExists([process.env.CHROME_HEADLESS_SHELL_PATH, debianHeadlessShellPath]);
}

/** What the browser tests drive: the headless shell, else the browser. */
export function findTestChromium(): string | undefined {
  return findHeadlessShell() ?? findChromium();
}

const notFound = () => new Error("Chromium not found: set CHROME_PATH or install the Debian package `chromium`.");

/** `findTestChromium()`'s binary, for a test that launches it: an error that says how to get one when none is found. */
export function testChromiumPath(): string {
  const found = findTestChromium();
  if (!found) throw notFound();
  return found;
}

/** `findChromium()`'s binary, for the one test that needs the whole browser (the back/forward cache). */
export function browserChromiumPath(): string {
  const found = findChromium();
  if (!found) throw notFound();
  return found;
}

/** Headless-friendly flags: as root without a sandbox, no GPU, no traffic of Chromium's own. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
