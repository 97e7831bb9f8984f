import { describe, expect, it } from "vitest";
import { countries } from "./countries";
import { hasNonPhoneCharacters, maskPhone, maxPhoneDigits, phoneDigits } from "./phone-mask";

/** Types `keys` one by one into the field, as the browser does: previous masked value + the new key. */
function typeInto(countryCode: string, keys: string, start = ""): string[] {
  const shown: string[] = [];
  let value = start;
  for (const key of keys) {
    value = maskPhone(countryCode, value + key);
    shown.push(value);
  }
  return shown;
}

/** Backspace removes the last character of the field, then the mask runs again. */
function backspaceAll(countryCode: string, value: string): string[] {
  const shown: string[] = [];
  while (value) {
    value = maskPhone(countryCode, value.slice(0, -1));
    shown.push(value);
  }
  return shown;
}

describe("maskPhone: Brazil", () => {
  it("masks a mobile number progressively while typing, ending in (DD) XXXXX-XXXX", () => {
    expect(typeInto("BR", "31999998888")).toEqual([
      "(3",
      "(31",
      "(31) 9",
      "(31) 99",
      "(31) 999",
      "(31) 9999",
      "(31) 9999-9",
      "(31) 9999-98",
      "(31) 9999-988",
      "(31) 9999-9888",
      "(31) 99999-8888",
    ]);
  });

  it("masks a 10-digit landline as (DD) XXXX-XXXX", () => {
    expect(typeInto("BR", "3133330000").at(-1)).toBe("(31) 3333-0000");
  });

  it("caps at 11 digits: a 12th key changes nothing", () => {
    expect(typeInto("BR", "319999988887")).toHaveLength(12);
    expect(typeInto("BR", "319999988887").at(-1)).toBe("(31) 99999-8888");
    expect(maxPhoneDigits("BR")).toBe(11);
  });

  it("ignores letters and symbols typed among the digits", () => {
    expect(typeInto("BR", "3a1-b9")).toEqual(["(3", "(3", "(31", "(31", "(31", "(31) 9"]);
  });

  it("never leaves a trailing separator, so backspace always removes a digit", () => {
    expect(backspaceAll("BR", "(31) 99999-8888")).toEqual([
      "(31) 9999-9888",
      "(31) 9999-988",
      "(31) 9999-98",
      "(31) 9999-9",
      "(31) 9999",
      "(31) 999",
      "(31) 99",
      "(31) 9",
      "(31",
      "(3",
      "",
    ]);
  });

  it("formats a pasted number and drops the country's own dial code when it starts with +", () => {
    expect(maskPhone("BR", "31 99999 8888")).toBe("(31) 99999-8888");
    expect(maskPhone("BR", "+55 (31) 99999-8888")).toBe("(31) 99999-8888");
    expect(maskPhone("BR", "5531999998888")).toBe("(55) 31999-9988");
  });

  it("shows nothing for an empty field or one without digits", () => {
    expect(maskPhone("BR", "")).toBe("");
    expect(maskPhone("BR", "abc")).toBe("");
  });
});

describe("maskPhone: United States", () => {
  it("masks progressively as (AAA) BBB-CCCC, capped at 10 digits", () => {
    expect(typeInto("US", "21255512349")).toEqual([
      "(2",
      "(21",
      "(212",
      "(212) 5",
      "(212) 55",
      "(212) 555",
      "(212) 555-1",
      "(212) 555-12",
      "(212) 555-123",
      "(212) 555-1234",
      "(212) 555-1234",
    ]);
  });

  it("drops a pasted +1", () => {
    expect(maskPhone("US", "+1 212-555-1234")).toBe("(212) 555-1234");
  });
});

describe("maskPhone: France", () => {
  it("groups digits by 2 separated by spaces, capped at 10 digits", () => {
    expect(typeInto("FR", "06123456789")).toEqual([
      "0",
      "06",
      "06 1",
      "06 12",
      "06 12 3",
      "06 12 34",
      "06 12 34 5",
      "06 12 34 56",
      "06 12 34 56 7",
      "06 12 34 56 78",
      "06 12 34 56 78",
    ]);
  });
});

describe("maskPhone: Germany", () => {
  it("groups 3, then 3, then up to 4; the middle group widens to 4 and 5 for longer numbers (cap 12)", () => {
    expect(typeInto("DE", "0301234567890")).toEqual([
      "0",
      "03",
      "030",
      "030 1",
      "030 12",
      "030 123",
      "030 123 4",
      "030 123 45",
      "030 123 456",
      "030 123 4567",
      "030 1234 5678",
      "030 12345 6789",
      "030 12345 6789",
    ]);
  });

  it("backspaces through the groups one digit at a time", () => {
    expect(backspaceAll("DE", "030 12345 6789").slice(0, 4)).toEqual([
      "030 1234 5678",
      "030 123 4567",
      "030 123 456",
      "030 123 45",
    ]);
  });
});

describe("maskPhone: digits-only countries", () => {
  it.each([
    ["PT", 9],
    ["ES", 9],
    ["AR", 11],
    ["MX", 10],
    ["IT", 11],
    ["GB", 11],
  ])("%s keeps only digits, capped at %i", (code, cap) => {
    const shown = typeInto(code, "12 34-56(78)90123456");
    expect(shown.every((value) => /^\d*$/.test(value))).toBe(true);
    expect(shown.at(-1)).toBe("12345678901234567".slice(0, cap));
    expect(maxPhoneDigits(code)).toBe(cap);
  });
});

describe("maskPhone: every country", () => {
  it.each(countries.map((country) => [country.code, country.placeholder]))(
    "%s placeholder %s is a masked number the field can hold",
    (code, placeholder) => {
      expect(maskPhone(code, placeholder)).toBe(placeholder);
      expect(phoneDigits(placeholder).length).toBeGreaterThanOrEqual(8);
      expect(phoneDigits(placeholder).length).toBeLessThanOrEqual(maxPhoneDigits(code));
    },
  );

  it("masks as the default country (BR) when the code is unknown", () => {
    expect(maskPhone("XX", "31999998888")).toBe("(31) 99999-8888");
  });
});

describe("hasNonPhoneCharacters, what the mask would drop silently", () => {
  it("is false for digits, spaces, the mask's parentheses and hyphen and a leading +", () => {
    for (const text of ["", "31987654321", "(31) 98765-4321", " +55 31 98765 4321", "+1 (212) 555-1234"])
      expect(hasNonPhoneCharacters(text), text).toBe(false);
  });

  it("is true for letters and any other character, a + inside the number included", () => {
    for (const text of ["a", "31a", "(31) 9876x", "31.98765.4321", "31/98765", "3198765+4321", "９８"])
      expect(hasNonPhoneCharacters(text), text).toBe(true);
  });
});
