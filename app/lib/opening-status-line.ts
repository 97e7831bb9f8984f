import { openingStatus, type OpeningPeriod } from "#shared/opening-status.ts";

/**
 * Fills every `[data-opening-status]` line (the home page's "Endereço e horários") with whether the
 * clinic is open now on its own clock; the element carries the hours as JSON data. A line whose
 * data cannot be read stays empty, as the page is without a script.
 */
export function showOpeningStatus(root: ParentNode = document, now = new Date()): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-opening-status]")) {
    let periods: OpeningPeriod[];
    try {
      periods = JSON.parse(element.dataset.openingStatus ?? "");
    } catch {
      continue;
    }
    const status = Array.isArray(periods) ? openingStatus(periods, now) : undefined;
    element.textContent = status?.text ?? "";
    element.toggleAttribute("data-closed", status?.open === false);
  }
}
