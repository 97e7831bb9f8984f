/**
 * A problem's place in the editor's words: the entry's title, the fields' labels from the editor's
 * schema, and 1-based Portuguese ordinals for list items, never the file and its keys.
 */
import { describe, expect, it } from "vitest";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { withFacts } from "./facts";
import { editorPlace, ordinal } from "./places";

const place = (file: string, field: string) => editorPlace(file, field, fixtureRoot);

describe("a problem's place, as the editor shows it", () => {
  it("names a FAQ answer by its page, its list, its position and its label", () => {
    // Both the reader's keys (faq.1.answer) and the content check's (faq[1].answer).
    for (const field of ["faq.1.answer", "faq[1].answer"])
      expect(place("content/especialidades/cardiologista.yaml", field)).toBe(
        "Cardiologista › Perguntas frequentes › 2ª › Resposta",
      );
  });

  it("follows the choice the entry made: an exam's subject is a test, not a specialty", () => {
    expect(place("content/exames/ecg-eletrocardiograma.yaml", "mainEntity.name")).toBe(
      "Eletrocardiograma (ECG) › Nome do exame",
    );
    expect(place("content/paginas/inicio.yaml", "rating.reviews[0].authorizedOn")).toBe(
      "Página inicial › Avaliações de pacientes › Avaliações mostradas › 1ª › Data da autorização escrita do paciente",
    );
  });

  it("counts cards, sections and table cells in Portuguese ordinals", () => {
    expect(place("content/especialidades/cardiologista.yaml", "cards.items[0].link.to")).toBe(
      "Cardiologista › Cartões informativos › Cartões › 1º › Link › Destino do link",
    );
    expect(place("content/exames/ecg-eletrocardiograma.yaml", "sections[0].table.rows[1][2]")).toBe(
      "Eletrocardiograma (ECG) › Trechos da página › 1º › Tabela › Linhas › 2ª › Células da linha › 3ª",
    );
    expect([ordinal(0, "Perguntas frequentes"), ordinal(9, "Cartões"), ordinal(1, "Avaliações mostradas")]).toEqual([
      "1ª",
      "10º",
      "2ª",
    ]);
  });

  it("names the settings and the one-file pages by the editor's label, and a field the build derives by the form's", () => {
    expect(place("content/clinica.yaml", "contact.phoneE164")).toBe(
      "Dados da clínica › Contatos › Telefone fixo: número (com +55 e DDD, somente números)",
    );
    expect(place("content/paginas/especialidades.yaml", "cards[0].symptoms")).toBe(
      "Todas as especialidades › Cartões das especialidades › 1º › Quando procurar (quatro itens)",
    );
    expect(place("content/especialidades/cardiologista.yaml", "priceFrom")).toBe(
      "Cardiologista › Consulta a partir de (R$)",
    );
  });

  it("keeps the name of a file that is not the editor's", () => {
    expect(place("app/site/registry.ts", "/cardiologista")).toBe("app/site/registry.ts › /cardiologista");
  });

  it("names an unknown fact by the page and the field it was written in", () => {
    const page = {
      faq: [
        { question: "Q?", answer: "ok" },
        { question: "Q2?", answer: "{{telefone}}" },
      ],
    };
    expect(() => withFacts(page, "content/especialidades/cardiologista.yaml", {})).toThrow(
      /^Cardiologista › Perguntas frequentes › 2ª › Resposta: “\{\{telefone\}\}” não é um fato conhecido/,
    );
  });
});
