/**
 * The consent banner, written into every prerendered page when a tag manager is configured
 * (app/root.tsx). It is static markup driven by the consent script (./consent-script.ts): shown
 * while <html data-consent="ask">, so it is in place at the first paint and nothing moves;
 * sticky at the end of the page, so it never covers the footer for good; its right edge leaves
 * room for the floating WhatsApp button. Rendered by React in the prerender only, like every page
 * (docs/decisions/019, 032): the pages' JavaScript carries neither this component nor its words.
 */
import { consentCopy } from "#generated/consent.ts";
import type { ConsentCopy } from "#app/site/types.ts";

// The three choices look alike: none is pushed on the visitor (ANPD cookie guide).
const choiceButton =
  "inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border-2 border-sky-800 bg-white px-4 text-sm font-semibold text-sky-900 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

type Purpose = keyof ConsentCopy["purposes"];

function PurposeChoice({ name, copy }: { name: Purpose; copy: ConsentCopy }) {
  const { label, description } = copy.purposes[name];
  return (
    <div>
      {/* The whole 44 px line ticks the box, not only the 20 px box. */}
      <label htmlFor={`consent-${name}`} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          id={`consent-${name}`}
          data-consent-purpose={name}
          aria-describedby={`consent-${name}-description`}
          className="size-5 shrink-0 accent-sky-800"
        />
        {label}
      </label>
      <p id={`consent-${name}-description`} className="pl-8 text-sm text-slate-700">
        {description}
      </p>
    </div>
  );
}

/** The banner itself: a labelled region, not a modal, so the visitor can keep reading and booking. */
export function ConsentBanner({ copy }: { copy: ConsentCopy }) {
  return (
    <section
      data-consent-banner
      aria-labelledby="consent-heading"
      // On a phone the banner takes at most a third of the screen: its text scrolls inside it, the
      // choices stay in view at its foot.
      className="border-t-2 border-sky-800 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)] max-sm:max-h-[33dvh] max-sm:overflow-y-auto"
    >
      <div className="mx-auto max-w-6xl py-4 pr-20 pl-4 sm:pr-24">
        <h2 id="consent-heading" tabIndex={-1} className="font-bold text-slate-900">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {copy.text}{" "}
          <a href={copy.policyLink.href} className="font-semibold text-sky-800 underline">
            {copy.policyLink.label}
          </a>
        </p>
        <div id="consent-options" data-consent-options hidden className="mt-3">
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">{copy.purposesLegend}</legend>
            <PurposeChoice name="analytics" copy={copy} />
            <PurposeChoice name="marketing" copy={copy} />
          </fieldset>
          <button type="button" data-consent-action="save" className={`mt-3 ${choiceButton}`}>
            {copy.save}
          </button>
        </div>
        <div
          data-consent-choices
          className="sticky bottom-0 mt-3 flex flex-wrap gap-2 bg-white max-sm:-mb-4 max-sm:pb-4"
        >
          <button type="button" data-consent-action="accept" className={choiceButton}>
            {copy.accept}
          </button>
          <button type="button" data-consent-action="reject" className={choiceButton}>
            {copy.reject}
          </button>
          <button
            type="button"
            data-consent-action="configure"
            aria-expanded={false}
            aria-controls="consent-options"
            className={choiceButton}
          >
            {copy.configure}
          </button>
        </div>
      </div>
    </section>
  );
}

// Early in the body's markup (app/root.tsx: after the skip link) but last in its column (order-last): the body is a flex
// column, so the banner still sticks to the foot of the screen and ends the page.
const hostClass = "sticky bottom-0 z-40 order-last hidden [[data-consent=ask]_&]:block";

/**
 * Where the banner sits in the layout: static markup, shown by the consent script while it asks;
 * first in the focus order, at the foot of the screen.
 */
export function ConsentBannerHost() {
  return (
    <div data-consent-host className={hostClass}>
      <ConsentBanner copy={consentCopy} />
    </div>
  );
}
