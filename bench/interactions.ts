/**
 * What the visitor on a slow phone feels (docs/architecture.md#targets-we-measure): Chromium (playwright-core) throttled like
 * Lighthouse's mobile profile through the DevTools protocol — 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU ×4 — on a phone-sized touch viewport, against the production build
 * served by our own server. Per route and run, three fresh page loads (empty cache):
 *
 *   reader   scrolls 1,200 px as soon as the heading shows and the page is long enough; once
 *            interactive + 1 s reads the scroll offset (1,200 = kept, 0 = pulled back), then, once
 *            the idle prefetch has mounted the dialog (closed), taps the header's "Agendar"
 *            (tap → dialog visible, and the JavaScript that tap fetched), closes it, and taps
 *            the hamburger (tap → mobile menu open, interactive);
 *   early    taps the hamburger as soon as the heading shows, before it is interactive (tap → menu
 *            open); on another load, taps "Agendar" as soon as the heading shows: before that a
 *            plain link to the redirect, so the measure is tap → the redirect's new tab.
 *
 * Times are in ms from the tap's own event timestamp to the first animation frame in which the
 * result is on screen, read in the page; "heading visible" and "interactive" are from navigation
 * start. Each column is the median over --runs.
 *
 *   link     once the page has settled, opens the mobile menu and presses (100 ms, as a finger does)
 *            a link to another page: press → that page's heading on screen, whether the site
 *            navigates in the document (a client-side router) or loads the next document (which
 *            its speculation rules fetched from the press on).
 *
 * JS before interaction / per visit: gzip bytes (as the budgets count them) of the scripts the
 * page requested until it marked itself interactive, and until its idle work was done.
 *
 * With --before <dir>, a second build (e.g. the landed main's, built in a worktree) is served by
 * a second server and measured in the same runs, alternating, so both face the same machine.
 *
 *   npm run bench:interactions -- [--routes /,/cardiologista,/obstetra] [--runs 3] [--client-dir build/client] [--before <dir>]
 *                                 [--cpu-slowdown 4]
 *
 * --cpu-slowdown raises the phone's CPU slowdown (default ×4, Lighthouse's) for a slower phone or a
 * busy machine, as bench:pages --cpu-slowdown does.
 *
 * Writes bench-results/interactions-<timestamp>.json and bench-results/interactions-latest.json.
 * Timings are printed, never asserted (tests/e2e/slow-phone.test.ts asserts the behaviour).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { pages } from "#app/site/registry.ts";
import { buildServer } from "#server/app.ts";
import { loadEnv } from "#server/env.ts";
import { chromiumFlags, debianChromiumPaths, findChromium } from "#scripts/chromium.ts";
import { log, parseCommandLine } from "./cli";
import { formatReport, mediansOf, type Row } from "./interactions/report";
import { defaultCpuSlowdown, slowPhone, useCpuSlowdown } from "./interactions/slow-phone";
import { visitRoute, type RunResult } from "./interactions/visits";
import { projectRoot } from "./paths";
import { resultStamp, writeResults } from "./results";
import { buildsForResults, buildsSideBySide, type Build } from "./side-by-side";

const { options, fail } = parseCommandLine({
  command: "bench:interactions",
  summary:
    "What the visitor feels on a throttled phone: heading, interactive, JS before interaction and per visit, scroll kept after an early scroll, tap → dialog / menu, menu link → next heading.",
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
    before: {
      type: "text",
      description: 'another build\'s client dir, measured side by side as "before"',
      default: "",
      defaultText: "none",
    },
    "cpu-slowdown": {
      type: "integer",
      description: "the phone's CPU slowdown",
      default: defaultCpuSlowdown,
      min: 1,
      max: 40,
    },
  },
});
const { routes, runs } = options;
useCpuSlowdown(options["cpu-slowdown"]);
const builds = buildsSideBySide(options["client-dir"], options.before, fail);
const chromePath =
  findChromium() ?? fail(`no Chromium at $CHROME_PATH or ${debianChromiumPaths.join(", ")} (set CHROME_PATH)`);

async function startServer(build: Build, tempDir: string) {
  const app = await buildServer({
    env: loadEnv({
      CLIENT_DIR: build.clientDir,
      DATABASE_PATH: path.join(tempDir, `${build.label}.sqlite`),
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: "0",
    }),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function main(): Promise<void> {
  const started = Date.now();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-interactions-"));
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  let browser: Browser | undefined;
  try {
    for (const build of builds) servers.push(await startServer(build, tempDir));
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    log(
      `bench:interactions: ${routes.length} route(s) × ${runs} run(s) × ${builds.map((build) => `${build.label} ${path.relative(projectRoot, build.clientDir) || build.clientDir}`).join(", ")}`,
    );
    const rows: Row[] = [];
    for (const route of routes) {
      const results = builds.map((): RunResult[] => []);
      for (let run = 1; run <= runs; run++) {
        for (const [index, build] of builds.entries()) {
          const result = await visitRoute(browser, servers[index]!.baseUrl, route, build.clientDir);
          results[index]!.push(result);
          log(
            `  ${route} ${build.label} run ${run}/${runs}: ${JSON.stringify(result, (_key, value: unknown) => (typeof value === "number" ? Math.round(value) : value))}`,
          );
        }
      }
      for (const [index, build] of builds.entries())
        rows.push({ route, build: build.label, runs: results[index]!, medians: mediansOf(results[index]!) });
    }

    console.log(formatReport(rows, runs));
    const written = writeResults("interactions", resultStamp(started), {
      date: new Date(started).toISOString(),
      chromium: chromePath,
      builds: buildsForResults(builds),
      throttling: slowPhone,
      runs,
      rows,
    });
    log(`wrote ${written.join(" and ")}`);
  } finally {
    await browser?.close();
    for (const server of servers) await server.app.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  log(`bench:interactions failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
}
