import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Urologista no Barreiro, BH – Consulta, PSA e Exame de Urina",
    description:
      "Urologista no Barreiro, Belo Horizonte: saúde da próstata, infecção urinária, cálculo renal e preparo para PSA e exame de urina. Agende pelo WhatsApp.",
    keywords: [
      "urologista barreiro",
      "urologista bh",
      "consulta urologista",
      "exame PSA",
      "preparo PSA",
      "exame de urina",
      "próstata",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Urologic", name: "Urologia" },
  rating: {
    value: 4.8,
    count: 67,
    reviews: [
      {
        author: "Roberto M.",
        rating: 5,
        body: "Fiz meu check-up da próstata sem constrangimento. O urologista explicou cada exame com clareza.",
        datePublished: "2024-11-18",
      },
      {
        author: "Eduardo T.",
        rating: 5,
        body: "Recebi as orientações de preparo do PSA antes do exame, o que evitou ter que repetir a coleta.",
        datePublished: "2024-07-02",
      },
      {
        author: "Gilberto A.",
        rating: 4,
        body: "Consegui consulta rápido para tratar uma infecção urinária. Atendimento respeitoso.",
        datePublished: "2024-02-26",
      },
    ],
  },
  hero: {
    title: "Urologista no Barreiro",
    tagline:
      "Cuidado com o sistema urinário e a saúde masculina, com discrição, respeito e orientação clara sobre os exames.",
    image: {
      name: "urologista",
      failure: "hide",
      alt: "Ilustração de um urologista conversando com um paciente no consultório",
    },
    highlights: ["Atendimento discreto", "Orientação de preparo para exames", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um urologista",
    items: [
      "Ardor ou dor ao urinar, ou vontade de urinar muitas vezes",
      "Jato urinário fraco, dificuldade para esvaziar a bexiga ou acordar várias vezes à noite para urinar",
      "Sangue na urina",
      "Dor nas costas ou no lado do abdome que pode indicar cálculo renal (pedra nos rins)",
      "Perda involuntária de urina",
      "Dificuldade de ereção ou alterações na ejaculação",
      "Dor, inchaço ou caroço nos testículos",
      "Avaliação periódica da próstata, conforme a idade e o histórico familiar",
    ],
  },
  cards: {
    heading: "Como o urologista pode ajudar",
    items: [
      {
        icon: "shield",
        title: "Saúde da próstata",
        text: "Avaliação e acompanhamento do aumento benigno da próstata, prostatite e rastreamento do câncer de próstata, decidido junto com você.",
      },
      {
        icon: "droplet",
        title: "Sistema urinário",
        text: "Investigação e tratamento de infecção urinária, cálculo renal, incontinência e sangue na urina, em homens e mulheres.",
      },
      {
        icon: "user",
        title: "Saúde sexual masculina",
        text: "Avaliação de disfunção erétil, alterações da ejaculação, problemas nos testículos e orientação sobre vasectomia e fertilidade.",
      },
    ],
  },
  sections: [
    {
      id: "exame-psa",
      heading: "Exame de PSA: o que é e como se preparar",
      paragraphs: [
        "O PSA (antígeno prostático específico) é uma proteína produzida pela próstata e medida por um exame de sangue. Valores alterados não significam necessariamente câncer: o PSA também pode subir com o aumento benigno da próstata, inflamações, infecções e algumas atividades feitas nos dias anteriores.",
        "Por isso o resultado é sempre interpretado pelo urologista, junto com a consulta, o exame físico e, quando indicado, outros exames. Seguir o preparo corretamente evita resultados falsamente elevados e a necessidade de repetir a coleta.",
      ],
      bullets: [
        "Jejum de 4 horas antes da coleta.",
        "Respeite os prazos da tabela abaixo antes de fazer o exame.",
        "Informe na coleta os medicamentos que você usa, principalmente os que tratam a próstata ou a queda de cabelo, que podem alterar o valor do PSA.",
      ],
      table: {
        caption: "Quanto tempo esperar antes do exame de PSA",
        columns: ["Situação", "Aguardar antes do PSA"],
        rows: [
          ["Ejaculação (relação sexual ou masturbação)", "2 dias"],
          ["Andar de bicicleta, moto ou a cavalo", "2 dias"],
          ["Sondagem uretral (sonda na bexiga)", "3 dias"],
          ["Toque retal", "3 dias"],
          ["Uso de supositório", "3 dias"],
          ["Ultrassom transretal", "7 dias"],
          ["Colonoscopia", "15 dias"],
          ["Massagem prostática", "6 semanas"],
          ["Biópsia de próstata", "6 semanas"],
        ],
      },
      note: "Se você passou por alguma dessas situações dentro do prazo, avise a nossa equipe: a coleta pode ser remarcada sem problema.",
    },
    {
      id: "exame-de-urina",
      heading: "Exame de urina: como fazer a coleta corretamente",
      paragraphs: [
        "O exame de urina (urina tipo 1 ou EAS) e a urocultura ajudam a investigar infecção urinária, sangue na urina, cálculos e alterações dos rins. Uma coleta bem feita evita que bactérias da pele contaminem a amostra e alterem o resultado.",
      ],
      bullets: [
        "Dê preferência à primeira urina da manhã, que é mais concentrada, salvo outra orientação do médico ou do laboratório.",
        "Use um frasco estéril, fornecido pelo laboratório ou comprado na farmácia, e não toque na parte de dentro do frasco nem da tampa.",
        "Lave as mãos e faça a higiene da região genital com água e sabão, secando em seguida. Homens: retraia a pele do pênis. Mulheres: afaste os grandes lábios.",
        "Despreze o primeiro jato de urina no vaso sanitário.",
        "Sem interromper a micção, colete o jato do meio no frasco e despreze o restante no vaso.",
        "Feche bem o frasco, identifique-o com o seu nome e entregue-o no laboratório o quanto antes, conforme a orientação recebida.",
      ],
      note: "Mulheres devem evitar a coleta durante a menstruação, a menos que o médico oriente o contrário.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um urologista?",
      answer:
        "Quando houver ardor ou dificuldade para urinar, sangue na urina, dor nos rins, perda de urina, problemas de ereção ou alterações nos testículos. Homens também devem conversar com o urologista sobre a avaliação periódica da próstata, de acordo com a idade e o histórico familiar.",
    },
    {
      question: "Mulheres também podem consultar um urologista?",
      answer:
        "Sim. O urologista cuida do sistema urinário de homens e mulheres, como infecção urinária de repetição, cálculo renal e incontinência urinária.",
    },
    {
      question: "Quais exames o urologista costuma pedir?",
      answer:
        "Exame de urina, urocultura, PSA, exames de sangue para avaliar os rins e ultrassom do aparelho urinário e da próstata, entre outros, conforme o caso.",
    },
    {
      question: "Qual o preparo para o exame de PSA?",
      answer:
        "Jejum de 4 horas e respeito aos prazos de espera: 2 dias após ejaculação ou andar de bicicleta, moto ou a cavalo; 3 dias após sondagem, toque retal ou supositório; 7 dias após ultrassom transretal; 15 dias após colonoscopia; e 6 semanas após massagem prostática ou biópsia.",
    },
    {
      question: "O toque retal é obrigatório?",
      answer:
        "O exame físico é indicado pelo urologista de acordo com cada caso e sempre explicado antes. É rápido e feito com respeito à sua privacidade.",
    },
  ],
  cta: {
    heading: "Cuidar da saúde também é coisa de homem",
    text: "Agende sua consulta com urologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido e orienta sobre o preparo dos exames.",
  },
  careArea: { specialty: "Urologia" },
  review: { reviewer: clinicalStaff.urologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
