/**
 * Real visitors' speed as Prometheus histograms, one per metric, labelled by route (a registry
 * path or "other") and device ("mobile" or "desktop"): nothing else of a beacon is kept, so the
 * counts say how fast pages are and never who saw them. Served on the metrics port beside the lead
 * metrics; p75 of a route is `histogram_quantile(0.75, …)` over its buckets (docs/operations.md, "Real
 * visitors' speed").
 */
import client from "prom-client";
import { rumMetricNames, type RumBeacon, type RumMetricName } from "#shared/rum.ts";

/** Why the relay refused a beacon. */
export type RumRejectionReason = "validation" | "invalid_json" | "too_large" | "media_type" | "rate_limit" | "other";

interface HistogramSpec {
  name: string;
  help: string;
  buckets: number[];
}

/** Buckets around each metric's "good" and "poor" thresholds (web.dev), so p75 reads well near them. */
const histogramSpecs: Record<RumMetricName, HistogramSpec> = {
  lcp: {
    name: "rum_lcp_milliseconds",
    help: "Largest Contentful Paint of real page views, in ms, by route and device (good ≤ 2500, poor > 4000).",
    buckets: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000],
  },
  inp: {
    name: "rum_inp_milliseconds",
    help: "Interaction to Next Paint of real page views with an interaction, in ms, by route and device (good ≤ 200, poor > 500).",
    buckets: [25, 50, 100, 150, 200, 300, 400, 500, 750, 1000, 2000],
  },
  cls: {
    name: "rum_cls",
    help: "Cumulative Layout Shift of real page views (no unit), by route and device (good ≤ 0.1, poor > 0.25).",
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
  ttfb: {
    name: "rum_ttfb_milliseconds",
    help: "Time to First Byte of real page views, in ms, by route and device (good ≤ 800, poor > 1800).",
    buckets: [100, 200, 300, 500, 800, 1000, 1500, 1800, 2500, 5000],
  },
};

export class RumMetrics {
  private readonly histograms: Record<RumMetricName, client.Histogram<"route" | "device">>;
  private readonly received: client.Counter;
  private readonly rejected: client.Counter<"reason">;

  constructor(registry: client.Registry) {
    const registers = [registry];
    this.histograms = Object.fromEntries(
      rumMetricNames.map((metric) => [
        metric,
        new client.Histogram({ ...histogramSpecs[metric], labelNames: ["route", "device"], registers }),
      ]),
    ) as Record<RumMetricName, client.Histogram<"route" | "device">>;
    this.received = new client.Counter({
      name: "rum_beacons_total",
      help: "Speed beacons taken into the rum_* histograms (answered 204).",
      registers,
    });
    this.rejected = new client.Counter({
      name: "rum_beacons_rejected_total",
      help: "Speed beacons refused, nothing observed, by reason (validation, invalid_json, too_large, media_type, rate_limit, other).",
      labelNames: ["reason"],
      registers,
    });
  }

  /** A valid beacon, its route already mapped to the registry. */
  observe(beacon: RumBeacon): void {
    const labels = { route: beacon.route, device: beacon.device };
    for (const metric of rumMetricNames) {
      const value = beacon[metric];
      if (value !== undefined) this.histograms[metric].observe(labels, value);
    }
    this.received.inc();
  }

  beaconRejected(reason: RumRejectionReason): void {
    this.rejected.inc({ reason });
  }
}
