import { Icon } from "#app/components/ui/icon.tsx";
import type { HomeCard, HomeContent, HomeSpecialtyCard, InfoCard } from "#app/site/types.ts";
import { defaultBookingContacts } from "#app/lib/booking-links.ts";
import { cn } from "#app/lib/utils.ts";
import { PhoneButton, WhatsAppButton } from "./contact-buttons";
import { ContentIcon } from "./content-icon";
import { ResponsiveImage } from "./responsive-image";
import { bookingLinkTarget, opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

export function HomeHero({ hero }: Pick<HomeContent, "hero">) {
  return (
    <section data-placement="hero" className="bg-gradient-to-b from-sky-50 to-white py-6 sm:py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          {/* A label above the title, not a pill: it must not pass for a button. */}
          <p className="text-sm font-bold tracking-wide text-sky-800 uppercase">{hero.badge}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:mt-4 sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-3 text-lg text-slate-700 sm:mt-4 sm:text-xl">{hero.tagline}</p>
          <div className="mt-4 flex flex-col gap-3 sm:mt-6 sm:flex-row sm:items-center">
            <WhatsAppButton label={hero.cta} size="lg" />
          </div>
          <p className="mt-3 text-lg font-semibold text-sky-900 sm:mt-4">{hero.callout}</p>
        </div>
        {/* On a phone the illustration would push where and when, and the index, off the first
            screen; it says nothing a patient needs there (docs/decisions/041). Not drawn below
            768 px, so the browser picks the smallest file there. */}
        <div className="overflow-hidden rounded-2xl max-md:hidden">
          <ResponsiveImage image={hero.image} sizes="(min-width: 768px) 560px, 1px" priority />
        </div>
      </div>
    </section>
  );
}

function BookingCard({
  card,
  icon,
  className,
  children,
}: {
  card: { title: string; text: string };
  icon: "message-circle" | "phone";
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("rounded-2xl border-2 p-4 sm:p-6", className)}>
      {/* On a phone the icon sits beside the title, not above it. */}
      <h3 className="flex items-center gap-3 text-xl font-bold sm:flex-col sm:items-start">
        <Icon
          name={icon}
          className={cn("size-7 shrink-0 sm:size-8", icon === "phone" ? "text-sky-800" : "text-green-800")}
        />
        {card.title}
      </h3>
      <p className="mt-1 text-slate-700 sm:mt-2">{card.text}</p>
      {children}
    </div>
  );
}

export function BookingCards({ booking }: Pick<HomeContent, "booking">) {
  return (
    <section data-placement="booking-cards" aria-labelledby="agende" className="py-6 sm:py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="agende" className="text-center text-2xl font-bold sm:text-3xl">
          {booking.heading}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-lg text-slate-700 sm:mt-3">{booking.text}</p>
        <div className="mt-5 grid gap-4 sm:mt-8 sm:gap-5 md:grid-cols-2">
          <BookingCard card={booking.whatsappCard} icon="message-circle" className="border-green-700 bg-green-50">
            <WhatsAppButton label={booking.whatsappCard.cta} className="mt-3 sm:mt-5" />
          </BookingCard>
          <BookingCard card={booking.phoneCard} icon="phone" className="border-sky-800 bg-sky-50">
            <PhoneButton label={booking.phoneCard.cta} className="mt-3 sm:mt-5" />
          </BookingCard>
        </div>
      </div>
    </section>
  );
}

