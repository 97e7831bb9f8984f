/**
 * Timeouts from what this machine just measured, never a bare figure: a fresh two-core machine
 * under the whole suite answers many times slower than an idle one, and a fixed 30 s either fails
 * there or hides a hang here. A test measures one reference of the same kind of work (a service's
 * start to its first answer) and waits for each later step a multiple of it, within bounds.
 */
export interface LoadBudget {
  /** The reference measured, in ms. */
  referenceMs: number;
  /** For one page of the service to show (a built page: parse, run, first API answers). */
  pageMs: number;
}

/** A page may take `pageFactor` references, at least `floorMs` and at most `ceilingMs`. */
export function loadBudget(
  referenceMs: number,
  { pageFactor = 15, floorMs = 20_000, ceilingMs = 150_000 } = {},
): LoadBudget {
  return { referenceMs, pageMs: Math.round(Math.min(ceilingMs, Math.max(floorMs, referenceMs * pageFactor))) };
}
