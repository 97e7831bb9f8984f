/**
 * The laboratory's fasting facts (content/laboratorio.yaml), as the pages that show them print
 * them. The tests' copy of the content has the table confirmed by the laboratory's doctor (until
 * then no page shows it, only a notice: scripts/generate-content.test.ts); the answer comes first,
 * one line per exam, then the table, and the two agree: the lipid profile's fasting only when the
 * requesting doctor asks (Brazilian consensus of 2016), never "Colesterol: 12 horas" flatly.
 */
import { describe, expect, it } from "vitest";
import { labPreparationConfirmed } from "#generated/lab-preparation.ts";
import { readLaboratory } from "#scripts/generate-content.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { builtDocument, squash, textOf } from "../built-site";

const { fastingTable } = await readLaboratory(fixtureRoot);

/** Whether `a` starts before `b` in the document (linkedom's compareDocumentPosition is not reliable). */
const precedes = (a: Element, b: Element) => {
  const order = [...a.ownerDocument.querySelectorAll("*")];
  return order.indexOf(a) < order.indexOf(b);
};

const fastingTableOf = (document: Document) =>
  [...document.querySelectorAll("table")].find(
    (table) => squash(table.querySelector("caption")?.textContent) === fastingTable.caption,
  );
const tableRows = (table: Element | undefined) =>
  Object.fromEntries(
    [...(table?.querySelectorAll("tbody tr") ?? [])].map((row) => {
      const [exam, fasting] = [...row.children].map((cell) => squash(cell.textContent));
      return [exam!, fasting!];
    }),
  );

describe("fasting before blood tests", () => {
  it("the tests' content has the table confirmed by the laboratory's doctor", () => {
    expect(labPreparationConfirmed).toBe(true);
  });

  describe.each(["/exames-laboratoriais", "/endocrinologista"])("%s", (path) => {
    const document = builtDocument(path);
    const section = document.getElementById("preparo-e-jejum") ?? fastingTableOf(document)!.closest("section")!;
    const answers = [...section.querySelectorAll('[data-testid="table-answers"] li')].map((item) =>
      squash(item.textContent),
    );
    const table = fastingTableOf(document);

    it("answers first, one line per exam, before the section's words and the table", () => {
      expect(answers).toEqual([
        "Glicose: 8 horas de jejum",
        "Colesterol e triglicerídeos: jejum só se o médico pedir (então 12 horas)",
        "Insulina: 8 horas de jejum",
      ]);
      const list = section.querySelector('[data-testid="table-answers"]')!;
      expect(list.previousElementSibling?.tagName).toBe("H2");
      expect(precedes(list, table!)).toBe(true);
      for (const paragraph of section.querySelectorAll("p")) expect(precedes(list, paragraph)).toBe(true);
    });

    it("the table agrees with the answers: every exam of an answer has that answer's fasting in the table", () => {
      const rows = tableRows(table);
      expect(Object.keys(rows)).toEqual(["Glicose", "Colesterol", "Triglicerídeos", "Insulina"]);
      const said = answers.flatMap((answer) => {
        const [names, fasting] = answer.split(": ");
        return names!.split(/, | e /).map((name) => [name.toLowerCase(), fasting!.toLowerCase()]);
      });
      expect(Object.fromEntries(said)).toEqual(
        Object.fromEntries(Object.entries(rows).map(([exam, fasting]) => [exam.toLowerCase(), fasting.toLowerCase()])),
      );
      // Never a flat "12 horas" for the lipid profile: fasting only when the doctor asks.
      expect(rows["Colesterol"]).toBe("Jejum só se o médico pedir (então 12 horas)");
      expect(squash(textOf(document, "main"))).not.toMatch(/Colesterol:? 12 horas/);
    });
  });

  it("never tells a patient the cholesterol test always needs fasting", () => {
    for (const path of ["/clinico-geral", "/endocrinologista"]) {
      const text = squash(textOf(builtDocument(path), "main"));
      expect(text, path).toContain("nem sempre é necessário; siga a orientação do médico que pediu o exame");
      expect(text, path).not.toMatch(/exigem jejum, como [^.]*colesterol/);
    }
  });
});
