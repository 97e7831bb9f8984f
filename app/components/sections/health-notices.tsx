import { placeholderStaff, professionalById } from "#app/site/clinical-staff.ts";
import { site } from "#app/site/site.ts";
import type { CareArea, ReviewStamp } from "#app/site/types.ts";
import { reviewStampText } from "#app/lib/professionals.ts";

const { emergency, emotionalSupport } = site.publicLines;
const linkClass = "font-semibold text-sky-900 underline";
// A call to a public line is no booking: data-public-line keeps it out of the conversion events.
const lineLink = (number: string) => (
  <a href={`tel:${number}`} data-public-line className={linkClass}>
    {number}
  </a>
);

interface HealthNoticesProps {
  review: ReviewStamp;
  /** The page's area: a psychology page's notice speaks of professional care, not of a medical consultation. */
  careArea?: CareArea;
  /** Mental-health pages: the CVV line too. */
  crisisSupportLine?: boolean;
}

/**
 * The end of every specialty and exam page: who reviewed it and when (CFM Resolution 2.336/2023;
 * only once the reviewer is not an example person),
 * that it does not replace a consultation, where to call in an emergency, and on mental-health
 * pages the CVV's emotional support by phone and by chat.
 */
export function HealthNotices({ review, careArea, crisisSupportLine = false }: HealthNoticesProps) {
  const psychology = careArea !== undefined && "profession" in careArea && careArea.profession === "psicologia";
  return (
    <div data-placement="health-notices" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-slate-700">
        {/* A review attested by an example person is no review: the stamp shows once the reviewer is real
            (and not at all on a page no one has reviewed yet). */}
        {review.reviewer !== "" && !placeholderStaff.includes(review.reviewer) && (
          <p data-testid="review-stamp">
            {reviewStampText({ ...review, reviewer: professionalById(review.reviewer) })}
          </p>
        )}
        <p data-testid="emergency-notice">
          Conteúdo informativo: não substitui {psychology ? "o atendimento profissional" : "a consulta médica"}. Em caso
          de emergência, ligue {lineLink(emergency.number)} ({emergency.name}).
        </p>
        {crisisSupportLine && (
          <p data-testid="crisis-line">
            Se precisar conversar com alguém, o {emotionalSupport.name} ({emotionalSupport.fullName}) oferece apoio
            emocional gratuito: ligue {lineLink(emotionalSupport.number)}, a qualquer hora, ou converse pelo chat em{" "}
            <a href={emotionalSupport.chatUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {emotionalSupport.chatDisplay}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
            .
          </p>
        )}
      </div>
    </div>
  );
}
