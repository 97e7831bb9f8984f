/**
 * Tasks 1–5 of the December 2026 UX review (../shared/reviews/ux-2026-12.md, "1. Tasks"), walked on
 * a throttled phone and timed as the review timed them, so that its figures, this build's and the
 * build before's can be read side by side: 1 "Cardiologist: book it" (the page, the dialog, the
 * send, the confirmation), 2 "Fasting for cholesterol, and the price", 3 "Open on Saturday
 * afternoon, and where?" (with the Google Maps route), 4 "Chest pain on /cardiologista" (the red
 * box), 5 "Does it take Unimed?" (and whether a plan is named). The review's task 6, the header's
 * "Agendar" tapped right after the heading shows, is measured elsewhere: tests/e2e/early-tap.test.ts
 * asserts it, `npm run bench:interactions` times it.
 *
 * Chromium (playwright-core) as bench/interactions.ts sets it up: 390×844 touch, 150 ms round trip,
 * 1.6 Mbit/s down, CPU ×4, against the production build served by our own server (leads go to a
 * temporary store, deleted at the end), a fresh phone (empty cache) per task. The patient's pace
 * and way of looking are bench/tasks/patient.ts; the walks, bench/tasks/tasks.ts.
 *
 * Per task and build: taps (and characters typed), scrolls (600 px flicks, in the page or the menu),
 * seconds from the first navigation to the last answer seen, pauses included, and the seconds of
 * each moment the review timed ("milestones"); the median over --runs. What she read where its words
 * matter (the plans line) and what a send did (a tab opened, WhatsApp off) is printed under the
 * table. With --before <dir>, another build (e.g. main's) is served by a second server and walked in
 * the same runs, alternating, so both face the same machine.
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
    "Tasks 1–5 of the December 2026 UX review on a throttled phone (book a cardiologist; cholesterol fasting and price; Saturday and where; chest pain; Unimed): taps, scrolls, seconds and the review's milestones per task.",
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

/**
 * "page 11.9 · dialog 17.2 · sent 29.8": each moment's median over the runs that reached it, in the
 * order they came; "(2/3)" when only some runs did.
 */
function milestoneMedians(runs: TaskTally[]): string {
  const labels = [...new Set(runs.flatMap((tally) => tally.milestones.map((milestone) => milestone.label)))];
  return labels
    .map((label) => {
      const seconds = runs.flatMap((tally) =>
        tally.milestones.filter((milestone) => milestone.label === label).map((milestone) => milestone.seconds),
      );
      const reached = runs.filter((tally) => tally.milestones.some((milestone) => milestone.label === label)).length;
      const share = reached < runs.length ? ` (${reached}/${runs.length})` : "";
      return `${label} ${(median(seconds) ?? 0).toFixed(1)}${share}`;
    })
    .join(" · ");
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
      ["task", "build", "path", "not found", "taps", "scrolls", "seconds", "milestones"],
      rows.map(({ task, build, runs }) => {
        const typed = medianOf(runs, (tally) => tally.typed);
        return [
          task,
          build,
          runs[0]!.path.join(", ") || "—",
          [...new Set(runs.flatMap((tally) => tally.missing))].join(", ") || "—",
          `${medianOf(runs, (tally) => tally.taps)}${typed ? ` + ${typed} typed` : ""}`,
          String(medianOf(runs, (tally) => tally.scrolls)),
          medianOf(runs, (tally) => tally.seconds).toFixed(1),
          milestoneMedians(runs) || "—",
        ];
      }),
      4,
    ),
  );
  const notes = rows.flatMap(({ task, build, runs }) =>
    [...new Set(runs.flatMap((tally) => tally.notes))].map((note) => `${task} ${build}: ${note}`),
  );
  if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
  console.log(
    `\n${tasks.map((task) => `${task.id}: ${task.question}`).join("\n")}\nPace: ${pacing.readFirstScreenMs / 1000} s per first screen, ${pacing.glanceMs / 1000} s per ${pacing.flickPx} px flick, ${pacing.decideMs / 1000} s before each tap, ${pacing.typeCharMs} ms per character typed; the menu after ${pacing.flicksBeforeMenu} flicks.`,
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
