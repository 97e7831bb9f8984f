import type { ReferralContent } from "../types";

export const content: ReferralContent = {
  path: "/indique-ja",
  meta: {
    title: "Programa Indique Já – Indique Amigos e Ganhe",
    description: "Programa Indique Já da Clínica Médica Barreiro: indique amigos, sem limite de indicações, e ganhe um brinde a cada indicação atendida.",
    keywords: ["programa indique já", "indicação clínica barreiro"],
  },
  mainEntity: { type: "MedicalWebPage", name: "Programa Indique Já" },
  hero: { title: "Programa INDIQUE JÁ", tagline: "Indique amigos e familiares e ganhe um brinde a cada indicação atendida.", image: { name: "indique-ja", alt: "Ilustração de amigos indicando a clínica" } },
  campaign: { heading: "Cuidar de quem você gosta vale presente", paragraphs: ["Indique a clínica para amigos e familiares."] },
  howItWorks: { heading: "Como funciona", steps: [{ title: "Indique", text: "Conte sobre a clínica para alguém." }] },
  rules: { heading: "Regras", items: ["Não há limite de indicações."] },
  download: { heading: "Compartilhe a campanha", text: "Baixe a imagem da campanha e envie para os seus contatos.", label: "Baixar imagem da campanha", file: "/images/generated/campanha-indique-ja.png" },
  faq: [],
  cta: { heading: "Fale com a gente", text: "Tire suas dúvidas sobre o programa pelo WhatsApp ou por telefone." },
};
