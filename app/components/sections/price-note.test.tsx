import { parseHTML } from "linkedom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HealthPlans } from "#app/site/types.ts";
import { PriceNote } from "./price-note";

const cardiology = {
  mainEntity: { type: "MedicalSpecialty" as const, specialty: "Cardiovascular", name: "Cardiologia" },
};
const notSaid: HealthPlans = { discriminant: "naoInformado", value: null };
const listed: HealthPlans = { discriminant: "lista", value: ["Unimed BH", "Amil"] };
const privateOnly: HealthPlans = { discriminant: "soParticular", value: null };

/** The note's lines as a reader sees them, and the WhatsApp links it offers. */
function note(props: Parameters<typeof PriceNote>[0]) {
  const { document } = parseHTML(
    `<!doctype html><html><body>${renderToStaticMarkup(<PriceNote {...props} />)}</body></html>`,
  );
  const section = document.querySelector('[data-testid="price-note"]')!;
  return {
    label: section.getAttribute("aria-label"),
    // The ask link is a flex item of its line, apart from the words before it: " | " marks it here.
    lines: [...section.querySelectorAll("p")].map((line) =>
      [...line.children]
        .filter((child) => child.tagName === "A")
        .reduce(
          (text, link) => text.replace(link.textContent, ` | ${link.textContent}`),
          line.textContent.replace(/\s+/g, " ").trim(),
        ),
    ),
    asks: [...section.querySelectorAll("a")].map((link) => link.textContent),
  };
}

describe("“Valores e convênios” on a page's first screen", () => {
  it("with neither a price nor the plans: the honest line and an offer to ask", () => {
    expect(note({ content: cardiology, plans: notSaid })).toEqual({
      label: "Valores e convênios",
      lines: ["Valores e convênios: respondemos pelo WhatsApp. | Perguntar o valor (abre o WhatsApp em nova aba)"],
      asks: ["Perguntar o valor (abre o WhatsApp em nova aba)"],
    });
  });

  it("with the plans listed and no price: the plans by name, the price still asked", () => {
    expect(note({ content: cardiology, plans: listed }).lines).toEqual([
      "Valores: respondemos pelo WhatsApp. | Perguntar o valor (abre o WhatsApp em nova aba)",
      "Convênios aceitos: Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
    ]);
  });

  it("with a price and private care only: both said, nothing left to ask", () => {
    const filled = note({ content: { ...cardiology, price: 150 }, plans: privateOnly });
    expect(filled.lines).toEqual([
      "Consulta a partir de R$ 150,00 no atendimento particular. O valor é confirmado no agendamento e não muda depois de confirmado.",
      "Convênios: não atendemos convênio; o atendimento é só particular.",
    ]);
    expect(filled.asks).toEqual([]);
  });

  it("with a price and the plans not said yet: the price, and the plans asked", () => {
    const priced = note({ content: { ...cardiology, price: 150 }, plans: notSaid });
    expect(priced.lines[1]).toBe(
      "Convênios: respondemos pelo WhatsApp. | Perguntar pelos convênios (abre o WhatsApp em nova aba)",
    );
    expect(priced.asks).toEqual(["Perguntar pelos convênios (abre o WhatsApp em nova aba)"]);
  });
});
