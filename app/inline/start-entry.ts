/**
 * Starts the page's one script, app/entry.client.ts (docs/decisions/032), once the page has loaded
 * AND its largest paint has happened, two frames later (so an image that finished loading has been
 * drawn): no script competes with what the visitor sees first (docs/decisions/009). Browsers without
 * LCP entries skip that wait; a hidden tab runs no animation frames, hence the timer, which also
 * starts it 1.5 s after load whatever happened. Until then the page is complete: its links, FAQ and
 * contact buttons work, the header menus too (./disclosure.ts), and a lead trigger opens the dialog
 * (./lead-dialog-early.ts, which also starts the entry at once when tapped).
 *
 * An inline script (./README.md) at the end of <body>; the entry's hashed URL is its element's
 * `data-entry`, written by postbuild (scripts/link-client-entry.ts).
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  let loaded = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  let painted = !(
    window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes("largest-contentful-paint")
  );
  const ready = () => {
    if (loaded && painted) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
  };
  if (!painted)
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      painted = true;
      ready();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  const onLoad = () => {
    loaded = true;
    ready();
    setTimeout(once, 1500);
  };
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
}

const entry = document.currentScript?.getAttribute("data-entry");
if (entry) afterFirstPaint(() => void import(entry));
