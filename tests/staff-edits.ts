/**
 * Five edits the clinic's staff make in the editor, as they land in the files: a FAQ answer on
 * /cardiologista, the clinic's review count, a fasting time, the Saturday hours, and a new exam
 * page (/holter-24-horas, the ECG page's file with its own title). Each is legitimate: the content
 * check accepts the result (scripts/content-independence.test.ts), and no code test may notice it.
 *
 *   tsx tests/staff-edits.ts [dir]   makes the five edits in dir/content/ (default: the project's);
 *                                    `git checkout content && git clean -fd content` undoes them.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Replaces `from` by `to` in `root`/`file`; throws when `from` is not there (the file changed shape). */
function replaceIn(root: string, file: string, from: string | RegExp, to: string): void {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, "utf8");
  if (typeof from === "string" ? !text.includes(from) : !from.test(text))
    throw new Error(`${file}: “${String(from)}” não foi encontrado.`);
  fs.writeFileSync(
    full,
    text.replace(from, () => to),
  );
}

export const staffEdits = {
  faqAnswer:
    "Hoje o atendimento de cardiologia também inclui a avaliação para atividade física, com orientação por escrito.",
  reviewCount: 131,
  glucoseFasting: "8 a 12 horas de jejum",
  saturdayCloses: "13:00",
  newExam: { slug: "holter-24-horas", label: "Holter 24 horas" },
} as const;

/** Makes the five edits in `root`/content/. */
export function makeStaffEdits(root: string): void {
  replaceIn(
    root,
    "content/especialidades/cardiologista.yaml",
    // The answer as Keystatic writes it: a long text folded over several lines (>-).
    /answer: (?:>-\n\s+)?Hipertensão arterial,[^]*?entre outras\./,
    `answer: ${staffEdits.faqAnswer}`,
  );
  replaceIn(root, "content/clinica.yaml", "  count: 127", `  count: ${staffEdits.reviewCount}`);
  replaceIn(
    root,
    "content/laboratorio.yaml",
    "exam: Glicose\n      fasting: 8 horas de jejum",
    `exam: Glicose\n      fasting: ${staffEdits.glucoseFasting}`,
  );
  replaceIn(
    root,
    "content/clinica.yaml",
    "label: Sábado\n    opens: '07:00'\n    closes: '12:00'",
    `label: Sábado\n    opens: '07:00'\n    closes: '${staffEdits.saturdayCloses}'`,
  );
  const ecg = fs.readFileSync(path.join(root, "content/exames/ecg-eletrocardiograma.yaml"), "utf8");
  const { slug, label } = staffEdits.newExam;
  fs.writeFileSync(
    path.join(root, `content/exames/${slug}.yaml`),
    ecg
      // Whatever the ECG page is called today: its menu label and order, its titles, its exam's name.
      .replace(/^label: .*\norder: \d+/m, `label: ${label}\norder: 11`)
      .replace(/^ {2}title: .*$/m, `  title: ${label} no Barreiro, BH`)
      .replace(/^(hero:\n(?: {2}.*\n)*? {2}title: ).*$/m, `$1${label} no Barreiro`)
      .replace(/^(mainEntity:\n {2}discriminant: MedicalTest\n {2}value:\n {4}name: ).*$/m, `$1${label}`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  makeStaffEdits(root);
  console.log(
    `${path.join(root, "content")}: cinco edições feitas (resposta, avaliações, jejum, sábado, ${staffEdits.newExam.slug}).`,
  );
}
