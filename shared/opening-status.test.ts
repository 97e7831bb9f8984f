import { describe, expect, it } from "vitest";
import {
  clinicTimeZone,
  closedDays,
  offsetAt,
  openingStatus,
  spokenHour,
  steadyOffset,
  type OpeningPeriod,
} from "./opening-status.ts";

/** The clinic's hours as the spec gives them: Monday to Friday 07:00–18:00, Saturday 07:00–12:00. */
const hours: OpeningPeriod[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
  { days: ["Saturday"], opens: "07:00", closes: "12:00" },
];

/** A moment given on the clinic's clock (Brasília, UTC−3 all year). */
const brasilia = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe("openingStatus", () => {
  it.each([
    // 2026-11-23 is a Monday.
    ["2026-11-23T06:59", false, "Fechado agora · abre hoje às 7h"],
    ["2026-11-23T07:00", true, "Aberto agora · fecha às 18h"],
    ["2026-11-23T17:59", true, "Aberto agora · fecha às 18h"],
    ["2026-11-23T18:00", false, "Fechado agora · abre amanhã às 7h"],
    ["2026-11-27T20:00", false, "Fechado agora · abre amanhã às 7h"],
    ["2026-11-28T09:30", true, "Aberto agora · fecha às 12h"],
    ["2026-11-28T12:00", false, "Fechado agora · abre segunda às 7h"],
    ["2026-11-28T15:00", false, "Fechado agora · abre segunda às 7h"],
    ["2026-11-29T10:00", false, "Fechado agora · abre amanhã às 7h"],
  ])("at %s on the clinic's clock: open %s, “%s”", (local, open, text) => {
    expect(openingStatus(hours, brasilia(local))).toEqual({ open, text });
  });

  it("reads the clinic's clock whatever the visitor's: 23:30 UTC on a Saturday is still 20:30 in Belo Horizonte", () => {
    expect(openingStatus(hours, new Date("2026-11-28T23:30:00Z"))?.text).toBe("Fechado agora · abre segunda às 7h");
    expect(openingStatus(hours, new Date("2026-11-28T12:30:00Z"))?.text).toBe("Aberto agora · fecha às 12h");
  });

  it.each([
    // 2026-12-24 is a Thursday, 25 a Friday (Natal), 26 a Saturday, 28 a Monday.
    ["2026-12-24T19:00", false, "Fechado agora · abre sábado às 7h"],
    ["2026-12-25T10:00", false, "Fechado agora · abre amanhã às 7h"],
    ["2026-12-25T06:00", false, "Fechado agora · abre amanhã às 7h"],
    ["2026-12-26T08:00", true, "Aberto agora · fecha às 12h"],
  ])("skips a closed date (Natal): at %s, open %s, “%s”", (local, open, text) => {
    for (const steady of [undefined, steadyOffset(clinicTimeZone, new Date("2026-12-01T12:00:00Z"))])
      expect(openingStatus(hours, brasilia(local), clinicTimeZone, steady, ["2026-12-25"])).toEqual({ open, text });
  });

  it("names the date of an opening more than a week away, past a recess", () => {
    const recess = Array.from({ length: 10 }, (_, index) => `2027-01-${String(index + 1).padStart(2, "0")}`);
    // 2026-12-31 is a Thursday; closed 1 to 10 January; Monday 11 January opens.
    expect(openingStatus(hours, brasilia("2026-12-31T19:00"), clinicTimeZone, undefined, recess)?.text).toBe(
      "Fechado agora · abre dia 11/1 às 7h",
    );
    // Closed beyond the days it looks ahead: nothing true to say.
    const year = Array.from({ length: 90 }, (_, index) =>
      new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
    );
    expect(openingStatus(hours, brasilia("2026-12-31T19:00"), clinicTimeZone, undefined, year)).toBeUndefined();
  });

  it("says nothing when the clinic gives no hours", () => {
    expect(openingStatus([], brasilia("2026-11-23T10:00"))).toBeUndefined();
  });

  it("handles a lunch break: closed between two periods of one day, open again after", () => {
    const split: OpeningPeriod[] = [
      { days: ["Monday"], opens: "08:00", closes: "12:00" },
      { days: ["Monday"], opens: "13:30", closes: "17:00" },
    ];
    expect(openingStatus(split, brasilia("2026-11-23T12:15"))?.text).toBe("Fechado agora · abre hoje às 13h30");
    expect(openingStatus(split, brasilia("2026-11-23T14:00"))?.text).toBe("Aberto agora · fecha às 17h");
  });
});

describe("closedDays and spokenHour", () => {
  it("finds Sunday as the one day the clinic does not open", () => {
    expect(closedDays(hours)).toEqual(["Sunday"]);
  });

  it("writes hours as a sign does", () => {
    expect([spokenHour("07:00"), spokenHour("12:00"), spokenHour("13:30")]).toEqual(["7h", "12h", "13h30"]);
  });
});

describe("the clinic's clock without Intl in the browser", () => {
  it("finds Brasília time steady at −3 h for the 400 days from the start of the build's month", () => {
    const steady = steadyOffset(clinicTimeZone, new Date("2026-11-28T15:00:00Z"));
    expect(steady).toEqual({
      offsetMinutes: -180,
      from: Date.UTC(2026, 10, 1),
      until: Date.UTC(2026, 10, 1) + 400 * 24 * 60 * 60 * 1000,
    });
  });

  it("stops the span at a change of offset: New York's summer time of March 2027", () => {
    const steady = steadyOffset("America/New_York", new Date("2026-12-15T15:00:00Z"));
    expect(steady.offsetMinutes).toBe(-300);
    // 2027-03-14 02:00 local (07:00 UTC) moves the clock on: the span ends in the hour before.
    expect(new Date(steady.until).toISOString()).toBe("2027-03-14T06:00:00.000Z");
  });

  it("reads the same status with the steady offset as with Intl, and falls back to Intl outside its span", () => {
    const steady = steadyOffset(clinicTimeZone, new Date("2026-11-28T15:00:00Z"));
    for (const instant of [
      "2026-11-28T12:30:00Z",
      "2026-11-28T18:00:00Z",
      "2026-11-29T02:59:00Z",
      "2027-06-01T10:00:00Z",
    ])
      expect(openingStatus(hours, new Date(instant), clinicTimeZone, steady)).toEqual(
        openingStatus(hours, new Date(instant)),
      );
    // A wrong offset shows which clock was read: inside its span it is used, outside it is not.
    const wrong = { ...steady, offsetMinutes: 0 };
    const saturdayMorning = new Date("2026-11-28T12:30:00Z"); // 09:30 in Belo Horizonte, 12:30 at UTC
    expect(openingStatus(hours, saturdayMorning, clinicTimeZone, wrong)?.text).toBe(
      "Fechado agora · abre segunda às 7h",
    );
    expect(openingStatus(hours, new Date("2026-10-31T12:30:00Z"), clinicTimeZone, wrong)?.text).toBe(
      "Aberto agora · fecha às 12h",
    );
  });

  it("reads an offset as Intl names it", () => {
    expect(offsetAt(clinicTimeZone, new Date("2026-11-28T15:00:00Z"))).toBe(-180);
    expect(offsetAt("Asia/Kolkata", new Date("2026-11-28T15:00:00Z"))).toBe(330);
    expect(offsetAt("UTC", new Date("2026-11-28T15:00:00Z"))).toBe(0);
  });
});
