import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/ecocardiograma",
  meta: {
    title: "Ecocardiograma no Barreiro, BH",
    description: "Ecocardiograma na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["ecocardiograma barreiro", "ecocardiograma bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Ecocardiograma" },
  hero: {
    title: "Ecocardiograma no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "ecocardiograma", alt: "Ilustração: Ecocardiograma" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Ecocardiograma", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
