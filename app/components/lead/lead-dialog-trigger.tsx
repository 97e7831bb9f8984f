import type { ComponentProps } from "react";
import { bookingLinkTarget } from "#app/lib/demonstration-notice-link.ts";

export interface LeadDialogTriggerProps extends Omit<ComponentProps<"a">, "href"> {
  /** Where the visitor goes after leaving name and phone (e.g. the WhatsApp chat link). */
  redirectTo: string;
}

/**
 * Opens the lead dialog. It is a real link to `redirectTo`, in a new tab: in a browser that runs
 * no script it simply goes there; otherwise a plain click opens the dialog instead, answered before
 * the page's entry arrives by an inline script (app/inline/lead-dialog-early.ts, docs/decisions/050)
 * and then by one listener for every trigger of the page (`listenForLeadTriggers` in
 * app/islands/lead-dialog-loader.ts), both reading the redirect back from the link. Static markup: it carries no handler of its own.
 *
 * Usage: `<LeadDialogTrigger redirectTo={whatsappUrl()}>Agendar</LeadDialogTrigger>`
 */
export function LeadDialogTrigger({ redirectTo, children, ...props }: LeadDialogTriggerProps) {
  return (
    <a href={redirectTo} {...bookingLinkTarget(redirectTo)} aria-haspopup="dialog" data-lead-trigger="" {...props}>
      {children}
    </a>
  );
}
