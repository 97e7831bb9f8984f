import path from "node:path";
import { defineConfig } from "vitest/config";
import LongFilesFirst from "./tests/sequencer.ts";
import { loadBudget } from "./tests/e2e/load-budget.ts";
import { nodeStartMs } from "./scripts/testing/start-budget.ts";

/**
 * The tests' timeouts, from this machine's speed rather than a bare figure (tests/e2e/load-budget.ts):
 * one bare node start, measured as the run begins (~40-60 ms on an idle two-core machine, more on a
 * slower one), times a factor, within bounds. A server test starts servers and command-line
 * processes, a unit test may draw an image or run nginx -t, a browser test drives Chromium. A file
 * that knows its work better measures its own (scripts/testing/start-budget.ts).
 */
const nodeStart = nodeStartMs();
const unitTimeout = loadBudget(nodeStart, { pageFactor: 125, floorMs: 5_000, ceilingMs: 60_000 }).pageMs;
const serverTimeout = loadBudget(nodeStart, { pageFactor: 750, floorMs: 30_000, ceilingMs: 300_000 }).pageMs;
const browserTimeout = loadBudget(nodeStart, { pageFactor: 1500, floorMs: 60_000, ceilingMs: 300_000 }).pageMs;

const alias = [
  { find: /^#app\//, replacement: `${path.resolve(import.meta.dirname, "app")}/` },
  { find: /^#generated\//, replacement: `${path.resolve(import.meta.dirname, "generated")}/` },
];

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongFilesFirst },
    // A worker runs its files one after another in one module graph instead of a fresh process
    // each: the files are independent by design (every server, browser and temporary folder a file
    // makes is its own), and each fresh process paid its imports again. On two cores under other
    // load: unit 60 -> 37 CPU-s (138 -> 57 s), server 67 -> 48 CPU-s (199 -> 108 s); the browser
    // tests pass the same way (352 of 352).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // With the server and browser tests (same group, same workers), not alone before them:
          // alone it had one worker (Vitest's default, the cores less one) and left a core idle
          // for a minute; beside them its files fill the time the browser tests spend waiting.
          // tests/html reads the builds, which every project's global setup has made or checked
          // before any test file starts.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          include: [
            "app/**/*.test.{ts,tsx}",
            "shared/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "eslint/**/*.test.ts",
            "cms/**/*.test.ts",
            "tests/html/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: unitTimeout,
          // tests/html reads the prerendered pages of the main build and of the tag-manager variant.
          globalSetup: ["tests/content-modules-setup.ts", "tests/test-builds.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          // Beside the browser tests (same group, same workers): both mostly wait on timers and I/O.
          // The three projects share one group, and so one number of workers.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          include: ["server/**/*.test.ts", "editor/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/content-modules-setup.ts", "server/testing/global-setup.ts"],
          testTimeout: serverTimeout,
          hookTimeout: 2 * serverTimeout,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // With the unit and server tests. Three at a time on two cores: a browser test waits part
          // of the time (for a page to hydrate, a timer, a poll); four made axe time out.
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/content-modules-setup.ts", "tests/test-builds.ts", "tests/e2e/global-setup.ts"],
          testTimeout: browserTimeout,
          hookTimeout: browserTimeout,
          // A real browser on two cores shared by several workers: a state a page reaches (a scroll
          // ended, a dialog closed) may take longer than the default second to show.
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: 3,
        },
      },
    ],
  },
});
