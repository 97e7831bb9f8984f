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

/** How long a page stays settled before work that can wait for it starts (see whenSettled). */
export const settledAfterMs = 3000;

/**
 * Runs `task` once the page has been open for `settledAfterMs` and the browser is idle: for work
 * nobody waits for, kept out of the seconds when the visitor reads and taps. Returns a cancel function.
 */
export function whenSettled(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => (cancelIdle = whenIdle(task)), settledAfterMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
