/**
 * A closed modal is `inert` and `aria-hidden` (app/components/ui/modal-dialog.tsx): out of the Tab
 * order, not hit, not read. Opened, both go in the task after the frame that shows it, since taking
 * `inert` away restyles every element inside (docs/decisions/066); closed, both come back at once.
 *
 * No script of its own (./README.md): bundled into ./lead-dialog-early.ts and into the entry's dialog
 * (app/lib/lead/dialog-frame.ts), so that both open and close the same markup the same way. Nothing
 * runs at this module's top level.
 */
export function setModalReachable(element: HTMLElement, reachable: boolean): void {
  element.inert = !reachable;
  if (reachable) element.removeAttribute("aria-hidden");
  else element.setAttribute("aria-hidden", "true");
}
