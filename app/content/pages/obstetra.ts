import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/obstetra",
  meta: {
    title: "Obstetra no Barreiro, BH",
    description: "Obstetra na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["obstetra barreiro", "obstetra bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Obstetric", name: "Obstetrícia" },
  hero: {
    title: "Obstetra no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "obstetra", alt: "Ilustração: Obstetra" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Obstetra", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
