import { Icon } from "#app/components/ui/icon.tsx";
import type { HomeCard, HomeContent, HomeSpecialtyCard, PageRating } from "#app/site/types.ts";
import { defaultBookingContacts } from "#app/lib/booking-links.ts";
import { CardLink } from "./card-link";
import { PhoneButton, WhatsAppButton } from "./contact-buttons";
import { ContentIcon } from "./content-icon";
import { RatingSummary } from "./rating-summary";
import { ResponsiveImage } from "./responsive-image";

export function HomeHero({ hero, rating }: Pick<HomeContent, "hero"> & { rating: PageRating }) {
  return (
    <section data-placement="hero" className="bg-gradient-to-b from-sky-50 to-white py-10 sm:py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          {/* A label above the title, not a pill: it must not pass for a button. */}
          <p className="text-sm font-bold tracking-wide text-sky-800 uppercase">{hero.badge}</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 text-lg text-slate-700 sm:text-xl">{hero.tagline}</p>
          <RatingSummary {...rating} className="mt-4" />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <WhatsAppButton label={hero.cta} size="lg" />
          </div>
          <p className="mt-4 text-lg font-semibold text-sky-900">{hero.callout}</p>
        </div>
        <div className="overflow-hidden rounded-2xl">
          <ResponsiveImage image={hero.image} sizes="(min-width: 768px) 560px, 100vw" priority />
        </div>
      </div>
    </section>
  );
}

export function BookingCards({ booking }: Pick<HomeContent, "booking">) {
  return (
    <section data-placement="booking-cards" aria-labelledby="agende" className="py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="agende" className="text-center text-2xl font-bold sm:text-3xl">
          {booking.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{booking.text}</p>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <div className="rounded-2xl border-2 border-green-700 bg-green-50 p-6">
            <Icon name="message-circle" className="size-8 text-green-800" />
            <h3 className="mt-3 text-xl font-bold">{booking.whatsappCard.title}</h3>
            <p className="mt-2 text-slate-700">{booking.whatsappCard.text}</p>
            <WhatsAppButton label={booking.whatsappCard.cta} className="mt-5" />
          </div>
          <div className="rounded-2xl border-2 border-sky-800 bg-sky-50 p-6">
            <Icon name="phone" className="size-8 text-sky-800" />
            <h3 className="mt-3 text-xl font-bold">{booking.phoneCard.title}</h3>
            <p className="mt-2 text-slate-700">{booking.phoneCard.text}</p>
            <PhoneButton label={booking.phoneCard.cta} className="mt-5" />
          </div>
        </div>
      </div>
    </section>
  );
}

function HomeCardItem({ card }: { card: HomeCard | HomeSpecialtyCard }) {
  return (
    <li data-testid="home-card" className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <ContentIcon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-3 text-lg font-bold">{card.title}</h3>
      <p className="mt-2 text-slate-700">{card.text}</p>
      {"list" in card && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {card.list.map((item) => (
            <li key={item.label}>{item.label}</li>
          ))}
        </ul>
      )}
      <CardLink to={card.to} label={card.linkLabel} className="mt-auto pt-4" />
    </li>
  );
}

/** A home section of cards with an anchor (#especialidades, #exames). */
export function HomeCardSection({
  id,
  section,
  tinted = false,
}: {
  id: string;
  section: HomeContent["specialties"] | HomeContent["exams"];
  tinted?: boolean;
}) {
  return (
    <section
      id={id}
      data-placement={`home-${id}`}
      aria-labelledby={`${id}-titulo`}
      className={tinted ? "scroll-mt-20 bg-slate-50 py-14" : "scroll-mt-20 py-14"}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-titulo`} className="text-2xl font-bold sm:text-3xl">
          {section.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{section.text}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {section.cards.map((card) => (
            <HomeCardItem key={card.title} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function GuaranteeBox({ guarantee }: Pick<HomeContent, "guarantee">) {
  return (
    <section data-placement="preco-baixo-garantido" aria-labelledby="preco-baixo" className="py-14">
      <div className="mx-auto max-w-4xl px-4">
        <div className="rounded-3xl bg-sky-900 p-8 text-center text-white sm:p-12">
          <Icon name="shield-check" className="mx-auto size-12 text-amber-300" />
          <h2 id="preco-baixo" className="mt-4 text-3xl font-extrabold">
            {guarantee.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-100">{guarantee.text}</p>
          <a
            href={defaultBookingContacts.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-green-700 px-6 font-semibold text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon name="message-circle" className="size-5" /> {guarantee.cta}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          <p className="mt-4">
            {/* Alone on its line, so a 44 px target: the padding makes it one. */}
            <a href={guarantee.conditions.to} className="inline-block py-2.5 text-sky-100 underline hover:text-white">
              {guarantee.conditions.label}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
