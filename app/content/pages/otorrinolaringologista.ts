import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Otorrinolaringologista no Barreiro, BH – Ouvido, Nariz e Garganta",
    description:
      "Otorrino no Barreiro, Belo Horizonte: avaliação de dor de ouvido, zumbido, perda auditiva, sinusite, rinite, ronco, rouquidão e tontura. Agende pelo WhatsApp.",
    keywords: [
      "otorrinolaringologista barreiro",
      "otorrino bh",
      "consulta otorrino",
      "sinusite",
      "zumbido no ouvido",
      "rinite",
      "ronco",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Otolaryngologic", name: "Otorrinolaringologia" },
  hero: {
    title: "Otorrinolaringologista no Barreiro",
    tagline: "Cuidado com ouvido, nariz e garganta, da audição à respiração e à voz, em todas as idades.",
    image: {
      name: "otorrinolaringologista",
      failure: "placeholder-tall",
      alt: "Ilustração de um otorrinolaringologista examinando o ouvido de um paciente",
    },
    highlights: ["Ouvido, nariz e garganta", "Adultos e crianças", "Sem longas esperas"],
  },
  list: {
    heading: "Quando procurar um otorrinolaringologista",
    items: [
      "Dor de ouvido, secreção ou sensação de ouvido tampado",
      "Zumbido ou diminuição da audição",
      "Nariz entupido, espirros ou coriza frequentes",
      "Sinusite ou dor de garganta que se repetem",
      "Ronco ou pausas na respiração durante o sono",
      "Rouquidão que não melhora em duas semanas",
      "Tontura ou sensação de que tudo está girando",
      "Sangramento nasal frequente",
    ],
  },
  cards: {
    heading: "Como o otorrino pode ajudar",
    items: [
      {
        icon: "ear",
        title: "Ouvido",
        text: "Avaliação de otites, excesso de cera, zumbido, perda auditiva e tonturas de origem no ouvido, como a labirintite.",
      },
      {
        icon: "activity",
        title: "Nariz e seios da face",
        text: "Tratamento de rinite, sinusite, desvio de septo, obstrução nasal e sangramentos pelo nariz.",
      },
      {
        icon: "stethoscope",
        title: "Garganta e voz",
        text: "Investigação de amigdalites de repetição, rouquidão, alterações da voz, ronco e apneia do sono.",
      },
    ],
  },
  sections: [
    {
      id: "cuidados-e-preparo",
      heading: "Cuidados do dia a dia e preparo para a consulta",
      paragraphs: [
        "Na consulta, o otorrino examina ouvidos, nariz e garganta e, conforme o caso, pode pedir exames como audiometria, endoscopia nasal ou exames de imagem.",
      ],
      bullets: [
        "Não use cotonetes nem objetos dentro do ouvido: eles empurram a cera e podem ferir o canal.",
        "Evite usar descongestionante nasal em spray por conta própria por vários dias seguidos.",
        "Leve a lista dos medicamentos que você usa e exames anteriores, como audiometrias e tomografias.",
        "Se o problema for ronco, quem dorme com você pode ajudar a descrever o que acontece durante a noite.",
      ],
      note: "Perda súbita da audição, paralisia de um lado do rosto, falta de ar, dificuldade para engolir a saliva ou sangramento nasal que não para exigem atendimento imediato: procure um pronto-socorro.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um otorrinolaringologista?",
      answer:
        "Quando houver dor ou secreção no ouvido, zumbido, perda de audição, nariz entupido ou sinusites frequentes, ronco, rouquidão persistente, tontura ou dores de garganta que se repetem.",
    },
    {
      question: "Quais condições o otorrino trata?",
      answer:
        "Otites, cera impactada, zumbido, perda auditiva, labirintite e outras tonturas, rinite, sinusite, desvio de septo, amigdalite, ronco, apneia do sono e alterações da voz, entre outras.",
    },
    {
      question: "O otorrino atende crianças?",
      answer:
        "Sim. Otites de repetição, respiração pela boca, ronco e amígdalas ou adenoides aumentadas são motivos comuns de consulta na infância.",
    },
    {
      question: "Rouquidão é motivo para consulta?",
      answer:
        "Sim. Rouquidão que dura mais de duas semanas, principalmente em fumantes, deve ser avaliada pelo otorrino.",
    },
    {
      question: "O que levar para a consulta?",
      answer:
        "Documento, a lista dos medicamentos em uso e exames anteriores. Anote também há quanto tempo os sintomas começaram e o que piora ou melhora.",
    },
  ],
  cta: {
    heading: "Cuide da sua audição, da respiração e da voz",
    text: "Agende sua consulta com otorrinolaringologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Otorrinolaringologia" },
  review: { reviewer: clinicalStaff.otorrinolaringologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
