import type { SpecialtyOverviewCard } from "~/content/types";
import { CardLink } from "./card-link";
import { ResponsiveImage } from "./responsive-image";

/** The overview cards: name, image, four symptoms under 'Quando procurar:', description and link. */
export function SpecialtyOverviewGrid({ cards }: { cards: SpecialtyOverviewCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li
          key={card.name}
          data-testid="specialty-card"
          className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <ResponsiveImage
            image={card.image}
            sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
            priority={index === 0}
            failure="hide"
          />
          <div className="flex flex-1 flex-col p-6">
            <h2 className="text-xl font-bold">{card.name}</h2>
            <p className="mt-3 font-semibold text-slate-800">Quando procurar:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700" data-testid="specialty-symptoms">
              {card.symptoms.map((symptom) => (
                <li key={symptom}>{symptom}</li>
              ))}
            </ul>
            <p className="mt-3 text-slate-700">{card.description}</p>
            <CardLink
              to={card.link}
              label={card.link.startsWith("/") ? `Conhecer ${card.name}` : `Agendar ${card.name}`}
              className="mt-auto pt-4"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
