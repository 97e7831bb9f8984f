/** The report the page bench prints on stdout. */
import os from "node:os";
import { formatTable } from "../cli";
import { median } from "../stats";
import { shortUrl } from "./lhr";
import { floorGapBar, floorGapTable, type FloorGap } from "./floor-gap";
import { fixed, kib } from "./format";
import type { RunningServer } from "./our-server";
import type { LcpRatio } from "./ratios";
import type { RowResult } from "./rows";
import { targetsText } from "./targets";
import type { Variant } from "./variants";

function resultsTable(rows: readonly RowResult[]): string {
  const header = [
    "route",
    "variant",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "HTML KiB",
    "CSS KiB",
    "JS KiB",
    "img KiB",
  ];
  const body = rows.map((row) => {
    const m = row.median;
    if (!m) return [row.route, row.variant, "failed", ...header.slice(3).map(() => "")];
    return [
      row.route,
      row.variant,
      fixed(m.scores.performance),
      fixed(m.scores.accessibility),
      fixed(m.scores["best-practices"]),
      fixed(m.scores.seo),
      fixed(m.fcpMs),
      fixed(m.lcpMs),
      fixed(m.tbtMs),
      fixed(m.cls, 3),
      kib(m.bytes.html),
      kib(m.bytes.css),
      kib(m.bytes.js),
      kib(m.bytes.image),
    ];
  });
  return formatTable(header, body, 2);
}

function ratiosTable(ratios: readonly LcpRatio[]): string {
  const withBefore = ratios.some((entry) => entry.beforeOverFloor !== null);
  return formatTable(
    ["route", "ours/floor", "peer/ours", ...(withBefore ? ["before/floor"] : [])],
    ratios.map((entry) => [
      entry.route,
      fixed(entry.oursOverFloor, 2),
      fixed(entry.peerOverOurs, 2),
      ...(withBefore ? [fixed(entry.beforeOverFloor, 2)] : []),
    ]),
  );
}

/** Per row: LCP element and phases, render-blocking requests, script boot-up, requests before the LCP resource. */
function detailsText(rows: readonly RowResult[]): string {
  const lines = ["What delays FCP/LCP (median run of each row)"];
  for (const row of rows) {
    const d = row.diagnostics;
    if (!d || !row.median) continue;
    lines.push(
      `${row.route} ${row.variant}: LCP element ${d.lcpElement.selector || "?"} ${d.lcpElement.snippet.slice(0, 90)}`,
    );
    lines.push(`  LCP phases: ${d.lcpPhases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(", ") || "–"}`);
    lines.push(
      `  render-blocking: ${d.renderBlocking.items.map((item) => `${item.url} ${fixed(item.wastedMs)} ms`).join(", ") || "none"} (est. savings ${fixed(d.renderBlocking.savingsMs)} ms)`,
    );
    lines.push(
      `  boot-up ${fixed(d.bootup.totalMs)} ms: ${
        d.bootup.items
          .slice(0, 3)
          .map((item) => `${item.url} ${fixed(item.scriptingMs)} ms scripting`)
          .join(", ") || "–"
      }; main thread ${fixed(d.mainThread.totalMs)} ms`,
    );
    const lcpUrl = /src="([^"]+)"/.exec(d.lcpElement.snippet)?.[1];
    const lcpRequest = lcpUrl ? d.requests.find((request) => request.url === shortUrl(lcpUrl)) : undefined;
    if (lcpRequest) {
      const before = d.requests.filter(
        (request) =>
          request !== lcpRequest &&
          request.type !== "Document" &&
          (request.startMs ?? Infinity) <= (lcpRequest.startMs ?? 0),
      );
      lines.push(
        `  LCP image ${lcpRequest.url} priority ${lcpRequest.priority}, requested after ${before.length} other requests (${before.filter((request) => request.type === "Script").length} scripts)`,
      );
    }
    lines.push(`  observed (unthrottled) FCP ${fixed(d.observed.fcpMs)} ms, LCP ${fixed(d.observed.lcpMs)} ms`);
  }
  return lines.join("\n");
}

