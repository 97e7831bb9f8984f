import { describe, expect, it } from "vitest";
import { BRAZIL_AREA_CODES } from "./brazil-phone";

describe("BRAZIL_AREA_CODES", () => {
  it("holds ANATEL's 67 area codes, and only them", () => {
    expect(BRAZIL_AREA_CODES.size).toBe(67);
    for (const ddd of ["11", "19", "21", "22", "24", "27", "28", "31", "38", "47", "51", "53", "61", "69", "79", "99"])
      expect(BRAZIL_AREA_CODES.has(ddd), ddd).toBe(true);
    for (const ddd of ["10", "20", "23", "25", "26", "29", "30", "36", "39", "40", "50", "52", "56", "59", "60", "70"])
      expect(BRAZIL_AREA_CODES.has(ddd), ddd).toBe(false);
    for (const ddd of ["72", "76", "78", "80", "90"]) expect(BRAZIL_AREA_CODES.has(ddd), ddd).toBe(false);
  });
});
