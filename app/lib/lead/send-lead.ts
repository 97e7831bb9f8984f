/**
 * Sending a lead from the browser (spec §7/§8): POST JSON, 2xx is success, anything else is
 * logged with message, status, status text and data — the visitor never sees an error and is
 * redirected either way. The visitor never waits more than `maxWaitMs`: the request itself
 * goes on with `keepalive` after the page moves on.
 */
import type { LeadPayload } from "./schema";

export const LEAD_MAX_WAIT_MS = 8000;

export type LeadSendOutcome = "sent" | "failed" | "timed-out";

async function readResponseData(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function postLead(endpoint: string, payload: LeadPayload, fetchImpl: typeof fetch): Promise<LeadSendOutcome> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: "same-origin",
    });
    const data = await readResponseData(response);
    if (response.ok) {
      console.info("Lead enviado", { status: response.status, data });
      return "sent";
    }
    console.error("Erro ao enviar formulário", { message: `HTTP ${response.status}`, status: response.status, statusText: response.statusText, data });
    return "failed";
  } catch (error) {
    console.error("Erro ao enviar formulário", { message: error instanceof Error ? error.message : String(error), status: undefined, statusText: undefined, data: undefined });
    return "failed";
  }
}

export async function sendLead(endpoint: string, payload: LeadPayload, { fetchImpl = fetch, maxWaitMs = LEAD_MAX_WAIT_MS } = {}): Promise<LeadSendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LeadSendOutcome>((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), maxWaitMs);
  });
  try {
    return await Promise.race([postLead(endpoint, payload, fetchImpl), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A tab opened while the click is still a user gesture (Safari blocks `window.open` after an
 * `await`), showing a short wait message until the lead is sent. Null when the browser blocks it.
 */
export function openPendingTab(message: string): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    tab.document.title = message;
    tab.document.body.style.font = "16px system-ui, sans-serif";
    tab.document.body.style.padding = "2rem";
    tab.document.body.textContent = message;
  } catch {
    // A browser that isolates the new tab still lets us navigate it.
  }
  return tab;
}

/** Sends the visitor to the redirect link: in the pending tab, else a new tab, else this tab. */
export function completeRedirect(url: string, pendingTab: Window | null): "pending-tab" | "new-tab" | "same-tab" {
  if (pendingTab && !pendingTab.closed) {
    pendingTab.opener = null;
    pendingTab.location.replace(url);
    return "pending-tab";
  }
  // Not "noopener": with it, window.open returns null even when the tab opened, hiding a block.
  const tab = window.open(url, "_blank");
  if (tab) {
    tab.opener = null;
    return "new-tab";
  }
  window.location.assign(url);
  return "same-tab";
}
