import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/risco-cirurgico",
  meta: {
    title: "Risco Cirúrgico no Barreiro, BH",
    description: "Risco Cirúrgico na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["risco cirúrgico barreiro", "risco cirúrgico bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Risco Cirúrgico" },
  hero: {
    title: "Risco Cirúrgico no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "risco-cirurgico", alt: "Ilustração: Risco Cirúrgico" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Risco Cirúrgico", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
