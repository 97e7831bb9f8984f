import { site } from "#app/site/site.ts";
import { nextChange } from "#shared/opening-status.ts";
import type { ToastInput } from "#app/lib/toast-store.ts";

/**
 * The toast a patient finds on returning from the booking chat once the relay has acknowledged the
 * lead: that it was received, and when the team answers, from the clinic's hours on its own clock
 * (a promise the team can keep: within its hours, never "na hora").
 */
export function bookingReceivedToast(now = new Date()): ToastInput {
  const change = nextChange(site.hours, now);
  const when = !change
    ? "no horário de atendimento."
    : change.open
      ? `no horário de atendimento: hoje até as ${change.closesAt}.`
      : `a partir da abertura: ${change.opensOn} às ${change.opensAt}.`;
  return {
    title: "Recebemos seu pedido",
    description: `Nossa equipe entra em contato pelo telefone informado ${when}`,
    // Read, not glanced at: longer than the spec's default 5 s.
    duration: 10_000,
  };
}

/**
 * Shows `toast` when the patient is looking at this page: at once if it is visible, else when they
 * come back to it (the booking chat opened in a new tab).
 */
export function showWhenVisible(show: () => void, doc: Document = document): void {
  if (doc.visibilityState === "visible") return show();
  const onVisible = () => {
    if (doc.visibilityState !== "visible") return;
    doc.removeEventListener("visibilitychange", onVisible);
    show();
  };
  doc.addEventListener("visibilitychange", onVisible);
}
