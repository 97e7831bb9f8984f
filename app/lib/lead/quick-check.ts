/**
 * The form's own check of a lead typed before React arrived (docs/decisions/042): fetched on the
 * first intent to book, beside React, and much smaller, so a submit made before the form is
 * hydrated knows at once whether the lead is valid and opens the redirect's tab within the click.
 * The form itself then judges and sends it (app/components/lead/lead-form.hydrated.tsx).
 */
import { DEFAULT_COUNTRY } from "#shared/lead/countries.ts";
import { maskPhone } from "#shared/lead/phone-mask.ts";
import { checkLeadForm } from "#shared/lead/schema.ts";
import type { TypedLead } from "./dialog-frame";

/** True when the form will send this lead as it stands (the phone masked as the form masks it). */
export const isValidTypedLead = (lead: TypedLead): boolean =>
  !checkLeadForm({
    name: lead.name,
    phone: lead.phone && maskPhone(DEFAULT_COUNTRY.code, lead.phone),
    phoneTyped: lead.phone,
  }).errors;
