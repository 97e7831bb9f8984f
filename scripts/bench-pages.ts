/**
 * Page-speed benchmark: Lighthouse 12 (default mobile config: simulated throttling, Moto G
 * Power 2022 emulation) on every route of the page registry, for three variants of each page:
 *
 *   ours   the production build (build/client) as served by our server (server/app.ts);
 *   floor  the same prerendered HTML with every <script> (except JSON-LD) and every
 *          <link rel="modulepreload"> removed, served by our server too: what the page would
 *          cost with zero JavaScript, so LCP(ours)/LCP(floor) is what our JavaScript costs;
 *   peer   the same app built as a plain client-rendered SPA (no prerender: the architecture
 *          of the spec's original), served by a small static server below (pre-compressed
 *          files, the shell for every page path): what prerendering buys.
 *
 * Each (route, variant) is measured --runs times in a fresh Chromium; the row reported is the
 * run with the median LCP (the metric the ratios are about), so every column of a row comes
 * from one consistent run. The JSON keeps every run and the per-metric medians as well.
 *
 *   npm run bench:pages -- [--routes /,/psiquiatra] [--runs 3] [--variants ours,floor,peer]
 *                          [--rebuild] [--max-minutes 150] [--save-lhr] [--details]
 *
 * Writes bench-results/pages-<timestamp>.json and bench-results/pages-latest.json (and, with
 * --save-lhr, the median run's full Lighthouse report of each row under bench-results/lhr-<timestamp>/).
 * --details also prints, per row, what Lighthouse says delays FCP/LCP (the JSON always has it).
 * Speed is measured here, never asserted by timed tests.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { pages, pageUrlPaths } from "../app/content/pages";
import { chromiumFlags, debianChromiumPaths, findChromium } from "./chromium";
import { buildServer } from "../server/app";
import { loadEnv } from "../server/env";
import { walkFiles, writeCompressedTwins } from "../server/build-layout";
import { loadFiles, loadResource, type StaticSite } from "../server/static-site";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, "bench-results");
const clientDir = path.join(root, "build/client");
// Inside bench-results/ (git-ignored, excluded from tsc); bench/spa/react-router.config.ts builds there.
const spaClientDir = path.join(resultsDir, "build-spa/client");
const floorClientDir = path.join(resultsDir, "floor/client");

type Variant = "ours" | "floor" | "peer";
const allVariants: readonly Variant[] = ["ours", "floor", "peer"];

// ───────────────────────────── options ─────────────────────────────

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    variants: { type: "string", default: allVariants.join(",") },
    rebuild: { type: "boolean", default: false },
    "max-minutes": { type: "string", default: "150" },
    "save-lhr": { type: "boolean", default: false },
    details: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    "npm run bench:pages -- [--routes /,/psiquiatra] [--runs 3] [--variants ours,floor,peer] [--rebuild] [--max-minutes 150] [--save-lhr] [--details]",
  );
  process.exit(0);
}

function fail(message: string): never {
  console.error(`bench:pages: ${message}`);
  process.exit(2);
}

function boundedInteger(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`--${name} must be an integer from ${min} to ${max}`);
  return value;
}

const runs = boundedInteger("runs", values.runs, 1, 15);
const maxMinutes = boundedInteger("max-minutes", values["max-minutes"], 1, 24 * 60);
const registryRoutes = pages.map((page) => page.path);
const routes = values.routes
  ? values.routes
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean)
  : registryRoutes;
for (const route of routes)
  if (!registryRoutes.includes(route)) fail(`unknown route ${route}; the registry has ${registryRoutes.join(" ")}`);
const variants = values.variants
  .split(",")
  .map((variant) => variant.trim())
  .filter(Boolean) as Variant[];
for (const variant of variants)
  if (!allVariants.includes(variant)) fail(`unknown variant ${variant}; use ${allVariants.join(",")}`);
if (routes.length === 0 || variants.length === 0) fail("nothing to measure");

const chromePath =
  findChromium() ?? fail(`no Chromium at $CHROME_PATH or ${debianChromiumPaths.join(", ")} (set CHROME_PATH)`);

const log = (message: string) => process.stderr.write(`${message}\n`);

// ───────────────────────────── cleanup ─────────────────────────────

/** Everything started here, stopped in reverse order at the end, on error and on SIGINT/SIGTERM. */
const cleanups: (() => Promise<void> | void)[] = [];
let cleanedUp = false;
/** Set on SIGINT/SIGTERM: no new Chromium may start while the servers close (it would outlive us, chrome-launcher detaches it). */
let stopping = false;
async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      log(`cleanup: ${(error as Error).message}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopping = true;
    log(`\n${signal}: stopping servers and Chromium`);
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

// ───────────────────────────── builds ─────────────────────────────

/** The newest modification time among the inputs of a build (generated images are outputs of it). */
function newestSourceTime(): { time: number; file: string } {
  const generated = path.join(root, "public/images/generated");
  const files = [
    ...walkFiles(path.join(root, "app")),
    ...[...walkFiles(path.join(root, "public"))].filter((file) => !file.startsWith(generated)),
    ...walkFiles(path.join(root, "images")),
    // Build steps (postbuild and what it imports); not tests, the benchmarks or the test runner.
    ...[...walkFiles(path.join(root, "scripts"))].filter(
      (file) => !/(\.test\.ts|[\\/]bench-[^\\/]*|[\\/]test\.ts)$/.test(file),
    ),
    ...["react-router.config.ts", "vite.config.ts", "package-lock.json", ".env"].map((file) => path.join(root, file)),
  ].filter((file) => fs.existsSync(file));
  let newest = { time: 0, file: "" };
  for (const file of files) {
    const time = fs.statSync(file).mtimeMs;
    if (time > newest.time) newest = { time, file: path.relative(root, file) };
  }
  return newest;
}

function run(command: string, args: string[], cwd = root): Promise<void> {
  return new Promise((resolve, reject) => {
    // Build output goes to stderr: stdout carries only the table.
    const child = spawn(command, args, { cwd, stdio: ["ignore", 2, 2] });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/** build/client as postbuild leaves it: every page, 404.html, sitemap, compressed twins, no SPA fallback. */
function buildLooksComplete(dir: string): boolean {
  return (
    ["index.html", "index.html.br", "404.html", "sitemap.xml"].every((file) => fs.existsSync(path.join(dir, file))) &&
    !fs.existsSync(path.join(dir, "__spa-fallback.html"))
  );
}

async function ensureProductionBuild(): Promise<string> {
  const sources = newestSourceTime();
  const index = path.join(clientDir, "index.html");
  let reason = "";
  if (values.rebuild) reason = "--rebuild";
  else if (!fs.existsSync(index)) reason = "no build/client";
  else if (!buildLooksComplete(clientDir)) reason = "build/client is incomplete (a build in progress or failed?)";
  else if (fs.statSync(index).mtimeMs < sources.time) reason = `${sources.file} is newer than build/client`;
  if (!reason) return "reused build/client";
  log(`building the production site (${reason}): npm run build`);
  await run("npm", ["run", "build"]);
  if (!buildLooksComplete(clientDir)) throw new Error("npm run build finished but build/client is incomplete");
  return `rebuilt (${reason})`;
}

async function ensureSpaBuild(): Promise<string> {
  const sources = newestSourceTime();
  const index = path.join(spaClientDir, "index.html");
  let reason = "";
  if (values.rebuild) reason = "--rebuild";
  else if (!fs.existsSync(index) || !fs.existsSync(`${index}.br`)) reason = "no SPA build";
  else if (fs.statSync(index).mtimeMs < sources.time) reason = `${sources.file} is newer than the SPA build`;
  if (!reason) return `reused ${path.relative(root, spaClientDir)}`;
  log(
    `building the client-rendered peer (${reason}): react-router build bench/spa → ${path.relative(root, spaClientDir)}`,
  );
  // The artwork lands in public/ (skipped when fresh), then the SPA build copies it like ours does.
  await run(process.execPath, ["--import", "tsx", "scripts/build-images.ts"]);
  // Run from the peer's own directory: React Router then finds its config and keys its manifest right.
  await run(path.join(root, "node_modules/.bin/react-router"), ["build"], path.join(root, "bench/spa"));
  if (!fs.existsSync(index)) throw new Error(`the SPA build wrote no ${path.relative(root, index)}`);
  const count = [...walkFiles(spaClientDir)].filter(writeCompressedTwins).length;
  log(`  pre-compressed ${count} files of the SPA build (brotli 11 + gzip 9, as postbuild does)`);
  return `rebuilt (${reason})`;
}

// ───────────────────────────── floor ─────────────────────────────

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const isJsonLd = (attributes: string) => /\btype=["']?application\/ld\+json["']?/i.test(attributes);

/** The page without JavaScript: only JSON-LD (data, not code) stays. */
function stripJavaScript(html: string): { html: string; scripts: number; preloads: number } {
  let scripts = 0;
  let preloads = 0;
  const stripped = html
    .replace(scriptElement, (element, attributes: string) => {
      if (isJsonLd(attributes)) return element;
      scripts++;
      return "";
    })
    .replace(modulePreload, () => {
      preloads++;
      return "";
    });
  return { html: stripped, scripts, preloads };
}

/** A fresh copy of build/client with every HTML file stripped; build/client itself is never written. */
function makeFloor(): { files: number; scripts: number; preloads: number } {
  fs.rmSync(path.dirname(floorClientDir), { recursive: true, force: true });
  fs.cpSync(clientDir, floorClientDir, { recursive: true });
  const totals = { files: 0, scripts: 0, preloads: 0 };
  for (const file of [...walkFiles(floorClientDir)]) {
    if (!file.endsWith(".html")) continue;
    const result = stripJavaScript(fs.readFileSync(file, "utf8"));
    if (result.scripts === 0 && result.preloads === 0) continue;
    fs.writeFileSync(file, result.html);
    // Our server prefers the .br/.gz twin: regenerate them, or it would serve the page with its scripts.
    writeCompressedTwins(file);
    totals.files++;
    totals.scripts += result.scripts;
    totals.preloads += result.preloads;
    const left = [...result.html.matchAll(scriptElement)].filter((match) => !isJsonLd(match[1] ?? ""));
    if (left.length > 0 || /rel=["']?modulepreload/i.test(result.html))
      throw new Error(`floor: JavaScript left in ${file}`);
  }
  if (totals.files === 0)
    throw new Error("floor: no HTML file had a script to strip; is build/client a prerendered build?");
  return totals;
}

// ───────────────────────────── servers ─────────────────────────────

interface RunningServer {
  baseUrl: string;
  servedBy: string;
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
cleanups.push(() => fs.rmSync(tempDir, { recursive: true, force: true }));

/**
 * Our Fastify server exactly as production builds it, on a loopback port, with a throwaway lead
 * store; serving the build in `dir`, or `site` when given.
 */
async function startOurServer(dir: string, name: string, site?: StaticSite, servedBy?: string): Promise<RunningServer> {
  const env = loadEnv({
    CLIENT_DIR: dir,
    DATABASE_PATH: path.join(tempDir, `${name}-leads.sqlite`),
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
  });
  const app = await buildServer({ env, site });
  cleanups.push(() => app.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    servedBy: servedBy ?? `our server (buildServer, CLIENT_DIR=${path.relative(root, dir)})`,
  };
}

/**
 * The peer as a static host with an SPA rewrite serves it (e.g. `/* /index.html 200`), through
 * our own server: its files with their pre-compressed twins and our headers, and the shell
 * index.html at every page path.
 */
function startSpaServer(dir: string): Promise<RunningServer> {
  const shell = loadResource(path.join(dir, "index.html"), "html");
  const site: StaticSite = {
    pages: new Map(pageUrlPaths().map((urlPath) => [urlPath, shell])),
    files: loadFiles(dir),
    notFound: shell,
  };
  return startOurServer(
    dir,
    "peer",
    site,
    `our server (buildServer) with the SPA shell index.html at every page path, ${path.relative(root, dir)}`,
  );
}

// ───────────────────────────── Lighthouse ─────────────────────────────

const chromeFlags = ["--headless=new", ...chromiumFlags];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const runTimeoutMs = 150_000;

type Audit = Result["audits"][string];
/** A table/opportunity/list row as plain data: Lighthouse types its cells as a wide union. */
type Row = Record<string, unknown>;

function rowsOf(audit: Audit | undefined): Row[] {
  const details = audit?.details;
  if (!details) return [];
  if (details.type === "table" || details.type === "opportunity" || details.type === "debugdata")
    return (details.items ?? []) as unknown as Row[];
  return [];
}
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const str = (value: unknown): string => (typeof value === "string" ? value : "");
/** URLs on our loopback origin are shown as their path: the port changes every run. */
const shortUrl = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, "");

