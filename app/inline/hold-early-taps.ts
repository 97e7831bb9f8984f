/**
 * Holds a tap on a lead trigger (`a[data-lead-trigger]`) or a menu button (`button[data-disclosure]`)
 * made before the scripts that answer them have run (docs/decisions/063, 065). Those,
 * ./disclosure.ts and ./lead-dialog-early.ts, sit at the end of <body>, where they cost the page's
 * first parse nothing; but a slow phone often paints the header before the parser has reached them
 * (first paint up to 0.8 s before the end of the parse, CPU ×4 and 1.6 Mbit/s). A trigger tapped
 * then would follow its link to the chat instead of opening the dialog.
 *
 * This file is no `<script>`. Postbuild writes `holdEarlyTap(document, event)`, compiled from it
 * (scripts/inline-scripts.ts), as the `onclick` of every page's `<html>`. The browser compiles an
 * event-handler attribute only when a click first reaches it: a page nobody taps while it loads runs
 * none of it, and the parser meets no script of ours before the end of <body>. A held tap keeps its
 * link from being followed and is remembered on `document`; each script at the end calls
 * `releaseHeldTaps()` for its selector as soon as it listens, which clicks the held elements again,
 * in order: the dialog opens (the way it opens from a tap, ./lead-dialog-early.ts), the menu toggles.
 * From then on the handler leaves that selector's taps to its script. Modified clicks (new tab, new
 * window) are left to the browser. With no script at all, the trigger stays the link it is.
 *
 * Both functions are bundled into what uses them (./README.md): nothing runs at this module's top level.
 */

/** What a tap held before its script ran leaves on `document`. */
export interface HeldTaps {
  /** The elements tapped and not yet answered, in order. */
  held: HTMLElement[];
  /** The selectors whose scripts listen now. */
  answered: string[];
}

export type DocumentWithHeldTaps = Document & { heldTaps?: HeldTaps };

const heldSelectors = ["a[data-lead-trigger]", "button[data-disclosure]"];

const heldTapsOf = (doc: DocumentWithHeldTaps): HeldTaps => (doc.heldTaps ??= { held: [], answered: [] });

/** The `onclick` of `<html>`: a plain click on a trigger whose script does not listen yet is held. */
export function holdEarlyTap(doc: DocumentWithHeldTaps, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (event.altKey || !(event.target instanceof Element)) return;
  const taps = heldTapsOf(doc);
  for (const selector of heldSelectors) {
    if (taps.answered.includes(selector)) continue;
    const tapped = event.target.closest<HTMLElement>(selector);
    if (!tapped) continue;
    event.preventDefault();
    taps.held.push(tapped);
    return;
  }
}

/** Called by the script that answers `selector` once it listens: its held taps are clicked again, in order. */
export function releaseHeldTaps(doc: DocumentWithHeldTaps, selector: string): void {
  const taps = heldTapsOf(doc);
  taps.answered.push(selector);
  for (const element of taps.held.filter((one) => one.matches(selector))) {
    taps.held.splice(taps.held.indexOf(element), 1);
    element.click();
  }
}
