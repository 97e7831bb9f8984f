/**
 * An anchor id from a name a page shows ("Clínica Geral" → "clinica-geral"): lower case, no
 * accents, words joined by hyphens, so a link `#clinica-geral` reads as the name it goes to.
 */
export function anchorIdOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
