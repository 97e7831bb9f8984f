import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/endocrinologista",
  meta: {
    title: "Endocrinologista no Barreiro, BH",
    description: "Endocrinologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["endocrinologista barreiro", "endocrinologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Endocrine", name: "Endocrinologia" },
  rating: { value: 4.9, count: 95, reviews: [] },
  hero: {
    title: "Endocrinologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "endocrinologista", alt: "Ilustração: Endocrinologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Endocrinologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
