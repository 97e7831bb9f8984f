import { describe, expect, it } from "vitest";
import { formatReport, mediansOf } from "./report";

// A run with every figure unmeasured but the one compared.
const row = (build: "before" | "after", interactiveMs: number) => {
  const medians = { ...mediansOf([]), interactiveMs };
  return { route: "/", build, runs: [], medians };
};

describe("the interactions report, after against before", () => {
  it("says sooner when the build after became interactive first", () => {
    expect(formatReport([row("before", 3000), row("after", 2400)], 3)).toContain(
      "  /: interactive 20 % sooner (3000 → 2400 ms)",
    );
  });

  it("says later when it became interactive after the build before, never a negative 'sooner'", () => {
    const report = formatReport([row("before", 3062), row("after", 3453)], 3);
    expect(report).toContain("  /: interactive 13 % later (3062 → 3453 ms)");
    expect(report).not.toContain("sooner");
  });
});
