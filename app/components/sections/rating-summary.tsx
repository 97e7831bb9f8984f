import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

const formatRating = (value: number) =>
  value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 2026-11-25 → 25/11/2026. */
const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");

/**
 * Visible rating, the same figures the page's structured data publishes, with where and when they
 * were read when the clinic has said so ("no Google (consulta em 25/11/2026)"); without a source
 * the figures are example data, which a publication build refuses (scripts/publication-gate.ts).
 */
export function RatingSummary({
  value,
  count,
  source,
  readOn,
  className,
}: {
  value: number;
  count: number;
  source?: string;
  readOn?: string;
  className?: string;
}) {
  return (
    <p data-testid="rating-summary" className={cn("inline-flex items-center gap-2 text-sm font-medium", className)}>
      <span className="inline-flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <Icon
            name="star"
            key={index}
            className={cn("size-4", index < Math.round(value) ? "fill-amber-400 text-amber-500" : "text-slate-400")}
          />
        ))}
      </span>
      <span>
        <span data-testid="rating-value">{formatRating(value)}</span> de 5 ·{" "}
        <span data-testid="rating-count">{count}</span> avaliações
        {source && readOn && (
          <span data-testid="rating-source">
            {" "}
            no {source} (consulta em {brazilianDate(readOn)})
          </span>
        )}
      </span>
    </p>
  );
}
