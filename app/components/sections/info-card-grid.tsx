import type { InfoCard } from "#app/site/types.ts";
import { cn } from "#app/lib/utils.ts";
import { CardLink } from "./card-link";
import { ContentIcon } from "./content-icon";

export function InfoCardGrid({
  cards,
  headingLevel = 3,
  className,
}: {
  cards: InfoCard[];
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {card.icon && (
            <span className="mb-3 inline-flex size-11 items-center justify-center rounded-full bg-sky-100 text-sky-800">
              <ContentIcon name={card.icon} className="size-6" />
            </span>
          )}
          <Heading className="text-lg font-bold">{card.title}</Heading>
          {card.text && <p className="mt-2 text-slate-700">{card.text}</p>}
          {card.items && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
              {card.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {card.note && (
            <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              <strong>Preparo:</strong> {card.note}
            </p>
          )}
          {card.link && <CardLink to={card.link.to} label={card.link.label} className="mt-auto pt-3" />}
        </li>
      ))}
    </ul>
  );
}
