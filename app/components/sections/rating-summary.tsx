import { cn } from "#app/lib/utils.ts";
import type { ClinicRating } from "#app/site/types.ts";
import { textRules } from "#shared/content-rules.ts";

const formatRating = (value: number) =>
  value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 2026-11-25 → 25/11/2026. */
const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");

/** Where the rating was read, the link to that page and the day: all three, or none (example data). */
function sourceOf({ source, sourceUrl, readOn }: ClinicRating) {
  const name = source.trim();
  const url = sourceUrl.trim();
  return name && readOn && textRules.externalUrl.pattern.test(url) ? { name, url, readOn } : undefined;
}

/**
 * The clinic's one rating line (legal review N2), a sentence that says where and when it was read
 * and links to that page: “Nota 4,8 de 5 no Google, com 127 avaliações (consulta em 25/11/2026).”
 * Without its source, link and date the figures are example data (a publication build refuses them,
 * scripts/publication-gate.ts), and the line says so. No structured data repeats it, and no row of
 * stars dresses it up as a rating widget: a sentence (two lines on a phone, without a row above).
 */
export function RatingSummary({ rating, className }: { rating: ClinicRating; className?: string }) {
  const value = rating.value ?? 0;
  const source = sourceOf(rating);
  const figures = (
    <>
      Nota <span data-testid="rating-value">{formatRating(value)}</span> de 5
    </>
  );
  return (
    <p data-testid="rating-summary" className={cn("text-sm font-medium", className)}>
      {source ? (
        <span>
          <a
            data-testid="rating-source"
            href={source.url}
            rel="noopener"
            className="text-sky-800 underline underline-offset-2 hover:text-sky-950"
          >
            {figures} no {source.name}
          </a>
          , com <span data-testid="rating-count">{rating.count}</span> avaliações (consulta em{" "}
          <time dateTime={source.readOn}>{brazilianDate(source.readOn)}</time>).
        </span>
      ) : (
        <span>
          {figures}, com <span data-testid="rating-count">{rating.count}</span> avaliações (dado de exemplo).
        </span>
      )}
    </p>
  );
}
