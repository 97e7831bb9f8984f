/**
 * The consent banner's HTML, written into every prerendered page when a tag manager is
 * configured (app/root.tsx). It is static markup driven by the inline consent script: shown
 * while <html data-consent="ask">, so it is in place at the first paint and nothing moves;
 * sticky at the end of the page, so it never covers the footer for good; its right edge leaves
 * room for the floating WhatsApp button. Only the server build calls this: pages carry no
 * banner code in their JavaScript.
 */
import type { ConsentCopy } from "~/content/consent";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// The three choices look alike: none is pushed on the visitor (ANPD cookie guide).
const choiceButton =
  "inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border-2 border-sky-800 bg-white px-4 text-sm font-semibold text-sky-900 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** The container of the banner, rendered by React in the layout; this markup is its inner HTML. */
export const consentHostClass = "sticky bottom-0 z-40 hidden [[data-consent=ask]_&]:block";

export function consentBannerMarkup(copy: ConsentCopy): string {
  const purpose = (name: "analytics" | "marketing") => {
    const { label, description } = copy.purposes[name];
    return `<div class="flex gap-3"><input type="checkbox" id="consent-${name}" data-consent-purpose="${name}" aria-describedby="consent-${name}-description" class="mt-1 size-5 shrink-0 accent-sky-800"><div><label for="consent-${name}" class="font-semibold">${escapeHtml(label)}</label><p id="consent-${name}-description" class="text-sm text-slate-700">${escapeHtml(description)}</p></div></div>`;
  };
  return [
    `<section data-consent-banner aria-labelledby="consent-heading" class="border-t-2 border-sky-800 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]">`,
    `<div class="mx-auto max-w-6xl py-4 pr-20 pl-4 sm:pr-24">`,
    `<h2 id="consent-heading" tabindex="-1" class="font-bold text-slate-900">${escapeHtml(copy.heading)}</h2>`,
    `<p class="mt-1 text-sm text-slate-800">${escapeHtml(copy.text)} <a href="${escapeHtml(copy.policyLink.href)}" class="font-semibold text-sky-800 underline">${escapeHtml(copy.policyLink.label)}</a></p>`,
    `<div id="consent-options" data-consent-options hidden class="mt-3">`,
    `<fieldset class="space-y-3"><legend class="font-semibold text-slate-900">${escapeHtml(copy.purposesLegend)}</legend>${purpose("analytics")}${purpose("marketing")}</fieldset>`,
    `<button type="button" data-consent-action="save" class="mt-3 ${choiceButton}">${escapeHtml(copy.save)}</button>`,
    `</div>`,
    `<div class="mt-3 flex flex-wrap gap-2">`,
    `<button type="button" data-consent-action="accept" class="${choiceButton}">${escapeHtml(copy.accept)}</button>`,
    `<button type="button" data-consent-action="reject" class="${choiceButton}">${escapeHtml(copy.reject)}</button>`,
    `<button type="button" data-consent-action="configure" aria-expanded="false" aria-controls="consent-options" class="${choiceButton}">${escapeHtml(copy.configure)}</button>`,
    `</div></div></section>`,
  ].join("");
}
