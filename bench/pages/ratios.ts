/** LCP ratios per route (what our JavaScript costs, what prerendering buys) and the one-line summary. */
import type { RowResult } from "./rows";
import type { Variant } from "./variants";

export interface LcpRatio {
  route: string;
  oursOverFloor: number | null;
  peerOverOurs: number | null;
  /** The same ratio for the build measured as "before" (--before), when it was. */
  beforeOverFloor: number | null;
}

export function lcpRatios(routes: readonly string[], rows: readonly RowResult[]): LcpRatio[] {
  const lcpOf = (route: string, variant: Variant) =>
    rows.find((row) => row.route === route && row.variant === variant)?.median?.lcpMs ?? null;
  const ratio = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null);
  return routes.map((route) => ({
    route,
    oursOverFloor: ratio(lcpOf(route, "ours"), lcpOf(route, "floor")),
    peerOverOurs: ratio(lcpOf(route, "peer"), lcpOf(route, "ours")),
    beforeOverFloor: ratio(lcpOf(route, "before"), lcpOf(route, "floor")),
  }));
}

/** The worst performance score of each variant, and the extreme ratios, each with its route. */
export function summaryOf(variants: readonly Variant[], rows: readonly RowResult[], ratios: LcpRatio[]): string[] {
  const parts: string[] = [];
  for (const variant of variants) {
    const scored = rows.filter((row) => row.variant === variant && row.median?.scores.performance != null);
    if (scored.length === 0) continue;
    const worst = scored.reduce((a, b) => (a.median!.scores.performance! <= b.median!.scores.performance! ? a : b));
    parts.push(`min perf ${variant} ${worst.median!.scores.performance} (${worst.route})`);
  }
  const extreme = (pickRatio: (entry: LcpRatio) => number | null) => {
    const valid = ratios.filter((entry) => pickRatio(entry) !== null);
    return valid.length ? valid.reduce((a, b) => (pickRatio(a)! >= pickRatio(b)! ? a : b)) : null;
  };
  const worstFloor = extreme((entry) => entry.oursOverFloor);
  if (worstFloor) parts.push(`max LCP(ours)/LCP(floor) ${worstFloor.oursOverFloor!.toFixed(2)} (${worstFloor.route})`);
  const bestPeer = extreme((entry) => entry.peerOverOurs);
  if (bestPeer) parts.push(`max LCP(peer)/LCP(ours) ${bestPeer.peerOverOurs!.toFixed(2)} (${bestPeer.route})`);
  const minPeer = extreme((entry) => (entry.peerOverOurs === null ? null : -entry.peerOverOurs));
  if (minPeer) parts.push(`min LCP(peer)/LCP(ours) ${minPeer.peerOverOurs!.toFixed(2)} (${minPeer.route})`);
  return parts;
}
