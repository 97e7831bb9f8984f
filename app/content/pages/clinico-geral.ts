import { clinicalStaff } from "../clinical-staff";
import { fastingHoursText } from "../shared/lab-preparation";
import { site } from "../site";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Clínico Geral no Barreiro, BH – Consulta e Check-up",
    description:
      "Clínico geral no Barreiro, Belo Horizonte: consulta para sintomas do dia a dia, check-up, pressão alta, diabetes e risco cirúrgico. Agende pelo WhatsApp.",
    keywords: [
      "clínico geral barreiro",
      "clínico geral bh",
      "consulta clínico geral",
      "check-up",
      "médico clínico",
      "risco cirúrgico",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "PrimaryCare", name: "Clínica Geral" },
  hero: {
    title: "Clínico Geral no Barreiro",
    tagline: "O médico que olha para a sua saúde como um todo: do sintoma que incomoda ao check-up de rotina.",
    image: {
      name: "clinico-geral",
      failure: "hide",
      alt: "Ilustração de um clínico geral atendendo um paciente no consultório",
    },
    highlights: ["Check-up completo", `+${site.examCount} exames disponíveis`, "Sem longas esperas"],
  },
  list: {
    heading: "Quando procurar um clínico geral",
    items: [
      "Check-up de rotina, mesmo sem sintomas",
      "Febre, gripe, dor de garganta ou tosse que não melhoram",
      "Cansaço, fraqueza ou perda de peso sem explicação",
      "Dores no corpo, na barriga ou nas costas",
      "Acompanhamento de pressão alta, diabetes ou colesterol",
      "Avaliação de risco cirúrgico antes de uma cirurgia",
      "Dúvida sobre qual especialista procurar",
    ],
  },
  cards: {
    heading: "Como o clínico geral pode ajudar",
    items: [
      {
        icon: "stethoscope",
        title: "Diagnóstico e tratamento",
        text: "Avaliação dos sintomas, exame físico e tratamento dos problemas de saúde mais comuns, com encaminhamento ao especialista quando necessário.",
      },
      {
        icon: "clipboard",
        title: "Check-up e prevenção",
        text: "Revisão da saúde geral, exames de rotina de acordo com a idade e o histórico, orientação sobre vacinas e hábitos saudáveis.",
        link: { label: "Ver exames laboratoriais", to: "/exames-laboratoriais" },
      },
      {
        icon: "shield",
        title: "Risco cirúrgico",
        text: "Avaliação antes de cirurgias e procedimentos, com os exames necessários, para que você chegue preparado ao procedimento.",
        link: { label: "Saiba mais sobre o risco cirúrgico", to: "/risco-cirurgico" },
      },
    ],
  },
  sections: [
    {
      id: "como-se-preparar",
      heading: "Como se preparar para a consulta",
      paragraphs: [
        "O clínico geral é, muitas vezes, a porta de entrada para o cuidado com a saúde. Ele conhece o seu histórico, acompanha doenças crônicas e coordena o cuidado com os outros especialistas.",
      ],
      bullets: [
        "Leve a lista dos medicamentos que você usa, com as doses.",
        "Traga exames recentes e relatórios de outros médicos, se tiver.",
        "Anote os sintomas, quando começaram e as dúvidas que quer tirar.",
        "Se a consulta for de check-up, pergunte no agendamento se haverá coleta de exames no mesmo dia, que pode exigir jejum.",
      ],
      note: "Dor no peito, falta de ar intensa, desmaio, sinais de AVC (boca torta, fraqueza de um lado do corpo, fala enrolada) ou sangramento importante são emergências: ligue 192 (SAMU) ou vá imediatamente a um pronto-socorro.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um clínico geral?",
      answer:
        "Para sintomas do dia a dia, como febre, dores, cansaço ou mal-estar, para check-up de rotina, para acompanhar doenças como pressão alta e diabetes, e sempre que tiver dúvida sobre qual especialista procurar.",
    },
    {
      question: "O clínico geral pode pedir exames?",
      answer:
        "Sim. O clínico pede os exames necessários para investigar os sintomas ou para o check-up, como hemograma, glicose, colesterol, exames de urina e exames de imagem. Muitos deles podem ser feitos aqui na clínica.",
    },
    {
      question: "O clínico geral faz avaliação de risco cirúrgico?",
      answer:
        "Sim. A avaliação de risco cirúrgico pode ser feita pelo clínico geral ou pelo cardiologista, com exames como eletrocardiograma, hemograma, glicose, creatinina e raio-X do tórax, conforme o caso.",
    },
    {
      question: "Preciso de jejum para a consulta?",
      answer: `Para a consulta, não. Alguns exames de sangue exigem jejum, como ${fastingHoursText(["Glicose", "Colesterol"])}. Confirme o preparo ao agendar.`,
    },
    {
      question: "O clínico geral encaminha para especialistas?",
      answer:
        "Sim. Quando o caso precisa de uma avaliação específica, o clínico orienta e encaminha para o especialista mais adequado.",
    },
  ],
  cta: {
    heading: "Cuide da sua saúde por inteiro",
    text: "Agende sua consulta com clínico geral no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Clínica Médica" },
  review: { reviewer: clinicalStaff.clinicaMedica, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
