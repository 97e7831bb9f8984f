/**
 * Real visitors' speed (decision 030): web-vitals measures the page's LCP, INP, CLS and TTFB, and when
 * the page is hidden (the visitor leaves it, closes it or switches tab) one beacon per page view
 * takes them to the relay's `/rum` (shared/rum.ts): the page's registry path, mobile or desktop,
 * the values. Never the query string, a cookie or anything else of the visitor's.
 *
 * Loaded after idle (app/entry.client.ts), and web-vitals after it, so neither adds
 * to what the page loads before the first interaction. Leads posted straight to an external
 * automation URL mean no relay of ours is there to take the beacon: web-vitals is not even loaded
 * then. The values sent are those of the first time the page is hidden. No `unload` listener, so
 * the page stays eligible for the back/forward cache; a page restored from it is a new page view,
 * measured anew.
 */
import type { Metric } from "web-vitals";
import { findPage, homeFilePath } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import {
  OTHER_ROUTE,
  rumEndpoint,
  rumMetricLimits,
  rumMetricNames,
  type RumBeacon,
  type RumDevice,
  type RumMetricName,
} from "#shared/rum.ts";

/** The phone layout: below Tailwind's `md` breakpoint. */
export const MOBILE_MEDIA_QUERY = "(max-width: 767.98px)";

export type RumValues = Partial<Record<RumMetricName, number>>;

/** The registry path of the page at `pathname` (its `.html` alias and `/index.html` included), else "other". */
export function rumRoute(pathname: string): string {
  if (pathname === homeFilePath) return "/";
  return findPage(pathname)?.path ?? OTHER_ROUTE;
}

export function deviceClass(view: Pick<Window, "matchMedia">): RumDevice {
  return view.matchMedia(MOBILE_MEDIA_QUERY).matches ? "mobile" : "desktop";
}

/** Keeps the latest value web-vitals reported of a metric the beacon carries (FCP is not one). */
export function recordMetric(values: RumValues, metric: Pick<Metric, "name" | "value">): void {
  const name = metric.name.toLowerCase();
  if (name in rumMetricLimits) values[name as RumMetricName] = metric.value;
}

/**
 * The beacon of a page view: milliseconds rounded to whole ones, CLS to four decimals, a value the
 * relay would refuse (negative, not finite, above its limit) left out; null when nothing is left.
 */
export function buildRumBeacon(route: string, device: RumDevice, values: RumValues): RumBeacon | null {
  const beacon: RumBeacon = { route, device };
  let measured = false;
  for (const name of rumMetricNames) {
    const value = values[name];
    if (value === undefined || !Number.isFinite(value) || value < 0 || value > rumMetricLimits[name]) continue;
    beacon[name] = name === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    measured = true;
  }
  return measured ? beacon : null;
}

let started = false;

export async function startRealUserMetrics(): Promise<void> {
  const endpoint = rumEndpoint(site.leadEndpoint);
  if (started || !endpoint || typeof navigator.sendBeacon !== "function") return;
  started = true;
  // Each page is a document (docs/decisions/032): its route is the one it was loaded at.
  const route = rumRoute(window.location.pathname);
  const device = deviceClass(window);
  const { onCLS, onINP, onLCP, onTTFB } = await import("web-vitals");
  let values: RumValues = {};
  let sent = false;
  const record = (metric: Metric) => recordMetric(values, metric);
  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);

  // sendBeacon's string body goes as text/plain: no preflight, and the request outlives the page.
  const sendOnce = () => {
    if (sent) return;
    const beacon = buildRumBeacon(route, device, values);
    if (beacon) sent = navigator.sendBeacon(endpoint, JSON.stringify(beacon));
  };
  // web-vitals reports its final values in the capture phase of this event, on window; this
  // listener, in the bubble phase, runs after them. Every browser web-vitals supports fires it when
  // the page is left too, after pagehide (too early: LCP and CLS are not final yet).
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") sendOnce();
  });
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    values = {};
    sent = false;
  });
}
