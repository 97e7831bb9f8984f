/** The interactions bench's table: per route, the median of each figure over the runs. */
import { formatTable } from "../cli";
import { median } from "../stats";
import { phoneContext, slowPhone } from "./slow-phone";
import type { RunResult } from "./visits";

export type Medians = Record<keyof RunResult, number | null>;

const columns: { key: keyof RunResult; label: string }[] = [
  { key: "headingVisibleMs", label: "heading ms" },
  { key: "hydratedMs", label: "hydrated ms" },
  { key: "scrollKeptPx", label: "scroll kept px" },
  { key: "tapToDialogMs", label: "tap→dialog ms" },
  { key: "menuBeforeHydrationMs", label: "menu early ms" },
  { key: "menuAfterHydrationMs", label: "menu hydrated ms" },
  { key: "tapJsBytes", label: "tap JS bytes" },
  { key: "agendarBeforeHydrationMs", label: "early Agendar→tab ms" },
];

export function mediansOf(results: readonly RunResult[]): Medians {
  return Object.fromEntries(
    columns.map((column) => [column.key, median(results.map((result) => result[column.key]))]),
  ) as Medians;
}

export function formatReport(rows: readonly { route: string; medians: Medians }[], runs: number): string {
  const table = formatTable(
    ["route", ...columns.map((column) => column.label)],
    rows.map((row) => [
      row.route,
      ...columns.map((column) => {
        const value = row.medians[column.key];
        return value === null ? "n/a" : value.toFixed(0);
      }),
    ]),
  );
  return [
    `Chromium throttled via CDP: ${slowPhone.latencyMs} ms RTT, ${slowPhone.downloadBitsPerSecond / 1e6} Mbit/s down, ${slowPhone.uploadBitsPerSecond / 1e3} kbit/s up, CPU ×${slowPhone.cpuSlowdown}; ${phoneContext.viewport.width}×${phoneContext.viewport.height} touch; medians of ${runs} run(s)`,
    "",
    table,
    "",
    "scroll kept: offset read at hydration + 1 s after scrolling 1,200 px before hydration, in the first frame with the heading shown and the page long enough (n/a when that came after hydration). tap JS bytes: script bytes fetched by the first tap on Agendar after hydration.",
    "early: taps as soon as the heading shows (n/a when hydration came first); early Agendar→tab: the trigger is then a link to the redirect, which opens in a new tab.",
  ].join("\n");
}
