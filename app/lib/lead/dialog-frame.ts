/**
 * The lead dialog's frame, in plain DOM (docs/decisions/042): the dialog is prerendered in every
 * page, closed (app/components/lead/lead-dialog.tsx), and this module, part of the islands entry,
 * shows it in the task of the tap, before React has arrived. It keeps
 * what the dialog did as a React modal (decision 021): focus on the first field, Tab and Shift+Tab
 * wrap inside, Escape, a click on the overlay and "Fechar" close it (not while a lead is being
 * sent), focus goes back to the element that had it, and the page behind becomes `inert` and stops
 * scrolling right after the dialog's first frame. React then hydrates only the form
 * (app/components/lead/lead-form.hydrated.tsx), which reads the trigger's request from here.
 *
 * A submit before the form is hydrated is never lost nor sent twice: it is held here (the first
 * one; later ones wait with it) and handed to the form when it hydrates, which sends it as any
 * submit. If the form's check has arrived already (fetched on intent, with React) and the lead is
 * valid, the pending tab is opened at once, within the click, where no browser blocks it.
 */
import { setModalReachable } from "#app/inline/modal-reachable.ts";
import { focusables, shutOutside } from "./modal-focus";
import { completeRedirect, openPendingTab } from "./send-lead";
import { opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

/** What a trigger asks of the dialog (app/islands/lead-dialog-loader.ts). */
export interface LeadDialogRequest {
  /** Where the visitor goes after leaving name and phone (e.g. the WhatsApp chat link). */
  redirectTo: string;
  /** What the page books ("Especialidade: Cardiologia"), shown under the subtitle and sent as a tag. */
  subject?: string;
}

/** A submit made before the form was hydrated, with the tab opened for it within the click, if any. */
export interface HeldSubmit {
  pendingTab: Window | null | undefined;
}

/** The form's values as the visitor left them in the prerendered fields. */
export interface TypedLead {
  name: string;
  /** As typed: the mask (and the country picker) only work once the form is hydrated. */
  phone: string;
  honeypot: string;
}

export const LEAD_DIALOG_ID = "lead-dialog";
/** The wait message of the tab opened within the click (docs/product.md#the-lead-dialog). */
export const PENDING_TAB_MESSAGE = "Redirecionando...";

let request: LeadDialogRequest = { redirectTo: "" };
let sending = false;
let hydrated = false;
let held: HeldSubmit | undefined;
let returnFocusTo: HTMLElement | null = null;
let undoShutOutside: (() => void) | undefined;
let quickCheck: ((lead: TypedLead) => boolean) | undefined;
let onHeldSubmit: (() => void) | undefined;
let wired = false;
let heldPickerClick = false;
const closeListeners = new Set<() => void>();

/** The dialog's container (overlay and panel), hidden while closed. */
const dialogElement = () => document.getElementById(LEAD_DIALOG_ID);
const panelOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[role="dialog"]') ?? dialog;

/** The request of the trigger that opened the dialog last. */
export const currentRequest = (): LeadDialogRequest => request;

/** While a lead is being sent the dialog stays open; the send's end closes it. */
export function setSending(isSending: boolean): void {
  sending = isSending;
}

/** Whether this page has the prerendered dialog (every page built by root.tsx has). */
export const hasLeadDialog = () => dialogElement() !== null;

/**
 * Focus on the field marked to be focused first, found without measuring anything, without
 * scrolling to it (it is at the top of the panel, scrolled back there on close); left where it is
 * if the visitor already moved it into the dialog.
 */
function focusFirstField(dialog: HTMLElement): void {
  if (dialog.contains(document.activeElement)) return;
  const panel = panelOf(dialog);
  const first = panel.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(panel)[0] ?? panel;
  first.focus({ preventScroll: true });
}

/**
 * Opens the dialog for a trigger's request, in the same task as the tap. Returns false when the
 * page has no dialog to open (the caller then follows the trigger's link).
 */
export function openLeadDialog(next: LeadDialogRequest): boolean {
  const dialog = dialogElement();
  if (!dialog) return false;
  request = next;
  const subject = dialog.querySelector<HTMLElement>("[data-lead-dialog-subject]");
  // Unchanged on the same page (the prerendered line already says it): left alone, not relaid out.
  if (subject && subject.textContent !== (next.subject ?? "")) {
    subject.textContent = next.subject ?? "";
    subject.hidden = !next.subject;
  }
  if (!dialog.hidden) return true;
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.hidden = false;
  // The dialog made reachable (not inert, read), focus, and the page behind made inert and still
  // (which restyles the whole page) come in the task after the frame that shows the dialog:
  // requestAnimationFrame runs before that frame, the timeout after it. Each restyles many elements,
  // a third of the tap's frame or more on a slow phone (docs/decisions/060, 066); the tap's task
  // only shows the dialog, a change of one element's style.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (dialog.hidden) return;
      setModalReachable(dialog, true);
      focusFirstField(dialog);
      if (!undoShutOutside) undoShutOutside = shutOutside(dialog);
    }),
  );
  return true;
}

/**
 * Takes over the dialog the page's early script opened before this entry arrived
 * (app/inline/lead-dialog-early.ts, docs/decisions/050), as it is: open, with what was typed and
 * where focus is, and a submit held there handed on as one held here. Tells that early script to
 * stand down (`data-lead-dialog="live"`), then returns whether the dialog was open.
 */
