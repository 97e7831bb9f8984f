import { lazy, Suspense, useState, type ComponentProps, type MouseEvent } from "react";

const loadLeadDialog = () => import("./lead-dialog");
const LeadDialog = lazy(loadLeadDialog);

export interface LeadDialogTriggerProps extends Omit<ComponentProps<"a">, "href"> {
  /** Where the visitor goes after leaving name and phone (e.g. the WhatsApp chat link). */
  redirectTo: string;
}

/**
 * Opens the lead dialog. It is a real link to `redirectTo`: before JavaScript runs (or if the
 * dialog cannot load) it simply goes there; once hydrated, a click opens the dialog instead.
 * The dialog's code is fetched on the first hover, focus or touch, so the home page does not
 * pay for it.
 *
 * Usage: `<LeadDialogTrigger redirectTo={whatsappUrl()}>Agendar</LeadDialogTrigger>`
 */
export function LeadDialogTrigger({ redirectTo, onClick, children, ...props }: LeadDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const preload = () => void loadLeadDialog();
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let modified clicks (new tab, new window) do what the visitor asked.
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <a
        href={redirectTo}
        target="_blank"
        rel="noopener noreferrer"
        aria-haspopup="dialog"
        data-lead-trigger=""
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={openDialog}
        {...props}
      >
        {children}
      </a>
      {mounted && (
        <Suspense fallback={null}>
          <LeadDialog open={open} onOpenChange={setOpen} redirectTo={redirectTo} />
        </Suspense>
      )}
    </>
  );
}
