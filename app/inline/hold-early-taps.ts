/**
 * The one inline script of a page's <head> (docs/decisions/063): it holds a tap on a lead trigger
 * (`a[data-lead-trigger]`) or a menu button (`button[data-disclosure]`) made before the scripts
 * that answer them have run. Those, ./disclosure.ts and ./lead-dialog-early.ts, sit at the end of
 * <body>, where they cost the page's first parse nothing; but a slow phone often paints the header
 * before the parser has reached them (first paint up to 0.8 s before the end of the parse, CPU ×4 and
 * 1.6 Mbit/s). A trigger tapped then would follow its link to the chat instead of opening the dialog.
 * So this script keeps the link from being followed and remembers what was tapped; each script at
 * the end calls `release()` for its selector as soon as it listens, which clicks the held elements
 * again, in order: the dialog opens (the way it opens from a tap, ./lead-dialog-early.ts), the menu
 * toggles. Modified clicks (new tab, new window) are left to the browser. With no script at all,
 * the trigger stays the link it is.
 *
 * An inline script (./README.md), in <head>: it must import nothing and run as soon as it is parsed.
 */

/** What this script leaves on `document` for the scripts at the end of <body>. */
export interface HeldTaps {
  /** Stops holding taps on `selector` and clicks each held element it matches again, in order. */
  release(selector: string): void;
}

export type DocumentWithHeldTaps = Document & { heldTaps?: HeldTaps };

function holdEarlyTaps(doc: DocumentWithHeldTaps): void {
  const waiting = new Set(["a[data-lead-trigger]", "button[data-disclosure]"]);
  const held: HTMLElement[] = [];

  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    for (const selector of waiting) {
      const tapped = event.target.closest<HTMLElement>(selector);
      if (!tapped) continue;
      event.preventDefault();
      held.push(tapped);
      return;
    }
  });

  doc.heldTaps = {
    release(selector) {
      waiting.delete(selector);
      for (const element of held.filter((one) => one.matches(selector))) {
        held.splice(held.indexOf(element), 1);
        element.click();
      }
    },
  };
}

holdEarlyTaps(document);
