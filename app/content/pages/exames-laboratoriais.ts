import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/exames-laboratoriais",
  meta: {
    title: "Exames Laboratoriais no Barreiro, BH",
    description: "Exames Laboratoriais na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["exames laboratoriais barreiro", "exames laboratoriais bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Exames Laboratoriais" },
  hero: {
    title: "Exames Laboratoriais no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "exames-laboratoriais", alt: "Ilustração: Exames Laboratoriais" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Exames Laboratoriais", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
