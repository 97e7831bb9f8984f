import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/dermatologista",
  meta: {
    title: "Dermatologista no Barreiro, BH",
    description: "Dermatologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["dermatologista barreiro", "dermatologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Dermatologic", name: "Dermatologia" },
  rating: { value: 4.8, count: 92, reviews: [] },
  hero: {
    title: "Dermatologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "dermatologista", alt: "Ilustração: Dermatologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Dermatologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
