import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/ecg-eletrocardiograma",
  meta: {
    title: "ECG - Eletrocardiograma no Barreiro, BH",
    description: "ECG - Eletrocardiograma na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["ecg - eletrocardiograma barreiro", "ecg - eletrocardiograma bh"],
  },
  mainEntity: { type: "MedicalTest", name: "ECG - Eletrocardiograma" },
  hero: {
    title: "ECG - Eletrocardiograma no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "ecg-eletrocardiograma", alt: "Ilustração: ECG - Eletrocardiograma" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "ECG - Eletrocardiograma", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
