/**
 * The laboratory's fasting facts (content/laboratorio.yaml), as the pages that show them print
 * them. The tests' copy of the content has the table confirmed by the laboratory's doctor; the
 * answer comes first, one line per exam, then the table, and the two agree: the lipid profile's
 * fasting only when the requesting doctor asks (Brazilian consensus of 2016), never
 * "Colesterol: 12 horas" flatly. /exames-laboratoriais also answers on its first screens, in both
 * states of the table: the held state (the clinic's content/ until the doctor ticks "Preparo
 * conferido") is the same page rendered by its view with the laboratory's module as the build
 * writes it then (the fixture with the box unticked), parsed like the built files.
 */
import { parseHTML } from "linkedom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { labPreparationConfirmed } from "#generated/lab-preparation.ts";
import { content as laboratoryPage } from "#generated/pages/exames-laboratoriais.ts";
import ArticleView from "#app/views/article.tsx";
import { fastingSummaryFrom, fastingTableFrom, readLaboratory } from "#scripts/generate-content.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { builtDocument, squash, textOf } from "../built-site";

const laboratory = await readLaboratory(fixtureRoot);
const { fastingTable } = laboratory;

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

/** The answers on a page's first screens: the box under the price line, before the booking box and the photo. */
const summaryOf = (document: Document) => document.querySelector('[data-testid="fasting-summary"]');
const answersIn = (element: Element | null) =>
  [...(element?.querySelectorAll("li") ?? [])].map((item) => squash(item.textContent));

describe("/exames-laboratoriais answers fasting on its first screens", () => {
  const document = builtDocument("/exames-laboratoriais");
  const summary = summaryOf(document)!;

  it("right under the title and the price line, before the booking box, the photo and every section", () => {
    expect(summary).not.toBeNull();
    expect(summary.previousElementSibling?.getAttribute("data-testid")).toBe("price-note");
    expect(summary.previousElementSibling?.previousElementSibling?.querySelector("h1")).not.toBeNull();
    const symptoms = document.querySelector('[data-placement="symptoms"]')!;
    expect(precedes(summary, symptoms)).toBe(true);
  });

  it("glucose and cholesterol answered, from the table's own cells, with the care to follow the doctor's request", () => {
    expect(squash(summary.querySelector("h2")?.textContent)).toBe(laboratory.summary.heading);
    expect(answersIn(summary)).toEqual([
      "Glicose: 8 horas de jejum",
      "Colesterol e triglicerídeos: jejum só se o médico pedir (então 12 horas)",
      "Insulina: 8 horas de jejum",
    ]);
    const text = squash(summary.textContent);
    expect(text).toContain(squash(laboratory.summary.care));
    expect(text).toContain("Siga a orientação do seu pedido médico");
    expect(text).not.toMatch(/Colesterol:? 12 horas/);
  });

  it("with the table shown, leads to it, and the section presents it: “logo abaixo, a tabela de jejum”", () => {
    const link = summary.querySelector("a")!;
    expect(squash(link.textContent)).toBe(laboratory.summary.tableLink);
    const target = document.getElementById(link.getAttribute("href")!.slice(1))!;
    expect(fastingTableOf(document)?.closest("section")).toBe(target);
    expect(squash(target.textContent)).toContain("logo abaixo, a tabela de jejum");
    // While the table shows, the notice for the held table does not.
    expect(squash(summary.textContent)).not.toContain(squash(laboratory.summary.whilePending));
    expect(document.querySelector('[data-testid="table-pending"]')).toBeNull();
  });

  it("a page that does not ask it first has no box, and still presents its table only with it (/endocrinologista)", () => {
    const endocrinology = builtDocument("/endocrinologista");
    expect(summaryOf(endocrinology)).toBeNull();
    const section = fastingTableOf(endocrinology)!.closest("section")!;
    expect(squash(section.textContent)).toContain("Veja abaixo o jejum de cada exame.");
  });
});

describe("while the laboratory's doctor has not confirmed the table", () => {
  const held = { ...laboratory, confirmedByDoctor: false };
  const page = parseHTML(
    `<!doctype html><html><body><main>${renderToStaticMarkup(
      createElement(ArticleView, {
        content: laboratoryPage,
        laboratory: { fastingTable: fastingTableFrom(held), fastingSummary: fastingSummaryFrom(held) },
      }),
    )}</main></body></html>`,
  ).document as unknown as Document;
  const summary = summaryOf(page)!;
  const mainText = squash(textOf(page, "main"));

  it("still answers glucose and cholesterol on the first screens, with the same care and what to do meanwhile", () => {
    expect(summary.previousElementSibling?.getAttribute("data-testid")).toBe("price-note");
    expect(answersIn(summary)).toEqual(answersIn(summaryOf(builtDocument("/exames-laboratoriais"))));
    const text = squash(summary.textContent);
    expect(text).toContain(squash(laboratory.summary.care));
    expect(text).toContain(squash(laboratory.summary.whilePending));
  });

  it("never refers to a table it does not show: no table, no link to it, no “logo abaixo, a tabela de jejum”", () => {
    expect(fastingTableOf(page)).toBeUndefined();
    expect(page.querySelector("table")).toBeNull();
    expect(summary.querySelector("a")).toBeNull();
    expect(mainText).not.toContain("logo abaixo, a tabela de jejum");
    expect(mainText).not.toContain(squash(laboratory.summary.tableLink));
    expect(mainText).not.toMatch(/tabela abaixo|abaixo, a tabela/i);
    // The section says the table is being checked (the notice), in its place.
    expect(squash(page.querySelector('[data-testid="table-pending"]')?.textContent)).toBe(
      squash(laboratory.pendingNotice),
    );
    // The section's own answers wait with the table: the first screens' box is the one answer.
    expect(page.querySelector('[data-testid="table-answers"]')).toBeNull();
  });
});
