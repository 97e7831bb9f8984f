import { listText } from "#shared/list-text.ts";
import { site } from "#app/site/site.ts";
import type { ArticlePageContent } from "#app/site/types.ts";
import { priceFromText } from "#app/lib/prices.ts";

/**
 * What the visit costs and which health plans the clinic takes, when the clinic has said so
 * (the page's "a partir de" price, content/clinica.yaml's healthPlans). With neither, nothing:
 * the site invents no price and names no plan.
 */
export function PriceNote({ content }: { content: Pick<ArticlePageContent, "priceFrom" | "mainEntity"> }) {
  const price = priceFromText(content);
  const plans: readonly string[] = site.healthPlans;
  if (!price && plans.length === 0) return null;
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
