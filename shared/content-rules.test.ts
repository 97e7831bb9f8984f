import { describe, expect, it } from "vitest";
import { urgentAdviceRule } from "./content-rules.ts";

describe("urgentAdviceRule", () => {
  it("takes an empty advice (the page shows none) or one that names 192 or 188", () => {
    for (const text of ["", "Dor no peito: ligue 192 agora.", "Ligue 188 (CVV) a qualquer hora."])
      expect(urgentAdviceRule.regex.test(text), text).toBe(true);
  });

  it("refuses advice that names no public line, or only a longer number holding its digits", () => {
    for (const text of ["Procure ajuda logo.", "Ligue 1920.", "Ligue (31) 3192-0000."])
      expect(urgentAdviceRule.regex.test(text), text).toBe(false);
  });
});