interface Measurement {
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's CPU speed probe of this run, and the 1-minute load average after it: a busy machine inflates TBT and the CPU part of FCP/LCP. */
  benchmarkIndex: number | null;
  loadAverage: number;
  /** Transfer sizes from the resource-summary audit. */
  bytes: { html: number; css: number; js: number; image: number; font: number; total: number; requests: number };
}

function measure(lhr: Result): Measurement {
  const score = (id: (typeof categories)[number]) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => num(lhr.audits[id]?.numericValue);
  const summary = new Map(rowsOf(lhr.audits["resource-summary"]).map((row) => [str(row.resourceType), row]));
  const transfer = (type: string) => num(summary.get(type)?.transferSize) ?? 0;
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
    benchmarkIndex: num(lhr.environment.benchmarkIndex),
    loadAverage: Number(os.loadavg()[0]!.toFixed(2)),
    bytes: {
      html: transfer("document"),
      css: transfer("stylesheet"),
      js: transfer("script"),
      image: transfer("image"),
      font: transfer("font"),
      total: transfer("total"),
      requests: num(summary.get("total")?.requestCount) ?? 0,
    },
  };
}

/** What delays FCP/LCP, in Lighthouse's own words: the audits the findings are read from. */
function diagnostics(lhr: Result) {
  const audits = lhr.audits;
  const lcpDetails = audits["largest-contentful-paint-element"]?.details;
  const lcpTables = lcpDetails?.type === "list" ? lcpDetails.items : [];
  const lcpElementRow =
    lcpTables[0]?.type === "table" ? (lcpTables[0].items[0] as unknown as Row | undefined) : undefined;
  const lcpNode = (lcpElementRow?.node ?? {}) as Row;
  const lcpPhases = lcpTables[1]?.type === "table" ? (lcpTables[1].items as unknown as Row[]) : [];
  const failedAudits = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === "number" && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({
        id: ref.id,
        score: audits[ref.id]?.score ?? null,
        display: audits[ref.id]?.displayValue ?? "",
      }));
  const observed = rowsOf(audits.metrics)[0] ?? {};
  const chainDetails = audits["critical-request-chains"]?.details;
  return {
    lcpElement: { selector: str(lcpNode.selector), snippet: str(lcpNode.snippet), label: str(lcpNode.nodeLabel) },
    /** Simulated LCP split into TTFB, resource load delay, load duration and render delay. */
    lcpPhases: lcpPhases.map((row) => ({
      phase: str(row.phase),
      ms: Math.round(num(row.timing) ?? 0),
      percent: str(row.percent),
    })),
    renderBlocking: {
      savingsMs: num(audits["render-blocking-resources"]?.numericValue),
      items: rowsOf(audits["render-blocking-resources"]).map((row) => ({
        url: shortUrl(str(row.url)),
        bytes: num(row.totalBytes),
        wastedMs: num(row.wastedMs),
      })),
    },
    prioritizeLcpImage: {
      score: audits["prioritize-lcp-image"]?.score ?? null,
      display: audits["prioritize-lcp-image"]?.displayValue ?? "",
    },
    lcpLazyLoaded: audits["lcp-lazy-loaded"]?.score ?? null,
    bootup: {
      totalMs: num(audits["bootup-time"]?.numericValue),
      items: rowsOf(audits["bootup-time"]).map((row) => ({
        url: shortUrl(str(row.url)),
        totalMs: num(row.total),
        scriptingMs: num(row.scripting),
        parseCompileMs: num(row.scriptParseCompile),
      })),
    },
    mainThread: {
      totalMs: num(audits["mainthread-work-breakdown"]?.numericValue),
      items: rowsOf(audits["mainthread-work-breakdown"]).map((row) => ({
        group: str(row.groupLabel) || str(row.group),
        ms: num(row.duration),
      })),
    },
    longTasks: rowsOf(audits["long-tasks"]).map((row) => ({
      url: shortUrl(str(row.url)),
      startMs: num(row.startTime),
      durationMs: num(row.duration),
    })),
    /** Observed (unthrottled) timings of the trace the simulation starts from. */
    observed: {
      fcpMs: num(observed.observedFirstContentfulPaint),
      lcpMs: num(observed.observedLargestContentfulPaint),
      loadMs: num(observed.observedLoad),
    },
    requests: rowsOf(audits["network-requests"]).map((row) => ({
      url: shortUrl(str(row.url)),
      type: str(row.resourceType),
      priority: str(row.priority),
      preload: row.isLinkPreload === true,
      startMs: num(row.networkRequestTime),
      endMs: num(row.networkEndTime),
      transferBytes: num(row.transferSize),
    })),
    criticalChainLongest: chainDetails?.type === "criticalrequestchain" ? chainDetails.longestChain : null,
    failedAudits: Object.fromEntries(categories.map((category) => [category, failedAudits(category)])),
    runWarnings: lhr.runWarnings,
  };
}

