import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/oftalmologista",
  meta: {
    title: "Oftalmologista no Barreiro, BH",
    description: "Oftalmologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["oftalmologista barreiro", "oftalmologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Optometric", name: "Oftalmologia" },
  rating: { value: 4.8, count: 78, reviews: [] },
  hero: {
    title: "Oftalmologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "oftalmologista", alt: "Ilustração: Oftalmologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Oftalmologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
