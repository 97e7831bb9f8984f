/**
 * Page-speed benchmark: Lighthouse 12 (default mobile config: simulated throttling, Moto G
 * Power 2022 emulation) on every route of the page registry, for three variants of each page
 * (bench/pages/variants.ts): ours, the no-JavaScript floor and a client-rendered peer.
 *
 * Each (route, variant) is measured --runs times in a fresh Chromium; the row reported is the
 * run with the median LCP (bench/pages/rows.ts).
 *
 *   npm run bench:pages -- [--routes /,/psiquiatra] [--runs 3] [--variants ours,floor,peer]
 *                          [--before <client dir>] [--rebuild] [--max-minutes 150] [--save-lhr] [--details]
 *                          [--cpu-slowdown 4]
 *
 * --cpu-slowdown raises Lighthouse's simulated CPU slowdown (default 4) to stand for a slower phone
 * or a busy two-core machine: where the floor itself shows 200–600 ms of TBT, what our scripts
 * and styles add to the main thread shows up beside it (issue 37).
 *
 * With --before, a fourth variant, "before", serves another build (e.g. the landed main's, built in
 * a worktree) through our server, measured in the same runs: its LCP/floor ratio beside ours.
 *
 * Writes bench-results/pages-<timestamp>.json and bench-results/pages-latest.json (and, with
 * --save-lhr, the median run's full Lighthouse report of each row under bench-results/lhr-<timestamp>/).
 * --details also prints, per row, what Lighthouse says delays FCP/LCP (the JSON always has it).
 * Speed is measured here, never asserted by timed tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pages } from "#app/site/registry.ts";
import { debianChromiumPaths, findChromium } from "#scripts/chromium.ts";
import { log, parseCommandLine } from "./cli";
import { projectRoot, resultsDir } from "./paths";
import { defaultCpuSlowdown, killCurrentChrome, lighthouseVersion } from "./pages/lighthouse";
import { lcpRatios, summaryOf } from "./pages/ratios";
import { floorGaps } from "./pages/floor-gap";
import { formatReport } from "./pages/report";
import { summarize, type RowResult } from "./pages/rows";
import { runAll, runKey, secondsPerRun } from "./pages/runs";
import { onShutdown, shutdown, shutDownOnSignals } from "./pages/shutdown";
import { targetMisses } from "./pages/targets";
import { allVariants, serveVariants } from "./pages/variants";
import { resultStamp, writeResults } from "./results";

const registryRoutes = pages.map((page) => page.path);

const { options, fail } = parseCommandLine({
  command: "bench:pages",
  summary:
    "Lighthouse (mobile, simulated throttling) per route and variant: ours, the no-JavaScript floor, a client-rendered peer.",
  options: {
    routes: {
      type: "list",
      description: "routes of the page registry",
      choices: registryRoutes,
      default: registryRoutes,
      example: "/,/psiquiatra",
      defaultText: "every route",
    },
    runs: { type: "integer", description: "Lighthouse runs per route and variant", default: 3, min: 1, max: 15 },
    variants: {
      type: "list",
      description: "variants to measure (before: with --before)",
      choices: allVariants,
      default: ["ours", "floor", "peer"],
    },
    before: {
      type: "text",
      description: 'another build\'s client dir, measured as the variant "before"',
      default: "",
      defaultText: "none",
    },
    rebuild: { type: "flag", description: "rebuild the production site and the peer even when fresh" },
    "max-minutes": {
      type: "integer",
      description: "start no run after this many minutes",
      default: 150,
      min: 1,
      max: 24 * 60,
    },
    "cpu-slowdown": {
      type: "integer",
      description: "Lighthouse's simulated CPU slowdown",
      default: defaultCpuSlowdown,
      min: 1,
      max: 40,
    },
    "save-lhr": { type: "flag", description: "keep the median run's full Lighthouse report of each row" },
    details: { type: "flag", description: "also print what delays FCP/LCP, per row" },
  },
});
const { routes, runs } = options;
const variants =
  options.before && !options.variants.includes("before") ? [...options.variants, "before" as const] : options.variants;
if (variants.includes("before") && !options.before) fail("the before variant needs --before <client dir>");
if (options.before && !fs.existsSync(path.join(path.resolve(options.before), "index.html")))
  fail(`no build in ${options.before}`);
const maxMinutes = options["max-minutes"];

const chromePath =
  findChromium() ?? fail(`no Chromium at $CHROME_PATH or ${debianChromiumPaths.join(", ")} (set CHROME_PATH)`);

async function main(): Promise<void> {
  const started = Date.now();
  const totalRuns = routes.length * variants.length * runs;
  log(
    `bench:pages: ${routes.length} route(s) × ${variants.length} variant(s) × ${runs} run(s) = ${totalRuns} Lighthouse runs; ` +
      `expected ≈ ${Math.ceil((totalRuns * secondsPerRun) / 60)} min (+ builds), bounded by --max-minutes ${maxMinutes}`,
  );

  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  onShutdown(() => fs.rmSync(storeDir, { recursive: true, force: true }));
  onShutdown(killCurrentChrome);
  const { builds, servers } = await serveVariants(variants, {
    rebuild: options.rebuild,
    storeDir,
    beforeDir: options.before ? path.resolve(options.before) : undefined,
  });

  const measured = await runAll({
    routes,
    variants,
    runs,
    servers,
    chromePath,
    cpuSlowdown: options["cpu-slowdown"],
    deadline: started + maxMinutes * 60_000,
    maxMinutes,
  });

  const stamp = resultStamp(started);
  const lhrDir = path.join(resultsDir, `lhr-${stamp}`);
  const rows: RowResult[] = [];
  for (const route of routes) {
    for (const variant of variants) {
      const key = runKey(route, variant);
      const { row, lhr } = summarize(
        route,
        variant,
        `${servers[variant]!.baseUrl}${route}`,
        measured.records.get(key) ?? [],
        measured.errors.get(key) ?? [],
      );
      rows.push(row);
      if (options["save-lhr"] && lhr) {
        fs.mkdirSync(lhrDir, { recursive: true });
        fs.writeFileSync(
          path.join(lhrDir, `${route === "/" ? "home" : route.slice(1)}-${variant}.json`),
          JSON.stringify(lhr),
        );
      }
    }
  }

  const ratios = lcpRatios(routes, rows);
  const summary = summaryOf(variants, rows, ratios);
  const gaps = floorGaps(routes, rows);
  const misses = targetMisses(rows);
  const elapsedMinutes = (Date.now() - started) / 60_000;
  console.log(
    formatReport({
      lighthouseVersion: lighthouseVersion(),
      runs,
      variants,
      servers,
      rows,
      ratios,
      floorGaps: gaps,
      cpuSlowdown: options["cpu-slowdown"],
      summary,
      targetMisses: misses,
      stoppedEarly: measured.stoppedEarly,
      maxMinutes,
      details: options.details,
      done: measured.done,
      elapsedMinutes,
      runSeconds: measured.runSeconds,
    }),
  );

  const written = writeResults("pages", stamp, {
    date: new Date(started).toISOString(),
    lighthouse: lighthouseVersion(),
    chromium: chromePath,
    node: process.version,
    settings: {
      routes,
      variants,
      runs,
      throttling: "Lighthouse default mobile (simulate)",
      cpuSlowdown: options["cpu-slowdown"],
      row: "run with the median LCP",
    },
    builds,
    servedBy: Object.fromEntries(variants.map((variant) => [variant, servers[variant]!.servedBy])),
    durationMinutes: Number(elapsedMinutes.toFixed(2)),
    stoppedEarly: measured.stoppedEarly,
    rows,
    ratios,
    floorGaps: gaps,
    summary,
    targetMisses: misses,
    ...(options["save-lhr"] ? { lhrDir: path.relative(projectRoot, lhrDir) } : {}),
  });
  log(`wrote ${written.join(" and ")}${options["save-lhr"] ? ` and ${path.relative(projectRoot, lhrDir)}/` : ""}`);
  if (rows.some((row) => !row.median)) process.exitCode = 1;
}

shutDownOnSignals();
try {
  await main();
} catch (error) {
  log(`bench:pages failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await shutdown();
}
