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
