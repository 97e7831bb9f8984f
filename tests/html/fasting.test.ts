/**
 * The laboratory's fasting facts (content/laboratorio.yaml), as the pages that show them print
 * them: no table until the laboratory's responsible doctor confirms it (a notice instead), the
 * lipid profile's fasting not mandatory in it, and fasting not always needed and following the
 * requesting doctor (Brazilian consensus of 2016) wherever it is named.
 */
import { describe, expect, it } from "vitest";
import { labPreparationConfirmed } from "#generated/lab-preparation.ts";
import { readLaboratory } from "#scripts/generate-content.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { builtDocument, squash, textOf } from "../built-site";

/** The rows of content/laboratorio.yaml's table, as a confirmed table shows them. */
const { fastingTable } = await readLaboratory(fixtureRoot);
const labFastingRows = () => fastingTable.rows.map(({ exam, fasting }) => [exam, fasting] as const);

const tableRows = (path: string) =>
  [...builtDocument(path).querySelectorAll("table:has(caption) tr")]
    .filter((row) => row.closest("table")?.querySelector("caption")?.textContent === "Tempo de jejum por exame")
    .map((row) => [...row.children].map((cell) => squash(cell.textContent)));

describe("fasting before blood tests", () => {
  it.each(["/exames-laboratoriais", "/endocrinologista"])(
    "%s shows no fasting table until the laboratory's doctor confirms it, and says to check the preparation with the team",
    (path) => {
      // content/laboratorio.yaml: confirmedByDoctor is false (scripts/publication-gate.ts refuses to publish it so).
      expect(labPreparationConfirmed).toBe(false);
      expect(tableRows(path)).toEqual([]);
      const document = builtDocument(path);
      expect(squash(textOf(document, '[data-testid="table-pending"]'))).toBe(
        "Tabela em conferência pela médica responsável pelo laboratório. Confirme o preparo com a nossa equipe antes da coleta.",
      );
      expect(squash(textOf(document, "main"))).not.toContain("Glicose 8 a 12 horas");
    },
  );

  it("once confirmed, the table says cholesterol and triglycerides fasting is not mandatory", () => {
    const rows = Object.fromEntries(labFastingRows());
    expect(rows["Colesterol"]).toBe("Não obrigatório (12 horas se o médico pedir)");
    expect(rows["Triglicerídeos"]).toBe("Não obrigatório (12 horas se o médico pedir)");
  });

  it("never tells a patient the cholesterol test always needs fasting", () => {
    for (const path of ["/clinico-geral", "/endocrinologista"]) {
      const text = squash(textOf(builtDocument(path), "main"));
      expect(text, path).toContain("nem sempre é necessário; siga a orientação do médico que pediu o exame");
      expect(text, path).not.toMatch(/exigem jejum, como [^.]*colesterol/);
    }
  });
});
