import { Icon } from "#app/components/ui/icon.tsx";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

export interface ModalDialogProps {
  /** The dialog's id, by which its behaviour finds it (app/lib/lead/dialog-frame.ts). */
  id: string;
  /** The id of the element that names the dialog (its heading). */
  titleId: string;
  /** The id of the element that describes it. */
  descriptionId: string;
  className?: string;
  "data-testid"?: string;
  children: ReactNode;
}

/**
 * A modal dialog's markup (WAI-ARIA dialog pattern), prerendered closed in every page: a native
 * `<dialog>`, shown with `showModal()` by plain DOM code that needs no React
 * (app/lib/lead/dialog-frame.ts, docs/decisions/042), which also moves focus, wraps Tab, closes on
 * Escape, on the backdrop and on "Fechar" (`data-dialog-close`) and gives focus back. Static
 * markup: no state, no handler.
 *
 * Usage: `<ModalDialog id="d" titleId="t" descriptionId="s"><h2 id="t">…</h2>…</ModalDialog>`
 */
export function ModalDialog({
  id,
  titleId,
  descriptionId,
  className,
  children,
  "data-testid": testId,
}: ModalDialogProps) {
  // Above the floating WhatsApp button (z-50) by being in the top layer: the backdrop dims it with the rest of the page.
  return (
    // The role said explicitly, so `[role="dialog"]` finds it as it found the React modal before it.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <dialog
      id={id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-slate-950/60 focus:outline-none",
        className,
      )}
    >
      {children}
      <button
        type="button"
        data-dialog-close=""
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-sky-700"
      >
        <Icon name="x" className="size-5" />
        <span className="sr-only">Fechar</span>
      </button>
    </dialog>
  );
}
