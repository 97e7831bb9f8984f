/**
 * Whether the clinic is open at a given moment, and when it opens or closes next, in the clinic's
 * own time zone whatever the visitor's ("Aberto agora · fecha às 12h", "Fechado agora · abre
 * segunda às 7h"), its closed dates (holidays, `closedOn` in content/clinica.yaml) skipped. The home page's "Endereço e horários" shows the hours alone in its HTML; the
 * islands entry adds this line once the page's script runs (app/entry.client.ts).
 */
export const weekDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type WeekDay = (typeof weekDays)[number];

export interface OpeningPeriod {
  days: readonly WeekDay[];
  /** "HH:MM", 24 hours, the clinic's local time. */
  opens: string;
  closes: string;
}

/** Where the clinic is: Belo Horizonte keeps Brasília time, with no daylight saving since 2019. */
export const clinicTimeZone = "America/Sao_Paulo";

const dayNames: Record<WeekDay, string> = {
  Sunday: "domingo",
  Monday: "segunda",
  Tuesday: "terça",
  Wednesday: "quarta",
  Thursday: "quinta",
  Friday: "sexta",
  Saturday: "sábado",
};

/** "Domingo", for a list of the week's days. */
export const weekDayName = (day: WeekDay) => dayNames[day].charAt(0).toUpperCase() + dayNames[day].slice(1);

/** The days on which no period opens (Sunday, for the clinic today), in the week's order from Monday. */
export function closedDays(periods: readonly OpeningPeriod[]): WeekDay[] {
  const open = new Set(periods.flatMap((period) => period.days));
  return [...weekDays.slice(1), weekDays[0]].filter((day) => !open.has(day));
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** "7h", "12h", "7h30": how a Brazilian sign writes the hour. */
export function spokenHour(time: string): string {
  const minutes = minutesOf(time);
  const hour = `${Math.floor(minutes / 60)}h`;
  return minutes % 60 ? `${hour}${String(minutes % 60).padStart(2, "0")}` : hour;
}

/**
 * The clinic's offset from UTC, in minutes (−180 for Brasília time), and the span (ms since the
 * epoch, `from` included, `until` not) in which it holds: worked out when the page is built, so
 * that the browser reads the clinic's clock without Intl, whose first date format costs a phone
 * 100–200 ms of main thread (ICU's set-up, CPU ×4). Outside that span the clock is read with Intl.
 */
export interface SteadyOffset {
  offsetMinutes: number;
  from: number;
  until: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The offset from UTC of `timeZone` at `at`, in minutes, from Intl ("GMT-03:00" → −180). */
export function offsetAt(
  timeZone: string,
  at: Date,
  format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }),
): number {
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The offset of `timeZone` from the start of `from`'s month (UTC), and until when it holds: the
 * next change, looked for hour by hour over `days` days, or the end of that span. From the month's
 * start, so that builds made in the same month write the same page.
 */
export function steadyOffset(timeZone: string, from: Date, days = 400): SteadyOffset {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1);
  const offsetMinutes = offsetAt(timeZone, new Date(start), format);
  const end = start + days * 24 * HOUR_MS;
  for (let at = start + HOUR_MS; at < end; at += HOUR_MS)
    if (offsetAt(timeZone, new Date(at), format) !== offsetMinutes)
      return { offsetMinutes, from: start, until: at - HOUR_MS };
  return { offsetMinutes, from: start, until: end };
}

const DAY_MS = 24 * HOUR_MS;

/**
 * The clinic's calendar date at `now`, as midnight UTC of that date (ms), its weekday, and the
 * minute of the day on its clock.
 */
