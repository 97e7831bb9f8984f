import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/cardiologista",
  meta: {
    title: "Cardiologista no Barreiro, BH",
    description: "Cardiologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["cardiologista barreiro", "cardiologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Cardiovascular", name: "Cardiologia" },
  rating: { value: 4.8, count: 84, reviews: [] },
  hero: {
    title: "Cardiologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "cardiologista", alt: "Ilustração: Cardiologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Cardiologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
