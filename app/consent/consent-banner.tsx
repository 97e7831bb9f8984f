/**
 * The consent banner, written into every prerendered page when a tag manager is configured
 * (app/root.tsx). It is static markup driven by the consent script (./consent-script.ts): shown
 * while <html data-consent="ask">, so it is in place at the first paint and nothing moves;
 * sticky at the end of the page, so it never covers the footer for good. Rendered by React in the
 * prerender only, like every page (docs/decisions/019, 032): the pages' JavaScript carries neither
 * this component nor its words.
 *
 * Short enough to be read whole without scrolling inside it (docs/decisions/053): the title runs
 * into one short sentence and the policy link, over one row of three equal choices, about a sixth
 * of a 390 × 844 phone and under a third of a 320 × 568 one, clear of "Endereço e horários" on the
 * home page. The full explanation and the two purposes are in "Configurar", a sheet over the
 * whole screen (a modal <dialog>) whose "Salvar escolhas" is always in view at its foot.
 */
import { consentCopy } from "#generated/consent.ts";
import type { ConsentCopy } from "#app/site/types.ts";

// The three choices look alike: none is pushed on the visitor (ANPD cookie guide). Narrow sides, so
// that the three fit one row at 320 px; each grows to share the row.
const choiceButton =
  "inline-flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-full border-2 border-sky-800 bg-white px-2 text-sm font-semibold whitespace-nowrap text-sky-900 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 sm:flex-none sm:px-4";
const backButton =
  "inline-flex min-h-11 flex-none cursor-pointer items-center justify-center rounded-full border-2 border-sky-800 bg-white px-5 font-semibold text-sky-900 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const saveButton =
  "inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-full border-2 border-sky-800 bg-sky-800 px-4 font-semibold whitespace-nowrap text-white hover:bg-sky-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 sm:flex-none";

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
      <p id={`consent-${name}-description`} className="pl-8 text-slate-700">
        {description}
      </p>
    </div>
  );
}

function PolicyLink({ copy }: { copy: ConsentCopy }) {
  return (
    <a href={copy.policyLink.href} className="font-semibold text-sky-800 underline">
      {copy.policyLink.label}
    </a>
  );
}

/**
 * "Configurar": the whole explanation and the two purposes on a sheet over the whole phone screen,
 * its text scrolling between a fixed top and the row of "Voltar" and "Salvar escolhas" at its foot.
 * A modal <dialog>, opened by the consent script with showModal(): the page behind is inert and
 * Escape closes it, with no script of the page's.
 */
function ConsentOptions({ copy }: { copy: ConsentCopy }) {
  return (
    <dialog
      id="consent-options"
      data-consent-options=""
      aria-labelledby="consent-options-heading"
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-950/60 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:max-w-lg sm:rounded-xl"
    >
      <div className="flex h-full flex-col sm:max-h-[90dvh]">
        <div className="flex-1 overflow-y-auto px-4 pt-5 pb-4">
          <h2 id="consent-options-heading" tabIndex={-1} className="text-xl font-bold">
            {copy.heading}
          </h2>
          <p className="mt-2 text-slate-800">
            {copy.text} <PolicyLink copy={copy} />
          </p>
          <fieldset className="mt-4 space-y-3">
            <legend className="font-semibold">{copy.purposesLegend}</legend>
            <PurposeChoice name="analytics" copy={copy} />
            <PurposeChoice name="marketing" copy={copy} />
          </fieldset>
        </div>
        <div className="flex gap-2 border-t border-slate-200 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
          <button type="button" data-consent-action="back" className={backButton}>
            {copy.back}
          </button>
          <button type="button" data-consent-action="save" className={saveButton}>
            {copy.save}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The banner itself: a labelled region, not a modal, so the visitor can keep reading and booking. */
export function ConsentBanner({ copy }: { copy: ConsentCopy }) {
  return (
    <section
      data-consent-banner
      aria-labelledby="consent-heading"
      className="border-t-2 border-sky-800 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto max-w-6xl px-3 pt-2.5 pb-3 xs:px-4 sm:flex sm:items-center sm:gap-6 sm:py-4">
        {/* The title runs into the sentence: one line saved on a phone, where every line counts. */}
        <div className="text-slate-800 sm:flex-1">
          <h2 id="consent-heading" tabIndex={-1} className="inline font-bold text-slate-900">
            {copy.heading}
          </h2>
          <span aria-hidden="true"> · </span>
          <p className="inline">
            {copy.summary} <PolicyLink copy={copy} />
          </p>
        </div>
        <div data-consent-choices className="mt-2 flex gap-1.5 xs:gap-2 sm:mt-0">
          <button type="button" data-consent-action="accept" className={choiceButton}>
            {copy.accept}
          </button>
          <button type="button" data-consent-action="reject" className={choiceButton}>
            {copy.reject}
          </button>
          <button
            type="button"
            data-consent-action="configure"
            aria-haspopup="dialog"
            aria-controls="consent-options"
            className={choiceButton}
          >
            {copy.configure}
          </button>
        </div>
        <ConsentOptions copy={copy} />
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
