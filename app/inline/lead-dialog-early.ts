/**
 * The lead dialog from the first byte (docs/decisions/050): until the page's entry has arrived (it
 * starts after the load event, ./start-entry.ts), a tap on any trigger (`a[data-lead-trigger]`, a
 * link to WhatsApp) opens the dialog prerendered in the page (app/components/lead/lead-dialog.tsx)
 * instead of following the link: the same markup the entry opens, shown the same way (its `hidden`
 * taken away in the tap's task; its `inert` and `aria-hidden` taken away, and the field marked
 * `data-autofocus` focused, in the task after its first frame, docs/decisions/066). Escape,
 * "Fechar" and the overlay close it and give focus back to the trigger; Tab stays inside. The
 * fields work as they are, and a submit is held (`data-submit-held`, "Carregando…" shown), never
 * sent from here: the entry takes the open dialog over without closing it (adoptEarlyDialog in
 * app/lib/lead/dialog-frame.ts), the form hydrates over what was typed and sends a held submit
 * once. A tap also starts the entry at once: the visitor asked for it. Once the entry is live
 * (`data-lead-dialog="live"` on <html>, and the event `lead-dialog-live` on the document, which
 * takes this script's listeners away, so that a tap then runs none of them) this script does
 * nothing more. With no script at all, the trigger stays the link it is.
 *
 * It sits at the end of <body>, after the dialog's markup (docs/decisions/063): a tap made before the
 * parser reached it is held by ./hold-early-taps.ts (the `onclick` of <html>, 065) and given to it
 * as soon as it listens, so the dialog opens then and the link is not followed either.
 *
 * An inline script (./README.md): it imports only the release of held taps and the way a modal is
 * made reachable (./modal-reachable.ts, shared with the entry), both bundled in, and runs as soon as
 * it is parsed.
 */
import { releaseHeldTaps } from "./hold-early-taps";
import { setModalReachable } from "./modal-reachable";

function installEarlyLeadDialog(doc: Document): void {
  // The entry, once live, answers every tap itself: going live, it sends `lead-dialog-live`, which
  // takes the listeners below away (even in the middle of an event's dispatch). Already live here (a
  // script parsed after the entry, which the page's order never makes), none are added.
  if (doc.documentElement.dataset.leadDialog === "live") return;
  const dialog = () => doc.getElementById("lead-dialog");
  const isOpen = (element: HTMLElement | null): element is HTMLElement => element !== null && !element.hidden;
  let opener: HTMLElement | null = null;
  const listening = new AbortController();
  const { signal } = listening;
  doc.addEventListener("lead-dialog-live", () => listening.abort(), { once: true });

  const open = (redirectTo: string) => {
    const element = dialog();
    if (!element || !element.hidden) return;
    element.dataset.redirectTo = redirectTo;
    element.hidden = false;
    // Reachable and focused in the task after the dialog's first frame, as the entry does
    // (docs/decisions/060, 066).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (element.hidden) return;
        setModalReachable(element, true);
        if (element.contains(doc.activeElement)) return;
        element.querySelector<HTMLElement>("[data-autofocus]")?.focus({ preventScroll: true });
      }),
    );
  };
  const close = () => {
    const element = dialog();
    if (!isOpen(element)) return;
    element.hidden = true;
    setModalReachable(element, false);
    opener?.focus({ preventScroll: true });
  };
  const whenParsed = (then: () => void) =>
    doc.readyState === "loading" ? doc.addEventListener("DOMContentLoaded", then, { once: true }) : then();
  // The entry, as soon as it is parsed: what start-entry.ts would import after the load event.
  const startEntry = () => {
    const entry = doc.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
    // Until postbuild writes the entry's URL in (scripts/link-client-entry.ts) there is none to start.
    if (entry && !entry.includes("__islands-entry__")) void import(entry).catch(() => {});
  };

  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || event.defaultPrevented) return;
      if (target.closest("#lead-dialog [data-dialog-close]")) return close();
      const trigger = target.closest<HTMLAnchorElement>("a[data-lead-trigger]");
      if (!trigger || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // A page without the dialog keeps the trigger the link it is.
      if (!dialog()) return;
      event.preventDefault();
      opener?.removeAttribute("data-lead-opener");
      opener = trigger;
      trigger.setAttribute("data-lead-opener", "");
      open(trigger.href);
      whenParsed(startEntry);
    },
    { signal },
  );

  doc.addEventListener(
    "keydown",
    (event) => {
      const element = dialog();
      if (!isOpen(element)) return;
      if (event.key === "Escape") return close();
      if (event.key !== "Tab") return;
      const items = Array.from(
        element.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([tabindex='-1'])"),
      ).filter((item) => item.getClientRects().length > 0);
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (doc.activeElement === edge || !element.contains(doc.activeElement)) {
        event.preventDefault();
        items[event.shiftKey ? items.length - 1 : 0]?.focus();
      }
    },
    { signal },
  );

  // A submit before the entry: held for the form, which sends it once hydrated.
  doc.addEventListener(
    "submit",
    (event) => {
      const element = dialog();
      if (!element || !(event.target instanceof Node) || !element.contains(event.target)) return;
      event.preventDefault();
      element.dataset.submitHeld = "";
      const wait = element.querySelector<HTMLElement>("[data-lead-dialog-wait]");
      if (wait) wait.hidden = false;
      whenParsed(startEntry);
    },
    { signal },
  );
}

installEarlyLeadDialog(document);
releaseHeldTaps(document, "a[data-lead-trigger]");
