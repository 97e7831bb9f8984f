/**
 * Sending a lead from the browser (docs/product.md#calls-and-links, #errors): POST JSON, 2xx is success, anything else is
 * logged with message, status, status text and data — the visitor never sees an error and is
 * redirected either way. The visitor never waits more than `maxWaitMs`: the request itself
 * goes on with `keepalive` after the page moves on. Each lead carries an `Idempotency-Key`, so
 * the relay stores a lead sent twice (a resend from the device's outbox) once.
 */
import type { LeadPayload } from "#shared/lead/schema.ts";
import { opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

export const LEAD_MAX_WAIT_MS = 8000;

/**
 * `sent`: acknowledged (2xx). `refused`: the relay will never take it (a 4xx other than 408/429).
 * `failed`: worth sending again (network error, 408, 429, 5xx). `timed-out`: still pending when
 * the visitor stopped waiting.
 */
export type LeadPostOutcome = "sent" | "refused" | "failed";
export type LeadSendOutcome = LeadPostOutcome | "timed-out";

/** 408 and 429 are the relay saying "not now"; every 5xx may pass. Other 4xx never will. */
export const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

export interface PostLeadOptions {
  /** The lead's id, made once per submitted lead, the same on every resend. */
  idempotencyKey: string;
  fetchImpl?: typeof fetch;
  /** Gives up on a request that hangs (it counts as failed); the first send is bounded by the caller instead. */
  signal?: AbortSignal;
}

async function readResponseData(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One POST of a lead to `endpoint`; resolves (never rejects) with what to do next. */
export async function postLead(
  endpoint: string,
  payload: LeadPayload,
  { idempotencyKey, fetchImpl = fetch, signal }: PostLeadOptions,
): Promise<LeadPostOutcome> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: "same-origin",
      signal,
    });
    const data = await readResponseData(response);
    if (response.ok) {
      console.info("Lead enviado", { status: response.status, data });
      return "sent";
    }
    console.error("Erro ao enviar formulário", {
      message: `HTTP ${response.status}`,
      status: response.status,
      statusText: response.statusText,
      data,
    });
    return isRetryableStatus(response.status) ? "failed" : "refused";
  } catch (error) {
    console.error("Erro ao enviar formulário", {
      message: error instanceof Error ? error.message : String(error),
      status: undefined,
      statusText: undefined,
      data: undefined,
    });
    return "failed";
  }
}

/** `request`'s outcome, or `timed-out` once `maxWaitMs` has passed (the request goes on). */
export async function waitAtMost(
  request: Promise<LeadPostOutcome>,
  maxWaitMs = LEAD_MAX_WAIT_MS,
): Promise<LeadSendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LeadSendOutcome>((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), maxWaitMs);
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function sendLead(
  endpoint: string,
  payload: LeadPayload,
  { maxWaitMs = LEAD_MAX_WAIT_MS, ...options }: PostLeadOptions & { maxWaitMs?: number },
): Promise<LeadSendOutcome> {
  return waitAtMost(postLead(endpoint, payload, options), maxWaitMs);
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

/**
 * Sends the visitor to the redirect link: in the pending tab, else a new tab, else this tab. A
 * demonstration's link to its notice (booking switched off, decision 059) opens nothing: the
 * dialog says WhatsApp is off instead.
 */
export function completeRedirect(
  url: string,
  pendingTab: Window | null,
): "pending-tab" | "new-tab" | "same-tab" | "nothing" {
  if (!opensBookingChat(url)) {
    pendingTab?.close();
    return "nothing";
  }
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
