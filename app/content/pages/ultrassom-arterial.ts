import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/ultrassom-arterial",
  meta: {
    title: "Ultrassom Arterial (Doppler) no Barreiro, BH",
    description: "Ultrassom Arterial (Doppler) na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["ultrassom arterial (doppler) barreiro", "ultrassom arterial (doppler) bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Ultrassom Arterial (Doppler)" },
  hero: {
    title: "Ultrassom Arterial (Doppler) no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "ultrassom-arterial", alt: "Ilustração: Ultrassom Arterial (Doppler)" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Ultrassom Arterial (Doppler)", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
