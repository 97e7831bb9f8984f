import { describe, expect, it } from "vitest";
import { floorGaps, pairedGap, verdict } from "./floor-gap";
import type { Measurement } from "./measurement";
import type { RowResult } from "./rows";

describe("pairedGap", () => {
  it("takes the median of the differences of runs made in the same round, skipping a missing metric", () => {
    const gap = pairedGap([500, 600, null, 700], [480, 500, 400, 690]);
    expect(gap).not.toBeNull();
    expect(gap!.pairs).toBe(3);
    // Differences 20, 100, 10: their median is 20, and the interval holds only values the runs gave.
    expect(gap!.median).toBe(20);
    expect(gap!.low).toBeGreaterThanOrEqual(10);
    expect(gap!.high).toBeLessThanOrEqual(100);
    expect(gap!.low).toBeLessThanOrEqual(gap!.median);
    expect(gap!.high).toBeGreaterThanOrEqual(gap!.median);
  });

  it("says nothing from a single pair", () => {
    expect(pairedGap([500], [400])).toBeNull();
  });

  it("prints the same interval for the same runs", () => {
    const a = [910, 420, 670, 1300, 580, 760, 640];
    const b = [530, 610, 380, 890, 540, 600, 420];
    expect(pairedGap(a, b)).toEqual(pairedGap(a, b));
  });
});

describe("verdict", () => {
  const gap = (low: number, high: number) => ({ pairs: 5, median: (low + high) / 2, low, high });
  it("is yes only when the whole interval is within the bar, NO when none of it is", () => {
    expect(verdict(gap(-40, 50), 50)).toBe("yes");
    expect(verdict(gap(51, 200), 50)).toBe("NO");
    expect(verdict(gap(-100, 120), 50)).toBe("unsure");
    expect(verdict(null, 50)).toBeNull();
  });
});

describe("floorGaps", () => {
  const run = (tbtMs: number, performance: number) => ({ tbtMs, scores: { performance } }) as unknown as Measurement;
  const row = (variant: RowResult["variant"], runs: Measurement[], rounds: number[]) =>
    ({ route: "/", variant, runs, rounds, perMetricMedian: {} }) as unknown as RowResult;

  it("pairs ours with the floor's run of the same round, not of the same position", () => {
    // Ours failed in round 1: its second run is round 2's, paired with the floor's third.
    const ours = row("ours", [run(600, 80), run(900, 70)], [0, 2]);
    const floor = row("floor", [run(500, 85), run(100, 99), run(850, 72)], [0, 1, 2]);
    const [gap] = floorGaps(["/"], [ours, floor]);
    expect(gap!.tbtGap!.pairs).toBe(2);
    expect(gap!.tbtGap!.median).toBe(75); // (100 + 50) / 2
    expect(gap!.performanceGap!.median).toBe(3.5); // (5 + 2) / 2
  });

  it("misses the bar when ours is over it in every round", () => {
    const ours = row("ours", [run(700, 80), run(720, 80), run(690, 80)], [0, 1, 2]);
    const floor = row("floor", [run(500, 82), run(510, 82), run(505, 82)], [0, 1, 2]);
    expect(floorGaps(["/"], [ours, floor])[0]!.withinBar).toBe("NO");
  });

  it("meets it when ours and the floor are within it in every round", () => {
    const ours = row("ours", [run(520, 82), run(530, 81), run(505, 82)], [0, 1, 2]);
    const floor = row("floor", [run(500, 82), run(510, 82), run(505, 82)], [0, 1, 2]);
    expect(floorGaps(["/"], [ours, floor])[0]!.withinBar).toBe("yes");
  });
});
