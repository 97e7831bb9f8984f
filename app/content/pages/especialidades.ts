import type { SpecialtiesOverviewContent } from "../types";

export const content: SpecialtiesOverviewContent = {
  meta: {
    title: "Especialidades Médicas no Barreiro, BH – Quando Procurar",
    description:
      "Conheça as especialidades médicas da Clínica Médica Barreiro, em Belo Horizonte, e saiba quando procurar cada especialista. Agende pelo WhatsApp ou telefone.",
    keywords: [
      "especialidades médicas barreiro",
      "médicos especialistas bh",
      "clínica médica barreiro",
      "consulta com especialista bh",
      "cardiologista barreiro",
      "ginecologista barreiro",
    ],
  },
  mainEntity: { type: "MedicalWebPage", name: "Especialidades médicas" },
  hero: {
    title: "Nossas Especialidades",
    tagline:
      "Médicos de várias especialidades em um só lugar, com preço acessível e sem longas esperas. Veja quando procurar cada um e agende a sua consulta.",
  },
  cards: [
    {
      name: "Cardiologia",
      image: { name: "cardiologista", alt: "Ilustração de um cardiologista auscultando o coração de um paciente" },
      symptoms: [
        "Pressão alta",
        "Palpitações ou coração acelerado",
        "Cansaço ou falta de ar aos esforços",
        "Check-up do coração",
      ],
      description: "Prevenção, diagnóstico e acompanhamento das doenças do coração e da circulação.",
      link: "/cardiologista",
    },
    {
      name: "Dermatologia",
      image: { name: "dermatologista", alt: "Ilustração de uma dermatologista examinando a pele de uma paciente" },
      symptoms: [
        "Acne e manchas na pele",
        "Pintas que mudam de cor ou tamanho",
        "Queda de cabelo",
        "Alergias e coceira na pele",
      ],
      description: "Cuidados com a saúde da pele, dos cabelos e das unhas.",
      link: "/dermatologista",
    },
    {
      name: "Ginecologia",
      image: { name: "ginecologista", alt: "Ilustração de uma consulta ginecológica em consultório" },
      symptoms: [
        "Consulta preventiva anual",
        "Cólicas e alterações da menstruação",
        "Corrimento ou coceira íntima",
        "Orientação sobre métodos contraceptivos",
      ],
      description: "Acompanhamento da saúde da mulher em todas as fases da vida, com exames preventivos.",
      link: "/ginecologista",
    },
    {
      name: "Oftalmologia",
      image: { name: "oftalmologista", alt: "Ilustração de um exame de vista com oftalmologista" },
      symptoms: [
        "Visão embaçada",
        "Dor de cabeça ao ler ou usar telas",
        "Olhos vermelhos ou irritados",
        "Revisão do grau dos óculos",
      ],
      description: "Avaliação da visão e da saúde dos olhos, da infância à terceira idade.",
      link: "/oftalmologista",
    },
    {
      name: "Psiquiatria",
      image: { name: "psiquiatra", alt: "Ilustração de uma consulta com psiquiatra em um consultório acolhedor" },
      symptoms: ["Ansiedade", "Depressão", "Insônia", "Mudanças de humor"],
      description: "Cuidado médico da saúde mental, com escuta atenta e sigilo.",
      link: "/psiquiatra",
    },
    {
      name: "Urologia",
      image: { name: "urologista", alt: "Ilustração de uma consulta com urologista" },
      symptoms: [
        "Dificuldade ou ardência para urinar",
        "Saúde da próstata e exame de PSA",
        "Pedra nos rins",
        "Disfunção erétil",
      ],
      description: "Saúde do trato urinário e do sistema reprodutor masculino.",
      link: "/urologista",
    },
    {
      name: "Neurologia",
      image: { name: "neurologista", alt: "Ilustração de um neurologista avaliando um paciente" },
      symptoms: ["Dor de cabeça e enxaqueca", "Tonturas", "Tremores ou formigamentos", "Esquecimentos frequentes"],
      description: "Diagnóstico e tratamento das doenças do cérebro, dos nervos e da medula.",
      link: "/neurologista",
    },
    {
      name: "Endocrinologia",
      image: { name: "endocrinologista", alt: "Ilustração de uma consulta com endocrinologista" },
      symptoms: ["Diabetes", "Problemas de tireoide", "Obesidade", "Alterações hormonais"],
      description: "Cuidado dos hormônios e do metabolismo, como diabetes, tireoide e peso.",
      link: "/endocrinologista",
    },
    {
      name: "Obstetrícia",
      image: { name: "obstetra", alt: "Ilustração de uma gestante em consulta de pré-natal" },
      symptoms: [
        "Suspeita ou confirmação de gravidez",
        "Consultas de pré-natal",
        "Planejamento da gestação",
        "Acompanhamento pós-parto",
      ],
      description: "Acompanhamento da gestação, do planejamento ao pós-parto.",
      link: "/obstetra",
    },
    {
      name: "Otorrinolaringologia",
      image: {
        name: "otorrinolaringologista",
        alt: "Ilustração de um otorrinolaringologista examinando o ouvido de um paciente",
      },
      symptoms: ["Sinusite e rinite", "Dor de ouvido ou perda de audição", "Dor de garganta frequente", "Ronco"],
      description: "Cuidado do ouvido, do nariz e da garganta.",
      link: "/otorrinolaringologista",
    },
    {
      name: "Angiologia",
      image: { name: "angiologista", alt: "Ilustração de um angiologista examinando as pernas de uma paciente" },
      symptoms: ["Varizes", "Dor nas pernas ao caminhar", "Inchaço nas pernas", "Feridas que demoram a cicatrizar"],
      description: "Saúde das veias e das artérias, com foco na circulação das pernas.",
      link: "/angiologista",
    },
    {
      name: "Clínica Geral",
      image: { name: "clinico-geral", alt: "Ilustração de um clínico geral em consulta com um paciente" },
      symptoms: [
        "Check-up e exames de rotina",
        "Febre, gripes e infecções",
        "Pressão alta e diabetes",
        "Dúvida sobre qual especialista procurar",
      ],
      description: "O primeiro cuidado: avaliação completa da saúde e encaminhamento quando necessário.",
      link: "/clinico-geral",
    },
  ],
  notFound: {
    heading: "Não encontrou sua especialidade?",
    text: "Também contamos com psicólogo e atendemos outras áreas. Fale com a nossa equipe: verificamos a disponibilidade e indicamos o profissional certo para você.",
    cta: "Fale Conosco",
  },
  cta: {
    heading: "Agende sua consulta com um especialista",
    text: "Pelo WhatsApp ou por telefone, com resposta rápida. Nossa equipe ajuda você a escolher a especialidade e o melhor horário.",
  },
};
