import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/angiologista",
  meta: {
    title: "Angiologista no Barreiro, BH",
    description: "Angiologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["angiologista barreiro", "angiologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Cardiovascular", name: "Angiologia" },
  hero: {
    title: "Angiologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "angiologista", alt: "Ilustração: Angiologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Angiologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
