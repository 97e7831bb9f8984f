import type { ComponentProps } from "react";

export interface LeadDialogTriggerProps extends Omit<ComponentProps<"a">, "href"> {
  /** Where the visitor goes after leaving name and phone (e.g. the WhatsApp chat link). */
  redirectTo: string;
}

/**
 * Opens the lead dialog. It is a real link to `redirectTo`, in a new tab: before the page's script
 * runs it simply goes there; from then on a plain click opens the dialog instead, answered by one
 * listener for every trigger of the page (`listenForLeadTriggers` in app/islands/lead-dialog-loader.ts),
 * which reads the redirect back from the link. Static markup: it carries no handler of its own.
 *
 * Usage: `<LeadDialogTrigger redirectTo={whatsappUrl()}>Agendar</LeadDialogTrigger>`
 */
export function LeadDialogTrigger({ redirectTo, children, ...props }: LeadDialogTriggerProps) {
  return (
    <a
      href={redirectTo}
      target="_blank"
      rel="noopener noreferrer"
      aria-haspopup="dialog"
      data-lead-trigger=""
      {...props}
    >
      {children}
    </a>
  );
}
