import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Angiologista no Barreiro, BH – Varizes e Circulação",
    description:
      "Angiologista no Barreiro, Belo Horizonte: varizes, inchaço e dor nas pernas, feridas que não cicatrizam e problemas de circulação. Agende pelo WhatsApp.",
    keywords: [
      "angiologista barreiro",
      "angiologista bh",
      "varizes",
      "má circulação",
      "inchaço nas pernas",
      "doppler vascular",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Cardiovascular", name: "Angiologia" },
  hero: {
    title: "Angiologista no Barreiro",
    tagline:
      "Cuidado com a circulação das pernas e dos vasos sanguíneos, com avaliação atenta e orientação para o seu dia a dia.",
    image: {
      name: "angiologista",
      failure: "hide",
      alt: "Ilustração de um angiologista avaliando as pernas de uma paciente",
    },
    highlights: ["Varizes e circulação", "Preço acessível", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um angiologista",
    items: [
      "Varizes ou vasinhos nas pernas",
      "Dor nas pernas ao caminhar, que melhora com o repouso",
      "Inchaço nas pernas, nos tornozelos ou nos pés",
      "Mudança na cor da pele das pernas, que fica escurecida, arroxeada ou pálida",
      "Feridas (úlceras) nas pernas ou nos pés que não cicatrizam",
    ],
  },
  cards: {
    heading: "Como o angiologista pode ajudar",
    items: [
      {
        icon: "droplet",
        title: "Problemas venosos",
        text: "Avaliação de varizes, vasinhos, insuficiência venosa, sensação de pernas pesadas e acompanhamento após trombose.",
      },
      {
        icon: "activity",
        title: "Problemas arteriais",
        text: "Investigação da má circulação arterial, que pode causar dor ao caminhar, pés frios e feridas, principalmente em fumantes e em quem tem diabetes.",
        link: { label: "Conheça o ultrassom arterial (Doppler)", to: "/ultrassom-arterial" },
      },
      {
        icon: "pill",
        title: "Tratamentos",
        text: "Orientação sobre hábitos, meias de compressão, medicamentos e cuidados com feridas, com indicação de procedimentos ou cirurgia vascular quando necessário.",
      },
    ],
  },
  sections: [
    {
      id: "cuidados-com-a-circulacao",
      heading: "Cuidados com a circulação no dia a dia",
      paragraphs: [
        "Na consulta, o angiologista examina as pernas, avalia os pulsos e, quando necessário, pede exames como o ultrassom com Doppler, que mostra como o sangue circula nas veias e nas artérias. Alguns hábitos simples ajudam a circulação:",
      ],
      bullets: [
        "Caminhe com regularidade e evite passar muitas horas sentado ou em pé sem se movimentar.",
        "Ao descansar, eleve as pernas um pouco acima do nível do coração.",
        "Não fume: o cigarro é um dos principais inimigos das artérias.",
        "Mantenha o peso, a pressão, o colesterol e a glicose sob controle.",
        "Use meias de compressão apenas com orientação médica.",
      ],
      note: "Inchaço repentino em uma só perna com dor, calor ou vermelhidão pode ser trombose; perna ou pé que de repente ficam frios, pálidos e muito doloridos podem indicar falta de circulação; e falta de ar súbita ou dor no peito podem indicar embolia. Em qualquer desses casos, procure imediatamente um pronto-socorro ou ligue 192 (SAMU).",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um angiologista?",
      answer:
        "Quando houver varizes, inchaço frequente nas pernas, dor nas pernas ao caminhar, mudança na cor da pele ou feridas que não cicatrizam. Quem tem diabetes, fuma ou já teve trombose também pode se beneficiar de acompanhamento.",
    },
    {
      question: "Qual a diferença entre angiologista e cirurgião vascular?",
      answer:
        "Os dois cuidam das doenças das veias, das artérias e dos vasos linfáticos. O angiologista faz o diagnóstico e o tratamento clínico; quando há indicação de cirurgia ou de alguns procedimentos, o paciente é encaminhado ao cirurgião vascular.",
    },
    {
      question: "Quais exames o angiologista pode pedir?",
      answer:
        "O principal é o ultrassom com Doppler das veias ou das artérias. Exames de sangue também podem ser pedidos, conforme o caso.",
    },
    {
      question: "Varizes são só um problema estético?",
      answer:
        "Não. Além da aparência, as varizes podem causar dor, peso e inchaço nas pernas e, com o tempo, alterações na pele e feridas. A avaliação médica indica o tratamento adequado para cada caso.",
    },
    {
      question: "O que levar para a consulta?",
      answer:
        "Documento, a lista dos medicamentos em uso e exames anteriores, principalmente ultrassons com Doppler. Vá com roupas que facilitem o exame das pernas.",
    },
  ],
  cta: {
    heading: "Dor, inchaço ou varizes? Comece com uma avaliação",
    text: "Agende sua consulta com angiologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Angiologia" },
  review: { reviewer: clinicalStaff.angiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
