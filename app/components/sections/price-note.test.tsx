import { parseHTML } from "linkedom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "#app/site/site.ts";
import type { HealthPlans } from "#app/site/types.ts";
import { PriceNote } from "./price-note";

const cardiology = {
  mainEntity: { type: "MedicalSpecialty" as const, specialty: "Cardiovascular", name: "Cardiologia" },
};
const notSaid: HealthPlans = { discriminant: "naoInformado", value: null };
const listed: HealthPlans = { discriminant: "lista", value: ["Unimed BH", "Amil"] };
const privateOnly: HealthPlans = { discriminant: "soParticular", value: null };
const phone = site.contact.phoneDisplay;
const phoneLink = [`tel:${site.contact.phoneE164}`, phone];
const generic = "Olá, gostaria de saber valores e convênios.";

/** The note's lines as a reader sees them, the WhatsApp links it offers (with their questions) and its phone links. */
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
    asks: [...section.querySelectorAll('a[href^="https://wa.me/"]')].map((link) => link.textContent),
    questions: [...section.querySelectorAll('a[href^="https://wa.me/"]')].map((link) =>
      new URL(link.getAttribute("href")!).searchParams.get("text"),
    ),
    phones: [...section.querySelectorAll('a[href^="tel:"]')].map((link) => [
      link.getAttribute("href"),
      link.textContent,
    ]),
  };
}

describe("“Valores e convênios” on a page's first screen", () => {
  it("with neither a price nor the plans: the honest line, the phone beside WhatsApp, and an offer to ask", () => {
    expect(note({ content: cardiology, plans: notSaid })).toEqual({
      label: "Valores e convênios",
      lines: [
        `Valores e convênios: respondemos pelo WhatsApp ou pelo telefone ${phone}. | Perguntar o valor (abre o WhatsApp em nova aba)`,
      ],
      asks: ["Perguntar o valor (abre o WhatsApp em nova aba)"],
      // The question names no specialty (decision 057): the page is about Cardiologia, the link does not say so.
      questions: [generic],
      phones: [phoneLink],
    });
  });

  it("with the plans listed and no price: the plans by name, the price still asked, by WhatsApp or phone", () => {
    const listedNote = note({ content: cardiology, plans: listed });
    expect(listedNote.lines).toEqual([
      `Valores: respondemos pelo WhatsApp ou pelo telefone ${phone}. | Perguntar o valor (abre o WhatsApp em nova aba)`,
      "Convênios aceitos: Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
    ]);
    expect(listedNote.questions).toEqual([generic]);
    expect(listedNote.phones).toEqual([phoneLink]);
  });

  it("with a price and private care only: both said, nothing left to ask", () => {
    const filled = note({ content: { ...cardiology, price: 150 }, plans: privateOnly });
    expect(filled.lines).toEqual([
      "Consulta a partir de R$ 150,00 no atendimento particular. O valor é confirmado no agendamento e não muda depois de confirmado.",
      "Convênios: não atendemos convênio; o atendimento é só particular.",
    ]);
    expect(filled.asks).toEqual([]);
    expect(filled.phones).toEqual([]);
  });

  it("with a price and the plans not said yet: the price, and the plans asked", () => {
    const priced = note({ content: { ...cardiology, price: 150 }, plans: notSaid });
    expect(priced.lines[1]).toBe(
      `Convênios: respondemos pelo WhatsApp ou pelo telefone ${phone}. | Perguntar pelos convênios (abre o WhatsApp em nova aba)`,
    );
    expect(priced.asks).toEqual(["Perguntar pelos convênios (abre o WhatsApp em nova aba)"]);
    expect(priced.questions).toEqual([generic]);
    expect(priced.phones).toEqual([phoneLink]);
  });
});
