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
