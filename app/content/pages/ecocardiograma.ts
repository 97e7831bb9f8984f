import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Ecocardiograma no Barreiro, BH – Ultrassom do Coração",
    description:
      "Ecocardiograma no Barreiro, BH: ultrassom do coração que avalia válvulas, paredes e força de bombeamento, indolor e sem radiação. Agende pelo WhatsApp.",
    keywords: [
      "ecocardiograma barreiro",
      "ecocardiograma bh",
      "ultrassom do coração",
      "ecocardiograma com doppler",
      "exame do coração",
      "sopro no coração",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Ecocardiograma",
    usedToDiagnose: [
      "Insuficiência cardíaca",
      "Doença das válvulas cardíacas",
      "Sopro cardíaco",
      "Cardiopatia hipertensiva",
    ],
  },
  rating: {
    value: 4.9,
    count: 94,
    reviews: [
      {
        author: "Sandra M.",
        rating: 5,
        body: "O médico foi me mostrando as imagens e explicando com calma. Me senti muito segura.",
        datePublished: "2024-10-08",
      },
      {
        author: "Marcos V.",
        rating: 5,
        body: "Consegui marcar para a mesma semana e fui atendido no horário. Exame tranquilo.",
        datePublished: "2024-06-19",
      },
      {
        author: "Helena C.",
        rating: 4,
        body: "Levei minha mãe de 78 anos e todos foram atenciosos com ela. Recomendo.",
        datePublished: "2024-02-27",
      },
    ],
  },
  hero: {
    title: "Ecocardiograma no Barreiro",
    tagline:
      "O ultrassom do coração: mostra em tempo real como ele bate, como funcionam as válvulas e como o sangue circula.",
    image: {
      name: "ecocardiograma",
      failure: "placeholder",
      alt: "Ilustração de um exame de ecocardiograma, com o transdutor no peito do paciente e a imagem do coração na tela",
    },
    highlights: ["Duração: 20 a 40 minutos", "Indolor e sem radiação", "Em geral, sem jejum"],
  },
  list: {
    heading: "Quando fazer o ecocardiograma",
    items: [
      "Sopro no coração percebido em consulta",
      "Falta de ar, cansaço fora do comum ou inchaço nas pernas",
      "Pressão alta de longa data ou difícil de controlar",
      "Palpitações, arritmias ou alterações no eletrocardiograma",
      "Acompanhamento após infarto ou de doença das válvulas",
      "Avaliação antes de cirurgias ou de alguns tratamentos, a pedido do médico",
      "Dor no peito em investigação pelo cardiologista",
    ],
  },
  cards: {
    heading: "Tudo sobre o exame",
    items: [
      {
        icon: "scan",
        title: "Como é feito",
        text: "Você fica deitado, geralmente virado para o lado esquerdo. O médico passa um gel e desliza o transdutor do ultrassom sobre o peito, captando imagens do coração em movimento e, com o Doppler, o fluxo do sangue. O exame dura de 20 a 40 minutos.",
      },
      {
        icon: "clipboard",
        title: "Preparo",
        items: [
          "Em geral, não é preciso jejum",
          "Use roupas confortáveis e fáceis de tirar da cintura para cima",
          "Tome seus remédios normalmente, salvo orientação médica",
          "Leve o pedido médico e exames do coração anteriores",
        ],
      },
      {
        icon: "check",
        title: "Resultado",
        text: "As imagens e medidas são registradas em um laudo médico, com informações sobre o tamanho das câmaras, a espessura das paredes, as válvulas e a força de bombeamento. O prazo de entrega é informado no agendamento. Leve o laudo ao médico que pediu o exame.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-o-ecocardiograma-avalia",
      heading: "O que o ecocardiograma avalia",
      paragraphs: [
        "O ecocardiograma usa ondas de ultrassom, as mesmas de outros exames de ultrassonografia, para formar imagens do coração. Não usa radiação e pode ser repetido sempre que o médico achar necessário, inclusive em gestantes.",
        "Com ele, o médico consegue ver o coração em movimento e medir detalhes que o eletrocardiograma não mostra. Por isso, os dois exames costumam se complementar.",
      ],
      bullets: [
        "Tamanho das câmaras do coração e espessura das paredes",
        "Força de contração e capacidade de bombeamento (fração de ejeção)",
        "Funcionamento das válvulas: estreitamentos e refluxos",
        "Fluxo do sangue dentro do coração, pelo Doppler",
        "Alterações no pericárdio, a membrana que envolve o coração",
      ],
      note: "Falta de ar que piora rapidamente, dor forte no peito ou desmaio não devem esperar um exame agendado: procure um pronto-socorro ou ligue 192 (SAMU).",
    },
  ],
  faq: [
    {
      question: "Quanto tempo dura o ecocardiograma?",
      answer: "De 20 a 40 minutos, dependendo de cada caso e das medidas que o médico precisa registrar.",
    },
    {
      question: "Preciso estar em jejum?",
      answer:
        "Em geral, não. O ecocardiograma transtorácico, feito pelo peito, não exige jejum. Se o seu pedido for de outro tipo de ecocardiograma, a nossa equipe passa o preparo específico no agendamento.",
    },
    {
      question: "Qual a diferença entre ecocardiograma e eletrocardiograma?",
      answer:
        "O eletrocardiograma registra a atividade elétrica e o ritmo do coração. O ecocardiograma é um ultrassom: mostra a estrutura do coração, as válvulas e a força de bombeamento. Um não substitui o outro.",
    },
    {
      question: "O exame dói ou tem riscos?",
      answer:
        "Em geral, não dói: você sente apenas o gel frio e uma leve pressão do transdutor no peito. O ecocardiograma feito pelo peito não usa radiação nem agulhas e é um exame de baixo risco. Se algo incomodar, avise o médico durante o exame.",
    },
  ],
  cta: {
    heading: "Cuide do seu coração com exame de qualidade",
    text: "Agende seu ecocardiograma no Barreiro pelo WhatsApp ou por telefone. Confirmamos o horário e o preparo com você.",
  },
  review: { reviewer: clinicalStaff.cardiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
