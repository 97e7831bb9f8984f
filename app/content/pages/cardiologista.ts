import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Cardiologista no Barreiro, BH – Consulta e Exames do Coração",
    description:
      "Cardiologista no Barreiro, Belo Horizonte: pressão alta, palpitações, falta de ar e check-up do coração, com ECG e outros exames. Agende pelo WhatsApp.",
    keywords: [
      "cardiologista barreiro",
      "cardiologista bh",
      "consulta cardiologista",
      "pressão alta",
      "check-up do coração",
      "eletrocardiograma",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Cardiovascular", name: "Cardiologia" },
  rating: {
    value: 4.8,
    count: 84,
    reviews: [
      {
        author: "José R.",
        rating: 5,
        body: "O cardiologista explicou com calma os resultados do meu eletrocardiograma e ajustou o acompanhamento da minha pressão.",
        datePublished: "2024-09-10",
      },
      {
        author: "Sandra L.",
        rating: 5,
        body: "Levei minha mãe para o check-up do coração. Atendimento atencioso e sem demora.",
        datePublished: "2024-05-27",
      },
      {
        author: "Fernando P.",
        rating: 4,
        body: "Consulta objetiva e bem explicada. Consegui fazer os exames pedidos na própria clínica.",
        datePublished: "2024-02-14",
      },
    ],
  },
  hero: {
    title: "Cardiologista no Barreiro",
    tagline: "Cuide do seu coração com avaliação atenta, exames quando necessário e orientação clara para o dia a dia.",
    image: {
      name: "cardiologista",
      failure: "placeholder-tall",
      alt: "Ilustração de um cardiologista avaliando a saúde do coração de um paciente",
    },
    highlights: ["Consulta e exames no mesmo lugar", "Preço acessível", "Sem longas esperas"],
  },
  list: {
    heading: "Quando procurar um cardiologista",
    items: [
      "Pressão alta ou medidas de pressão frequentemente elevadas",
      "Palpitações, coração acelerado ou batimentos irregulares",
      "Falta de ar ou cansaço fora do comum aos esforços",
      "Inchaço nas pernas ou nos tornozelos",
      "Colesterol alto, diabetes, tabagismo ou histórico de doença do coração na família",
      "Check-up antes de começar atividade física ou antes de uma cirurgia",
      "Tonturas ou desmaios sem causa conhecida",
    ],
  },
  cards: {
    heading: "Como o cardiologista pode ajudar",
    items: [
      {
        icon: "heart",
        title: "Prevenção e check-up",
        text: "Avaliação do risco cardiovascular a partir da sua história, do exame físico e de exames, com orientação sobre alimentação, atividade física e hábitos.",
      },
      {
        icon: "activity",
        title: "Pressão alta e arritmias",
        text: "Diagnóstico e acompanhamento de hipertensão, palpitações e alterações do ritmo do coração, com ajuste do tratamento nos retornos.",
      },
      {
        icon: "stethoscope",
        title: "Doenças do coração",
        text: "Acompanhamento de insuficiência cardíaca, doença das coronárias, alterações nas válvulas e de quem já teve infarto.",
      },
    ],
  },
  sections: [
    {
      id: "exames-do-coracao",
      heading: "Exames que o cardiologista pode pedir",
      paragraphs: [
        "Depois de ouvir seus sintomas e examinar você, o cardiologista decide se há necessidade de exames. Vários deles podem ser feitos aqui na clínica, o que facilita o acompanhamento.",
      ],
      cards: [
        {
          icon: "activity",
          title: "Eletrocardiograma (ECG)",
          text: "Registra a atividade elétrica do coração. É rápido, indolor e leva poucos minutos.",
          link: { label: "Saiba mais sobre o ECG", to: "/ecg-eletrocardiograma" },
        },
        {
          icon: "heart",
          title: "Ecocardiograma",
          text: "Ultrassom do coração que mostra as câmaras, as válvulas e a força de contração. Dura de 20 a 40 minutos.",
          link: { label: "Saiba mais sobre o ecocardiograma", to: "/ecocardiograma" },
        },
        {
          icon: "clock",
          title: "Teste ergométrico",
          text: "Avalia o coração durante o esforço na esteira. Dura de 30 a 45 minutos.",
          note: "Jejum de 2 horas e nada de cafeína nas 4 horas anteriores.",
          link: { label: "Saiba mais sobre o teste ergométrico", to: "/exame-ergometrico" },
        },
      ],
      bullets: [
        "Holter e MAPA registram o ritmo do coração e a pressão arterial ao longo do dia, durante a sua rotina.",
        "Exames de sangue, como glicose e colesterol, ajudam a avaliar o risco cardiovascular.",
      ],
    },
    {
      id: "como-se-preparar",
      heading: "Como se preparar para a consulta",
      bullets: [
        "Leve a lista dos remédios que você usa, com as doses.",
        "Traga exames recentes, eletrocardiogramas anteriores e relatórios médicos, se tiver.",
        "Se mede a pressão em casa, anote os valores com data e horário e leve as anotações.",
        "Anote quando os sintomas aparecem, quanto tempo duram e o que estava fazendo no momento.",
      ],
      note: "Dor ou aperto no peito, principalmente se acompanhados de falta de ar, suor frio, náusea ou dor que irradia para o braço, as costas ou a mandíbula, é uma emergência: não espere a consulta. Ligue 192 (SAMU) ou vá imediatamente a um pronto-socorro.",
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um cardiologista?",
      answer:
        "Quando houver sintomas como palpitações, falta de ar aos esforços, inchaço nas pernas ou pressão alta, e também para prevenção, principalmente se você tem diabetes, colesterol alto, fuma ou tem casos de doença do coração na família.",
    },
    {
      question: "Quais condições o cardiologista trata?",
      answer:
        "Hipertensão arterial, arritmias, insuficiência cardíaca, doença das artérias coronárias, alterações nas válvulas do coração e o acompanhamento de quem já teve infarto, entre outras.",
    },
    {
      question: "Quais exames posso fazer na clínica?",
      answer:
        "Entre outros, eletrocardiograma, ecocardiograma, teste ergométrico, Holter, MAPA e exames de laboratório. O cardiologista indica quais são necessários para o seu caso.",
    },
    {
      question: "O cardiologista faz avaliação de risco cirúrgico?",
      answer:
        "Sim. Antes de uma cirurgia, o cardiologista ou o clínico geral pode avaliar se o coração e a saúde geral estão preparados para o procedimento, com os exames necessários.",
    },
    {
      question: "O que levar para a consulta?",
      answer:
        "Documento, a lista dos seus medicamentos, exames anteriores e, se tiver, as anotações das medidas de pressão feitas em casa.",
    },
  ],
  cta: {
    heading: "Cuide do seu coração sem esperar",
    text: "Agende sua consulta com cardiologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Cardiologia" },
  review: { reviewer: clinicalStaff.cardiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
