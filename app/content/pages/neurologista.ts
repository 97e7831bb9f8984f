import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/neurologista",
  meta: {
    title: "Neurologista no Barreiro, BH",
    description: "Neurologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["neurologista barreiro", "neurologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Neurologic", name: "Neurologia" },
  rating: { value: 4.8, count: 89, reviews: [] },
  hero: {
    title: "Neurologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "neurologista", alt: "Ilustração: Neurologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Neurologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
