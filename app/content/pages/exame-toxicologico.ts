import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/exame-toxicologico",
  meta: {
    title: "Exame Toxicológico no Barreiro, BH",
    description: "Exame Toxicológico na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["exame toxicológico barreiro", "exame toxicológico bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Exame Toxicológico" },
  hero: {
    title: "Exame Toxicológico no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "exame-toxicologico", alt: "Ilustração: Exame Toxicológico" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Exame Toxicológico", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
