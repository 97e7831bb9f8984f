import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Psiquiatra no Barreiro, BH – Consulta com Preço Acessível",
    description:
      "Consulta com psiquiatra no Barreiro, Belo Horizonte: avaliação de ansiedade, depressão, insônia e outros transtornos, com acolhimento e sigilo. Agende pelo WhatsApp.",
    keywords: [
      "psiquiatra barreiro",
      "psiquiatra bh",
      "consulta psiquiatra preço acessível",
      "ansiedade",
      "depressão",
      "insônia",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Psychiatric", name: "Psiquiatria" },
  rating: {
    value: 4.9,
    count: 134,
    reviews: [
      {
        author: "Mariana S.",
        rating: 5,
        body: "Fui ouvida com calma e sem julgamentos. Saí da consulta entendendo o meu tratamento.",
        datePublished: "2024-08-12",
      },
      {
        author: "Carlos A.",
        rating: 5,
        body: "Consegui horário na mesma semana e o atendimento foi muito humano.",
        datePublished: "2024-06-03",
      },
      {
        author: "Patrícia M.",
        rating: 4,
        body: "Ótima consulta, explicação clara sobre a medicação e o acompanhamento.",
        datePublished: "2024-03-21",
      },
    ],
  },
  hero: {
    title: "Psiquiatra no Barreiro",
    tagline: "Cuidado com a sua saúde mental, com escuta atenta, sigilo e um plano de tratamento feito para você.",
    image: {
      name: "psiquiatra",
      failure: "hide",
      alt: "Ilustração de uma consulta com psiquiatra em um consultório acolhedor",
    },
    highlights: ["Atendimento com sigilo", "Consultas presenciais", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um psiquiatra",
    items: [
      "Tristeza, desânimo ou falta de prazer que duram mais de duas semanas",
      "Ansiedade, preocupação excessiva ou crises de pânico",
      "Insônia ou alterações importantes do sono",
      "Mudanças bruscas de humor, irritabilidade ou impulsividade",
      "Dificuldade de concentração que atrapalha o trabalho ou os estudos",
      "Uso de álcool ou outras substâncias que está fugindo do controle",
    ],
  },
  cards: {
    heading: "Como a psiquiatria pode ajudar",
    items: [
      {
        icon: "brain",
        title: "Transtornos de humor",
        text: "Avaliação e acompanhamento de depressão, transtorno bipolar e distimia.",
      },
      {
        icon: "activity",
        title: "Ansiedade e pânico",
        text: "Tratamento de transtorno de ansiedade generalizada, pânico, fobias e TOC.",
      },
      {
        icon: "clock",
        title: "Sono e atenção",
        text: "Investigação de insônia, TDAH em adultos e outros quadros que afetam a rotina.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-psiquiatria",
      heading: "O que é a psiquiatria",
      paragraphs: [
        "A psiquiatria é a especialidade médica que previne, diagnostica e trata os transtornos mentais e emocionais, como depressão, ansiedade, transtorno bipolar, TDAH e dependência química.",
        "O psiquiatra é um médico: além de ouvir e orientar, ele pode solicitar exames, prescrever medicamentos quando necessário e trabalhar em conjunto com o psicólogo e outros especialistas.",
      ],
    },
    {
      id: "como-funciona-a-avaliacao",
      heading: "Como funciona a avaliação psiquiátrica",
      paragraphs: [
        "Na primeira consulta, o psiquiatra conversa com você sobre o que está sentindo, há quanto tempo, como está o sono, o apetite, o trabalho e as relações, além do seu histórico de saúde e de medicamentos.",
        "Se for preciso, ele pede exames para descartar causas físicas dos sintomas. Ao final, explica a hipótese diagnóstica e combina com você o plano de tratamento, que pode incluir psicoterapia, medicação e mudanças de hábitos, com retornos para acompanhar a evolução.",
      ],
      bullets: [
        "Leve a lista dos remédios que você usa e exames recentes, se tiver.",
        "Um familiar ou pessoa de confiança pode acompanhar, se você quiser.",
        "Tudo o que é dito na consulta é protegido pelo sigilo médico.",
      ],
      note: "Em situação de crise, com risco à sua vida ou à de outra pessoa, procure imediatamente um pronto-socorro ou ligue 192 (SAMU). Para conversar com alguém a qualquer hora, o CVV (Centro de Valorização da Vida) oferece apoio emocional gratuito pelo telefone 188 e pelo chat em cvv.org.br.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um psiquiatra?",
      answer:
        "Quando sintomas como tristeza, ansiedade, insônia ou mudanças de humor duram semanas, causam sofrimento ou atrapalham o trabalho, os estudos e as relações. Não é preciso esperar a situação ficar grave.",
    },
    {
      question: "Qual a diferença entre psiquiatra e psicólogo?",
      answer:
        "O psiquiatra é médico: diagnostica, pede exames e pode prescrever medicamentos. O psicólogo conduz a psicoterapia. Muitas vezes os dois trabalham juntos no mesmo tratamento.",
    },
    {
      question: "Quais condições o psiquiatra trata?",
      answer:
        "Depressão, ansiedade, síndrome do pânico, transtorno bipolar, TDAH, TOC, insônia, transtornos alimentares, dependência de álcool e outras substâncias, entre outras.",
    },
    {
      question: "Vou precisar tomar remédio?",
      answer:
        "Nem sempre. A indicação de medicamento depende da avaliação de cada caso e é sempre discutida com você, assim como o tempo de uso e os possíveis efeitos.",
    },
  ],
  cta: {
    heading: "Dê o primeiro passo pelo seu bem-estar",
    text: "Agende sua consulta com psiquiatra no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Psiquiatria" },
  review: { reviewer: clinicalStaff.psiquiatria, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
  crisisSupportLine: true,
};
