/**
 * Whether the clinic is open at a given moment, and when it opens or closes next, in the clinic's
 * own time zone whatever the visitor's ("Aberto agora · fecha às 12h", "Fechado agora · abre
 * segunda às 7h"). The home page's "Endereço e horários" shows the hours alone in its HTML; the
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

/** The weekday and the minute of the day at `now` on the clinic's clock. */
function clinicClock(now: Date, timeZone: string, steady?: SteadyOffset): { day: number; minute: number } {
  if (steady && steady.from <= now.getTime() && now.getTime() < steady.until) {
    const local = new Date(now.getTime() + steady.offsetMinutes * 60_000);
    return { day: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  const day = weekDays.findIndex((name) => name.startsWith(part("weekday")));
  return { day, minute: Number(part("hour")) * 60 + Number(part("minute")) };
}

/** What comes next on the clinic's clock: open until an hour, or closed until a day and hour. */
export type NextChange =
  | { open: true; closesAt: string }
  | { open: false; /** "hoje", "amanhã" or the weekday ("segunda"). */ opensOn: string; opensAt: string };

/** Whether the clinic is open at `now` and when that changes (hours as spoken: "7h", "12h30"). */
export function nextChange(
  periods: readonly OpeningPeriod[],
  now: Date,
  timeZone = clinicTimeZone,
  steady?: SteadyOffset,
): NextChange | undefined {
  const { day, minute } = clinicClock(now, timeZone, steady);
  const periodsOn = (weekDay: number) =>
    periods
      .filter((period) => period.days.includes(weekDays[weekDay % 7]!))
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const current = periodsOn(day).find(
    (period) => minutesOf(period.opens) <= minute && minute < minutesOf(period.closes),
  );
  if (current) return { open: true, closesAt: spokenHour(current.closes) };
  for (let ahead = 0; ahead < 7; ahead++) {
    const next = periodsOn(day + ahead).find((period) => ahead > 0 || minutesOf(period.opens) > minute);
    if (!next) continue;
    const opensOn = ahead === 0 ? "hoje" : ahead === 1 ? "amanhã" : dayNames[weekDays[(day + ahead) % 7]!];
    return { open: false, opensOn, opensAt: spokenHour(next.opens) };
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
): OpeningStatus | undefined {
  const change = nextChange(periods, now, timeZone, steady);
  if (!change) return undefined;
  return change.open
    ? { open: true, text: `Aberto agora · fecha às ${change.closesAt}` }
    : { open: false, text: `Fechado agora · abre ${change.opensOn} às ${change.opensAt}` };
}
