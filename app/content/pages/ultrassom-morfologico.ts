import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Ultrassom Morfológico no Barreiro, BH – 18 a 24 Semanas",
    description:
      "Ultrassom morfológico no Barreiro, Belo Horizonte: avaliação detalhada da formação do bebê entre 18 e 24 semanas de gestação. Agende pelo WhatsApp.",
    keywords: [
      "ultrassom morfológico barreiro",
      "ultrassom morfológico bh",
      "morfológico segundo trimestre",
      "ultrassom gestação",
      "pré-natal barreiro",
      "ultrassom obstétrico",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Ultrassom Morfológico",
    usedToDiagnose: [
      "Malformações fetais",
      "Alterações do crescimento fetal",
      "Alterações da placenta e do líquido amniótico",
    ],
  },
  rating: {
    value: 4.9,
    count: 89,
    reviews: [
      {
        author: "Camila T.",
        rating: 5,
        body: "O médico mostrou cada parte do bebê e respondeu a todas as nossas perguntas. Momento muito especial.",
        datePublished: "2024-10-14",
      },
      {
        author: "Bruna A.",
        rating: 5,
        body: "Consegui encaixar o exame na semana certa da gestação. Atendimento carinhoso do começo ao fim.",
        datePublished: "2024-06-28",
      },
      {
        author: "Thiago L.",
        rating: 4,
        body: "Eu e minha esposa saímos tranquilos. Tivemos que esperar um pouco, mas valeu pelo cuidado no exame.",
        datePublished: "2024-03-12",
      },
    ],
  },
  hero: {
    title: "Ultrassom Morfológico no Barreiro",
    tagline: "Um olhar detalhado sobre a formação do seu bebê, com cuidado e explicações claras durante o exame.",
    image: {
      name: "ultrassom-morfologico",
      failure: "placeholder",
      alt: "Ilustração de uma gestante fazendo ultrassom, com a imagem do bebê no monitor",
    },
    highlights: ["Ideal entre 18 e 24 semanas", "Indolor e sem radiação", "Sem jejum"],
  },
  list: {
    heading: "Indicações do ultrassom morfológico",
    items: [
      "Todas as gestantes, como parte do pré-natal, entre 18 e 24 semanas",
      "Avaliação detalhada dos órgãos e da formação do bebê",
      "Acompanhamento do crescimento e do desenvolvimento fetal",
      "Avaliação da placenta, do cordão umbilical e do líquido amniótico",
      "Gestações com histórico de alterações em exames anteriores",
      "Gestantes com diabetes, pressão alta ou outras condições em acompanhamento",
    ],
  },
  cards: {
    heading: "Tudo sobre o exame",
    items: [
      {
        icon: "baby",
        title: "Como é feito",
        text: "Você fica deitada e o médico passa um gel na barriga, deslizando o transdutor para examinar o bebê parte por parte: cabeça, coluna, coração, abdome, membros, além da placenta e do líquido. O exame é mais demorado que um ultrassom obstétrico comum, porque exige muitas medidas e detalhes.",
      },
      {
        icon: "clipboard",
        title: "Preparo",
        items: [
          "Não é preciso jejum",
          "Use roupa confortável, que facilite expor a barriga",
          "Leve o pedido médico, o cartão da gestante e os ultrassons anteriores",
          "Agende dentro da janela de 18 a 24 semanas indicada pelo seu médico",
        ],
      },
      {
        icon: "check",
        title: "Resultado",
        text: "O médico registra as medidas e as estruturas avaliadas em um laudo, entregue no prazo informado no agendamento. Leve o resultado à sua próxima consulta de pré-natal: o obstetra é quem interpreta o exame junto com todo o acompanhamento.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-o-morfologico",
      heading: "O que é o ultrassom morfológico",
      paragraphs: [
        "O ultrassom morfológico do segundo trimestre é um exame detalhado da anatomia do bebê. Ele é feito entre a 18ª e a 24ª semana de gestação, período em que os órgãos já estão formados e o tamanho do bebê permite ver cada estrutura com clareza.",
        "Além de avaliar a formação dos órgãos, o exame acompanha o crescimento, a posição da placenta, o cordão umbilical e a quantidade de líquido amniótico. Quando o bebê está em boa posição, geralmente também é possível ver o sexo.",
        "O ultrassom usa ondas sonoras, não usa radiação e é considerado seguro para a mãe e para o bebê.",
      ],
      note: "Nenhum exame de imagem consegue identificar todas as alterações, e a posição do bebê pode dificultar algumas imagens. Sangramento, perda de líquido, dor forte na barriga ou diminuição dos movimentos do bebê pedem avaliação imediata em pronto-atendimento obstétrico.",
    },
  ],
  faq: [
    {
      question: "Quando devo fazer o ultrassom morfológico?",
      answer:
        "Entre a 18ª e a 24ª semana de gestação. Converse com seu obstetra para escolher a melhor data dentro desse período.",
    },
    {
      question: "Preciso de algum preparo?",
      answer:
        "Não é preciso jejum nem bexiga cheia. Use roupa confortável e leve o pedido médico, o cartão da gestante e os exames anteriores.",
    },
    {
      question: "Vou conseguir saber o sexo do bebê?",
      answer:
        "Geralmente sim, se o bebê estiver em uma posição que permita ver. Mas o foco do exame é avaliar a saúde e a formação do bebê.",
    },
    {
      question: "Posso levar acompanhante?",
      answer:
        "Sim. A Lei nº 14.737/2023 garante a toda mulher o direito de ter um acompanhante maior de idade, de sua livre escolha, durante todo o atendimento em consultas, exames e procedimentos, em serviços de saúde públicos ou privados, sem precisar avisar antes nem justificar. O acompanhante deve manter em sigilo as informações de saúde que conhecer. Se quiser trazer mais de uma pessoa, confirme no agendamento quantas podem entrar na sala.",
    },
    {
      question: "O morfológico substitui as consultas de pré-natal?",
      answer:
        "Não. Ele é um dos exames do pré-natal e complementa as consultas com o obstetra, que acompanha a gestação como um todo.",
    },
  ],
  cta: {
    heading: "Agende o ultrassom morfológico do seu bebê",
    text: "Marque pelo WhatsApp ou por telefone, com antecedência, para fazer o exame na semana certa da sua gestação.",
  },
  review: { reviewer: clinicalStaff.radiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
