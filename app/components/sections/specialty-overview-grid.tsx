import type { SpecialtyOverviewCard } from "#app/site/types.ts";
import { anchorIdOf } from "#app/lib/anchor-id.ts";
import { CardLink } from "./card-link";
import { ResponsiveImage } from "./responsive-image";

/** The anchor of a card, which the index links to: the specialty's name as an id ("#clinica-geral"). */
const cardAnchor = (card: SpecialtyOverviewCard) => anchorIdOf(card.name);

/**
 * A compact index of every card, in their order: plain anchor links, so it works before (and
 * without) JavaScript. On a phone it fits in the first screen under the title, and each link lands
 * on its card with the symptoms in view (tests/e2e/specialties-index-on-a-phone.test.ts).
 */
export function SpecialtyIndex({ cards }: { cards: SpecialtyOverviewCard[] }) {
  return (
    <nav aria-labelledby="indice-especialidades" data-testid="specialty-index" className="pb-8">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="indice-especialidades" className="font-bold text-slate-900">
          Nesta página
        </h2>
        {/* Entries 44 px tall at least, like every target on a phone; as wide as their names, so the longest fits at 320 px. */}
        <ul className="mt-2 flex flex-wrap gap-2">
          {cards.map((card) => (
            <li key={card.name}>
              <a
                href={`#${cardAnchor(card)}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-sky-200 bg-white px-3 font-medium text-sky-800 underline underline-offset-2 hover:bg-sky-50 hover:text-sky-950"
              >
                {card.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * The overview cards: name, image, four symptoms under 'Quando procurar:', description and link.
 * On a phone the image is a thumbnail beside the name, so the symptoms come first instead of a
 * 267 px illustration; from 640 px it heads the card.
 */
export function SpecialtyOverviewGrid({ cards }: { cards: SpecialtyOverviewCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li
          key={card.name}
          id={cardAnchor(card)}
          data-testid="specialty-card"
          // Clear of the sticky header (65 px) when the index jumps here.
          className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="max-sm:absolute max-sm:top-6 max-sm:right-6 max-sm:size-14 max-sm:overflow-hidden max-sm:rounded-xl">
            <ResponsiveImage
              image={card.image}
              sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 56px"
              priority={index === 0}
              failure="hide"
              className="max-sm:h-full max-sm:object-cover"
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h2 className="text-xl font-bold max-sm:flex max-sm:min-h-14 max-sm:items-center max-sm:pr-18">
              {card.name}
            </h2>
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
