import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/urologista",
  meta: {
    title: "Urologista no Barreiro, BH",
    description: "Urologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["urologista barreiro", "urologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Urologic", name: "Urologia" },
  rating: { value: 4.8, count: 67, reviews: [] },
  hero: {
    title: "Urologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "urologista", alt: "Ilustração: Urologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Urologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
