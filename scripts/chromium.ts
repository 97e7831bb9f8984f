/**
 * Where the test runner, the browser tests and the benchmarks find Chromium: $CHROME_PATH,
 * then Debian's binaries (this machine never downloads a browser), and the flags they run it with.
 */
import fs from "node:fs";

export const debianChromiumPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The first of $CHROME_PATH and Debian's binaries that exists. */
export function findChromium(): string | undefined {
  return [process.env.CHROME_PATH, ...debianChromiumPaths].find(
    (candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!),
  );
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
