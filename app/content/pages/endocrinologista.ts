import { clinicalStaff } from "../clinical-staff";
import { fastingHoursText, labCollectionRules, labFastingTable } from "../shared/lab-preparation";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Endocrinologista no Barreiro, BH – Diabetes, Tireoide e Hormônios",
    description:
      "Endocrinologista no Barreiro, Belo Horizonte: diabetes, tireoide, obesidade, SOP, colesterol, osteoporose e alterações hormonais. Agende pelo WhatsApp.",
    keywords: [
      "endocrinologista barreiro",
      "endocrinologista bh",
      "consulta endocrinologista",
      "diabetes",
      "tireoide",
      "obesidade",
      "SOP",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Endocrine", name: "Endocrinologia" },
  rating: {
    value: 4.9,
    count: 95,
    reviews: [
      {
        author: "Simone R.",
        rating: 5,
        body: "Acompanho meu hipotireoidismo aqui. O médico revisa os exames com calma e explica cada ajuste.",
        datePublished: "2024-12-03",
      },
      {
        author: "Lucas M.",
        rating: 5,
        body: "Recebi orientações práticas para controlar o diabetes no dia a dia. Fiz os exames de sangue na própria clínica.",
        datePublished: "2024-08-07",
      },
      {
        author: "Camila D.",
        rating: 4,
        body: "Fui investigar a SOP e me senti acolhida. Boa explicação sobre o tratamento e os retornos.",
        datePublished: "2024-04-16",
      },
    ],
  },
  hero: {
    title: "Endocrinologista no Barreiro",
    tagline:
      "Diagnóstico e acompanhamento do diabetes, da tireoide e dos hormônios, com exames de laboratório no mesmo lugar.",
    image: {
      name: "endocrinologista",
      failure: "hide",
      alt: "Ilustração de um endocrinologista avaliando exames com uma paciente",
    },
    highlights: ["Exames de laboratório na clínica", "Preço acessível", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um endocrinologista",
    items: [
      "Diabetes ou glicemia alterada",
      "Problemas de tireoide",
      "Obesidade ou dificuldade para controlar o peso",
      "Alterações hormonais",
      "Síndrome dos ovários policísticos (SOP)",
      "Distúrbios do crescimento",
      "Colesterol ou triglicerídeos altos",
      "Osteoporose",
    ],
  },
  cards: {
    heading: "Como o endocrinologista pode ajudar",
    items: [
      {
        icon: "droplet",
        title: "Diabetes",
        text: "Diagnóstico e controle do pré-diabetes e do diabetes tipos 1 e 2, com orientação sobre alimentação, atividade física, medicamentos e prevenção de complicações.",
        link: { label: "Ver exames laboratoriais", to: "/exames-laboratoriais" },
      },
      {
        icon: "activity",
        title: "Tireoide",
        text: "Avaliação de hipotireoidismo, hipertireoidismo e nódulos, com exames de sangue e, quando necessário, ultrassom da tireoide.",
        link: { label: "Ultrassom de tireoide", to: "/ultrassom" },
      },
      {
        icon: "clipboard",
        title: "Outros Distúrbios",
        text: "Obesidade, colesterol alto, osteoporose, síndrome dos ovários policísticos, alterações do crescimento e outros distúrbios hormonais.",
      },
    ],
  },
  sections: [
    {
      id: "exames-e-preparo",
      heading: "Exames de laboratório e preparo",
      paragraphs: [
        "O acompanhamento endocrinológico costuma envolver exames de sangue, como glicose, hemoglobina glicada, colesterol, triglicerídeos e hormônios da tireoide. Eles podem ser feitos aqui na clínica, e a maioria tem resultado no mesmo dia.",
        "Confirme sempre o preparo no agendamento, porque ele depende dos exames pedidos. De forma geral:",
      ],
      bullets: [
        "Respeite o jejum indicado para cada exame, conforme a tabela abaixo.",
        labCollectionRules.exercise,
        labCollectionRules.alcohol,
        "Não interrompa medicamentos por conta própria: pergunte ao médico se algum deve ser tomado só depois da coleta.",
      ],
      table: labFastingTable,
      note: "Sede intensa, vontade de urinar muitas vezes, cansaço e perda de peso sem explicação podem ser sinais de diabetes: procure avaliação médica. Confusão, sonolência intensa ou desmaio em quem tem diabetes exigem atendimento imediato no pronto-socorro.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um endocrinologista?",
      answer:
        "Quando houver diabetes ou glicemia alterada, suspeita de problemas na tireoide, dificuldade para controlar o peso, colesterol alto, osteoporose, sinais de alteração hormonal, como ciclos menstruais irregulares, ou dúvidas sobre o crescimento de crianças e adolescentes.",
    },
    {
      question: "Quais são os sinais de problema na tireoide?",
      answer:
        "Cansaço, ganho ou perda de peso sem explicação, intolerância ao frio ou ao calor, palpitações, queda de cabelo, pele seca e alterações de humor podem estar relacionados à tireoide. Só a avaliação médica e os exames confirmam.",
    },
    {
      question: "O endocrinologista trata obesidade?",
      answer:
        "Sim. O endocrinologista investiga causas hormonais, avalia os riscos para a saúde e monta com você um plano de tratamento, que pode incluir alimentação, atividade física e, quando indicado, medicamentos.",
    },
    {
      question: "Preciso de jejum para a consulta?",
      answer: `Para a consulta, não. O jejum é necessário apenas para alguns exames de sangue, como ${fastingHoursText(["Glicose", "Colesterol", "Triglicerídeos", "Insulina"])}.`,
    },
    {
      question: "O que levar para a consulta?",
      answer:
        "Documento, a lista dos medicamentos em uso, exames recentes e, se você mede a glicose em casa, as anotações ou o aparelho com as medições.",
    },
  ],
  cta: {
    heading: "Cuide da sua saúde com acompanhamento especializado",
    text: "Agende sua consulta com endocrinologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Endocrinologia e Metabologia" },
  review: { reviewer: clinicalStaff.endocrinologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
