import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/ultrassom-morfologico",
  meta: {
    title: "Ultrassom Morfológico no Barreiro, BH",
    description: "Ultrassom Morfológico na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["ultrassom morfológico barreiro", "ultrassom morfológico bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Ultrassom Morfológico" },
  hero: {
    title: "Ultrassom Morfológico no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "ultrassom-morfologico", alt: "Ilustração: Ultrassom Morfológico" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Ultrassom Morfológico", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