function HomeCardItem({ card, id }: { card: HomeCard | HomeSpecialtyCard; id: string }) {
  const internal = card.to.startsWith("/");
  return (
    <li data-testid="home-card" className="flex">
      {/* The whole card is its link, named by its title and its label (the words describe it): on a
          phone a compact row of a list with no separate 44 px line for the link; a card from 640 px. */}
      <a
        href={internal ? card.to : defaultBookingContacts.whatsappUrl}
        {...(internal ? {} : bookingLinkTarget(defaultBookingContacts.whatsappUrl))}
        aria-labelledby={`${id}-titulo ${id}-acao`}
        aria-describedby={`${id}-texto`}
        className="group flex w-full flex-col bg-white px-3 py-2.5 hover:bg-sky-50 sm:rounded-xl sm:border sm:border-slate-200 sm:p-6 sm:shadow-sm"
      >
        <h3
          id={`${id}-titulo`}
          className="flex items-center gap-2 font-bold sm:flex-col sm:items-start sm:gap-3 sm:text-lg"
        >
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800 sm:size-11">
            <ContentIcon name={card.icon} className="size-4 sm:size-6" />
          </span>
          {card.title}
        </h3>
        <span id={`${id}-texto`} className="mt-1 block text-slate-700 sm:mt-2">
          {card.text}
        </span>
        {"list" in card && (
          // On a phone the names run as a sentence ("Angiologista, Cirurgia Geral, …"): no column is too narrow for one.
          <ul className="mt-1 text-slate-700 sm:mt-3 sm:list-disc sm:space-y-1 sm:pl-5">
            {card.list.map((item) => (
              <li key={item.label} className="max-sm:inline max-sm:not-last:after:content-[',_']">
                {item.label}
              </li>
            ))}
          </ul>
        )}
        <span
          id={`${id}-acao`}
          className={cn(
            "mt-1 inline-flex items-center gap-1 font-semibold group-hover:underline sm:mt-auto sm:pt-4",
            internal ? "text-sky-800" : "text-green-800",
          )}
        >
          {card.linkLabel} <Icon name="arrow-right" className="size-4" />
          {!internal && opensBookingChat(defaultBookingContacts.whatsappUrl) && (
            <span className="sr-only"> (WhatsApp, abre em nova aba)</span>
          )}
        </span>
      </a>
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
      className={cn("py-6 sm:py-14", tinted && "bg-slate-50")}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-titulo`} className="text-2xl font-bold sm:text-3xl">
          {section.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-lg text-slate-700 sm:mt-3">{section.text}</p>
        <ul className="mt-5 grid grid-cols-1 divide-y divide-slate-200 rounded-xl border border-slate-200 max-sm:overflow-hidden sm:mt-8 sm:gap-5 sm:divide-y-0 sm:rounded-none sm:border-0 sm:grid-cols-2 lg:grid-cols-4">
          {section.cards.map((card, index) => (
            <HomeCardItem key={card.title} card={card} id={`${id}-${index + 1}`} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function GuaranteeBox({ guarantee }: Pick<HomeContent, "guarantee">) {
  return (
    <section data-placement="preco-baixo-garantido" aria-labelledby="preco-baixo" className="py-6 sm:py-14">
      <div className="mx-auto max-w-4xl px-4">
        <div className="rounded-3xl bg-sky-900 p-6 text-center text-white sm:p-12">
          <Icon name="shield-check" className="mx-auto size-10 text-amber-300 sm:size-12" />
          <h2 id="preco-baixo" className="mt-3 text-3xl font-extrabold sm:mt-4">
            {guarantee.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-sky-100 sm:mt-4">{guarantee.text}</p>
          <a
            href={defaultBookingContacts.whatsappUrl}
            {...bookingLinkTarget(defaultBookingContacts.whatsappUrl)}
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-green-700 px-6 font-semibold text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon name="message-circle" className="size-5" /> {guarantee.cta}
            {opensBookingChat(defaultBookingContacts.whatsappUrl) && (
              <span className="sr-only"> (abre em nova aba)</span>
            )}
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

/**
 * "Por que escolher": a list, each reason beside its icon, two or three to a row.
 */
export function PitchList({ heading, items, className }: { heading: string; items: InfoCard[]; className?: string }) {
  return (
    <section data-placement="pitch" aria-labelledby="por-que" className={cn("bg-slate-50 py-8 sm:py-14", className)}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="por-que" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-5 grid gap-x-8 gap-y-4 sm:mt-8 sm:grid-cols-2 sm:gap-y-6 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.title} className="flex gap-3">
              {item.icon && (
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800">
                  <ContentIcon name={item.icon} className="size-5" />
                </span>
              )}
              <div>
                <h3 className="text-lg font-bold">{item.title}</h3>
                {item.text && <p className="text-slate-700">{item.text}</p>}
                {item.items && (
                  <ul className="text-slate-700">
                    {item.items.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
