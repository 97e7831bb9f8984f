/**
 * What the legal review of December 2026 (N1) did to a copy of the shipped content to get past a
 * gate that trusted flags: untick every example flag and fill what the flags ask for, changing no
 * example value. In `root`/content/: `placeholders: []`, every person `placeholder: false`, the
 * laboratory confirmed, a source, its link and a date on the clinic's rating (the date unquoted, as
 * the editor writes it), every testimonial read by the technical director, text in every
 * “[… a preencher]” of the documents; and the confirmations a doctor or the reception gives by a
 * tick (review stamps, urgent-advice boxes, the council's answers) ticked. The publication gate must
 * still refuse each example value left (scripts/publication-gate.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { councilQuestions } from "#cms/council-questions.ts";

function edit(file: string, change: (text: string) => string): void {
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
}

function filesIn(dir: string, extension: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(extension))
        .map((name) => path.join(dir, name))
    : [];
}

/** A source, its link and the day it was read, after the rating's count (the order the editor writes them in). */
const sourced = "$1  source: Google\n  sourceUrl: https://maps.app.goo.gl/vLdB8rR7cQyJ2xNk9\n  readOn: 2026-11-25\n";

export function untickExampleFlags(root: string): void {
  const content = path.join(root, "content");
  edit(path.join(content, "clinica.yaml"), (text) =>
    text
      .replace(/^placeholders:\n(?: {2}- .*\n)*/m, "placeholders: []\n")
      .replace(/^(rating:\n {2}value: .*\n {2}count: .*\n)(?! {2}source:)/m, sourced)
      .replace(
        /^councilAnswers: \[\]$/m,
        `councilAnswers:\n${councilQuestions.map(({ key }) => `  - ${key}\n`).join("")}`.trimEnd(),
      ),
  );
  for (const file of filesIn(path.join(content, "equipe"), ".yaml"))
    edit(file, (text) => text.replace(/^placeholder: true$/m, "placeholder: false"));
  edit(path.join(content, "laboratorio.yaml"), (text) =>
    text.replace(/^confirmedByDoctor: false$/m, "confirmedByDoctor: true"),
  );
  for (const folder of ["especialidades", "exames"])
    for (const file of filesIn(path.join(content, folder), ".yaml"))
      edit(file, (text) =>
        text
          .replace(/^urgentAdviceConfirmed: false$/m, "urgentAdviceConfirmed: true")
          .replace(/^ {2}confirmedByReviewer: false$/m, "  confirmedByReviewer: true"),
      );
  edit(path.join(content, "paginas/inicio.yaml"), (text) =>
    text.replaceAll("confirmedByTechnicalDirector: false", "confirmedByTechnicalDirector: true"),
  );
  for (const file of filesIn(path.join(content, "documentos"), ".mdoc"))
    edit(file, (text) => text.replace(/\[[^\]]*a preencher[^\]]*\]/g, "Serviços Digitais Ltda."));
}
