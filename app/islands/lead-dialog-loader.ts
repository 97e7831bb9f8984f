import { currentBookingSubject } from "#app/lib/lead/booking-subject.ts";
import {
  adoptEarlyDialog,
  openLeadDialog,
  provideQuickCheck,
  redirectHeldSubmit,
  wireLeadDialog,
} from "#app/lib/lead/dialog-frame.ts";

/**
 * The lead dialog comes to life in two steps (docs/decisions/042). Its markup is in every page,
 * closed, and this module, part of the small entry, shows it on a trigger's tap, at once, with or
 * without React. React and the form's code are fetched only on an intent to book: a mouse over a
 * trigger, focus on one, or the tap itself. A visit that never shows that intent never downloads them.
 */

let hydrating: Promise<void> | undefined;

/** One download however often it is asked for; a failed one is forgotten, so the next intent tries again. */
export const loadLeadForm = (): Promise<void> =>
  (hydrating ??= Promise.all([
    import("#app/lib/lead/quick-check.ts").then((check) => provideQuickCheck(check.isValidTypedLead)),
    import("#app/islands/lead-dialog-island.tsx").then((island) => island.hydrate()),
  ]).then(
    () => undefined,
    (error: unknown) => {
      hydrating = undefined;
      throw error;
    },
  ));

const triggerOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-lead-trigger]") : null;

/**
 * Every trigger (app/components/lead/lead-dialog-trigger.tsx) is a real link to its redirect: before
 * this runs, a tap simply goes there. From then on one listener on the document answers them all:
 * a plain click opens the dialog with the trigger's link as the redirect; a modified click (new
 * tab, new window) does what the visitor asked. A mouse over a trigger, focus on one, or the tap
 * itself fetch the form's code.
 */
export function listenForLeadTriggers(root: Document = document): void {
  // A submit before the form's code arrived waits for it; if it cannot come, the visitor goes on to the redirect.
  wireLeadDialog(() => void loadLeadForm().catch(redirectHeldSubmit));
  // Opened by a tap before this entry arrived (app/inline/lead-dialog-early.ts): kept open, and its form made live.
  if (adoptEarlyDialog()) loadLeadForm().catch(() => {});
  const onIntent = (event: Event) => {
    // A finger's pointerover is the tap itself: its code waits for the dialog's frame (below), so
    // that React's evaluation, on a fast network, never lands between the touch and that frame.
    if (event instanceof PointerEvent && event.pointerType !== "mouse") return;
    const trigger = triggerOf(event);
    // Focus a tap gives the link is the tap too; the keyboard's shows as :focus-visible.
    if (!trigger || (event.type === "focusin" && !trigger.matches(":focus-visible"))) return;
    loadLeadForm().catch(() => {});
  };
  for (const type of ["pointerover", "focusin"] as const) root.addEventListener(type, onIntent, { passive: true });
  root.addEventListener("click", (event) => {
    const trigger = triggerOf(event);
    if (!trigger || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const request = { redirectTo: trigger.getAttribute("href") ?? trigger.href, subject: currentBookingSubject() };
    // A page without the dialog (none is built so) leaves the link to do its work.
    if (!openLeadDialog(request)) return;
    event.preventDefault();
    // A tap (or a keyboard's Enter): the form's code is fetched once the dialog is on screen.
    requestAnimationFrame(() => setTimeout(() => void loadLeadForm().catch(() => {})));
  });
}