export interface ReportInput {
  lighthouseVersion: string;
  runs: number;
  variants: readonly Variant[];
  servers: Partial<Record<Variant, RunningServer>>;
  rows: readonly RowResult[];
  ratios: readonly LcpRatio[];
  floorGaps: readonly FloorGap[];
  cpuSlowdown: number;
  summary: readonly string[];
  targetMisses: readonly string[];
  stoppedEarly: boolean;
  maxMinutes: number;
  /** --details: what delays FCP/LCP, per row. */
  details: boolean;
  done: number;
  elapsedMinutes: number;
  runSeconds: readonly number[];
}

export function formatReport(input: ReportInput): string {
  const { rows, variants } = input;
  const out: string[] = [];
  out.push(
    `Lighthouse ${input.lighthouseVersion} mobile default config (simulated throttling, CPU slowdown ×${input.cpuSlowdown}), ${input.runs} run(s) per row, row = the run with the median LCP`,
  );
  for (const variant of variants) out.push(`  ${variant.padEnd(5)} served by ${input.servers[variant]!.servedBy}`);
  out.push("", resultsTable(rows), "", "LCP ratios (median runs)", ratiosTable(input.ratios), "");
  if (input.floorGaps.length > 0) {
    const missed = input.floorGaps.filter((gap) => gap.withinBar === "NO");
    const unsure = input.floorGaps.filter((gap) => gap.withinBar === "unsure");
    const rowsOf = (gaps: readonly FloorGap[]) => gaps.map((gap) => `${gap.route} ${gap.variant}`).join(", ");
    out.push(
      `Main thread against the floor (bar: TBT ≤ floor + ${floorGapBar.tbtMs} ms, perf ≥ floor − ${floorGapBar.performancePoints}), judged per pair of runs made back to back: ` +
        "the median difference and its bootstrap interval (bench/pages/floor-gap.ts); TBT, perf and script are medians of the runs",
      floorGapTable(input.floorGaps),
      missed.length ? `bar missed on ${missed.length} row(s): ${rowsOf(missed)}` : "bar missed on no row",
      ...(unsure.length
        ? [`noise wider than the bar on ${unsure.length} row(s), more --runs needed to decide: ${rowsOf(unsure)}`]
        : []),
      "",
    );
  }
  out.push(`summary: ${input.summary.join("; ")}`);
  if (variants.includes("ours"))
    out.push(
      input.targetMisses.length
        ? [
            `${targetsText} missed by ours on ${input.targetMisses.length} route(s):`,
            ...input.targetMisses.map((miss) => `  ${miss}`),
          ].join("\n")
        : `${targetsText}: met by ours on every measured route`,
    );
  const failed = rows.filter((row) => row.errors.length > 0);
  if (failed.length)
    out.push(
      `failed runs (each row uses the runs that succeeded): ${failed.map((row) => `${row.route} ${row.variant} (${row.errors.length}: ${row.errors[0]})`).join("; ")}`,
    );
  if (input.stoppedEarly)
    out.push(`stopped early at --max-minutes ${input.maxMinutes}: rows without runs are marked failed`);
  const busiest = Math.max(0, ...rows.flatMap((row) => row.runs).map((m) => m.loadAverage));
  if (busiest > os.availableParallelism()) {
    out.push(
      `warning: 1-min load average reached ${busiest.toFixed(1)} on ${os.availableParallelism()} cores during the runs: other work competed for the CPU, so TBT and the CPU share of FCP/LCP are inflated; re-run on an idle machine`,
    );
  }
  if (input.details) out.push("", detailsText(rows), "");
  out.push(
    `${input.done} Lighthouse runs in ${input.elapsedMinutes.toFixed(1)} min (median ${fixed(median(input.runSeconds), 1)} s per run)`,
  );
  return out.join("\n");
}
