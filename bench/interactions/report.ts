/** The interactions bench's table: per route, the median of each figure over the runs. */
import { formatTable } from "../cli";
import { median } from "../stats";
import { phoneContext, slowPhone } from "./slow-phone";
import type { RunResult } from "./visits";

export type Medians = Record<keyof RunResult, number | null>;

const columns: { key: keyof RunResult; label: string; kib?: true }[] = [
  { key: "headingVisibleMs", label: "heading ms" },
  { key: "interactiveMs", label: "interactive ms" },
  { key: "dialogMountedMs", label: "dialog mounted ms" },
  { key: "jsBeforeInteractiveBytes", label: "JS before interaction KiB", kib: true },
  { key: "jsPerVisitBytes", label: "JS per visit KiB", kib: true },
  { key: "scrollKeptPx", label: "scroll kept px" },
  { key: "tapToDialogMs", label: "tap→dialog ms" },
  { key: "firstTapToDialogMs", label: "first tap→dialog ms" },
  { key: "laterTapToDialogMs", label: "later tap→dialog ms" },
  { key: "firstTapFastNetworkMs", label: "first tap fast net ms" },
  { key: "laterTapFastNetworkMs", label: "later tap fast net ms" },
  { key: "menuBeforeInteractiveMs", label: "menu early ms" },
  { key: "menuAfterInteractiveMs", label: "menu later ms" },
  { key: "tapJsBytes", label: "tap JS bytes" },
  { key: "agendarBeforeInteractiveMs", label: "early Agendar→dialog ms" },
  { key: "agendarBeforeInteractiveTabMs", label: "early Agendar→tab ms" },
  { key: "linkToHeadingMs", label: "link→heading ms" },
  { key: "idleLongTasks", label: "idle long tasks" },
  { key: "idleLongestTaskMs", label: "idle longest task ms" },
  { key: "idleLongestScriptMs", label: "idle longest script ms" },
  { key: "floorTapToFrameMs", label: "floor tap→frame ms" },
];

export function mediansOf(results: readonly RunResult[]): Medians {
  return Object.fromEntries(
    columns.map((column) => [column.key, median(results.map((result) => result[column.key]))]),
  ) as Medians;
}

export interface Row {
  route: string;
  /** Which build: "this", or "before"/"after" when two are measured side by side. */
  build: string;
  runs: RunResult[];
  medians: Medians;
}

const over = (value: number | null, floor: number | null) =>
  value === null || floor === null
    ? "n/a"
    : `${value.toFixed(0)} (floor ${value >= floor ? "+" : "−"}${Math.abs(value - floor).toFixed(0)})`;

/**
 * Per route and build, the tap figures beside the floor's (the same page without its scripts, the
 * same tap): what of each is the browser's own, and what the page adds over it.
 */
function tapsOverFloor(rows: readonly Row[]): string[] {
  return [
    "",
    "tap → on screen, ms (median; in brackets, over the no-script floor's tap → frame):",
    formatTable(
      [
        "route",
        "build",
        "floor tap→frame",
        "idle tap→dialog",
        "first tap→dialog",
        "early Agendar→dialog",
        "menu later",
      ],
      rows.map(({ route, build, medians: m }) => [
        route,
        build,
        m.floorTapToFrameMs === null ? "n/a" : m.floorTapToFrameMs.toFixed(0),
        over(m.tapToDialogMs, m.floorTapToFrameMs),
        over(m.firstTapToDialogMs, m.floorTapToFrameMs),
        over(m.agendarBeforeInteractiveMs, m.floorTapToFrameMs),
        over(m.menuAfterInteractiveMs, m.floorTapToFrameMs),
      ]),
    ),
  ];
}

/** Per route measured before and after: how much sooner (or later) the page became interactive. */
function comparison(rows: readonly Row[]): string[] {
  const lines: string[] = [];
  for (const before of rows.filter((row) => row.build === "before")) {
    const after = rows.find((row) => row.route === before.route && row.build === "after");
    const [was, now] = [before.medians.interactiveMs, after?.medians.interactiveMs];
    if (was === null || now === null || now === undefined) continue;
    const percent = Math.round(Math.abs(1 - now / was) * 100);
    const change = percent === 0 ? "as soon" : `${percent} % ${now < was ? "sooner" : "later"}`;
    lines.push(`  ${before.route}: interactive ${change} (${was.toFixed(0)} → ${now.toFixed(0)} ms)`);
  }
  return lines.length ? ["", "after against before, same runs:", ...lines] : [];
}

export function formatReport(rows: readonly Row[], runs: number): string {
  const table = formatTable(
    ["route", "build", ...columns.map((column) => column.label)],
    rows.map((row) => [
      row.route,
      row.build,
      ...columns.map((column) => {
        const value = row.medians[column.key];
        if (value === null) return "n/a";
        return column.kib ? (value / 1024).toFixed(1) : value.toFixed(0);
      }),
    ]),
  );
  return [
    `Chromium throttled via CDP: ${slowPhone.latencyMs} ms RTT, ${slowPhone.downloadBitsPerSecond / 1e6} Mbit/s down, ${slowPhone.uploadBitsPerSecond / 1e3} kbit/s up, CPU ×${slowPhone.cpuSlowdown}; ${phoneContext.viewport.width}×${phoneContext.viewport.height} touch; medians of ${runs} run(s)`,
    "",
    table,
    ...tapsOverFloor(rows),
    ...comparison(rows),
    "",
    "interactive: from navigation start until the page marks itself interactive (data-interactive; data-hydrated before decision 032). dialog mounted: the idle prefetch has mounted the lead dialog, closed. JS KiB: gzip, scripts requested until then / until the idle work is done, without interacting. link→heading: a 100 ms press on a mobile-menu link → the next page's heading on screen.",
    "scroll kept: offset read at interactive + 1 s after scrolling 1,200 px before it, in the first frame with the heading shown and the page long enough (n/a when that came after interactive). tap JS bytes: script bytes fetched by the first tap on Agendar once the dialog was mounted.",
    "first tap→dialog: a visit's first tap on Agendar, made as soon as the page is interactive (before any idle prefetch); later: a second tap once what the first fetched has arrived; fast net: the same with the network not throttled (the CPU as slow).",
    "idle: a visit that touches nothing, until 10 s after the load event: its long tasks (over 50 ms: parsing, style, layout or script), the longest, and the longest run of our own script (Long Animation Frames' attribution, runs over 5 ms; n/a: none). Target: no script run over 50 ms.",
    "floor tap→frame: the same page with every script removed (bench/pages/floor.ts), settled, \"Agendar\" tapped with its click's default prevented: press → the first frame after the click, the browser's own share of every tap figure (hit tests, the touch gesture, focus, the frame).",
    "early: taps as soon as the heading shows (n/a when interactive came first); menu later: the same tap once interactive; early Agendar→dialog: the page's inline script opens the dialog (decision 050); early Agendar→tab: in a build where the trigger was then a plain link, the redirect's new tab.",
  ].join("\n");
}