let currentChrome: chromeLauncher.LaunchedChrome | null = null;
cleanups.push(() => {
  currentChrome?.kill();
  currentChrome = null;
});

/** One Lighthouse run in a fresh Chromium, bounded in time. */
async function lighthouseRun(url: string): Promise<Result> {
  if (stopping) throw new Error("interrupted");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent", handleSIGINT: false });
  currentChrome = chrome;
  if (stopping) {
    chrome.kill();
    throw new Error("interrupted");
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...categories],
      // The full-page screenshot is for reports only; skipping it saves time and memory.
      disableFullPageScreenshot: true,
      maxWaitForLoad: 45_000,
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took more than ${runTimeoutMs / 1000} s`)), runTimeoutMs);
    });
    // No config: Lighthouse's default, i.e. mobile with simulated throttling.
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
    currentChrome = null;
  }
}

/**
 * Lighthouse now and then fails a run for reasons of its own (NO_NAVSTART, ~5% of runs with
 * Chromium 156: the trace missed the navigation); up to two more tries, each in a new Chromium,
 * then the run counts as failed.
 */
async function lighthouseRunWithRetry(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (stopping || attempt >= 3) throw error;
      log(`  retrying ${url} (attempt ${attempt + 1} of 3): ${(error as Error).message}`);
    }
  }
}

// ───────────────────────────── report ─────────────────────────────

const median = (numbers: number[]): number | null => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface RunRecord {
  measurement: Measurement;
  lhr: Result;
  seconds: number;
}

interface RowResult {
  route: string;
  variant: Variant;
  url: string;
  runs: Measurement[];
  errors: string[];
  /** The run with the median LCP (the lower middle one when the count is even). */
  median: Measurement | null;
  medianRunIndex: number | null;
  perMetricMedian: Record<string, number | null>;
  diagnostics: ReturnType<typeof diagnostics> | null;
}

function summarize(
  route: string,
  variant: Variant,
  url: string,
  records: RunRecord[],
  errors: string[],
): { row: RowResult; lhr: Result | null } {
  const indexed = records
    .map((record, index) => ({ record, index }))
    .filter(({ record }) => record.measurement.lcpMs !== null);
  indexed.sort(
    (a, b) =>
      a.record.measurement.lcpMs! - b.record.measurement.lcpMs! ||
      (b.record.measurement.scores.performance ?? 0) - (a.record.measurement.scores.performance ?? 0),
  );
  const chosen = indexed[Math.floor((indexed.length - 1) / 2)];
  const measurements = records.map((record) => record.measurement);
  const pick = (get: (m: Measurement) => number | null) =>
    median(measurements.map(get).filter((value): value is number => value !== null));
  return {
    row: {
      route,
      variant,
      url,
      runs: measurements,
      errors,
      median: chosen?.record.measurement ?? null,
      medianRunIndex: chosen?.index ?? null,
      perMetricMedian: {
        performance: pick((m) => m.scores.performance),
        fcpMs: pick((m) => m.fcpMs),
        lcpMs: pick((m) => m.lcpMs),
        tbtMs: pick((m) => m.tbtMs),
        cls: pick((m) => m.cls),
        speedIndexMs: pick((m) => m.speedIndexMs),
        benchmarkIndex: pick((m) => m.benchmarkIndex),
      },
      diagnostics: chosen ? diagnostics(chosen.record.lhr) : null,
    },
    lhr: chosen?.record.lhr ?? null,
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (value: number | null, digits = 0) => (value === null ? "–" : value.toFixed(digits));

function table(rows: RowResult[]): string {
  const header = [
    "route",
    "variant",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "HTML KiB",
    "CSS KiB",
    "JS KiB",
    "img KiB",
  ];
  const body = rows.map((row) => {
    const m = row.median;
    if (!m) return [row.route, row.variant, "failed", "", "", "", "", "", "", "", "", "", "", ""];
    return [
      row.route,
      row.variant,
      fixed(m.scores.performance),
      fixed(m.scores.accessibility),
      fixed(m.scores["best-practices"]),
      fixed(m.scores.seo),
      fixed(m.fcpMs),
      fixed(m.lcpMs),
      fixed(m.tbtMs),
      fixed(m.cls, 3),
      kib(m.bytes.html),
      kib(m.bytes.css),
      kib(m.bytes.js),
      kib(m.bytes.image),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}

/** Per row: LCP element and phases, render-blocking requests, script boot-up, requests before the LCP resource. */
function details(rows: RowResult[]): string {
  const lines = ["What delays FCP/LCP (median run of each row)"];
  for (const row of rows) {
    const d = row.diagnostics;
    if (!d || !row.median) continue;
    lines.push(
      `${row.route} ${row.variant}: LCP element ${d.lcpElement.selector || "?"} ${d.lcpElement.snippet.slice(0, 90)}`,
    );
    lines.push(`  LCP phases: ${d.lcpPhases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(", ") || "–"}`);
    lines.push(
      `  render-blocking: ${d.renderBlocking.items.map((item) => `${item.url} ${fixed(item.wastedMs)} ms`).join(", ") || "none"} (est. savings ${fixed(d.renderBlocking.savingsMs)} ms)`,
    );
    lines.push(
      `  boot-up ${fixed(d.bootup.totalMs)} ms: ${
        d.bootup.items
          .slice(0, 3)
          .map((item) => `${item.url} ${fixed(item.scriptingMs)} ms scripting`)
          .join(", ") || "–"
      }; main thread ${fixed(d.mainThread.totalMs)} ms`,
    );
    const lcpUrl = /src="([^"]+)"/.exec(d.lcpElement.snippet)?.[1];
    const lcpRequest = lcpUrl ? d.requests.find((request) => request.url === shortUrl(lcpUrl)) : undefined;
    if (lcpRequest) {
      const before = d.requests.filter(
        (request) =>
          request !== lcpRequest &&
          request.type !== "Document" &&
          (request.startMs ?? Infinity) <= (lcpRequest.startMs ?? 0),
      );
      lines.push(
        `  LCP image ${lcpRequest.url} priority ${lcpRequest.priority}, requested after ${before.length} other requests (${before.filter((request) => request.type === "Script").length} scripts)`,
      );
    }
    lines.push(`  observed (unthrottled) FCP ${fixed(d.observed.fcpMs)} ms, LCP ${fixed(d.observed.lcpMs)} ms`);
  }
  return lines.join("\n");
}

// ───────────────────────────── main ─────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  const deadline = started + maxMinutes * 60_000;
  const totalRuns = routes.length * variants.length * runs;
  // ~8 s per Lighthouse run on this 2-core machine (fresh Chromium, load, simulation, audits); builds add ~1 min when needed.
  const secondsPerRun = 8;
  log(
    `bench:pages: ${routes.length} route(s) × ${variants.length} variant(s) × ${runs} run(s) = ${totalRuns} Lighthouse runs; ` +
      `expected ≈ ${Math.ceil((totalRuns * secondsPerRun) / 60)} min (+ builds), bounded by --max-minutes ${maxMinutes}`,
  );

  const builds: Record<string, string> = {};
  if (variants.includes("ours") || variants.includes("floor")) builds.production = await ensureProductionBuild();
  if (variants.includes("peer")) builds.spa = await ensureSpaBuild();

  const servers: Partial<Record<Variant, RunningServer>> = {};
  if (variants.includes("ours")) servers.ours = await startOurServer(clientDir, "ours");
  if (variants.includes("floor")) {
    const floor = makeFloor();
    log(
      `floor: ${floor.scripts} <script> and ${floor.preloads} modulepreload elements removed from ${floor.files} HTML files in ${path.relative(root, floorClientDir)}`,
    );
    servers.floor = await startOurServer(floorClientDir, "floor");
  }
  if (variants.includes("peer")) servers.peer = await startSpaServer(spaClientDir);
  for (const variant of variants)
    log(`  ${variant.padEnd(5)} ${servers[variant]!.baseUrl}  served by ${servers[variant]!.servedBy}`);

  const records = new Map<string, RunRecord[]>();
  const errors = new Map<string, string[]>();
  const key = (route: string, variant: Variant) => `${variant} ${route}`;
  let done = 0;
  let stoppedEarly = false;
  const runSeconds: number[] = [];
  // Variants interleaved within each run, so drift of the machine hits all three alike.
  outer: for (const route of routes) {
    for (let runIndex = 0; runIndex < runs; runIndex++) {
      for (const variant of variants) {
        if (stopping) break outer;
        if (Date.now() > deadline) {
          stoppedEarly = true;
          log(`--max-minutes ${maxMinutes} reached: ${totalRuns - done} runs skipped`);
          break outer;
        }
        const url = `${servers[variant]!.baseUrl}${route}`;
        const runStarted = Date.now();
        done++;
        try {
          const lhr = await lighthouseRunWithRetry(url);
          const measurement = measure(lhr);
          const seconds = (Date.now() - runStarted) / 1000;
          runSeconds.push(seconds);
          records.set(key(route, variant), [
            ...(records.get(key(route, variant)) ?? []),
            { measurement, lhr, seconds },
          ]);
          const left = ((totalRuns - done) * (median(runSeconds) ?? secondsPerRun)) / 60;
          log(
            `[${done}/${totalRuns}] ${route} ${variant} run ${runIndex + 1}/${runs}: perf ${fixed(measurement.scores.performance)}, ` +
              `FCP ${fixed(measurement.fcpMs)} ms, LCP ${fixed(measurement.lcpMs)} ms, TBT ${fixed(measurement.tbtMs)} ms (${seconds.toFixed(1)} s, load ${measurement.loadAverage}; ≈ ${left.toFixed(1)} min left)`,
          );
        } catch (error) {
          const message = (error as Error).message;
          errors.set(key(route, variant), [...(errors.get(key(route, variant)) ?? []), message]);
          log(`[${done}/${totalRuns}] ${route} ${variant} run ${runIndex + 1}/${runs}: FAILED ${message}`);
        }
      }
    }
  }

  const stamp = new Date(started).toISOString().replace(/[:.]/g, "-");
  const lhrDir = path.join(resultsDir, `lhr-${stamp}`);
  const rows: RowResult[] = [];
  for (const route of routes) {
    for (const variant of variants) {
      const { row, lhr } = summarize(
        route,
        variant,
        `${servers[variant]!.baseUrl}${route}`,
        records.get(key(route, variant)) ?? [],
        errors.get(key(route, variant)) ?? [],
      );
      rows.push(row);
      if (values["save-lhr"] && lhr) {
        fs.mkdirSync(lhrDir, { recursive: true });
        fs.writeFileSync(
          path.join(lhrDir, `${route === "/" ? "home" : route.slice(1)}-${variant}.json`),
          JSON.stringify(lhr),
        );
      }
    }
  }

  const lcpOf = (route: string, variant: Variant) =>
    rows.find((row) => row.route === route && row.variant === variant)?.median?.lcpMs ?? null;
  const ratio = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null);
  const ratios = routes.map((route) => ({
    route,
    oursOverFloor: ratio(lcpOf(route, "ours"), lcpOf(route, "floor")),
    peerOverOurs: ratio(lcpOf(route, "peer"), lcpOf(route, "ours")),
  }));

  const out: string[] = [];
  out.push(
    `Lighthouse ${lighthouseVersion()} mobile default config (simulated throttling), ${runs} run(s) per row, row = the run with the median LCP`,
  );
  for (const variant of variants) out.push(`  ${variant.padEnd(5)} served by ${servers[variant]!.servedBy}`);
  out.push("");
  out.push(table(rows));
  out.push("");
  out.push("LCP ratios (median runs)");
  const ratioWidth = Math.max(5, ...routes.map((route) => route.length));
  out.push(`${"route".padEnd(ratioWidth)}  ours/floor  peer/ours`);
  for (const entry of ratios)
    out.push(
      `${entry.route.padEnd(ratioWidth)}  ${fixed(entry.oursOverFloor, 2).padStart(10)}  ${fixed(entry.peerOverOurs, 2).padStart(9)}`,
    );
  out.push("");
  const perfOf = (variant: Variant) =>
    rows.filter((row) => row.variant === variant && row.median?.scores.performance != null);
  const summaryParts: string[] = [];
  for (const variant of variants) {
    const scored = perfOf(variant);
    if (scored.length === 0) continue;
    const worst = scored.reduce((a, b) => (a.median!.scores.performance! <= b.median!.scores.performance! ? a : b));
    summaryParts.push(`min perf ${variant} ${worst.median!.scores.performance} (${worst.route})`);
  }
  const extreme = (pickRatio: (entry: (typeof ratios)[number]) => number | null) => {
    const valid = ratios.filter((entry) => pickRatio(entry) !== null);
    return valid.length ? valid.reduce((a, b) => (pickRatio(a)! >= pickRatio(b)! ? a : b)) : null;
  };
  const worstFloor = extreme((entry) => entry.oursOverFloor);
  if (worstFloor)
    summaryParts.push(`max LCP(ours)/LCP(floor) ${worstFloor.oursOverFloor!.toFixed(2)} (${worstFloor.route})`);
  const bestPeer = extreme((entry) => entry.peerOverOurs);
  if (bestPeer) summaryParts.push(`max LCP(peer)/LCP(ours) ${bestPeer.peerOverOurs!.toFixed(2)} (${bestPeer.route})`);
  const minPeer = extreme((entry) => (entry.peerOverOurs === null ? null : -entry.peerOverOurs));
  if (minPeer) summaryParts.push(`min LCP(peer)/LCP(ours) ${minPeer.peerOverOurs!.toFixed(2)} (${minPeer.route})`);
  out.push(`summary: ${summaryParts.join("; ")}`);
  // The targets of ARCHITECTURE.md ("Targets we measure"), checked on our variant only.
  const misses = rows
    .filter((row) => row.variant === "ours" && row.median)
    .flatMap((row) => {
      const m = row.median!;
      const problems: string[] = [];
      if ((m.scores.performance ?? 0) < 98) problems.push(`perf ${m.scores.performance}`);
      for (const category of ["accessibility", "best-practices", "seo"] as const)
        if (m.scores[category] !== 100) problems.push(`${category} ${m.scores[category]}`);
      if ((m.lcpMs ?? Infinity) > 1800) problems.push(`LCP ${fixed(m.lcpMs)} ms`);
      if ((m.tbtMs ?? Infinity) > 50) problems.push(`TBT ${fixed(m.tbtMs)} ms`);
      if ((m.cls ?? Infinity) > 0) problems.push(`CLS ${fixed(m.cls, 3)}`);
      return problems.length ? [`${row.route}: ${problems.join(", ")}`] : [];
    });
  const targets = "targets of ARCHITECTURE.md (perf ≥ 98, a11y/bp/SEO 100, LCP ≤ 1.8 s, TBT ≤ 50 ms, CLS 0)";
  if (variants.includes("ours"))
    out.push(
      misses.length
        ? [`${targets} missed by ours on ${misses.length} route(s):`, ...misses.map((miss) => `  ${miss}`)].join("\n")
        : `${targets}: met by ours on every measured route`,
    );
  const failed = rows.filter((row) => row.errors.length > 0);
  if (failed.length)
    out.push(
      `failed runs (each row uses the runs that succeeded): ${failed.map((row) => `${row.route} ${row.variant} (${row.errors.length}: ${row.errors[0]})`).join("; ")}`,
    );
  if (stoppedEarly) out.push(`stopped early at --max-minutes ${maxMinutes}: rows without runs are marked failed`);
  const elapsedMinutes = (Date.now() - started) / 60_000;
  const measured = rows.flatMap((row) => row.runs);
  const busiest = Math.max(0, ...measured.map((m) => m.loadAverage));
  if (busiest > os.availableParallelism()) {
    out.push(
      `warning: 1-min load average reached ${busiest.toFixed(1)} on ${os.availableParallelism()} cores during the runs: other work competed for the CPU, so TBT and the CPU share of FCP/LCP are inflated; re-run on an idle machine`,
    );
  }
  if (values.details) out.push("", details(rows), "");
  out.push(
    `${done} Lighthouse runs in ${elapsedMinutes.toFixed(1)} min (median ${fixed(median(runSeconds), 1)} s per run)`,
  );
  console.log(out.join("\n"));

  const report = {
    date: new Date(started).toISOString(),
    lighthouse: lighthouseVersion(),
    chromium: chromePath,
    node: process.version,
    settings: {
      routes,
      variants,
      runs,
      throttling: "Lighthouse default mobile (simulate)",
      row: "run with the median LCP",
    },
    builds,
    servedBy: Object.fromEntries(variants.map((variant) => [variant, servers[variant]!.servedBy])),
    durationMinutes: Number(elapsedMinutes.toFixed(2)),
    stoppedEarly,
    rows,
    ratios,
    summary: summaryParts,
    targetMisses: misses,
    ...(values["save-lhr"] ? { lhrDir: path.relative(root, lhrDir) } : {}),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(path.join(resultsDir, `pages-${stamp}.json`), json);
  fs.writeFileSync(path.join(resultsDir, "pages-latest.json"), json);
  log(
    `wrote bench-results/pages-${stamp}.json and bench-results/pages-latest.json${values["save-lhr"] ? ` and ${path.relative(root, lhrDir)}/` : ""}`,
  );
  if (rows.some((row) => !row.median)) process.exitCode = 1;
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

try {
  await main();
} catch (error) {
  log(`bench:pages failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
