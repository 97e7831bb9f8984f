import { Icon } from "#app/components/ui/icon.tsx";
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

export interface ModalDialogProps {
  open: boolean;
  /** Asked to close: Escape, a click on the overlay, the close button. */
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  titleId: string;
  /** The id of the element that describes it. */
  descriptionId: string;
  className?: string;
  "data-testid"?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in order (visible ones only). */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Makes everything outside `element` inert and stops the page behind from scrolling; returns the undo. */
function shutOutside(element: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = "hidden";
  return () => {
    for (const sibling of madeInert) sibling.inert = false;
    root.style.overflow = overflow;
  };
}

/**
 * A modal dialog (WAI-ARIA dialog pattern) that stays mounted while closed, so opening it is a
 * matter of showing markup that already exists: the lead dialog opens within one frame of a tap
 * on a slow phone (docs/decisions/021). Open, it moves focus to its first field, keeps Tab inside,
 * closes on Escape, on the overlay and on its "Fechar" button, and gives focus back to the element
 * that had it. The page behind becomes inert and stops scrolling right after the dialog's first
 * frame: both restyle the whole page, which would otherwise delay that frame; `aria-modal` and the
 * overlay already keep screen readers and taps inside meanwhile.
 *
 * Usage: `<ModalDialog open={open} onClose={close} titleId="t" descriptionId="d"><h2 id="t">…</h2>…</ModalDialog>`
 */
export function ModalDialog({
  open,
  onClose,
  titleId,
  descriptionId,
  className,
  children,
  "data-testid": testId,
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    if (!open || !root) return;
    const panel = panelRef.current!;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(panel)[0] ?? panel).focus();
    let undo: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows the dialog: requestAnimationFrame runs before it, the timeout after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => (undo = shutOutside(root)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      undo?.();
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
  }, [open, root]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A popover inside that handled Escape itself has marked the event.
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusables(panelRef.current!);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Above the floating WhatsApp button (z-50): the backdrop dims it with the rest of the page.
  return (
    <div ref={setRoot} hidden={!open} className="fixed inset-0 z-60 flex items-center justify-center p-4">
      {/* Mouse and touch only: Escape and the close button are the keyboard's ways out. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div data-slot="dialog-overlay" className="absolute inset-0 bg-slate-950/60" onClick={onClose} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog pattern's Escape and Tab wrap, for the keys its fields let bubble */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        className={cn(
          "relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl focus:outline-none",
          className,
        )}
      >
        {children}
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-sky-700"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only">Fechar</span>
        </button>
      </div>
    </div>
  );
}
