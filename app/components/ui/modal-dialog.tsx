import { Icon } from "#app/components/ui/icon.tsx";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

export interface ModalDialogProps {
  /** The id of the dialog's container, by which its behaviour finds it (app/lib/lead/dialog-frame.ts). */
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
 * A modal dialog's markup (WAI-ARIA dialog pattern), prerendered closed (`hidden`) in every page:
 * an overlay and a panel with `role="dialog"`, shown by plain DOM code that needs no React
 * (app/lib/lead/dialog-frame.ts, docs/decisions/042), which also moves focus, wraps Tab, closes on
 * Escape, on the overlay and on "Fechar" (`data-dialog-close`) and gives focus back. Static
 * markup: no state, no handler. Not a native `<dialog>`: `showModal()` restyles the whole page in
 * the tap's frame (decision 042 has the figures). Closed, it is laid out out of the viewport
 * (`data-modal-dialog`, app/app.css), `inert` and `aria-hidden`, so that opening it builds no boxes
 * and recomputes one style in the tap's frame: what opens it takes `hidden` away in the tap's task,
 * `inert` and `aria-hidden` in the task after that frame (docs/decisions/066). The element to
 * focus first can be marked `data-autofocus`.
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
  // Above the floating WhatsApp button (z-50): the overlay dims it with the rest of the page. Under
  // 360 px wide, tighter margins: at 320 px the phone's example and "Entrar em contato" fit whole.
  return (
    <div
      id={id}
      hidden
      inert
      aria-hidden="true"
      data-modal-dialog=""
      className="fixed inset-0 z-60 flex items-center justify-center p-2 min-[360px]:p-4"
    >
      {/* Mouse and touch only: Escape and the close button are the keyboard's ways out. */}
      <div data-slot="dialog-overlay" data-dialog-close="" className="absolute inset-0 bg-slate-950/60" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-testid={testId}
        className={cn(
          "relative max-h-[calc(100dvh-1rem)] w-full max-w-md overflow-y-auto overscroll-contain rounded-2xl bg-white p-4 shadow-2xl focus:outline-none min-[360px]:max-h-[calc(100dvh-2rem)] min-[360px]:p-6",
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
      </div>
    </div>
  );
}
