/**
 * What our scripts and styles add to the main thread, route by route: TBT and the performance
 * score of ours (and of --before's build, when measured) beside the no-JavaScript floor's, each the
 * median of its runs. Issue 37's bar: TBT within 50 ms of the floor and perf within 3 points, where
 * the floor itself is slow (bench:pages --cpu-slowdown).
 *
 * On a busy two-core machine one Lighthouse run's TBT moves by hundreds of milliseconds (the
 * simulation multiplies every observed task by the slowdown, noise included): the floor alone,
 * ten runs of one route at ×5, spread from 380 to 890 ms. A difference of two medians of three
 * cannot tell 50 ms from 150 there, so the verdict comes from the gap itself: the runs of a
 * variant and the floor's are made back to back (bench/pages/runs.ts), each pair gives one
 * difference, and the bar is judged on the median of those differences with a bootstrap interval
 * around it: "yes" when the whole interval is within the bar, "NO" when it is wholly beyond it,
 * "unsure" when the noise is wider than the bar (more --runs narrow it). The interval is of one
 * batch: the machine's noise also drifts over minutes, so a verdict counts when two batches run
 * apart agree (decision 062).
 */
import { formatTable } from "../cli";
import { median, percentile } from "../stats";
import { fixed } from "./format";
import type { Measurement } from "./measurement";
import type { RowResult } from "./rows";
import type { Variant } from "./variants";

export const floorGapBar = { tbtMs: 50, performancePoints: 3 } as const;

/** The median of the pairwise differences and the interval the bootstrap gives it (80 %: 10th to 90th percentile). */
export interface PairedGap {
  pairs: number;
  median: number;
  low: number;
  high: number;
}

export type Verdict = "yes" | "NO" | "unsure";

/** A small deterministic generator (mulberry32): the same runs always print the same interval. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `a[i] - b[i]` for each run made back to back (null metrics skipped), their median, and a
 * percentile-bootstrap interval of that median. Null under two pairs: one pair says nothing of the noise.
 */
export function pairedGap(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
  resamples = 2000,
): PairedGap | null {
  const differences: number[] = [];
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const x = a[index];
    const y = b[index];
    if (x !== null && x !== undefined && y !== null && y !== undefined) differences.push(x - y);
  }
  if (differences.length < 2) return null;
  const random = seededRandom(differences.length * 7919);
  const medians: number[] = [];
  for (let round = 0; round < resamples; round++) {
    const sample = Array.from(
      { length: differences.length },
      () => differences[Math.floor(random() * differences.length)]!,
    );
    medians.push(median(sample)!);
  }
  medians.sort((x, y) => x - y);
  return {
    pairs: differences.length,
    median: median(differences)!,
    low: percentile(medians, 0.1),
    high: percentile(medians, 0.9),
  };
}

/** Within `bar` (the gap may be at most `bar`): yes when the whole interval is, NO when none of it is. */
export function verdict(gap: PairedGap | null, bar: number): Verdict | null {
  if (gap === null) return null;
  if (gap.high <= bar) return "yes";
  if (gap.low > bar) return "NO";
  return "unsure";
}

export interface FloorGap {
  route: string;
  variant: Variant;
  tbtMs: number | null;
  floorTbtMs: number | null;
  performance: number | null;
  floorPerformance: number | null;
  /** Main-thread script time, ours and the floor's (which only runs the browser's own). */
  scriptMs: number | null;
  floorScriptMs: number | null;
  /** Ours minus the floor's TBT, run by run; the floor's minus ours's performance score. */
  tbtGap: PairedGap | null;
  performanceGap: PairedGap | null;
  /** Both gaps within the bar ("unsure" when either interval straddles it); null without pairs. */
  withinBar: Verdict | null;
}

/** The runs of two rows made in the same rounds, in the same order (a round one of them failed is left out). */
function sameRounds(a: RowResult | undefined, b: RowResult | undefined): [Measurement[], Measurement[]] {
  if (!a || !b) return [[], []];
  const rounds = a.rounds.filter((round) => b.rounds.includes(round));
  return [
    rounds.map((round) => a.runs[a.rounds.indexOf(round)]!),
    rounds.map((round) => b.runs[b.rounds.indexOf(round)]!),
  ];
}

export function floorGaps(routes: readonly string[], rows: readonly RowResult[]): FloorGap[] {
  const rowOf = (route: string, variant: Variant) => rows.find((row) => row.route === route && row.variant === variant);
  const medianOf = (route: string, variant: Variant, metric: "tbtMs" | "performance" | "scriptMs") =>
    rowOf(route, variant)?.perMetricMedian[metric] ?? null;
  const compared = (["ours", "before"] as const).filter((variant) => rows.some((row) => row.variant === variant));
  if (!rows.some((row) => row.variant === "floor")) return [];
  return routes.flatMap((route) =>
    compared.map((variant) => {
      const [runs, floorRuns] = sameRounds(rowOf(route, variant), rowOf(route, "floor"));
      const tbtGap = pairedGap(
        runs.map((run) => run.tbtMs),
        floorRuns.map((run) => run.tbtMs),
      );
      const performanceGap = pairedGap(
        floorRuns.map((run) => run.scores.performance),
        runs.map((run) => run.scores.performance),
      );
      const tbtVerdict = verdict(tbtGap, floorGapBar.tbtMs);
      const performanceVerdict = verdict(performanceGap, floorGapBar.performancePoints);
      return {
        route,
        variant,
        tbtMs: medianOf(route, variant, "tbtMs"),
        floorTbtMs: medianOf(route, "floor", "tbtMs"),
        performance: medianOf(route, variant, "performance"),
        floorPerformance: medianOf(route, "floor", "performance"),
        scriptMs: medianOf(route, variant, "scriptMs"),
        floorScriptMs: medianOf(route, "floor", "scriptMs"),
        tbtGap,
        performanceGap,
        withinBar:
          tbtVerdict === null || performanceVerdict === null
            ? null
            : tbtVerdict === "NO" || performanceVerdict === "NO"
              ? "NO"
              : tbtVerdict === "yes" && performanceVerdict === "yes"
                ? "yes"
                : "unsure",
      };
    }),
  );
}

const signed = (value: number | null) => (value === null ? "–" : `${value > 0 ? "+" : ""}${fixed(value)}`);
const interval = (gap: PairedGap | null) =>
  gap === null ? "–" : `${signed(gap.median)} [${signed(gap.low)}, ${signed(gap.high)}]`;

export function floorGapTable(gaps: readonly FloorGap[]): string {
  return formatTable(
    [
      "route",
      "variant",
      "TBT ms",
      "floor TBT",
      "Δ TBT per pair [80 %]",
      "perf",
      "floor perf",
      "perf below floor [80 %]",
      "pairs",
      "within bar",
      "script ms",
      "floor script",
    ],
    gaps.map((gap) => [
      gap.route,
      gap.variant,
      fixed(gap.tbtMs),
      fixed(gap.floorTbtMs),
      interval(gap.tbtGap),
      fixed(gap.performance),
      fixed(gap.floorPerformance),
      interval(gap.performanceGap),
      gap.tbtGap === null ? "–" : String(gap.tbtGap.pairs),
      gap.withinBar ?? "–",
      fixed(gap.scriptMs),
      fixed(gap.floorScriptMs),
    ]),
  );
}
