/** The figures of one Lighthouse run that the table, the ratios and the targets are read from. */
import os from "node:os";
import type { Result } from "lighthouse";
import { num, rowsOf, str } from "./lhr";
import type { Category } from "./lighthouse";

export interface Measurement {
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /**
   * Main-thread time in script (evaluation, parse and compile), as Lighthouse scales it to its
   * CPU slowdown: unlike TBT, a sum with no threshold, so the work our scripts add to the page's
   * stands out from the machine's noise beside the floor's (which has only the browser's own).
   */
  scriptMs: number | null;
  /** Lighthouse's CPU speed probe of this run, and the 1-minute load average after it: a busy machine inflates TBT and the CPU part of FCP/LCP. */
  benchmarkIndex: number | null;
  loadAverage: number;
  /** Transfer sizes from the resource-summary audit. */
  bytes: { html: number; css: number; js: number; image: number; font: number; total: number; requests: number };
}

function scriptTime(lhr: Result): number | null {
  const groups = rowsOf(lhr.audits["mainthread-work-breakdown"]);
  if (groups.length === 0) return null;
  return groups
    .filter((row) => ["scriptEvaluation", "scriptParseCompile"].includes(str(row.group)))
    .reduce((sum, row) => sum + (num(row.duration) ?? 0), 0);
}

export function measure(lhr: Result): Measurement {
  const score = (id: Category) => {
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
    scriptMs: scriptTime(lhr),
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
