/**
 * The lead form's island (docs/decisions/042): the dialog and its form are prerendered in every
 * page and opened natively (app/lib/lead/dialog-frame.ts); this island, fetched with React on the
 * first intent to book (app/islands/lead-dialog-loader.ts), hydrates the form where it stands,
 * starting from whatever the visitor has typed into it meanwhile.
 */
import { hydrateRoot } from "react-dom/client";
import { LeadForm } from "#app/components/lead/lead-form.hydrated.tsx";
import { typedLead } from "#app/lib/lead/dialog-frame.ts";
import { DEFAULT_COUNTRY } from "#shared/lead/countries.ts";
import { maskPhone } from "#shared/lead/phone-mask.ts";

let hydrated = false;

/** Hydrates the prerendered form, once per page. */
export function hydrate(): void {
  const container = document.querySelector<HTMLElement>('[data-island="lead-form"]');
  // The development server's React Router hydrates the whole page, the form with it.
  if (hydrated || !container || import.meta.env.DEV) return;
  hydrated = true;
  // What was typed stays; the phone takes the mask it would have had (React keeps a field's value
  // as it finds it when hydrating, so the field is given the form's value first).
  const typed = typedLead(container);
  const phone = container.querySelector<HTMLInputElement>("#lead-phone");
  // The text as typed goes with it, so a letter typed before the mask could run is still answered.
  const phoneTyped = typed.phone;
  if (phone && typed.phone) phone.value = typed.phone = maskPhone(DEFAULT_COUNTRY.code, typed.phone);
  hydrateRoot(container, <LeadForm typed={typed} phoneTyped={phoneTyped} />);
}
