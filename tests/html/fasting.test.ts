/**
 * The laboratory's fasting facts (content/laboratorio.yaml), as the pages that show them print
 * them: the spec's hours stay in the table, and the lipid profile says fasting is not always
 * needed and follows the requesting doctor (Brazilian consensus of 2016), wherever it is named.
 */
import { describe, expect, it } from "vitest";
import { builtDocument, squash, textOf } from "../built-site";

const tableRows = (path: string) =>
  [...builtDocument(path).querySelectorAll("table:has(caption) tr")]
    .filter((row) => row.closest("table")?.querySelector("caption")?.textContent === "Tempo de jejum por exame")
    .map((row) => [...row.children].map((cell) => squash(cell.textContent)));

describe("fasting before blood tests", () => {
  it.each(["/exames-laboratoriais", "/endocrinologista"])(
    "%s keeps the spec's hours and says the lipid profile's fasting follows the doctor",
    (path) => {
      expect(tableRows(path)).toEqual([
        ["Exame", "Jejum"],
        ["Glicose", "8 a 12 horas"],
        ["Colesterol", "12 horas"],
        ["Triglicerídeos", "12 horas"],
        ["Insulina", "8 horas"],
      ]);
      const text = squash(textOf(builtDocument(path), "main"));
      expect(text).toContain(
        "Colesterol e triglicerídeos: o jejum nem sempre é necessário. Desde 2016, as sociedades médicas brasileiras admitem o perfil lipídico sem jejum na maioria dos casos. Siga a orientação do médico que pediu o exame: se ele pedir jejum, vale o tempo da tabela.",
      );
    },
  );

  it("never tells a patient the cholesterol test always needs fasting", () => {
    for (const path of ["/clinico-geral", "/endocrinologista"]) {
      const text = squash(textOf(builtDocument(path), "main"));
      expect(text, path).toContain("nem sempre é necessário; siga a orientação do médico que pediu o exame");
      expect(text, path).not.toMatch(/exigem jejum, como [^.]*colesterol/);
    }
  });
});