function clinicClock(
  now: Date,
  timeZone: string,
  steady?: SteadyOffset,
): { date: number; day: number; minute: number } {
  if (steady && steady.from <= now.getTime() && now.getTime() < steady.until) {
    const local = new Date(now.getTime() + steady.offsetMinutes * 60_000);
    return {
      date: Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()),
      day: local.getUTCDay(),
      minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  const day = weekDays.findIndex((name) => name.startsWith(part("weekday")));
  const date = Date.UTC(Number(part("year")), Number(part("month")) - 1, Number(part("day")));
  return { date, day, minute: Number(part("hour")) * 60 + Number(part("minute")) };
}

/** "2026-12-25" of a clinic date (midnight UTC of it, in ms). */
const isoDate = (date: number) => new Date(date).toISOString().slice(0, 10);

/** A day the clinic does not open whatever its week says (content/clinica.yaml, `closedOn`). */
export interface ClosedDate {
  /** "2026-12-25". */
  date: string;
  reason: string;
}

/** The closed dates from `today` ("2026-12-02", the clinic's date) on, in order: the past ones are noise. */
export const upcomingClosedDates = (closedOn: readonly ClosedDate[], today: string): ClosedDate[] =>
  closedOn.filter(({ date }) => date >= today).sort((a, b) => a.date.localeCompare(b.date));

/** "25/12/2026", as a Brazilian notice writes a date. */
export const spokenDate = (date: string) => date.split("-").reverse().join("/");

/** The clinic's date at `now` ("2026-12-02"). */
export const clinicToday = (now: Date, timeZone = clinicTimeZone) => isoDate(clinicClock(now, timeZone).date);

/** How far ahead the next opening is looked for: past a long recess, the line says nothing. */
const daysLookedAhead = 60;

/** What comes next on the clinic's clock: open until an hour, or closed until a day and hour. */
export type NextChange =
  | { open: true; closesAt: string }
  | {
      open: false;
      /** "hoje", "amanhã", the weekday ("segunda") within the week, else the date ("dia 2/1"). */
      opensOn: string;
      opensAt: string;
    };

/** "segunda" within the coming week; "dia 2/1" beyond it, where a weekday would be ambiguous. */
function spokenDay(ahead: number, date: number): string {
  if (ahead === 0) return "hoje";
  if (ahead === 1) return "amanhã";
  const day = new Date(date);
  return ahead < 7 ? dayNames[weekDays[day.getUTCDay()]!] : `dia ${day.getUTCDate()}/${day.getUTCMonth() + 1}`;
}

/**
 * Whether the clinic is open at `now` and when that changes (hours as spoken: "7h", "12h30");
 * `closedOn` lists the dates ("2026-12-25") on which it does not open whatever its week says.
 */
export function nextChange(
  periods: readonly OpeningPeriod[],
  now: Date,
  timeZone = clinicTimeZone,
  steady?: SteadyOffset,
  closedOn: readonly string[] = [],
): NextChange | undefined {
  const { date, day, minute } = clinicClock(now, timeZone, steady);
  const closed = new Set(closedOn);
  const periodsOn = (ahead: number) =>
    closed.has(isoDate(date + ahead * DAY_MS))
      ? []
      : periods
          .filter((period) => period.days.includes(weekDays[(day + ahead) % 7]!))
          .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const current = periodsOn(0).find((period) => minutesOf(period.opens) <= minute && minute < minutesOf(period.closes));
  if (current) return { open: true, closesAt: spokenHour(current.closes) };
  for (let ahead = 0; ahead < daysLookedAhead; ahead++) {
    const next = periodsOn(ahead).find((period) => ahead > 0 || minutesOf(period.opens) > minute);
    if (next) return { open: false, opensOn: spokenDay(ahead, date + ahead * DAY_MS), opensAt: spokenHour(next.opens) };
  }
  return undefined;
}

export interface OpeningStatus {
  open: boolean;
  text: string;
}

/**
 * "Aberto agora · fecha às 18h", or "Fechado agora · abre hoje às 7h" / "… amanhã às 7h" /
 * "… segunda às 7h"; undefined when no period is given (nothing true to say).
 */
export function openingStatus(
  periods: readonly OpeningPeriod[],
  now: Date,
  timeZone = clinicTimeZone,
  steady?: SteadyOffset,
  closedOn: readonly string[] = [],
): OpeningStatus | undefined {
  const change = nextChange(periods, now, timeZone, steady, closedOn);
  if (!change) return undefined;
  return change.open
    ? { open: true, text: `Aberto agora · fecha às ${change.closesAt}` }
    : { open: false, text: `Fechado agora · abre ${change.opensOn} às ${change.opensAt}` };
}
