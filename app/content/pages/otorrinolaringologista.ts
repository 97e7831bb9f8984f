import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  path: "/otorrinolaringologista",
  meta: {
    title: "Otorrinolaringologista no Barreiro, BH",
    description: "Otorrinolaringologista na Clínica Médica Barreiro, em Belo Horizonte: atendimento rápido e preço acessível. Agende pelo WhatsApp ou telefone.",
    keywords: ["otorrinolaringologista barreiro", "otorrinolaringologista bh"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Otolaryngologic", name: "Otorrinolaringologia" },
  hero: {
    title: "Otorrinolaringologista no Barreiro",
    tagline: "Atendimento com preço acessível e sem longas esperas.",
    image: { name: "otorrinolaringologista", alt: "Ilustração: Otorrinolaringologista" },
  },
  list: { heading: "Quando procurar", items: ["Procure atendimento quando tiver sintomas ou orientação médica."] },
  cards: { heading: "Como podemos ajudar", items: [{ title: "Otorrinolaringologista", text: "Atendimento na Clínica Médica Barreiro." }] },
  sections: [],
  faq: [],
  cta: { heading: "Agende seu atendimento", text: "Fale com a nossa equipe pelo WhatsApp ou por telefone." },
};
