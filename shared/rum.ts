/**
 * Real visitors' speed (decision 030): what a page sends to the relay's `POST /rum` once per page view
 * and what the relay takes. Nothing in it tells one visitor from another: the page's registry path
 * (anything else is "other"), a coarse device class and the four values. The browser builds it
 * (app/lib/rum.ts), the relay validates it and adds it to its histograms (server/rum/).
 */

/** Same origin as the pages: our server answers it, nginx proxies it like the lead route. */
export const RUM_PATH = "/rum";

/** The largest body the relay reads: a beacon is under 150 bytes. */
export const RUM_BODY_LIMIT_BYTES = 2048;

/**
 * Where beacons go: our relay on the pages' origin, or nowhere when leads go straight to an
 * external URL (no relay of ours answers there). The privacy policy says it measures only then.
 */
export function rumEndpoint(leadEndpoint: string): string | null {
  return /^https?:\/\//i.test(leadEndpoint) ? null : RUM_PATH;
}

/** The route of every path that is not a page of the registry (the not-found page, an old link). */
export const OTHER_ROUTE = "other";

/** Phone layout or the rest, as the page's CSS decides (below Tailwind's `md`, 768 px). */
export const rumDevices = ["mobile", "desktop"] as const;
export type RumDevice = (typeof rumDevices)[number];

/**
 * The values a beacon may carry and the largest of each the relay takes: LCP, INP and TTFB in
 * milliseconds, CLS without a unit. A value above it is a broken measurement or a forged one; the
 * browser leaves such a value out, the relay refuses the beacon.
 */
export const rumMetricLimits = { lcp: 120_000, inp: 60_000, cls: 10, ttfb: 120_000 } as const;
export type RumMetricName = keyof typeof rumMetricLimits;
export const rumMetricNames = Object.keys(rumMetricLimits) as RumMetricName[];

/** One page view's beacon, as JSON. */
export type RumBeacon = { route: string; device: RumDevice } & Partial<Record<RumMetricName, number>>;
