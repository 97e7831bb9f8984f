/**
 * Runs `task` when the browser has nothing more urgent to do, and at the latest after
 * `timeoutMs` (Safari has no requestIdleCallback: a timer stands in). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(handle);
}

/** The visitor asked the browser to save data (Chromium's Save-Data setting). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `task` once the page has loaded AND its largest paint has happened, two frames later (so an
 * image that finished loading has been drawn): nothing fetched then competes with what the visitor
 * sees first (docs/decisions/009). Browsers without LCP entries skip that wait; a hidden tab runs no
 * animation frames, hence the timer, which also runs `task` 1.5 s after load whatever happened.
 */
export function afterFirstPaint(task: () => void): void {
  let started = false;
  let loaded = false;
  const start = () => {
    if (started) return;
    started = true;
    task();
  };
  let painted = !(
    window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes("largest-contentful-paint")
  );
  const ready = () => {
    if (loaded && painted) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
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
    setTimeout(start, 1500);
  };
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
}
