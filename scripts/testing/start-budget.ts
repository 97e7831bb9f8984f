/**
 * The time a test that starts tsx processes may take, from what this machine just measured (the
 * rule of tests/e2e/load-budget.ts): a tsx start (two node processes, a module graph transpiled)
 * takes seconds alone and many times that under the whole suite, so a bare 60 s either fails on a
 * loaded machine or hides a hang on an idle one. The reference is the start of a bare node
 * process, measured while the file is collected (Vitest fixes a timeout when a test is declared).
 */
import { spawnSync } from "node:child_process";
import { loadBudget } from "#tests/e2e/load-budget.ts";

/** The reference: one bare node start, to its exit, in ms. */
export function nodeStartMs(): number {
  const started = performance.now();
  spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
  return performance.now() - started;
}

/**
 * For a test making `starts` tsx starts: each may take 300 bare node starts (one took 30 to 60 of
 * them, alone and under load), at least the minute these tests had, at most ten minutes.
 */
export function tsxStartsBudget(starts: number, referenceMs = nodeStartMs()): number {
  return loadBudget(referenceMs, { pageFactor: 300 * starts, floorMs: 60_000, ceilingMs: 600_000 }).pageMs;
}
