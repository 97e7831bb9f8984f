import { formatOpeningHours, site } from "#app/site/site.ts";
import { closedDays, nextChange, weekDayName, type OpeningPeriod } from "#shared/opening-status.ts";

/** What the dialog's confirmation says about the call back (app/components/lead/lead-confirmation.hydrated.tsx). */
export interface CallBack {
  /** When the team calls: within its hours, as soon as it can; never "na hora", a promise it may not keep. */
  when: string;
  /** Where the clinic is on its own clock now: open until, or when it opens next. */
  now?: string;
  /** The week's hours as the site shows them ("Segunda a sexta: 07h às 18h", "Domingo: fechado"). */
  hours: string[];
}

export const CALL_BACK_WHEN = "Nossa equipe liga para você no horário de atendimento, assim que possível.";

const periods: OpeningPeriod[] = site.hours.map(({ days, opens, closes }) => ({ days, opens, closes }));

/** The call back, from the clinic's hours (content/clinica.yaml) at `now`, on the clinic's clock. */
export function callBack(now = new Date()): CallBack {
  const change = nextChange(periods, now);
  return {
    when: CALL_BACK_WHEN,
    now: !change
      ? undefined
      : change.open
        ? `Hoje atendemos até as ${change.closesAt}.`
        : `Agora estamos fechados; abrimos ${change.opensOn} às ${change.opensAt}.`,
    hours: [...site.hours.map(formatOpeningHours), ...closedDays(periods).map((day) => `${weekDayName(day)}: fechado`)],
  };
}
