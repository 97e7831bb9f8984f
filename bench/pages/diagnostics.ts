/** What delays FCP/LCP, in Lighthouse's own words: the audits the findings are read from. */
import type { Result } from "lighthouse";
import { type LhrRow, num, rowsOf, shortUrl, str } from "./lhr";
import { categories } from "./lighthouse";

export type Diagnostics = ReturnType<typeof diagnostics>;

export function diagnostics(lhr: Result) {
  const audits = lhr.audits;
  const lcpDetails = audits["largest-contentful-paint-element"]?.details;
  const lcpTables = lcpDetails?.type === "list" ? lcpDetails.items : [];
  const lcpElementRow =
    lcpTables[0]?.type === "table" ? (lcpTables[0].items[0] as unknown as LhrRow | undefined) : undefined;
  const lcpNode = (lcpElementRow?.node ?? {}) as LhrRow;
  const lcpPhases = lcpTables[1]?.type === "table" ? (lcpTables[1].items as unknown as LhrRow[]) : [];
  const failedAudits = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === "number" && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({
        id: ref.id,
        score: audits[ref.id]?.score ?? null,
        display: audits[ref.id]?.displayValue ?? "",
      }));
  const observed = rowsOf(audits.metrics)[0] ?? {};
  const chainDetails = audits["critical-request-chains"]?.details;
  return {
    lcpElement: { selector: str(lcpNode.selector), snippet: str(lcpNode.snippet), label: str(lcpNode.nodeLabel) },
    /** Simulated LCP split into TTFB, resource load delay, load duration and render delay. */
    lcpPhases: lcpPhases.map((row) => ({
      phase: str(row.phase),
      ms: Math.round(num(row.timing) ?? 0),
      percent: str(row.percent),
    })),
    renderBlocking: {
      savingsMs: num(audits["render-blocking-resources"]?.numericValue),
      items: rowsOf(audits["render-blocking-resources"]).map((row) => ({
        url: shortUrl(str(row.url)),
        bytes: num(row.totalBytes),
        wastedMs: num(row.wastedMs),
      })),
    },
    prioritizeLcpImage: {
      score: audits["prioritize-lcp-image"]?.score ?? null,
      display: audits["prioritize-lcp-image"]?.displayValue ?? "",
    },
    lcpLazyLoaded: audits["lcp-lazy-loaded"]?.score ?? null,
    bootup: {
      totalMs: num(audits["bootup-time"]?.numericValue),
      items: rowsOf(audits["bootup-time"]).map((row) => ({
        url: shortUrl(str(row.url)),
        totalMs: num(row.total),
        scriptingMs: num(row.scripting),
        parseCompileMs: num(row.scriptParseCompile),
      })),
    },
    mainThread: {
      totalMs: num(audits["mainthread-work-breakdown"]?.numericValue),
      items: rowsOf(audits["mainthread-work-breakdown"]).map((row) => ({
        group: str(row.groupLabel) || str(row.group),
        ms: num(row.duration),
      })),
    },
    longTasks: rowsOf(audits["long-tasks"]).map((row) => ({
      url: shortUrl(str(row.url)),
      startMs: num(row.startTime),
      durationMs: num(row.duration),
    })),
    /** Observed (unthrottled) timings of the trace the simulation starts from. */
    observed: {
      fcpMs: num(observed.observedFirstContentfulPaint),
      lcpMs: num(observed.observedLargestContentfulPaint),
      loadMs: num(observed.observedLoad),
    },
    requests: rowsOf(audits["network-requests"]).map((row) => ({
      url: shortUrl(str(row.url)),
      type: str(row.resourceType),
      priority: str(row.priority),
      preload: row.isLinkPreload === true,
      startMs: num(row.networkRequestTime),
      endMs: num(row.networkEndTime),
      transferBytes: num(row.transferSize),
    })),
    criticalChainLongest: chainDetails?.type === "criticalrequestchain" ? chainDetails.longestChain : null,
    failedAudits: Object.fromEntries(categories.map((category) => [category, failedAudits(category)])),
    runWarnings: lhr.runWarnings,
  };
}
