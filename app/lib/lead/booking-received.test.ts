import { describe, expect, it } from "vitest";
import { CALL_BACK_WHEN, callBack } from "./booking-received.ts";

/** A moment on the clinic's clock (Brasília, UTC−3). */
const brasilia = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe("callBack", () => {
  it("promises a call within the clinic's hours, as soon as possible, and lists the week's hours", () => {
    expect(callBack(brasilia("2026-11-23T10:00"))).toEqual({
      when: "Nossa equipe liga para você no horário de atendimento, assim que possível.",
      now: "Hoje atendemos até as 18h.",
      hours: ["Segunda a sexta: 07h às 18h", "Sábado: 07h às 12h", "Domingo: fechado"],
    });
    expect(CALL_BACK_WHEN).toContain("no horário de atendimento, assim que possível");
  });

  it("after hours, names when the clinic opens next", () => {
    expect(callBack(brasilia("2026-11-28T15:00")).now).toBe("Agora estamos fechados; abrimos segunda às 7h.");
    expect(callBack(brasilia("2026-11-23T06:00")).now).toBe("Agora estamos fechados; abrimos hoje às 7h.");
    expect(callBack(brasilia("2026-11-27T19:00")).now).toBe("Agora estamos fechados; abrimos amanhã às 7h.");
  });
});
