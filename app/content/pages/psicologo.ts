import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/psicologo",
  meta: {
    title: "Psicólogo no Barreiro, BH",
    description: "Psicólogo na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["psicólogo barreiro", "psicólogo bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Psychiatric", name: "Psicologia" },
  hero: {
    title: "Psicólogo no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "psicologo", alt: "Ilustração: Psicólogo" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Psicólogo", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
