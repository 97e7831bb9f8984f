/**
 * Wording a regional medical council and a careful editor would ask for, read from the prerendered
 * pages: no promise of results or of absolute safety, the facts kept; the companion right as Lei
 * 14.737/2023 gives it; and the Portuguese fixes of the legal review. The privacy policy is checked in
 * tests/html/privacy.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { builtDocument, squash, textOf } from "../built-site";

const paths = [...pages.map((page) => page.path).filter((path) => path !== "/politica-de-privacidade"), "/nao-existe"];
const bodyText = (path: string) => squash(textOf(builtDocument(path), "body"));
/** The FAQ answer under `question`, as the page's details/summary shows it. */
function faqAnswer(path: string, question: string): string {
  const item = [...builtDocument(path).querySelectorAll("details")].find((details) =>
    squash(details.querySelector("summary")?.textContent).startsWith(question),
  );
  if (!item) throw new Error(`No FAQ "${question}" on ${path}`);
  return squash(item.querySelector("summary ~ *")?.textContent);
}

/** Phrases that promised a result or absolute safety, or read wrong, and must not come back. */
const retired: [RegExp, string][] = [
  [/respirar, ouvir e falar melhor|Respire, ouça e fale melhor/i, "promises better breathing, hearing and speech"],
  [/Enxergue bem/i, "promises good sight"],
  [/Pernas mais leves/i, "promises lighter legs"],
  [/O exame é seguro\?/, "asks a question whose answer was an unqualified yes"],
  [/\bsem dor\b/i, "says 'sem dor' where the ultrasound can cause slight discomfort ('indolor', qualified)"],
  [/outros lugares/i, "runs down other providers"],
  [/\bcura(r|mos)?\b|garantimos|sem riscos?\b|100 ?%|resultado garantido/i, "promises a cure or no risk"],
  [/quando necessários/, "agreement: 'quando necessário'"],
  [/leve ao seu cirurgião/, "'leve-o ao seu cirurgião'"],
  [/Traga para (nós|a gente)/, "'Traga-o'"],
  [/\bEm emergência\b/, "'Em caso de emergência'"],
  [/\(DPO\)/, "'encarregado pelo tratamento de dados pessoais'"],
  [/chame o SAMU/i, "SAMU without 192"],
  [/Clínica Geral/, "the CFM's name of the specialty is 'Clínica Médica' (legal review N16)"],
  [/Indicou, cuidou, ganhou/i, "ties a gift to care (legal review N8)"],
];

describe("promises and wording", () => {
  it.each(paths)("%s promises no result or absolute safety and keeps the legal review's corrections", (path) => {
    const text = bodyText(path);
    for (const [phrase, why] of retired) expect(text, why).not.toMatch(phrase);
  });

  it("keeps the facts behind the rewritten phrases", () => {
    expect(bodyText("/otorrinolaringologista")).toContain("Cuide da sua audição, da respiração e da voz");
    expect(bodyText("/oftalmologista")).toContain("Cuide da saúde dos seus olhos");
    expect(faqAnswer("/exame-ergometrico", "O exame tem riscos?")).toMatch(
      /^Como todo exame de esforço, tem riscos, mas as complicações são raras\..*interrompido a qualquer momento\.$/,
    );
    // The ultrasound page says "in general painless" and "slight discomfort" alike.
    const ultrasound = bodyText("/ultrassom");
    expect(ultrasound).toContain("Sem radiação e, em geral, indolor");
    expect(ultrasound).toContain("leve desconforto");
    expect(bodyText("/cardiologista")).toContain("É rápido, indolor e leva poucos minutos.");
    expect(bodyText("/risco-cirurgico")).toContain("leve-o ao seu cirurgião");
  });

  it("names general practice as the CFM does, on its page, in the booking subject and in the structured data", () => {
    const document = builtDocument("/clinico-geral");
    expect(document.querySelector("[data-booking-subject]")?.getAttribute("data-booking-subject")).toBe(
      "Especialidade: Clínica Médica",
    );
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => script.textContent)
      .join("\n");
    expect(structured).toContain('"name":"Clínica Médica — ');
    expect(structured).not.toContain("Clínica Geral");
  });

  it("keeps the 'Preço Baixo Garantido' box to what the price note promises until CRM-MG answers (legal review N9)", () => {
    const box = builtDocument("/").querySelector('[data-placement="preco-baixo-garantido"]')!;
    // The title as the spec gives it; the text without the promise to cover and beat other quotes.
    expect(squash(textOf(box, "h2"))).toBe("Preço Baixo Garantido");
    const text = squash(box.textContent);
    expect(text).toContain(
      "Preço justo, informado antes — você sabe o valor da consulta ou do exame antes de agendar, e ele não muda depois de confirmado.",
    );
    expect(text).not.toMatch(/cobrimos|preço melhor|orçamento menor/i);
  });

  it("asks about health plans under the home page's 'Convênios' headings without repeating them", () => {
    const text = bodyText("/");
    expect(text).not.toContain("Convênios: pergunte");
    expect(text.match(/Pergunte pelo WhatsApp quais planos de saúde atendemos antes de agendar\./g)).toHaveLength(2);
  });

  it("states the companion right as Lei 14.737/2023 gives it on the morphological ultrasound page", () => {
    const answer = faqAnswer("/ultrassom-morfologico", "Posso levar acompanhante?");
    expect(answer).toMatch(/^Sim\. A Lei nº 14\.737\/2023 garante a toda mulher o direito de ter um acompanhante/);
    for (const fact of [
      "maior de idade",
      "de sua livre escolha",
      "durante todo o atendimento",
      "em consultas, exames e procedimentos",
      "em serviços de saúde públicos ou privados",
      "sem precisar avisar antes nem justificar",
    ])
      expect(answer).toContain(fact);
  });
});
