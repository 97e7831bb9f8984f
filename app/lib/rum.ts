/**
 * Real visitors' speed (decision 030): web-vitals measures the page's LCP, INP, CLS and TTFB, and when
 * the page is hidden (the visitor leaves it, closes it or switches tab) one beacon per page view
 * takes them to the relay's `/rum` (shared/rum.ts): the page's registry path, mobile or desktop,
 * the values. Never the query string, a cookie or anything else of the visitor's.
 *
 * Loaded after idle (app/entry.client.ts), and web-vitals after it, its four observers one per idle
 * period, so none adds to what the page loads before the first interaction nor makes a long task;
 * `data-rum="measuring"` on <html> says they all are in place. Leads posted straight to an external
 * automation URL mean no relay of ours is there to take the beacon: web-vitals is not even loaded
 * then. The values sent are those of the first time the page is hidden. No `unload` listener, so
 * the page stays eligible for the back/forward cache; a page restored from it is a new page view,
 * measured anew.
 */
import type { Metric } from "web-vitals";
import { whenIdle } from "#app/lib/idle.ts";
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

/**
 * The registry path of the page, read from its canonical link (app/lib/meta.ts: the site's address
 * and the page's clean path, on its `.html` alias too), else "other": the not-found page has none.
 * Not looked up in the page registry, which this chunk would otherwise have to load and evaluate.
 */
export function rumRoute(canonicalHref: string | null | undefined, siteUrl: string = site.url): string {
  if (!canonicalHref) return OTHER_ROUTE;
  if (canonicalHref === `${siteUrl}/`) return "/";
  const path = canonicalHref.startsWith(`${siteUrl}/`) ? canonicalHref.slice(siteUrl.length) : "";
  return /^\/[a-z0-9-]+$/.test(path) ? path : OTHER_ROUTE;
}

const canonicalHref = () => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href");

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
  const { onCLS, onINP, onLCP, onTTFB } = await import("web-vitals");
  let values: RumValues = {};
  let sent = false;
  const record = (metric: Metric) => recordMetric(values, metric);
  // One observer per idle period, so that no step is a long task on a slow phone; each reads the
  // entries buffered since the page began, so none is missed by starting a moment later.
  for (const observe of [onLCP, onCLS, onTTFB, onINP]) {
    await new Promise<void>((resolve) => whenIdle(resolve));
    observe(record);
  }
  document.documentElement.dataset.rum = "measuring";

  // sendBeacon's string body goes as text/plain: no preflight, and the request outlives the page.
  const sendOnce = () => {
    if (sent) return;
    // Read as the page is left, not while it loads: a media query may have to bring style up to date.
    // Each page is a document (docs/decisions/032): its route is the one it was loaded at.
    const beacon = buildRumBeacon(rumRoute(canonicalHref()), deviceClass(window), values);
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
