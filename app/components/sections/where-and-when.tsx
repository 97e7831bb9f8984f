import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { googleMapsRouteUrl, wazeRouteUrl } from "#app/lib/route-links.ts";
import { formatOpeningHours, site } from "#app/site/site.ts";
import {
  clinicTimeZone,
  clinicToday,
  closedDays,
  spokenDate,
  steadyOffset,
  upcomingClosedDates,
  weekDayName,
  type OpeningPeriod,
} from "#shared/opening-status.ts";

const whereAndWhenAnchor = "endereco-e-horarios";
/** Where the header's menus and the footer's "Endereço e horários" lead, from any page. */
export const whereAndWhenLink = `/#${whereAndWhenAnchor}`;

/** The hours as data for the islands entry's "aberto agora" line: days and times only, never code. */
const periods: OpeningPeriod[] = site.hours.map(({ days, opens, closes }) => ({ days, opens, closes }));

/** The closed dates (holidays) from the day of the build on; the line's script skips every one given. */
const closedDates = upcomingClosedDates(site.closedOn, clinicToday(new Date()));

/**
 * "Endereço e horários", right under the home page's hero: the address on one line, the week's
 * hours with the closed days and dates said as such, the maps links, and a line the islands entry fills with
 * "Aberto agora · fecha às 12h" / "Fechado agora · abre segunda às 7h" on the clinic's clock
 * (shared/opening-status.ts), from the clinic's UTC offset the build writes beside the hours. Without
 * a script, the hours alone show: nothing depends on it.
 */
export function WhereAndWhen() {
  const { address } = site;
  const links = [
    { href: googleMapsRouteUrl(), label: "Google Maps" },
    { href: wazeRouteUrl(), label: "Waze" },
  ];
  return (
    <section
      id={whereAndWhenAnchor}
      aria-labelledby={`${whereAndWhenAnchor}-titulo`}
      data-placement="where-and-when"
      className="border-y border-slate-200 bg-white py-4 sm:py-6"
    >
      <div className="mx-auto grid max-w-6xl gap-3 px-4 text-lg text-slate-800 sm:gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <div>
          <h2 id={`${whereAndWhenAnchor}-titulo`} className="text-xl font-bold text-slate-900">
            Endereço e horários
          </h2>
          <address className="mt-1 flex gap-2 not-italic">
            <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-sky-800" />
            <span>
              {address.street} – {address.district}, {address.city} – {address.state}
            </span>
          </address>
        </div>
        <div>
          <ul aria-label="Horário de funcionamento" className="flex flex-col">
            {site.hours.map((hours) => (
              <li key={hours.label}>{formatOpeningHours(hours)}</li>
            ))}
            {closedDays(periods).map((day) => (
              <li key={day}>{weekDayName(day)}: fechado</li>
            ))}
          </ul>
          {/* Two lines' height kept from the start ("Fechado agora · abre segunda às 7h" takes two
              on a phone), so that the text the script writes moves nothing below it (CLS 0); with
              scripting off, there is no line. */}
          <p
            data-opening-status={JSON.stringify(periods)}
            data-closed-on={JSON.stringify(site.closedOn.map(({ date }) => date))}
            data-clock={JSON.stringify(steadyOffset(clinicTimeZone, new Date()))}
            aria-live="polite"
            className="mt-1 min-h-14 font-semibold text-green-800 noscript:hidden data-[closed]:text-slate-700"
          />
          {/* The holidays to come, after the open-now line: the week's hours and whether it is open
              now come first on a phone's first screen. */}
          {closedDates.length > 0 && (
            <ul aria-label="Dias fechados" className="flex flex-col">
              {closedDates.map(({ date, reason }) => (
                <li key={date}>
                  {spokenDate(date)} ({reason}): fechado
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {links.map((link) => (
            <a
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline" })}
            >
              {link.label}
              <span className="sr-only"> (rota até a clínica, abre em nova aba)</span>
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
