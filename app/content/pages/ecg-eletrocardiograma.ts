import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "ECG (Eletrocardiograma) no Barreiro, BH – Exame Rápido",
    description:
      "Eletrocardiograma (ECG) no Barreiro, Belo Horizonte: exame rápido e indolor que avalia o ritmo do coração, sem jejum e com preço acessível. Agende já.",
    keywords: [
      "eletrocardiograma barreiro",
      "ecg bh",
      "exame do coração",
      "eletrocardiograma preço acessível",
      "ecg risco cirúrgico",
      "arritmia",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "ECG - Eletrocardiograma",
    usedToDiagnose: [
      "Arritmia cardíaca",
      "Infarto do miocárdio",
      "Isquemia miocárdica",
      "Sobrecarga das câmaras cardíacas",
    ],
  },
  rating: {
    value: 4.8,
    count: 89,
    reviews: [
      {
        author: "José R.",
        rating: 5,
        body: "Precisava do eletrocardiograma para o risco cirúrgico e resolvi tudo em uma manhã. Exame rapidinho.",
        datePublished: "2024-09-18",
      },
      {
        author: "Luciana F.",
        rating: 5,
        body: "A técnica explicou cada passo e foi muito cuidadosa. Não senti nada.",
        datePublished: "2024-07-02",
      },
      {
        author: "Antônio P.",
        rating: 4,
        body: "Atendimento bom e pontual. Só esperei um pouco na recepção porque cheguei adiantado.",
        datePublished: "2024-04-15",
      },
    ],
  },
  hero: {
    title: "Eletrocardiograma (ECG) no Barreiro",
    tagline: "Um exame simples, rápido e indolor que registra a atividade elétrica do seu coração.",
    image: {
      name: "ecg-eletrocardiograma",
      failure: "placeholder",
      alt: "Ilustração de um paciente deitado fazendo eletrocardiograma, com o traçado do coração no monitor",
    },
    highlights: ["Duração: poucos minutos", "Registro de cerca de 10 segundos", "Indolor e sem jejum"],
  },
  list: {
    heading: "Quando fazer o eletrocardiograma",
    items: [
      "Palpitações, coração acelerado ou batimentos irregulares",
      "Dor ou desconforto no peito já avaliado pelo médico, para investigação",
      "Falta de ar, tontura ou desmaios sem causa conhecida",
      "Pressão alta, diabetes ou colesterol alto em acompanhamento",
      "Avaliação de risco cirúrgico antes de uma cirurgia",
      "Check-up, exame admissional ou liberação para atividade física",
      "Acompanhamento de doenças do coração e do efeito de alguns remédios",
    ],
  },
  cards: {
    heading: "Tudo sobre o exame",
    items: [
      {
        icon: "activity",
        title: "Como é feito",
        text: "Você fica deitado, e pequenos eletrodos adesivos são colocados no peito, nos braços e nas pernas. O aparelho apenas registra os sinais do coração: não passa corrente elétrica pelo corpo. O registro em si leva cerca de 10 segundos e o exame todo dura poucos minutos.",
      },
      {
        icon: "clipboard",
        title: "Preparo",
        items: [
          "Não é preciso jejum",
          "Evite cremes, óleos ou hidratantes no peito no dia do exame",
          "Prefira roupas fáceis de tirar da cintura para cima",
          "Tome seus remédios normalmente, salvo orientação médica",
          "Leve o pedido médico e, se tiver, eletrocardiogramas anteriores",
        ],
      },
      {
        icon: "check",
        title: "Resultado",
        text: "O traçado é analisado e recebe um laudo médico. A nossa equipe informa o prazo de entrega no agendamento. Leve o resultado ao médico que pediu o exame: é ele quem interpreta o ECG junto com os seus sintomas e o seu histórico.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-o-ecg",
      heading: "O que é o eletrocardiograma",
      paragraphs: [
        "O eletrocardiograma, ou ECG, registra em um gráfico os impulsos elétricos que fazem o coração bater. Por esse traçado, o médico avalia o ritmo e a frequência cardíaca e pode identificar sinais de arritmias, de falta de oxigenação do músculo do coração, de infarto antigo ou recente e de aumento das câmaras cardíacas.",
        "Por ser rápido, de baixo risco e acessível, é um dos exames mais pedidos na cardiologia, no check-up e na avaliação antes de cirurgias. Ele mostra o coração em repouso, no momento do exame; quando é preciso investigar sintomas que vão e voltam ou que surgem com o esforço, o médico pode complementar com Holter de 24 horas, teste ergométrico ou ecocardiograma.",
      ],
      note: "Aqui na clínica, o ECG é feito como exame de rotina, não como atendimento de emergência. Dor forte no peito, falta de ar intensa, desmaio ou suor frio pedem atendimento imediato: procure um pronto-socorro ou ligue 192 (SAMU).",
    },
  ],
  faq: [
    {
      question: "O eletrocardiograma dói ou dá choque?",
      answer:
        "Não. Os eletrodos apenas captam os sinais elétricos que o próprio coração produz. O exame é indolor e considerado seguro, inclusive para gestantes e crianças.",
    },
    {
      question: "Quanto tempo demora o ECG?",
      answer:
        "Poucos minutos do início ao fim. O registro do traçado leva cerca de 10 segundos; o restante do tempo é para posicionar e retirar os eletrodos.",
    },
    {
      question: "Preciso de jejum ou de algum preparo?",
      answer:
        "Não é preciso jejum. Basta evitar cremes e óleos no peito no dia do exame e usar roupa fácil de tirar da cintura para cima. Continue tomando seus remédios, salvo orientação do seu médico.",
    },
    {
      question: "Um ECG normal garante que o coração está saudável?",
      answer:
        "Não. O ECG mostra o coração em repouso e no momento do exame. Dependendo dos sintomas, o médico pode pedir exames complementares, como Holter, teste ergométrico ou ecocardiograma.",
    },
    {
      question: "O ECG serve para o risco cirúrgico?",
      answer:
        "Sim. O eletrocardiograma faz parte da avaliação de risco cirúrgico, junto com a consulta e outros exames pedidos pelo médico.",
    },
  ],
  cta: {
    heading: "Faça seu eletrocardiograma sem complicação",
    text: "Agende seu ECG no Barreiro pelo WhatsApp ou por telefone. Nossa equipe confirma o horário e tira suas dúvidas sobre o preparo.",
  },
  review: { reviewer: clinicalStaff.cardiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
