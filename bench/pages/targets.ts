/** The targets of docs/architecture.md#targets-we-measure, checked on our variant only. */
import { fixed } from "./format";
import type { RowResult } from "./rows";

export const targetsText =
  "targets of docs/architecture.md (perf ≥ 98, a11y/bp/SEO 100, LCP ≤ 1.8 s, TBT ≤ 50 ms, CLS 0)";

/** One line per route of ours that misses a target: `<route>: <what>, <what>`. */
export function targetMisses(rows: readonly RowResult[]): string[] {
  return rows
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
}
