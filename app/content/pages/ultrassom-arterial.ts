import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Ultrassom Arterial com Doppler no Barreiro, BH",
    description:
      "Ultrassom arterial com Doppler no Barreiro, BH: avalia a circulação nas artérias das pernas, dos braços e do pescoço, indolor e sem radiação. Agende já.",
    keywords: [
      "ultrassom arterial barreiro",
      "doppler arterial bh",
      "doppler de carótidas",
      "doppler de membros inferiores",
      "má circulação",
      "angiologista barreiro",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Ultrassom Arterial (Doppler)",
    usedToDiagnose: [
      "Doença arterial obstrutiva periférica",
      "Aterosclerose",
      "Estenose de carótida",
      "Aneurisma arterial",
    ],
  },
  rating: {
    value: 4.8,
    count: 73,
    reviews: [
      {
        author: "Valdir C.",
        rating: 5,
        body: "O angiologista pediu o Doppler das pernas e consegui fazer rápido. O médico do exame foi muito atencioso.",
        datePublished: "2024-09-03",
      },
      {
        author: "Rosângela B.",
        rating: 5,
        body: "Fiz o Doppler das carótidas. Exame tranquilo e bem explicado.",
        datePublished: "2024-05-21",
      },
      {
        author: "Márcio D.",
        rating: 4,
        body: "Bom atendimento e preço justo. O exame demorou um pouco, mas foi bem detalhado.",
        datePublished: "2024-02-08",
      },
    ],
  },
  hero: {
    title: "Ultrassom Arterial (Doppler) no Barreiro",
    tagline: "Avaliação da circulação nas suas artérias, com imagens em tempo real, de forma indolor e sem radiação.",
    image: {
      name: "ultrassom-arterial",
      failure: "placeholder",
      alt: "Ilustração de um exame de ultrassom com Doppler na perna, com o fluxo de sangue colorido na tela",
    },
    highlights: ["Indolor e sem radiação", "Imagem do fluxo de sangue em tempo real", "Pernas, braços e pescoço"],
  },
  list: {
    heading: "Indicações do ultrassom arterial",
    items: [
      "Dor na panturrilha ou nas pernas ao caminhar, que melhora com o repouso",
      "Pés frios, pálidos ou com pulsos fracos",
      "Feridas nas pernas ou nos pés que demoram a cicatrizar",
      "Avaliação das carótidas em quem tem pressão alta, diabetes, colesterol alto ou é fumante",
      "Investigação de tonturas ou sopro no pescoço, a pedido do médico",
      "Acompanhamento após cirurgia ou angioplastia das artérias",
      "Suspeita de dilatação de artéria (aneurisma)",
    ],
  },
  cards: {
    heading: "Tudo sobre o exame",
    items: [
      {
        icon: "scan",
        title: "Como é feito",
        text: "Você fica deitado e o médico passa um gel sobre a região a ser examinada, deslizando o transdutor do ultrassom. O Doppler mostra o sangue circulando nas artérias, em cores e com som, e permite medir a velocidade do fluxo e localizar estreitamentos ou obstruções.",
      },
      {
        icon: "clipboard",
        title: "Preparo",
        items: [
          "Para pernas, braços e carótidas, em geral não é preciso jejum",
          "Para artérias do abdome, pode ser necessário jejum: a equipe orienta no agendamento",
          "Use roupas confortáveis, fáceis de tirar ou arregaçar",
          "Leve o pedido médico e exames vasculares anteriores",
        ],
      },
      {
        icon: "check",
        title: "Resultado",
        text: "O médico descreve no laudo o fluxo de sangue, a presença de placas, estreitamentos ou dilatações e o grau de cada alteração. O prazo de entrega é informado no agendamento. Leve o laudo ao angiologista ou ao médico que pediu o exame.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-o-doppler-arterial",
      heading: "O que é o ultrassom arterial com Doppler",
      paragraphs: [
        "O ultrassom arterial une a imagem do ultrassom ao efeito Doppler, que mostra o movimento do sangue dentro dos vasos. Assim, o médico vê ao mesmo tempo a parede das artérias e a forma como o sangue passa por elas.",
        "É um exame importante para investigar a má circulação arterial, causada principalmente pelo acúmulo de placas de gordura (aterosclerose). Fumo, diabetes, pressão alta, colesterol alto e o avançar da idade aumentam esse risco.",
        "Também existe o Doppler venoso, que avalia as veias, por exemplo nas varizes e na suspeita de trombose. Confira no seu pedido qual dos dois o médico solicitou.",
      ],
      note: "Perna ou braço que ficam de repente frios, pálidos, dormentes e muito doloridos, ou sinais de AVC (boca torta, fraqueza de um lado do corpo, fala enrolada), são uma emergência: procure imediatamente um pronto-socorro ou ligue 192 (SAMU).",
    },
  ],
  faq: [
    {
      question: "O Doppler arterial dói?",
      answer:
        "Em geral, não. Você sente apenas o gel e a pressão leve do transdutor sobre a pele. O exame não usa radiação nem agulhas.",
    },
    {
      question: "Qual a diferença entre Doppler arterial e venoso?",
      answer:
        "O arterial avalia as artérias, que levam o sangue do coração para o corpo, e investiga obstruções e placas. O venoso avalia as veias, que trazem o sangue de volta, e investiga varizes e trombose.",
    },
    {
      question: "Preciso de jejum?",
      answer:
        "Para pernas, braços e carótidas, em geral não. Para as artérias do abdome, pode ser preciso jejum. A nossa equipe confirma o preparo quando você agenda.",
    },
    {
      question: "Quem pede esse exame?",
      answer:
        "Geralmente o angiologista, o cardiologista, o neurologista ou o clínico geral, conforme os sintomas e os fatores de risco de cada pessoa.",
    },
  ],
  cta: {
    heading: "Cuide da sua circulação",
    text: "Agende seu ultrassom arterial com Doppler no Barreiro pelo WhatsApp ou por telefone. Confirmamos o preparo com você.",
  },
  review: { reviewer: clinicalStaff.radiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
