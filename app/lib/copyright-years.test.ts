import { describe, expect, it } from "vitest";
import { copyrightYears } from "./copyright-years";

describe("copyrightYears", () => {
  it("runs from the first year to the build's year", () => {
    expect(copyrightYears(2024, new Date("2026-12-02T12:00:00Z"))).toBe("2024–2026");
  });

  it("is one year when the site was first published this year, or a later year was written", () => {
    expect(copyrightYears(2026, new Date("2026-06-01T12:00:00Z"))).toBe("2026");
    expect(copyrightYears(2027, new Date("2026-06-01T12:00:00Z"))).toBe("2027");
  });

  it("turns the year on the clinic's clock, not the server's: New Year's Eve in Belo Horizonte is still the old year", () => {
    // 22:30 on 31 December in Belo Horizonte (UTC−3) is already 1 January in UTC.
    expect(copyrightYears(2024, new Date("2027-01-01T01:30:00Z"))).toBe("2024–2026");
    expect(copyrightYears(2024, new Date("2027-01-01T03:30:00Z"))).toBe("2024–2027");
  });
});
