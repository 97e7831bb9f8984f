/**
 * What our scripts and styles add to the main thread, route by route: TBT and the performance
 * score of ours (and of --before's build, when measured) beside the no-JavaScript floor's, each the
 * median of its runs. Issue 37's bar: TBT within 50 ms of the floor and perf within 3 points, where
 * the floor itself is slow (bench:pages --cpu-slowdown).
 */
import { formatTable } from "../cli";
import { fixed } from "./format";
import type { RowResult } from "./rows";
import type { Variant } from "./variants";

export const floorGapBar = { tbtMs: 50, performancePoints: 3 } as const;

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
  /** Both gaps within the bar; null when a median is missing. */
  withinBar: boolean | null;
}

const difference = (a: number | null, b: number | null) => (a !== null && b !== null ? a - b : null);

export function floorGaps(routes: readonly string[], rows: readonly RowResult[]): FloorGap[] {
  const medianOf = (route: string, variant: Variant, metric: "tbtMs" | "performance" | "scriptMs") =>
    rows.find((row) => row.route === route && row.variant === variant)?.perMetricMedian[metric] ?? null;
  const compared = (["ours", "before"] as const).filter((variant) => rows.some((row) => row.variant === variant));
  if (!rows.some((row) => row.variant === "floor")) return [];
  return routes.flatMap((route) =>
    compared.map((variant) => {
      const gap = {
        route,
        variant,
        tbtMs: medianOf(route, variant, "tbtMs"),
        floorTbtMs: medianOf(route, "floor", "tbtMs"),
        performance: medianOf(route, variant, "performance"),
        floorPerformance: medianOf(route, "floor", "performance"),
        scriptMs: medianOf(route, variant, "scriptMs"),
        floorScriptMs: medianOf(route, "floor", "scriptMs"),
      };
      const tbtGap = difference(gap.tbtMs, gap.floorTbtMs);
      const performanceGap = difference(gap.floorPerformance, gap.performance);
      return {
        ...gap,
        withinBar:
          tbtGap === null || performanceGap === null
            ? null
            : tbtGap <= floorGapBar.tbtMs && performanceGap <= floorGapBar.performancePoints,
      };
    }),
  );
}

const signed = (value: number | null) => (value === null ? "–" : `${value > 0 ? "+" : ""}${fixed(value)}`);

export function floorGapTable(gaps: readonly FloorGap[]): string {
  return formatTable(
    [
      "route",
      "variant",
      "TBT ms",
      "floor TBT",
      "Δ TBT",
      "perf",
      "floor perf",
      "Δ perf",
      "within bar",
      "script ms",
      "floor script",
    ],
    gaps.map((gap) => [
      gap.route,
      gap.variant,
      fixed(gap.tbtMs),
      fixed(gap.floorTbtMs),
      signed(difference(gap.tbtMs, gap.floorTbtMs)),
      fixed(gap.performance),
      fixed(gap.floorPerformance),
      signed(difference(gap.performance, gap.floorPerformance)),
      gap.withinBar === null ? "–" : gap.withinBar ? "yes" : "NO",
      fixed(gap.scriptMs),
      fixed(gap.floorScriptMs),
    ]),
  );
}
