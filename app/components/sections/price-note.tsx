import { site } from "#app/site/site.ts";
import type { ArticlePageContent, HealthPlans } from "#app/site/types.ts";
import { priceFromText } from "#app/lib/prices.ts";
import { healthPlansLine } from "#app/lib/health-plans.ts";
import { bookingNumbers, priceQuestionUrl, telUrl } from "#app/lib/booking-links.ts";
import { bookingLinkTarget, opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

/**
 * A WhatsApp chat with the one prefilled question every page shares: it names no specialty or
 * exam, since the wa.me link reaches Meta's web servers outside WhatsApp's encryption (decision 057).
 */
function AskLink({ children }: { children: React.ReactNode }) {
  return (
    <a
      href={priceQuestionUrl()}
      {...bookingLinkTarget(priceQuestionUrl())}
      className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
    >
      {children}
      {opensBookingChat(priceQuestionUrl()) && <span className="sr-only"> (abre o WhatsApp em nova aba)</span>}
    </a>
  );
}

/** "respondemos pelo WhatsApp ou pelo telefone (31) …": the clinic's phone beside the chat, for whoever prefers to call. */
function HowWeAnswer() {
  return (
    <>
      respondemos pelo WhatsApp ou pelo telefone{" "}
      <a href={telUrl()} className="font-semibold whitespace-nowrap text-sky-800 underline">
        {bookingNumbers.phoneDisplay}
      </a>
      .
    </>
  );
}

/**
 * While the clinic has given neither a price for the page nor its plans, the first screen says so
 * plainly and offers to ask. The site invents no price and names no plan.
 */
function AskThePrice() {
  return (
    <section aria-label="Valores e convênios" data-testid="price-note" className="mx-auto max-w-6xl px-4 pt-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-slate-800">
        <span>
          <strong>Valores e convênios:</strong> <HowWeAnswer />
        </span>
        <AskLink>Perguntar o valor</AskLink>
      </p>
    </section>
  );
}

/**
 * What the visit costs and which health plans the clinic takes, as far as the clinic has said so
 * (the page's "a partir de" price, content/clinica.yaml's healthPlans); what it has not said yet,
 * the page offers to ask.
 */
export function PriceNote({
  content,
  plans = site.healthPlans,
}: {
  content: Pick<ArticlePageContent, "price" | "mainEntity">;
  plans?: HealthPlans;
}) {
  const price = priceFromText(content);
  const plansLine = healthPlansLine(plans);
  if (!price && plansLine.unanswered) return <AskThePrice />;
  return (
    <section aria-label="Valores e convênios" data-testid="price-note" className="mx-auto max-w-6xl px-4 pt-6">
      <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 text-lg text-slate-800">
        {price ? (
          <p>
            <strong>{price}</strong> no atendimento particular. O valor é confirmado no agendamento e não muda depois de
            confirmado.
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-3">
            <span>
              <strong>Valores:</strong> <HowWeAnswer />
            </span>
            <AskLink>Perguntar o valor</AskLink>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3">
          <span>
            <strong>{plansLine.label}</strong> {plansLine.unanswered ? <HowWeAnswer /> : plansLine.text}
          </span>
          {plansLine.unanswered && <AskLink>Perguntar pelos convênios</AskLink>}
        </p>
      </div>
    </section>
  );
}
