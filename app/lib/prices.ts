import type { ArticlePageContent } from "#app/site/types.ts";

/** 150 → "R$ 150,00", as Brazilian prices are written. */
export function brl(value: number): string {
  return value.toLocaleString("pt-BR", { style: "currency", currency: "BRL" });
}

/**
 * "Consulta a partir de R$ 150,00" on a specialty page, "Exame a partir de R$ 80,00" on an exam's,
 * from the price the clinic gave; nothing when it gave none.
 */
export function priceFromText(content: Pick<ArticlePageContent, "price" | "mainEntity">): string | undefined {
  if (content.price === undefined) return undefined;
  const what = content.mainEntity.type === "MedicalSpecialty" ? "Consulta" : "Exame";
  return `${what} a partir de ${brl(content.price)}`;
}
