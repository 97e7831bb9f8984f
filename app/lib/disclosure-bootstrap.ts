/**
 * Hydration waits for the page to load and paint (docs/decisions/009), so for the first seconds
 * on a slow phone the header's buttons would do nothing. This inline script (a few hundred bytes,
 * in <head>) makes them work from the first byte: a click on a `button[data-disclosure]` toggles
 * its `aria-expanded`, the `hidden` of the element it controls and, when given, swaps its
 * `aria-label` (`data-label-open` / `data-label-closed`); one disclosure is open at a time; a
 * click elsewhere or Escape closes it. It stands down once React has hydrated
 * (`<html data-hydrated>`), and the components then adopt whatever state it left
 * (`useAdoptedDisclosure`).
 */
export const disclosureBootstrap = `(function(){var d=document;function set(b,o){b.setAttribute("aria-expanded",String(o));var p=d.getElementById(b.getAttribute("aria-controls"));if(p)p.hidden=!o;var l=b.getAttribute(o?"data-label-open":"data-label-closed");if(l)b.setAttribute("aria-label",l)}function closeAll(k){d.querySelectorAll('button[data-disclosure][aria-expanded="true"]').forEach(function(b){if(b!==k)set(b,false)})}d.addEventListener("click",function(e){if(d.documentElement.dataset.hydrated)return;var t=e.target,b=t.closest&&t.closest("button[data-disclosure]");if(b){closeAll(b);set(b,b.getAttribute("aria-expanded")!=="true");return}if(!(t.closest&&t.closest("[data-disclosure-panel]")))closeAll()});d.addEventListener("keydown",function(e){if(!d.documentElement.dataset.hydrated&&e.key==="Escape")closeAll()})})();`;
