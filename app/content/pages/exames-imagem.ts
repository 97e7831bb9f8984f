import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/exames-imagem",
  meta: {
    title: "Exames de Imagem no Barreiro, BH",
    description: "Exames de Imagem na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["exames de imagem barreiro", "exames de imagem bh"],
  },
  mainEntity: { type: "MedicalTest", name: "Exames de Imagem" },
  hero: {
    title: "Exames de Imagem no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "exames-imagem", alt: "Ilustração: Exames de Imagem" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Exames de Imagem", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
