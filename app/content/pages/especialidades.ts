import type { SpecialtiesOverviewContent } from "../types";

export const content: SpecialtiesOverviewContent = {
  path: "/especialidades",
  meta: {
    title: "Especialidades Médicas no Barreiro, BH",
    description: "Conheça as especialidades médicas da Clínica Médica Barreiro em Belo Horizonte e saiba quando procurar cada especialista. Agende pelo WhatsApp.",
    keywords: ["especialidades médicas barreiro", "médicos especialistas bh"],
  },
  mainEntity: { type: "MedicalWebPage", name: "Especialidades médicas" },
  hero: { title: "Nossas Especialidades", tagline: "Especialistas em um só lugar, com preço acessível e sem longas esperas." },
  cards: [
    { name: "Psiquiatra", image: { name: "psiquiatra", alt: "Ilustração de consulta com psiquiatra" }, symptoms: ["Ansiedade", "Depressão", "Insônia", "Mudanças de humor"], description: "Cuidado médico da saúde mental.", link: "/psiquiatra" },
  ],
  notFound: { heading: "Não encontrou sua especialidade?", text: "Fale com a nossa equipe: atendemos outras áreas e indicamos o especialista certo.", cta: "Fale Conosco" },
  cta: { heading: "Agende sua consulta", text: "Pelo WhatsApp ou por telefone, com resposta rápida." },
};
