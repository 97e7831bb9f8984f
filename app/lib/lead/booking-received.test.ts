import { describe, expect, it } from "vitest";
import { bookingReceivedToast, showWhenVisible } from "./booking-received.ts";

/** A moment on the clinic's clock (Brasília, UTC−3). */
const brasilia = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe("bookingReceivedToast", () => {
  it("says the request was received and, while open, that the team answers today within its hours", () => {
    expect(bookingReceivedToast(brasilia("2026-11-23T10:00"))).toEqual({
      title: "Recebemos seu pedido",
      description: "Nossa equipe entra em contato pelo telefone informado no horário de atendimento: hoje até as 18h.",
      duration: 10_000,
    });
  });

  it("after hours, names when the clinic opens next", () => {
    expect(bookingReceivedToast(brasilia("2026-11-28T15:00")).description).toBe(
      "Nossa equipe entra em contato pelo telefone informado a partir da abertura: segunda às 7h.",
    );
    expect(bookingReceivedToast(brasilia("2026-11-23T06:00")).description).toBe(
      "Nossa equipe entra em contato pelo telefone informado a partir da abertura: hoje às 7h.",
    );
  });
});

describe("showWhenVisible", () => {
  const fakeDocument = (state: DocumentVisibilityState) => {
    const listeners = new Set<() => void>();
    return {
      visibilityState: state,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      fire() {
        for (const listener of [...listeners]) listener();
      },
      listeners,
    };
  };

  it("shows at once on a visible page", () => {
    const doc = fakeDocument("visible");
    let shown = 0;
    showWhenVisible(() => shown++, doc as unknown as Document);
    expect(shown).toBe(1);
  });

  it("waits for the patient to come back to a hidden page, and shows once", () => {
    const doc = fakeDocument("hidden");
    let shown = 0;
    showWhenVisible(() => shown++, doc as unknown as Document);
    doc.fire();
    expect(shown).toBe(0);
    doc.visibilityState = "visible";
    doc.fire();
    doc.fire();
    expect(shown).toBe(1);
    expect(doc.listeners.size).toBe(0);
  });
});
