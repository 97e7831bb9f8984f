import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Neurologista no Barreiro, BH – Dor de Cabeça, Enxaqueca e Tontura",
    description:
      "Neurologista no Barreiro, Belo Horizonte: avaliação de dor de cabeça, enxaqueca, convulsões, tremores, tontura e perda de memória. Agende pelo WhatsApp.",
    keywords: [
      "neurologista barreiro",
      "neurologista bh",
      "consulta neurologista",
      "enxaqueca",
      "dor de cabeça",
      "tontura",
      "perda de memória",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Neurologic", name: "Neurologia" },
  rating: {
    value: 4.8,
    count: 89,
    reviews: [
      {
        author: "Vanessa P.",
        rating: 5,
        body: "Sofria com enxaqueca há anos. O neurologista me ouviu com atenção e montamos juntos um plano de acompanhamento.",
        datePublished: "2024-10-21",
      },
      {
        author: "Paulo H.",
        rating: 5,
        body: "Levei meu pai por causa dos esquecimentos. Consulta longa, cuidadosa e explicada com paciência.",
        datePublished: "2024-05-13",
      },
      {
        author: "Débora C.",
        rating: 4,
        body: "Fui avaliada por causa de tonturas. Boa explicação sobre os exames e as possíveis causas.",
        datePublished: "2024-01-22",
      },
    ],
  },
  hero: {
    title: "Neurologista no Barreiro",
    tagline:
      "Avaliação cuidadosa do cérebro, da medula e dos nervos, para entender seus sintomas e orientar o tratamento.",
    image: {
      name: "neurologista",
      failure: "hide",
      alt: "Ilustração de um neurologista explicando o funcionamento do cérebro a um paciente",
    },
    highlights: ["Avaliação completa", "Preço acessível", "Sem longas esperas"],
  },
  list: {
    heading: "Quando procurar um neurologista",
    items: [
      "Dores de cabeça frequentes ou que mudaram de padrão",
      "Enxaqueca",
      "Convulsões ou crises de ausência",
      "Tremores nas mãos ou no corpo",
      "Perda de memória ou esquecimentos que atrapalham a rotina",
      "Tontura ou desequilíbrio",
      "Dormência ou formigamento nas mãos, nos pés ou no rosto",
      "Dificuldade de concentração",
    ],
  },
  cards: {
    heading: "Como o neurologista pode ajudar",
    items: [
      {
        icon: "brain",
        title: "Dores de cabeça",
        text: "Diagnóstico do tipo de dor de cabeça, como enxaqueca e cefaleia tensional, com tratamento para as crises e, quando indicado, para a prevenção.",
      },
      {
        icon: "activity",
        title: "Distúrbios neurológicos",
        text: "Avaliação e acompanhamento de epilepsia, doença de Parkinson e outros tremores, demências, esclerose múltipla e sequelas de AVC.",
      },
      {
        icon: "stethoscope",
        title: "Outros problemas",
        text: "Investigação de tontura, dormências, formigamentos, dores nos nervos, distúrbios do sono e dificuldades de memória e concentração.",
      },
    ],
  },
  sections: [
    {
      id: "sinais-de-avc",
      heading: "Sinais de alerta de AVC (derrame)",
      paragraphs: [
        "O AVC é uma emergência: quanto mais cedo o atendimento começa, maiores as chances de reduzir as sequelas. Fique atento a sintomas que aparecem de repente:",
      ],
      bullets: [
        "Boca torta ou um lado do rosto caído",
        "Fraqueza, dormência ou perda de força em um braço ou uma perna, principalmente de um só lado do corpo",
        "Fala enrolada, dificuldade para falar ou para entender o que os outros dizem",
        "Perda súbita da visão em um ou nos dois olhos",
        "Dor de cabeça súbita e muito forte, diferente das habituais",
        "Perda súbita do equilíbrio ou dificuldade para andar",
      ],
      note: "Diante de qualquer um desses sinais, não espere os sintomas passarem e não agende consulta: ligue imediatamente 192 (SAMU) ou vá ao pronto-socorro mais próximo. Anote o horário em que os sintomas começaram.",
    },
    {
      id: "como-se-preparar",
      heading: "Como se preparar para a consulta",
      bullets: [
        "Anote quando os sintomas começaram, com que frequência aparecem e quanto duram.",
        "Para dores de cabeça, um diário das crises (dia, horário, intensidade e remédio usado) ajuda muito no diagnóstico.",
        "Leve a lista dos medicamentos que você usa e exames anteriores, como tomografias, ressonâncias ou eletroencefalogramas.",
        "Em casos de esquecimento ou convulsões, é importante ir com um familiar que tenha presenciado os sintomas.",
      ],
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um neurologista?",
      answer:
        "Quando houver dores de cabeça frequentes ou diferentes do habitual, enxaqueca, convulsões, tremores, esquecimentos, tontura, dormência ou formigamento, ou dificuldade de concentração que atrapalhe a rotina.",
    },
    {
      question: "Quais condições o neurologista trata?",
      answer:
        "Enxaqueca e outras cefaleias, epilepsia, doença de Parkinson, demências como a doença de Alzheimer, esclerose múltipla, neuropatias, distúrbios do sono e o acompanhamento após um AVC, entre outras.",
    },
    {
      question: "Quais exames o neurologista pode pedir?",
      answer:
        "Conforme o caso, exames de sangue, eletroencefalograma, eletroneuromiografia, tomografia ou ressonância magnética. Muitas vezes a consulta e o exame neurológico já orientam bem o diagnóstico.",
    },
    {
      question: "Dor de cabeça pode ser sinal de algo grave?",
      answer:
        "A maioria das dores de cabeça não é grave, mas é preciso procurar atendimento de urgência se a dor for súbita e muito forte, vier com febre e rigidez na nuca, confusão, fraqueza, alteração da fala ou da visão, ou surgir após uma pancada na cabeça.",
    },
    {
      question: "O que levar para a consulta?",
      answer:
        "Documento, a lista dos medicamentos em uso, exames anteriores e, se possível, anotações sobre os sintomas. Um acompanhante ajuda a relatar episódios como convulsões ou esquecimentos.",
    },
  ],
  cta: {
    heading: "Entenda seus sintomas com um especialista",
    text: "Agende sua consulta com neurologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Neurologia" },
  review: { reviewer: clinicalStaff.neurologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
