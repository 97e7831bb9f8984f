/**
 * The header's disclosures (the dropdown panels and the mobile menu), opened and closed by one
 * small script that app/root.tsx writes inline into <head>, so they work from the first byte:
 * hydration waits for the page to load and paint (docs/decisions/009), and afterwards nothing
 * changes hands. React renders them closed and never holds their state; it only adds keyboard
 * focus moves (app/components/ui/navigation-menu.tsx).
 *
 * Markup: a `button[data-disclosure]` with `aria-controls` and `aria-expanded`, optionally
 * `data-label-open` / `data-label-closed` (its aria-label in each state); the element it controls
 * has `data-disclosure-panel` and `hidden`. Behaviour: a click toggles; one is open at a time; a
 * pointer or focus outside its button and panel closes it, as does choosing a link in the panel,
 * Escape (focus returns to the button if it was inside) and the browser's Back/Forward.
 *
 * An inline script (app/inline/README.md): compiled on its own at build time and written into
 * <head> as it is, so it must import nothing and run as soon as it is parsed.
 */
function installDisclosures(doc: Document): void {
  const panelOf = (button: Element) => doc.getElementById(button.getAttribute("aria-controls") ?? "");
  const set = (button: Element, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = panelOf(button);
    if (panel) panel.hidden = !open;
    const label = button.getAttribute(open ? "data-label-open" : "data-label-closed");
    if (label) button.setAttribute("aria-label", label);
  };
  const openButtons = () =>
    Array.from(doc.querySelectorAll<HTMLElement>('button[data-disclosure][aria-expanded="true"]'));
  const contains = (button: Element, node: unknown) =>
    node instanceof Node && (button.contains(node) || Boolean(panelOf(button)?.contains(node)));
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
  const closeOutside = (event: Event) =>
    openButtons().forEach((button) => !contains(button, event.target) && set(button, false));
  doc.addEventListener("pointerdown", closeOutside);
  doc.addEventListener("focusin", closeOutside);
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const button of openButtons()) {
      const hadFocus = contains(button, doc.activeElement);
      set(button, false);
      if (hadFocus) button.focus();
    }
  });
  doc.defaultView?.addEventListener("popstate", closeAll);
}

installDisclosures(document);
