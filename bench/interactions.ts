/**
 * What the visitor on a slow phone feels (issue 11): Chromium (playwright-core) throttled like
 * Lighthouse's mobile profile through the DevTools protocol — 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU ×4 — on a phone-sized touch viewport, against the production build
 * served by our own server. Per route and run, three fresh page loads (empty cache):
 *
 *   reader   scrolls 1,200 px as soon as the heading shows and the page is long enough; after
 *            hydration + 1 s reads the scroll offset (1,200 = kept, 0 = pulled back), then, once
 *            the idle prefetch has mounted the dialog (closed), taps the header's "Agendar"
 *            (tap → dialog visible, and the JavaScript that tap fetched), closes it, and taps
 *            the hamburger (tap → mobile menu open, hydrated);
 *   early    taps the hamburger as soon as the heading shows, before hydration (tap → menu open);
 *            on another load, taps "Agendar" as soon as the heading shows: before hydration a
 *            plain link to the redirect, so the measure is tap → the redirect's new tab.
 *
 * Times are in ms from the tap's own event timestamp to the first animation frame in which the
 * result is on screen, read in the page; "heading visible" and "hydrated" are from navigation
 * start. Each column is the median over --runs.
 *
 *   npm run bench:interactions -- [--routes /,/cardiologista,/obstetra] [--runs 3] [--client-dir build/client]
 *
 * Writes bench-results/interactions-<timestamp>.json and bench-results/interactions-latest.json.
 * Timings are printed, never asserted (tests/e2e/slow-phone.test.ts asserts the behaviour).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { pages } from "#app/content/registry.ts";
import { buildServer } from "#server/app.ts";
import { loadEnv } from "#server/env.ts";
import { chromiumFlags, debianChromiumPaths, findChromium } from "#scripts/chromium.ts";
import { log, parseCommandLine } from "./cli";
import { formatReport, mediansOf, type Medians } from "./interactions/report";
import { slowPhone } from "./interactions/slow-phone";
import { visitRoute, type RunResult } from "./interactions/visits";
import { projectRoot } from "./paths";
import { resultStamp, writeResults } from "./results";

const { options, fail } = parseCommandLine({
  command: "bench:interactions",
  summary:
    "What the visitor feels on a throttled phone: heading, hydration, scroll kept after an early scroll, tap → dialog / menu, JS fetched by a tap.",
  options: {
    routes: {
      type: "list",
      description: "routes of the page registry",
      choices: pages.map((page) => page.path),
      default: ["/", "/cardiologista", "/obstetra"],
    },
    runs: { type: "integer", description: "runs per route, three page loads each", default: 3, min: 1, max: 15 },
    "client-dir": {
      type: "text",
      description: "the build to serve",
      default: path.join(projectRoot, "build/client"),
      defaultText: "build/client",
    },
  },
});
const { routes, runs } = options;
const clientDir = path.resolve(options["client-dir"]);
if (!fs.existsSync(path.join(clientDir, "index.html"))) fail(`no build in ${clientDir}: run npm run build first`);
const chromePath =
  findChromium() ?? fail(`no Chromium at $CHROME_PATH or ${debianChromiumPaths.join(", ")} (set CHROME_PATH)`);

async function main(): Promise<void> {
  const started = Date.now();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-interactions-"));
  const app = await buildServer({
    env: loadEnv({
      CLIENT_DIR: clientDir,
      DATABASE_PATH: path.join(tempDir, "leads.sqlite"),
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: "0",
    }),
  });
  let browser: Browser | undefined;
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    log(
      `bench:interactions: ${routes.length} route(s) × ${runs} run(s), ${path.relative(projectRoot, clientDir)} at ${baseUrl}`,
    );
    const rows: { route: string; runs: RunResult[]; medians: Medians }[] = [];
    for (const route of routes) {
      const results: RunResult[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await visitRoute(browser, baseUrl, route);
        results.push(result);
        log(
          `  ${route} run ${run}/${runs}: ${JSON.stringify(result, (_key, value: unknown) => (typeof value === "number" ? Math.round(value) : value))}`,
        );
      }
      rows.push({ route, runs: results, medians: mediansOf(results) });
    }

    console.log(formatReport(rows, runs));
    const written = writeResults("interactions", resultStamp(started), {
      date: new Date(started).toISOString(),
      chromium: chromePath,
      clientDir: path.relative(projectRoot, clientDir) || clientDir,
      throttling: slowPhone,
      runs,
      rows,
    });
    log(`wrote ${written.join(" and ")}`);
  } finally {
    await browser?.close();
    await app.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  log(`bench:interactions failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
}
