import type { ComponentProps, MouseEvent } from "react";
import { openLeadDialog, prefetchLeadDialog } from "./lead-dialog-loader";

export interface LeadDialogTriggerProps extends Omit<ComponentProps<"a">, "href"> {
  /** Where the visitor goes after leaving name and phone (e.g. the WhatsApp chat link). */
  redirectTo: string;
}

/**
 * Opens the lead dialog. It is a real link to `redirectTo`: before JavaScript runs it simply goes
 * there; once hydrated, a click opens the dialog instead (already mounted, closed, once its code
 * has arrived, so the click only shows it). The code is fetched when the browser is idle after
 * hydration, or on the first hover, focus or touch when Save-Data skipped that.
 *
 * Usage: `<LeadDialogTrigger redirectTo={whatsappUrl()}>Agendar</LeadDialogTrigger>`
 */
export function LeadDialogTrigger({ redirectTo, onClick, children, ...props }: LeadDialogTriggerProps) {
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let modified clicks (new tab, new window) do what the visitor asked.
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openLeadDialog({ redirectTo });
  };

  return (
    <a
      href={redirectTo}
      target="_blank"
      rel="noopener noreferrer"
      aria-haspopup="dialog"
      data-lead-trigger=""
      onPointerEnter={prefetchLeadDialog}
      onFocus={prefetchLeadDialog}
      onTouchStart={prefetchLeadDialog}
      onClick={openDialog}
      {...props}
    >
      {children}
    </a>
  );
}
