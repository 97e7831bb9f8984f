/**
 * The header's disclosures (the dropdown panels and the mobile menu), opened and closed by one
 * small script that app/root.tsx writes inline at the end of <body>, so they work before any other
 * script of the page has arrived; no other script of the page touches them (docs/decisions/032). A
 * tap on a menu button made before the parser reached this script is held by ./hold-early-taps.ts
 * (the `onclick` of <html>) and given to it as soon as it listens (docs/decisions/063, 065). The
 * prerender writes them closed (app/components/ui/navigation-menu.tsx,
 * app/components/layout/mobile-menu.tsx).
 *
 * Markup: a `button[data-disclosure]` with `aria-controls` and `aria-expanded`, optionally
 * `data-label-open` / `data-label-closed` (its aria-label in each state); the element it controls
 * has `data-disclosure-panel` and `hidden`. Behaviour: a click toggles; one is open at a time; a
 * pointer or focus outside its button and panel closes it, as does choosing a link in the panel,
 * Escape (focus returns to the button if it was inside) and the browser's Back/Forward. In the
 * header's navigation (`data-slot="navigation-menu-list"`), the arrow keys move focus: Left/Right
 * between the top-level items, Down from a trigger into its panel (opening it), Up/Down/Home/End
 * among a panel's links (`data-slot="navigation-menu-content"`), wrapping around.
 *
 * An inline script (app/inline/README.md): compiled on its own at build time and written at the
 * end of <body> as it is, so it imports only the release of held taps (bundled in) and runs as soon
 * as it is parsed.
 */
import { releaseHeldTaps } from "./hold-early-taps";

function installDisclosures(doc: Document): void {
  const panelOf = (button: Element) => doc.getElementById(button.getAttribute("aria-controls") ?? "");
  const openButtons = () =>
    Array.from(doc.querySelectorAll<HTMLElement>('button[data-disclosure][aria-expanded="true"]'));
  const contains = (button: Element, node: unknown) =>
    node instanceof Node && (button.contains(node) || Boolean(panelOf(button)?.contains(node)));
  const closeOutside = (event: Event) =>
    openButtons().forEach((button) => !contains(button, event.target) && set(button, false));
  // A pointer or focus outside is listened for only while one is open: a tap elsewhere (on
  // "Agendar") runs none of this script then (docs/decisions/066).
  const set = (button: Element, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = panelOf(button);
    if (panel) panel.hidden = !open;
    const label = button.getAttribute(open ? "data-label-open" : "data-label-closed");
    if (label) button.setAttribute("aria-label", label);
    const watch = open || openButtons().length > 0;
    for (const type of ["pointerdown", "focusin"])
      if (watch) doc.addEventListener(type, closeOutside);
      else doc.removeEventListener(type, closeOutside);
  };
  const closeAll = () => openButtons().forEach((button) => set(button, false));

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest("button[data-disclosure]");
    if (button) {
      const open = button.getAttribute("aria-expanded") !== "true";
      closeAll();
      set(button, open);
    } else if (target?.closest("[data-disclosure-panel] a[href]")) {
      closeAll();
    }
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return moveFocusWithArrows(doc, event);
    for (const button of openButtons()) {
      const hadFocus = contains(button, doc.activeElement);
      set(button, false);
      if (hadFocus) button.focus();
    }
  });
  doc.defaultView?.addEventListener("popstate", closeAll);
}

const focusables = (root: Element | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? []);

/** Moves focus among `items` from `current` by `step` (wrapping), or to the first/last one. */
function moveFocus(items: HTMLElement[], current: Element | null, step: number | "first" | "last"): void {
  if (items.length === 0) return;
  const index = items.indexOf(current as HTMLElement);
  const next = step === "first" ? 0 : step === "last" ? items.length - 1 : (index + step + items.length) % items.length;
  items[next]?.focus();
}

function moveFocusWithArrows(doc: Document, event: KeyboardEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const list = target?.closest('[data-slot="navigation-menu-list"]');
  if (!target || !list || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const topLevel = Array.from(list.children)
    .map((item) => item.firstElementChild)
    .filter((element): element is HTMLElement => element instanceof HTMLElement);
  const panel = target.closest('[data-slot="navigation-menu-content"]');
  const steps: Record<string, number | "first" | "last"> = { ArrowDown: 1, ArrowUp: -1, Home: "first", End: "last" };
  if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && topLevel.includes(target)) {
    event.preventDefault();
    moveFocus(topLevel, target, event.key === "ArrowRight" ? 1 : -1);
  } else if (event.key === "ArrowDown" && target.matches("button[data-disclosure]") && topLevel.includes(target)) {
    // Opens the panel (a click, which the listener above answers at once) and moves into it.
    event.preventDefault();
    if (target.getAttribute("aria-expanded") !== "true") target.click();
    moveFocus(focusables(doc.getElementById(target.getAttribute("aria-controls") ?? "")), null, "first");
  } else if (panel && event.key in steps) {
    event.preventDefault();
    moveFocus(focusables(panel), target, steps[event.key]!);
  }
}

installDisclosures(document);
releaseHeldTaps(document, "button[data-disclosure]");
