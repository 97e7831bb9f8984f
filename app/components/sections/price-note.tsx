import { listText } from "#shared/list-text.ts";
import { site } from "#app/site/site.ts";
import type { ArticlePageContent } from "#app/site/types.ts";
import { priceFromText } from "#app/lib/prices.ts";
import { priceQuestionUrl } from "#app/lib/booking-links.ts";

/**
 * While the clinic has given neither a price for the page nor its plans, the first screen says so
 * plainly and offers to ask, in a WhatsApp chat of its own prefilled text (it names the page's
 * specialty or exam). The site invents no price and names no plan.
 */
function AskThePrice({ about }: { about: string }) {
  const question = priceQuestionUrl(about);
  return (
    <section aria-label="Valores e convênios" data-testid="price-note" className="mx-auto max-w-6xl px-4 pt-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-slate-800">
        <span>
          <strong>Valores e convênios:</strong> respondemos pelo WhatsApp.
        </span>
        <a
          href={question}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          Perguntar o valor
          <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
        </a>
      </p>
    </section>
  );
}

/**
 * What the visit costs and which health plans the clinic takes, when the clinic has said so
 * (the page's "a partir de" price, content/clinica.yaml's healthPlans); until then, how to ask.
 */
export function PriceNote({ content }: { content: Pick<ArticlePageContent, "price" | "mainEntity"> }) {
  const price = priceFromText(content);
  const plans: readonly string[] = site.healthPlans;
  if (!price && plans.length === 0) return <AskThePrice about={content.mainEntity.name} />;
  return (
    <section aria-label="Valores e convênios" data-testid="price-note" className="mx-auto max-w-6xl px-4 pt-6">
      <div className="rounded-xl border border-slate-200 bg-white p-5 text-lg text-slate-800">
        {price && (
          <p>
            <strong>{price}</strong> no atendimento particular. O valor é confirmado no agendamento e não muda depois de
            confirmado.
          </p>
        )}
        {plans.length > 0 && (
          <p className={price ? "mt-2" : undefined}>
            <strong>Convênios aceitos:</strong> {listText(plans)}. Confirme a cobertura do seu plano ao agendar.
          </p>
        )}
      </div>
    </section>
  );
}
