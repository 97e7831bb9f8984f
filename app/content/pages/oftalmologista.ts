import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Oftalmologista no Barreiro, BH – Consulta de Vista",
    description:
      "Oftalmologista no Barreiro, Belo Horizonte: exame de vista, visão embaçada, olho vermelho, glaucoma e catarata, com preço acessível. Agende pelo WhatsApp.",
    keywords: [
      "oftalmologista barreiro",
      "oftalmologista bh",
      "exame de vista",
      "consulta oftalmológica",
      "óculos",
      "glaucoma",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Optometric", name: "Oftalmologia" },
  rating: {
    value: 4.8,
    count: 78,
    reviews: [
      {
        author: "Marcos V.",
        rating: 5,
        body: "Exame de vista completo e bem explicado. Saí com a receita dos óculos e as dúvidas respondidas.",
        datePublished: "2024-09-23",
      },
      {
        author: "Beatriz O.",
        rating: 5,
        body: "Levei meu filho, que reclamava de dor de cabeça ao ler. O médico foi muito paciente com ele.",
        datePublished: "2024-06-11",
      },
      {
        author: "Antônio S.",
        rating: 4,
        body: "Atendimento cuidadoso e sem demora para marcar. Gostei da orientação sobre a pressão do olho.",
        datePublished: "2024-03-04",
      },
    ],
  },
  hero: {
    title: "Oftalmologista no Barreiro",
    tagline: "Exame de vista e cuidado com a saúde dos olhos para crianças, adultos e idosos.",
    image: {
      name: "oftalmologista",
      failure: "hide",
      alt: "Ilustração de um oftalmologista examinando os olhos de um paciente",
    },
    highlights: ["Exame de vista", "Todas as idades", "Sem longas esperas"],
  },
  list: {
    heading: "Quando procurar um oftalmologista",
    items: [
      "Visão embaçada para longe ou para perto",
      "Dor de cabeça ou cansaço nos olhos ao ler ou usar telas",
      "Olho vermelho, coceira, ardor ou lacrimejamento frequente",
      "Sensação de areia ou de olho seco",
      "Dificuldade para enxergar à noite ou excesso de sensibilidade à luz",
      "Diabetes, pressão alta ou casos de glaucoma na família",
      "Hora de renovar a receita dos óculos ou das lentes de contato",
    ],
  },
  cards: {
    heading: "Como o oftalmologista pode ajudar",
    items: [
      {
        icon: "eye",
        title: "Exame de vista",
        text: "Medida do grau e prescrição de óculos ou lentes de contato para miopia, hipermetropia, astigmatismo e vista cansada (presbiopia).",
      },
      {
        icon: "shield",
        title: "Prevenção",
        text: "Avaliação da pressão do olho e do fundo de olho, importante para detectar cedo glaucoma e alterações causadas por diabetes e pressão alta.",
      },
      {
        icon: "stethoscope",
        title: "Doenças dos olhos",
        text: "Diagnóstico e acompanhamento de conjuntivite, olho seco, catarata, glaucoma e outras condições, com encaminhamento quando necessário.",
      },
    ],
  },
  sections: [
    {
      id: "como-e-a-consulta",
      heading: "Como é a consulta oftalmológica",
      paragraphs: [
        "O médico conversa sobre suas queixas e seu histórico, mede a acuidade visual e o grau, examina as estruturas do olho e, quando indicado, mede a pressão ocular e avalia o fundo de olho.",
        "Em alguns casos é usado um colírio para dilatar a pupila. Ele pode deixar a visão embaçada e sensível à luz por algumas horas depois da consulta.",
      ],
      bullets: [
        "Leve seus óculos atuais e, se usar, as informações das suas lentes de contato.",
        "Leve a lista dos medicamentos que você usa, inclusive colírios.",
        "Se fizer dilatação da pupila, é prudente não dirigir logo depois: vá acompanhado ou use transporte público ou por aplicativo.",
        "Pergunte no agendamento se deve ir sem as lentes de contato no dia.",
      ],
      note: "Perda súbita da visão, dor forte no olho, trauma ou produto químico nos olhos exigem atendimento imediato: procure um pronto-socorro. Em caso de produto químico, lave os olhos com bastante água corrente antes de sair.",
    },
  ],
  faq: [
    {
      question: "Com que frequência devo fazer exame de vista?",
      answer:
        "Depende da idade e do histórico. De forma geral, uma avaliação periódica é recomendada, e quem usa óculos, tem diabetes, pressão alta ou glaucoma na família costuma precisar de acompanhamento mais próximo. O oftalmologista indica o intervalo ideal para você.",
    },
    {
      question: "Quais condições o oftalmologista trata?",
      answer:
        "Erros de grau (miopia, hipermetropia, astigmatismo e presbiopia), conjuntivite, olho seco, catarata, glaucoma, alterações da retina e outras doenças dos olhos.",
    },
    {
      question: "Crianças também devem ir ao oftalmologista?",
      answer:
        "Sim. Dificuldade na escola, aproximar demais os objetos, apertar os olhos, entortar um olho ou reclamar de dor de cabeça ao ler são sinais para marcar uma avaliação.",
    },
    {
      question: "Posso dirigir depois da consulta?",
      answer:
        "Se os olhos forem dilatados com colírio, a visão pode ficar embaçada por algumas horas. Nesse caso, o mais prudente é ir acompanhado ou usar transporte público ou por aplicativo.",
    },
  ],
  cta: {
    heading: "Cuide da saúde dos seus olhos",
    text: "Agende sua consulta com oftalmologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Oftalmologia" },
  review: { reviewer: clinicalStaff.oftalmologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
