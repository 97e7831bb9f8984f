import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

const formatRating = (value: number) =>
  value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Visible rating, the same figures the page's structured data publishes. */
export function RatingSummary({ value, count, className }: { value: number; count: number; className?: string }) {
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
      </span>
    </p>
  );
}
