/**
 * What a modal needs of the page around it, in plain DOM: the elements Tab can reach inside it, and
 * the page behind made inert and still while it is open. Used by the lead dialog's frame
 * (./dialog-frame.ts, docs/decisions/042).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in order (visible ones only). */
export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Makes everything outside `element` inert and stops the page behind from scrolling; returns the undo. */
export function shutOutside(element: HTMLElement): () => void {
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
