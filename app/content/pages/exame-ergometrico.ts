import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/exame-ergometrico",
  meta: {
    title: "Teste Ergométrico no Barreiro, BH",
    description: "Teste Ergométrico na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["teste ergométrico barreiro", "teste ergométrico bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Teste Ergométrico" },
  hero: {
    title: "Teste Ergométrico no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "exame-ergometrico", alt: "Ilustração: Teste Ergométrico" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Teste Ergométrico", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
