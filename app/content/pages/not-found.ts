import type { NotFoundContent } from "../types";

/** The not-found card keeps the exact wording of the spec (§2, §8). */
export const content: NotFoundContent = {
  meta: {
    title: "Página não encontrada",
    description:
      "A página procurada não existe. Veja as especialidades e exames da Clínica Médica Barreiro ou agende pelo WhatsApp.",
    keywords: ["clínica médica barreiro"],
  },
  heading: "404 Page Not Found",
  text: "Did you forget to add the page to the router?",
  homeLink: "Voltar para a página inicial",
};
