import { describe, expect, it } from "vitest";
import { countries, countryByCode, countryByDialCode, DEFAULT_COUNTRY } from "./countries";

describe("countries", () => {
  it("lists the 10 countries of the spec in its order, with their dial codes", () => {
    expect(countries.map(({ code, name, dialCode }) => `${code} ${name} ${dialCode}`)).toEqual([
      "BR Brasil +55",
      "US Estados Unidos +1",
      "PT Portugal +351",
      "ES Espanha +34",
      "AR Argentina +54",
      "MX México +52",
      "FR França +33",
      "DE Alemanha +49",
      "IT Itália +39",
      "GB Reino Unido +44",
    ]);
  });

  it("defaults to Brazil", () => {
    expect(DEFAULT_COUNTRY.code).toBe("BR");
    expect(DEFAULT_COUNTRY.dialCode).toBe("+55");
  });

  it("finds a country by code and by dial code, which are unique", () => {
    expect(new Set(countries.map((country) => country.dialCode)).size).toBe(countries.length);
    expect(countryByCode("FR")?.dialCode).toBe("+33");
    expect(countryByDialCode("+351")?.code).toBe("PT");
    expect(countryByCode("ZZ")).toBeUndefined();
    expect(countryByDialCode("+999")).toBeUndefined();
  });

  it("allows at least the spec's 8-digit minimum and at most E.164's 15 digits with the dial code", () => {
    for (const country of countries) {
      expect(country.maxDigits).toBeGreaterThanOrEqual(8);
      expect(country.maxDigits + country.dialCode.length - 1).toBeLessThanOrEqual(15);
    }
  });
});
