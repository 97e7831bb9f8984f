import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/ultrassom",
  meta: {
    title: "Ultrassom no Barreiro, BH",
    description: "Ultrassom na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["ultrassom barreiro", "ultrassom bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Ultrassom" },
  hero: {
    title: "Ultrassom no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "ultrassom", alt: "Ilustração: Ultrassom" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Ultrassom", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
