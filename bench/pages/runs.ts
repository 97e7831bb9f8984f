/** The Lighthouse runs of the whole bench, in an order fair to every variant, within a time bound. */
import { log } from "../cli";
import { median } from "../stats";
import { fixed } from "./format";
import { lighthouseRunWithRetry } from "./lighthouse";
import { measure } from "./measurement";
import type { RunningServer } from "./our-server";
import type { RunRecord } from "./rows";
import { isStopping } from "./shutdown";
import type { Variant } from "./variants";

/** ~8 s per Lighthouse run on this 2-core machine (fresh Chromium, load, simulation, audits); builds add ~1 min when needed. */
export const secondsPerRun = 8;

export interface RunsPlan {
  routes: readonly string[];
  variants: readonly Variant[];
  runs: number;
  servers: Partial<Record<Variant, RunningServer>>;
  chromePath: string;
  /** Lighthouse's simulated CPU slowdown (its default is 4). */
  cpuSlowdown: number;
  /** Date.now() past which no run starts. */
  deadline: number;
  maxMinutes: number;
}

export interface RunsDone {
  /** Keyed by runKey(route, variant). */
  records: Map<string, RunRecord[]>;
  errors: Map<string, string[]>;
  done: number;
  stoppedEarly: boolean;
  runSeconds: number[];
}

export const runKey = (route: string, variant: Variant) => `${variant} ${route}`;

export async function runAll(plan: RunsPlan): Promise<RunsDone> {
  const { routes, variants, runs, servers } = plan;
  const totalRuns = routes.length * variants.length * runs;
  const records = new Map<string, RunRecord[]>();
  const errors = new Map<string, string[]>();
  let done = 0;
  let stoppedEarly = false;
  const runSeconds: number[] = [];
  // Variants interleaved within each run, so drift of the machine hits all three alike, and their
  // order turned by one each round, so no variant is always the first Chromium after a pause or
  // always the one after the heaviest page (the floor gap pairs runs of one round: decision 062).
  outer: for (const route of routes) {
    for (let runIndex = 0; runIndex < runs; runIndex++) {
      const turn = runIndex % variants.length;
      for (const variant of [...variants.slice(turn), ...variants.slice(0, turn)]) {
        if (isStopping()) break outer;
        if (Date.now() > plan.deadline) {
          stoppedEarly = true;
          log(`--max-minutes ${plan.maxMinutes} reached: ${totalRuns - done} runs skipped`);
          break outer;
        }
        const key = runKey(route, variant);
        const url = `${servers[variant]!.baseUrl}${route}`;
        const runStarted = Date.now();
        done++;
        try {
          const lhr = await lighthouseRunWithRetry(url, plan.chromePath, plan.cpuSlowdown);
          const measurement = measure(lhr);
          const seconds = (Date.now() - runStarted) / 1000;
          runSeconds.push(seconds);
          records.set(key, [...(records.get(key) ?? []), { measurement, lhr, seconds, round: runIndex }]);
          const left = ((totalRuns - done) * (median(runSeconds) ?? secondsPerRun)) / 60;
          log(
            `[${done}/${totalRuns}] ${route} ${variant} run ${runIndex + 1}/${runs}: perf ${fixed(measurement.scores.performance)}, ` +
              `FCP ${fixed(measurement.fcpMs)} ms, LCP ${fixed(measurement.lcpMs)} ms, TBT ${fixed(measurement.tbtMs)} ms (${seconds.toFixed(1)} s, load ${measurement.loadAverage}; ≈ ${left.toFixed(1)} min left)`,
          );
        } catch (error) {
          const message = (error as Error).message;
          errors.set(key, [...(errors.get(key) ?? []), message]);
          log(`[${done}/${totalRuns}] ${route} ${variant} run ${runIndex + 1}/${runs}: FAILED ${message}`);
        }
      }
    }
  }
  return { records, errors, done, stoppedEarly, runSeconds };
}
