import type { TableBlock } from "../types";

/**
 * Preparation for the common blood tests (spec §9), shown by every page that explains it
 * (laboratory exams, endocrinology): one table, so a change reaches them all.
 */
export const labFastingTable: TableBlock = {
  caption: "Tempo de jejum por exame",
  columns: ["Exame", "Jejum"],
  rows: [
    ["Glicose", "8 a 12 horas"],
    ["Colesterol", "12 horas"],
    ["Triglicerídeos", "12 horas"],
    ["Insulina", "8 horas"],
  ],
};

/** What to avoid before any blood collection (spec §9). */
export const labCollectionRules = {
  exercise: "Evite exercícios intensos nas 24 horas anteriores à coleta.",
  alcohol: "Evite bebidas alcoólicas nas 72 horas anteriores à coleta.",
} as const;

/** "a", "a e b", "a, b e c". */
const listText = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/**
 * The fasting hours of `exams` (named as in labFastingTable), for running text; consecutive exams
 * with the same hours share them: ["Glicose", "Colesterol", "Triglicerídeos"] →
 * "glicose (8 a 12 horas), colesterol e triglicerídeos (12 horas)". An exam not in the table throws.
 */
export function fastingHoursText(exams: readonly string[]): string {
  const groups: { names: string[]; hours: string }[] = [];
  for (const exam of exams) {
    const hours = labFastingTable.rows.find(([name]) => name === exam)?.[1];
    if (hours === undefined) throw new Error(`${exam} is not in labFastingTable`);
    const name = exam.toLocaleLowerCase("pt-BR");
    const last = groups.at(-1);
    if (last?.hours === hours) last.names.push(name);
    else groups.push({ names: [name], hours });
  }
  return listText(groups.map(({ names, hours }) => `${listText(names)} (${hours})`));
}
