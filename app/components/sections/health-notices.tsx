import { site } from "~/content/site";
import type { ReviewStamp } from "~/content/types";
import { reviewStampText } from "~/lib/professionals";

const { emergency, emotionalSupport } = site.publicLines;
// A call to a public line is no booking: data-public-line keeps it out of the conversion events.
const lineLink = (number: string) => (
  <a href={`tel:${number}`} data-public-line className="font-semibold text-sky-900 underline">
    {number}
  </a>
);

interface HealthNoticesProps {
  review: ReviewStamp;
  /** Mental-health pages: the CVV line too. */
  crisisSupportLine?: boolean;
}

/**
 * The end of every specialty and exam page: who reviewed it (CFM Resolution 2.336/2023), that it
 * does not replace a consultation, where to call in an emergency, and on mental-health pages the
 * CVV's emotional-support line.
 */
export function HealthNotices({ review, crisisSupportLine = false }: HealthNoticesProps) {
  return (
    <div data-placement="health-notices" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-slate-700">
        <p data-testid="review-stamp">{reviewStampText(review)}</p>
        <p data-testid="emergency-notice">
          Conteúdo informativo: não substitui a consulta médica. Em emergência, ligue {lineLink(emergency.number)} (
          {emergency.name}).
        </p>
        {crisisSupportLine && (
          <p data-testid="crisis-line">
            Se precisar conversar com alguém: {emotionalSupport.name} — {lineLink(emotionalSupport.number)}, ligação
            gratuita, 24 horas
          </p>
        )}
      </div>
    </div>
  );
}
