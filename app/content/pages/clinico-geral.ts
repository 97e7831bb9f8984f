import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/clinico-geral",
  meta: {
    title: "Clínico Geral no Barreiro, BH",
    description: "Clínico Geral na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["clínico geral barreiro", "clínico geral bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "PrimaryCare", name: "Clínica Geral" },
  hero: {
    title: "Clínico Geral no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "clinico-geral", alt: "Ilustração: Clínico Geral" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Clínico Geral", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
