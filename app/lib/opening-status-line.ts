import { clinicTimeZone, openingStatus, type OpeningPeriod, type SteadyOffset } from "#shared/opening-status.ts";

/** The clinic's UTC offset the build wrote beside the hours (`data-clock`), if it is one. */
function steadyOffsetOf(element: HTMLElement): SteadyOffset | undefined {
  try {
    const clock: unknown = JSON.parse(element.dataset.clock ?? "");
    if (typeof clock !== "object" || clock === null) return undefined;
    const { offsetMinutes, from, until } = clock as Record<string, unknown>;
    return Number.isInteger(offsetMinutes) && Number.isFinite(from) && Number.isFinite(until)
      ? { offsetMinutes: offsetMinutes as number, from: from as number, until: until as number }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The closed dates the build wrote beside the hours (`data-closed-on`): "2026-12-25" strings only. */
function closedOnOf(element: HTMLElement): string[] {
  try {
    const dates: unknown = JSON.parse(element.dataset.closedOn ?? "[]");
    return Array.isArray(dates) ? dates.filter((date): date is string => typeof date === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Fills every `[data-opening-status]` line (the home page's "Endereço e horários") with whether the
 * clinic is open now on its own clock; the element carries the hours and the closed dates as JSON data, and the clinic's
 * UTC offset as the build found it (`data-clock`), so that no Intl date format, a long task on a
 * phone, runs while the page loads. A line whose data cannot be read stays empty, as the page is
 * without a script.
 */
export function showOpeningStatus(root: ParentNode = document, now = new Date()): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-opening-status]")) {
    let periods: OpeningPeriod[];
    try {
      periods = JSON.parse(element.dataset.openingStatus ?? "");
    } catch {
      continue;
    }
    const status = Array.isArray(periods)
      ? openingStatus(periods, now, clinicTimeZone, steadyOffsetOf(element), closedOnOf(element))
      : undefined;
    element.textContent = status?.text ?? "";
    element.toggleAttribute("data-closed", status?.open === false);
  }
}
