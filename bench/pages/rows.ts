/**
 * One row per (route, variant): the run with the median LCP (the metric the ratios are about), so
 * every column of a row comes from one consistent run; every run and the per-metric medians are
 * kept for the JSON as well.
 */
import type { Result } from "lighthouse";
import { median } from "../stats";
import { diagnostics, type Diagnostics } from "./diagnostics";
import type { Measurement } from "./measurement";
import type { Variant } from "./variants";

export interface RunRecord {
  measurement: Measurement;
  lhr: Result;
  seconds: number;
  /** Which of the --runs rounds it was: the floor's run of the same round was made just before or after it. */
  round: number;
}

export interface RowResult {
  route: string;
  variant: Variant;
  url: string;
  runs: Measurement[];
  /** The round of each of `runs` (a failed run leaves its round out). */
  rounds: number[];
  errors: string[];
  /** The run with the median LCP (the lower middle one when the count is even). */
  median: Measurement | null;
  medianRunIndex: number | null;
  perMetricMedian: Record<string, number | null>;
  diagnostics: Diagnostics | null;
}

/** The row, and the full Lighthouse result of its median run (for --save-lhr). */
export function summarize(
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
  const pick = (get: (m: Measurement) => number | null) => median(measurements.map(get));
  return {
    row: {
      route,
      variant,
      url,
      runs: measurements,
      rounds: records.map((record) => record.round),
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
        scriptMs: pick((m) => m.scriptMs),
        benchmarkIndex: pick((m) => m.benchmarkIndex),
      },
      diagnostics: chosen ? diagnostics(chosen.record.lhr) : null,
    },
    lhr: chosen?.record.lhr ?? null,
  };
}
