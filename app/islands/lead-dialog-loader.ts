import type { LeadDialogRequest } from "#app/components/lead/lead-dialog.client.tsx";
import type * as LeadDialogIsland from "#app/islands/lead-dialog-island.tsx";
import { currentBookingSubject } from "#app/lib/lead/booking-subject.ts";

/**
 * The lead dialog's code, kept out of the first-load JavaScript (docs/decisions/017, 021, 032): its
 * island (React, the dialog) is fetched when the browser is idle after the first paint, or on a
 * trigger's first hover, focus or touch, and mounts the dialog closed as soon as it arrives, so a
 * tap only has to show it.
 */

let loading: Promise<typeof LeadDialogIsland> | undefined;

/** One download however often it is asked for; a failed one is forgotten, so the next ask tries again. */
const loadLeadDialog = () =>
  (loading ??= import("#app/islands/lead-dialog-island.tsx").then(
    (island) => {
      island.mount();
      return island;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Fetches the dialog's code ahead of the first tap. Offline or a replaced deploy: the tap tries again. */
export const prefetchLeadDialog = () => void loadLeadDialog().catch(() => {});

/** Opens the dialog for `request`; if its code cannot be loaded, the visitor goes to the redirect all the same. */
export const openLeadDialog = (request: LeadDialogRequest) =>
  void loadLeadDialog().then(
    (island) => island.show(request),
    () => window.location.assign(request.redirectTo),
  );

const triggerOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-lead-trigger]") : null;

/**
 * Every trigger (app/components/lead/lead-dialog-trigger.tsx) is a real link to its redirect: before
 * this runs, a tap simply goes there. From then on one listener on the document answers them all:
 * a plain click opens the dialog with the trigger's link as the redirect; a modified click (new
 * tab, new window) does what the visitor asked. Hover, focus and touch fetch the dialog's code.
 */
export function listenForLeadTriggers(root: Document = document): void {
  const prefetchFor = (event: Event) => {
    if (triggerOf(event)) prefetchLeadDialog();
  };
  for (const type of ["pointerover", "focusin", "touchstart"] as const)
    root.addEventListener(type, prefetchFor, { passive: true });
  root.addEventListener("click", (event) => {
    const trigger = triggerOf(event);
    if (!trigger || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openLeadDialog({ redirectTo: trigger.getAttribute("href") ?? trigger.href, subject: currentBookingSubject() });
  });
}
