/**
 * Where the device keeps leads the relay has not acknowledged yet (app/lib/lead/outbox.ts). This
 * module is all that a page loads before it is idle: a storage look-up decides whether the outbox's
 * code is fetched at all.
 */
import { site } from "#app/site/site.ts";

export const KEPT_LEADS_KEY = site.keptLeads.storageKey;

/** True when a lead waits on this device; false too when storage is unavailable (private modes, blocked). */
export function hasKeptLeads(): boolean {
  try {
    return Boolean(window.localStorage.getItem(KEPT_LEADS_KEY));
  } catch {
    return false;
  }
}