export function adoptEarlyDialog(): boolean {
  document.documentElement.dataset.leadDialog = "live";
  // Its listeners go: a tap from now on runs none of them.
  document.dispatchEvent(new Event("lead-dialog-live"));
  const dialog = dialogElement();
  if (!dialog) return false;
  const opener = document.querySelector<HTMLElement>("[data-lead-opener]");
  opener?.removeAttribute("data-lead-opener");
  if (dialog.dataset.submitHeld !== undefined && !held) {
    delete dialog.dataset.submitHeld;
    held = { pendingTab: undefined };
    onHeldSubmit?.();
  }
  if (dialog.hidden) return false;
  setModalReachable(dialog, true);
  request = { redirectTo: dialog.dataset.redirectTo ?? "", subject: currentSubject(dialog) };
  returnFocusTo = opener;
  if (!undoShutOutside) undoShutOutside = shutOutside(dialog);
  return true;
}

/** The subject line the dialog shows (the page's, prerendered), or none. */
function currentSubject(dialog: HTMLElement): string | undefined {
  const line = dialog.querySelector<HTMLElement>("[data-lead-dialog-subject]");
  return line && !line.hidden && line.textContent ? line.textContent : undefined;
}

/** Closes the dialog and gives focus back to the element that had it. */
export function closeLeadDialog(): void {
  const dialog = dialogElement();
  if (!dialog || dialog.hidden) return;
  dialog.hidden = true;
  setModalReachable(dialog, false);
  // Closed, the dialog keeps its boxes (app/app.css), and with them the panel's scroll offset.
  panelOf(dialog).scrollTop = 0;
  undoShutOutside?.();
  undoShutOutside = undefined;
  if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
  returnFocusTo = null;
  for (const listener of closeListeners) listener();
}

/** Tells `listener` each time the dialog closes (the form's confirmation ends there); returns the undo. */
export function onLeadDialogClose(listener: () => void): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

/** Escape, the overlay, "Fechar": closes unless a lead is being sent. */
function askToClose(): void {
  if (!sending) closeLeadDialog();
}

/** The values in the prerendered fields (name, phone, the honeypot), before the form is hydrated. */
export function typedLead(form: ParentNode): TypedLead {
  const value = (selector: string) => form.querySelector<HTMLInputElement>(selector)?.value ?? "";
  return {
    name: value("#lead-name"),
    phone: value("#lead-phone"),
    honeypot: value("[data-lead-honeypot]"),
  };
}

/**
 * The form's check, once its code has arrived (fetched with React on intent): with it, a submit
 * made before the form is hydrated opens the redirect's tab within the click when the lead is valid.
 */
export function provideQuickCheck(check: (lead: TypedLead) => boolean): void {
  quickCheck = check;
}

/** "Carregando…" under the form while a submit waits for the form's code (docs/decisions/050). */
function showWaiting(waiting: boolean): void {
  const line = dialogElement()?.querySelector<HTMLElement>("[data-lead-dialog-wait]");
  if (line) line.hidden = !waiting;
}

/** A submit before the form is hydrated: held (never sent from here), the pending tab opened if the lead is valid. */
function holdSubmit(event: SubmitEvent): void {
  if (hydrated) return;
  event.preventDefault();
  if (held) return;
  const form = event.target as HTMLFormElement;
  const valid = quickCheck?.(typedLead(form)) === true;
  const opensTab = valid && opensBookingChat(request.redirectTo);
  held = { pendingTab: opensTab ? openPendingTab(PENDING_TAB_MESSAGE) : undefined };
  showWaiting(true);
  onHeldSubmit?.();
}

/**
 * The form's code could not be fetched (offline, a replaced deploy): the held submit goes to the
 * redirect, as a tap did when the dialog could not load, rather than waiting for ever.
 */
export function redirectHeldSubmit(): void {
  const submit = held;
  if (!submit) return;
  held = undefined;
  showWaiting(false);
  closeLeadDialog();
  completeRedirect(request.redirectTo, submit.pendingTab ?? null);
}

/**
 * Called by the form once hydrated: from then on React answers submits; returns the submit held
 * until then, if any, which the form sends as its own.
 */
export function formHydrated(): HeldSubmit | undefined {
  hydrated = true;
  // The country list asked for before React: opened now, by the hydrated picker.
  if (heldPickerClick)
    queueMicrotask(() => document.querySelector<HTMLElement>(`#${LEAD_DIALOG_ID} [aria-haspopup="listbox"]`)?.click());
  heldPickerClick = false;
  showWaiting(false);
  const submit = held;
  held = undefined;
  return submit;
}

/**
 * Puts the dialog's own listeners on (once per page): keys, overlay, "Fechar", held
 * submits; `whenSubmitHeld` is told when a submit is held, to fetch the form's code if it has not.
 */
export function wireLeadDialog(whenSubmitHeld?: () => void): void {
  onHeldSubmit = whenSubmitHeld;
  const dialog = dialogElement();
  if (!dialog || wired) return;
  wired = true;
  // Escape closes the open dialog wherever focus is: inside it, or still on the page in the moment
  // before focus moves in (it follows the dialog's first frame, docs/decisions/060). A popover
  // inside that handled Escape itself (the country list) has marked the event.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || dialog.hidden || event.defaultPrevented) return;
    event.preventDefault();
    askToClose();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = focusables(panelOf(dialog));
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
  });
  // The overlay (mouse and touch) and "Fechar".
  dialog.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest("[data-dialog-close]")) askToClose();
    // The country picker before the form is hydrated: kept, and fetches the form's code.
    else if (!hydrated && event.target.closest('[aria-haspopup="listbox"]')) {
      heldPickerClick = true;
      onHeldSubmit?.();
    }
  });
  dialog.querySelector("form")?.addEventListener("submit", holdSubmit);
}
