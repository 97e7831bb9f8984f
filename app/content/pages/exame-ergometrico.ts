import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Teste Ergométrico no Barreiro, BH – Exame de Esteira",
    description:
      "Teste ergométrico (exame de esteira) no Barreiro, BH: avalia o coração durante o esforço, com acompanhamento médico. Veja o preparo e agende pelo WhatsApp.",
    keywords: [
      "teste ergométrico barreiro",
      "exame de esteira bh",
      "teste de esforço",
      "teste ergométrico preparo",
      "exame do coração",
      "cardiologista barreiro",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Teste Ergométrico",
    usedToDiagnose: [
      "Doença arterial coronariana",
      "Isquemia miocárdica",
      "Arritmia induzida por esforço",
      "Hipertensão ao esforço",
    ],
  },
  rating: {
    value: 4.8,
    count: 67,
    reviews: [
      {
        author: "Rodrigo S.",
        rating: 5,
        body: "Fiz o teste para liberar a academia. O médico acompanhou o tempo todo e explicou o resultado.",
        datePublished: "2024-08-27",
      },
      {
        author: "Cláudia N.",
        rating: 4,
        body: "As orientações de preparo vieram certinhas pelo WhatsApp. Exame cansativo, mas tranquilo.",
        datePublished: "2024-05-09",
      },
      {
        author: "Paulo H.",
        rating: 5,
        body: "Equipe atenciosa e ambiente organizado. Fui atendido no horário marcado.",
        datePublished: "2024-01-30",
      },
    ],
  },
  hero: {
    title: "Teste Ergométrico no Barreiro",
    tagline:
      "O exame de esteira que mostra como o seu coração responde ao esforço físico, com acompanhamento médico do início ao fim.",
    image: {
      name: "exame-ergometrico",
      failure: "placeholder",
      alt: "Ilustração de um paciente caminhando na esteira com eletrodos no peito durante o teste ergométrico",
    },
    highlights: ["Duração: 30 a 45 minutos", "Jejum de 2 horas", "Sem cafeína 4 horas antes"],
  },
  list: {
    heading: "Quando fazer o teste ergométrico",
    items: [
      "Dor, aperto ou desconforto no peito ao fazer esforço, em investigação médica",
      "Falta de ar ou cansaço desproporcional durante atividades",
      "Liberação para começar ou intensificar atividade física",
      "Palpitações ou arritmias que surgem com o esforço",
      "Avaliação da pressão arterial durante o exercício",
      "Acompanhamento de quem já tem doença do coração, a pedido do cardiologista",
    ],
  },
  cards: {
    heading: "Tudo sobre o exame",
    items: [
      {
        icon: "activity",
        title: "Como é feito",
        text: "Eletrodos são colocados no peito e a pressão é medida ao longo do exame. Você caminha na esteira, que aumenta aos poucos a velocidade e a inclinação, enquanto o médico acompanha o eletrocardiograma e os sintomas. Depois vem a fase de recuperação, também monitorada. Tudo leva de 30 a 45 minutos.",
      },
      {
        icon: "clipboard",
        title: "Preparo",
        items: [
          "Jejum de 2 horas: faça uma refeição leve até 2 horas antes e não venha em jejum prolongado",
          "Sem cafeína nas 4 horas anteriores: café, chá preto, mate, chimarrão, refrigerantes de cola, energéticos e chocolate",
          "Vá de roupa confortável e tênis próprio para caminhada",
          "Não fume e evite exercícios no dia do exame",
          "Não suspenda remédios por conta própria: siga a orientação do médico que pediu o teste",
        ],
      },
      {
        icon: "check",
        title: "Resultado",
        text: "O médico analisa o traçado, a pressão, a frequência cardíaca e os sintomas durante o esforço e emite o laudo. O prazo de entrega é informado no agendamento. Leve o resultado ao médico que pediu o exame para definir os próximos passos.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-o-teste-ergometrico",
      heading: "O que é o teste ergométrico",
      paragraphs: [
        "Também chamado de teste de esforço ou exame de esteira, o teste ergométrico registra o eletrocardiograma, a frequência cardíaca e a pressão arterial enquanto você faz um esforço físico controlado. Algumas alterações do coração só aparecem quando ele precisa trabalhar mais, e por isso não são vistas em um eletrocardiograma de repouso.",
        "O esforço aumenta de forma gradual e o exame pode ser interrompido a qualquer momento, se você sentir algum desconforto ou se o médico julgar necessário. O objetivo não é chegar à exaustão, e sim alcançar o nível de esforço adequado para a avaliação.",
      ],
      bullets: [
        "Leve o pedido médico, a lista dos seus remédios e exames do coração anteriores.",
        "Avise a equipe se tiver dor nas articulações, labirintite ou dificuldade para caminhar: o médico avalia se o teste é indicado.",
        "Durante o exame, diga na hora se sentir dor no peito, tontura ou falta de ar.",
      ],
      note: "Se você está com dor no peito em repouso, falta de ar intensa ou teve desmaio recente, não espere pelo exame: procure um pronto-socorro ou ligue 192 (SAMU).",
    },
  ],
  faq: [
    {
      question: "Quanto tempo dura o teste ergométrico?",
      answer:
        "De 30 a 45 minutos, contando o preparo com os eletrodos, a fase na esteira e a recuperação. O tempo caminhando varia de pessoa para pessoa.",
    },
    {
      question: "Posso comer antes do exame?",
      answer:
        "Sim, e é até recomendado não vir em jejum prolongado. Faça uma refeição leve e respeite o jejum de 2 horas antes do teste. Evite cafeína nas 4 horas anteriores.",
    },
    {
      question: "Devo parar meus remédios do coração?",
      answer:
        "Não suspenda nenhum remédio por conta própria. Alguns medicamentos interferem no resultado, e só o médico que pediu o exame pode dizer se e quando suspendê-los.",
    },
    {
      question: "O exame tem riscos?",
      answer:
        "Como todo exame de esforço, tem riscos, mas as complicações são raras. Antes do teste, o médico avalia se ele é indicado para você; durante o exame, o esforço aumenta aos poucos, com monitoramento contínuo do coração e da pressão e acompanhamento médico, e o teste pode ser interrompido a qualquer momento.",
    },
  ],
  cta: {
    heading: "Agende seu teste ergométrico",
    text: "Marque pelo WhatsApp ou por telefone. Enviamos as orientações de preparo para você chegar tranquilo no dia do exame.",
  },
  review: { reviewer: clinicalStaff.cardiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
