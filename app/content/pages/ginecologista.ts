import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/ginecologista",
  meta: {
    title: "Ginecologista no Barreiro, BH",
    description: "Ginecologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["ginecologista barreiro", "ginecologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Gynecologic", name: "Ginecologia" },
  rating: { value: 4.9, count: 156, reviews: [] },
  hero: {
    title: "Ginecologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "ginecologista", alt: "Ilustração: Ginecologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Ginecologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
