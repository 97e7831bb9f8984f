/**
 * The three questions a new patient brings (issue 28), walked on a throttled phone and timed:
 * "Do you have a cardiologist, and how do I book?", "What fasting for glucose and cholesterol, and
 * what does it cost?", "Where is it, and is it open on Saturday afternoon?". Chromium (playwright-core)
 * as bench/interactions.ts sets it up: 390×844 touch, 150 ms round trip, 1.6 Mbit/s down, CPU ×4,
 * against the production build served by our own server, a fresh phone (empty cache) per task. The
 * patient's pace and way of looking are bench/tasks/patient.ts; the paths, bench/tasks/tasks.ts.
 *
 * Per task and build: taps, scrolls (600 px flicks, in the page or the menu) and seconds from the
 * first navigation to the last answer seen, pauses included; the median over --runs. With --before
 * <dir>, another build (e.g. main's) is served by a second server and walked in the same runs,
 * alternating, so both face the same machine.
 *
 *   npm run bench:tasks -- [--runs 2] [--client-dir build/client] [--before <dir>] [--cpu-slowdown 4]
 *
 * Writes bench-results/tasks-<timestamp>.json and bench-results/tasks-latest.json. Figures are
 * printed, never asserted (tests/e2e/patient-tasks.test.ts asserts where the answers are).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { chromiumFlags, debianChromiumPaths, findChromium } from "#scripts/chromium.ts";
import { formatTable, log, parseCommandLine } from "./cli";
import { defaultCpuSlowdown, newPhoneContext, slowPhone, throttle, useCpuSlowdown } from "./interactions/slow-phone";
import { onShutdown, shutdown, shutDownOnSignals } from "./pages/shutdown";
import { startOurServer } from "./pages/our-server";
import { projectRoot } from "./paths";
import { resultStamp, writeResults } from "./results";
import { buildsForResults, buildsSideBySide } from "./side-by-side";
import { median } from "./stats";
import { pacing, Patient, type TaskTally } from "./tasks/patient";
import { tasks } from "./tasks/tasks";

const { options, fail } = parseCommandLine({
  command: "bench:tasks",
  summary:
    "The three questions of a new patient on a throttled phone (cardiologist and booking; fasting and cost; where and Saturday): taps, scrolls and seconds per task.",
  options: {
    runs: { type: "integer", description: "walks of each task per build", default: 2, min: 1, max: 9 },
    "client-dir": {
      type: "text",
      description: "the build to serve",
      default: path.join(projectRoot, "build/client"),
      defaultText: "build/client",
    },
    before: {
      type: "text",
      description: 'another build\'s client dir, walked side by side as "before"',
      default: "",
      defaultText: "none",
    },
    "cpu-slowdown": {
      type: "integer",
      description: "the phone's CPU slowdown (bench:interactions --cpu-slowdown)",
      default: defaultCpuSlowdown,
      min: 1,
      max: 40,
    },
  },
});
useCpuSlowdown(options["cpu-slowdown"]);

const builds = buildsSideBySide(options["client-dir"], options.before, fail);
const chromePath =
  findChromium() ?? fail(`no Chromium at $CHROME_PATH or ${debianChromiumPaths.join(", ")} (set CHROME_PATH)`);

async function walk(browser: Browser, baseUrl: string, task: (typeof tasks)[number]): Promise<TaskTally> {
  const context = await newPhoneContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await throttle(page);
    const patient = new Patient(page);
    await task.walk(patient);
    return patient.tally;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  shutDownOnSignals();
  const started = Date.now();
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tasks-"));
  onShutdown(() => fs.rmSync(storeDir, { recursive: true, force: true }));
  const servers = [];
  for (const build of builds) servers.push(await startOurServer({ dir: build.clientDir, name: build.label, storeDir }));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  onShutdown(() => browser.close());
  log(`bench:tasks: ${tasks.length} tasks × ${options.runs} run(s) × ${builds.map((build) => build.label).join(", ")}`);

  const rows: { task: string; build: string; runs: TaskTally[] }[] = [];
  for (const task of tasks) {
    const results = builds.map((): TaskTally[] => []);
    for (let run = 1; run <= options.runs; run++)
      for (const [index, build] of builds.entries()) {
        const tally = await walk(browser, servers[index]!.baseUrl, task);
        results[index]!.push(tally);
        log(`  ${task.id} ${build.label} run ${run}/${options.runs}: ${JSON.stringify(tally)}`);
      }
    for (const [index, build] of builds.entries())
      rows.push({ task: task.id, build: build.label, runs: results[index]! });
  }

  const medianOf = (runs: TaskTally[], pick: (tally: TaskTally) => number) => median(runs.map(pick)) ?? 0;
  console.log(
    formatTable(
      ["task", "build", "path", "not found", "taps", "scrolls", "seconds"],
      rows.map(({ task, build, runs }) => [
        task,
        build,
        runs[0]!.path.join(", ") || "—",
        [...new Set(runs.flatMap((tally) => tally.missing))].join(", ") || "—",
        String(medianOf(runs, (tally) => tally.taps)),
        String(medianOf(runs, (tally) => tally.scrolls)),
        medianOf(runs, (tally) => tally.seconds).toFixed(1),
      ]),
      4,
    ),
  );
  console.log(
    `\n${tasks.map((task) => `${task.id}: ${task.question}`).join("\n")}\nPace: ${pacing.readFirstScreenMs / 1000} s per first screen, ${pacing.glanceMs / 1000} s per ${pacing.flickPx} px flick, ${pacing.decideMs / 1000} s before each tap; the menu after ${pacing.flicksBeforeMenu} flicks.`,
  );
  const written = writeResults("tasks", resultStamp(started), {
    date: new Date(started).toISOString(),
    chromium: chromePath,
    builds: buildsForResults(builds),
    throttling: slowPhone,
    pacing,
    rows,
  });
  log(`wrote ${written.join(" and ")}`);
}

try {
  await main();
} catch (error) {
  log(`bench:tasks failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await shutdown();
}
