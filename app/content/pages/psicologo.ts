import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Psicólogo no Barreiro, BH – Psicoterapia e Acolhimento",
    description:
      "Psicólogo no Barreiro, Belo Horizonte: psicoterapia para ansiedade, tristeza, estresse, luto e conflitos, com escuta acolhedora e sigilo. Agende pelo WhatsApp.",
    keywords: ["psicólogo barreiro", "psicólogo bh", "psicoterapia", "terapia", "ansiedade", "saúde mental"],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Psychiatric", name: "Psicologia" },
  hero: {
    title: "Psicólogo no Barreiro",
    tagline:
      "Um espaço seguro para falar sobre o que você sente, com escuta acolhedora, sigilo e respeito ao seu tempo.",
    image: {
      name: "psicologo",
      failure: "hide",
      alt: "Ilustração de uma sessão de psicoterapia com psicólogo em ambiente acolhedor",
    },
    highlights: ["Escuta sem julgamentos", "Sigilo profissional", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um psicólogo",
    items: [
      "Ansiedade, preocupação constante ou nervosismo",
      "Tristeza, desânimo ou sensação de vazio",
      "Estresse, esgotamento ou pressão no trabalho ou nos estudos",
      "Luto, separação ou outras perdas difíceis",
      "Conflitos nos relacionamentos, na família ou no casal",
      "Baixa autoestima ou insegurança",
      "Dificuldade para lidar com mudanças e decisões importantes",
    ],
  },
  cards: {
    heading: "Como a psicoterapia pode ajudar",
    items: [
      {
        icon: "smile",
        title: "Emoções e bem-estar",
        text: "Apoio para entender e lidar com ansiedade, tristeza, medo, raiva e estresse do dia a dia.",
      },
      {
        icon: "user",
        title: "Relações e autoconhecimento",
        text: "Um espaço para refletir sobre você, seus relacionamentos, sua autoestima e suas escolhas.",
      },
      {
        icon: "shield",
        title: "Momentos difíceis",
        text: "Acompanhamento em situações de luto, separação, doença, mudanças de vida e outros momentos de crise.",
      },
    ],
  },
  sections: [
    {
      id: "como-funciona-a-psicoterapia",
      heading: "Como funciona a psicoterapia",
      paragraphs: [
        "No primeiro encontro, o psicólogo conhece você, entende o que motivou a procura e explica como será o trabalho. Juntos, vocês combinam os objetivos, a frequência e a duração das sessões.",
        "A psicoterapia é um processo: os efeitos costumam aparecer com a continuidade dos encontros e variam de pessoa para pessoa. Tudo o que é falado nas sessões é protegido pelo sigilo profissional.",
      ],
    },
    {
      id: "psicologo-ou-psiquiatra",
      heading: "Psicólogo ou psiquiatra?",
      paragraphs: [
        "O psicólogo é o profissional da psicoterapia: ajuda você a compreender seus sentimentos e comportamentos e a desenvolver formas de lidar com as dificuldades. O psicólogo não prescreve medicamentos.",
        "O psiquiatra é médico: faz o diagnóstico dos transtornos mentais e, quando necessário, prescreve medicamentos. Em muitos casos, o melhor cuidado combina os dois profissionais, e o psicólogo pode orientar quando vale a pena buscar também uma avaliação psiquiátrica.",
      ],
      cards: [
        {
          icon: "brain",
          title: "Psiquiatra no Barreiro",
          text: "Consulta médica para avaliação e tratamento de transtornos mentais.",
          link: { label: "Conheça a psiquiatria", to: "/psiquiatra" },
        },
      ],
      note: "Em situação de crise, com risco à sua vida ou à de outra pessoa, procure imediatamente um pronto-socorro ou ligue 192 (SAMU). Para conversar com alguém a qualquer hora, o CVV (Centro de Valorização da Vida) oferece apoio emocional gratuito pelo telefone 188 e pelo chat em cvv.org.br.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um psicólogo?",
      answer:
        "Quando alguma emoção, pensamento ou situação está causando sofrimento, atrapalhando o sono, o trabalho ou as relações, ou quando você simplesmente sente necessidade de conversar com um profissional. Não é preciso estar em crise para começar.",
    },
    {
      question: "O psicólogo pode receitar remédios?",
      answer:
        "Não. O psicólogo não prescreve medicamentos. Se houver necessidade de avaliar o uso de medicação, ele pode orientar você a procurar um psiquiatra, e os dois profissionais podem acompanhar você em conjunto.",
    },
    {
      question: "Quais questões podem ser trabalhadas na terapia?",
      answer:
        "Ansiedade, tristeza, estresse, luto, conflitos familiares e amorosos, autoestima, dificuldades no trabalho ou nos estudos, mudanças de vida e muitas outras questões que causam sofrimento.",
    },
    {
      question: "Quanto tempo dura o tratamento?",
      answer:
        "Depende de cada pessoa e dos objetivos combinados. Há quem faça um acompanhamento mais curto, focado em uma questão, e quem prefira um processo mais longo. A frequência e a continuidade são conversadas com o psicólogo.",
    },
    {
      question: "O que eu falo na sessão fica em sigilo?",
      answer:
        "Sim. O psicólogo segue o sigilo profissional previsto no código de ética da profissão. As exceções são raras e ligadas a situações de risco grave, e são explicadas a você.",
    },
  ],
  cta: {
    heading: "Cuidar da mente também é cuidar da saúde",
    text: "Agende seu atendimento com psicólogo no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { profession: "psicologia" },
  review: { reviewer: clinicalStaff.psicologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
  crisisSupportLine: true,
};
