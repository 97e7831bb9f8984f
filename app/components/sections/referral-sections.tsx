import { Icon } from "#app/components/ui/icon.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { ReferralContent } from "#app/site/types.ts";
import { BookingButtons } from "./contact-buttons";
import { ResponsiveImage } from "./responsive-image";

export function ReferralHero({ hero }: Pick<ReferralContent, "hero">) {
  return (
    <section data-placement="hero" className="bg-gradient-to-b from-amber-50 to-white py-10 sm:py-14">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 text-lg text-slate-700 sm:text-xl">{hero.tagline}</p>
          <BookingButtons className="mt-6" phoneLabel="Ligar:" />
        </div>
        <div className="overflow-hidden rounded-2xl">
          <ResponsiveImage image={hero.image} sizes="(min-width: 768px) 560px, 100vw" priority />
        </div>
      </div>
    </section>
  );
}

export function ReferralSteps({
  campaign,
  howItWorks,
  rules,
}: Pick<ReferralContent, "campaign" | "howItWorks" | "rules">) {
  return (
    <>
      <section aria-labelledby="campanha" className="py-12">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="campanha" className="text-2xl font-bold sm:text-3xl">
            {campaign.heading}
          </h2>
          {campaign.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <section aria-labelledby="como-funciona" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="como-funciona" className="text-2xl font-bold sm:text-3xl">
            {howItWorks.heading}
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            {howItWorks.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-sky-800 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="regras" className="py-12">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="regras" className="text-2xl font-bold sm:text-3xl">
            {rules.heading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
            {rules.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function CampaignDownload({ download }: Pick<ReferralContent, "download">) {
  return (
    <section data-placement="campaign-download" aria-labelledby="baixar-campanha" className="bg-amber-50 py-12">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="baixar-campanha" className="text-2xl font-bold sm:text-3xl">
          {download.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{download.text}</p>
        <a href={download.file} download className={buttonVariants({ variant: "primary", className: "mt-6" })}>
          <Icon name="download" /> {download.label}
        </a>
      </div>
    </section>
  );
}
