import { clinicTimeZone } from "#shared/opening-status.ts";

/**
 * The footer's copyright years: from the year the site was first published (`copyrightYear` of
 * content/clinica.yaml) to the year the page is built, on the clinic's clock: "2024–2026", or one
 * year while they are the same. The pages are prerendered, so each build renews the last year; a
 * lone "© 2024" read as a site left untended since then (legal review N21).
 */
export function copyrightYears(firstYear: number, builtAt: Date, timeZone = clinicTimeZone): string {
  const builtYear = Number(new Intl.DateTimeFormat("en", { timeZone, year: "numeric" }).format(builtAt));
  return builtYear > firstYear ? `${firstYear}–${builtYear}` : String(firstYear);
}
