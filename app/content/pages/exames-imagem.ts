import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Exames de Imagem e do Coração no Barreiro, BH",
    description:
      "Ultrassom, eletrocardiograma, MAPA, Holter, ecocardiograma e teste ergométrico no Barreiro, BH, com preço acessível. Veja o preparo e agende pelo WhatsApp.",
    keywords: [
      "exames de imagem barreiro",
      "exames de imagem bh",
      "ultrassom barreiro",
      "holter 24 horas",
      "mapa pressão arterial",
      "ecocardiograma bh",
      "eletrocardiograma barreiro",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Exames de Imagem",
    usedToDiagnose: [
      "Arritmia cardíaca",
      "Hipertensão arterial",
      "Doença arterial coronariana",
      "Doença das válvulas cardíacas",
    ],
  },
  hero: {
    title: "Exames de Imagem no Barreiro",
    tagline:
      "Ultrassom e exames do coração no mesmo endereço, com preço acessível, sem longas esperas e com o preparo explicado passo a passo.",
    image: {
      name: "exames-imagem",
      failure: "placeholder",
      alt: "Ilustração de uma sala de exames com aparelho de ultrassom e monitor cardíaco",
    },
    highlights: [
      "Ultrassom, ECG, MAPA, Holter, eco e ergométrico",
      "Preparo confirmado no agendamento",
      "Sem longas esperas",
    ],
  },
  list: {
    heading: "Quando fazer exames de imagem",
    items: [
      "Quando o médico pede para investigar um sintoma ou confirmar um diagnóstico",
      "Palpitações, tonturas, desmaios ou falta de ar em investigação",
      "Pressão alta ou medidas de pressão muito diferentes em casa e no consultório",
      "Dor abdominal, nódulos ou caroços em avaliação",
      "Acompanhamento da gestação",
      "Check-up, avaliação antes de cirurgias ou liberação para atividade física",
    ],
  },
  cards: {
    heading: "Exames disponíveis",
    items: [
      {
        icon: "scan",
        title: "Ultrassom",
        text: "Imagens de abdome, tireoide, mamas, útero e ovários, além do acompanhamento da gestação, sem radiação.",
        note: "depende do tipo. Quando há jejum, ele é de 6 a 8 horas; alguns exames pedem bexiga cheia ou vazia.",
        link: { label: "Ver ultrassom", to: "/ultrassom" },
      },
      {
        icon: "activity",
        title: "Eletrocardiograma (ECG)",
        text: "Registra a atividade elétrica do coração em poucos minutos. Avalia ritmo, frequência e sinais de sobrecarga ou de falta de oxigenação.",
        note: "sem jejum. Evite cremes e óleos no peito no dia do exame.",
        link: { label: "Ver eletrocardiograma", to: "/ecg-eletrocardiograma" },
      },
      {
        icon: "clock",
        title: "MAPA 24 horas",
        text: "A monitorização ambulatorial da pressão arterial mede a pressão automaticamente ao longo de 24 horas, durante a sua rotina e o sono.",
        note: "tome banho antes de instalar o aparelho, pois ele não pode ser molhado. Use blusa de manga larga, mantenha a rotina e os remédios, salvo orientação médica.",
      },
      {
        icon: "heart",
        title: "Ecocardiograma",
        text: "O ultrassom do coração: mostra câmaras, válvulas e a força de bombeamento. Dura de 20 a 40 minutos.",
        note: "em geral, sem jejum. Use roupa fácil de tirar da cintura para cima.",
        link: { label: "Ver ecocardiograma", to: "/ecocardiograma" },
      },
      {
        icon: "activity",
        title: "Holter 24 horas",
        text: "Um pequeno gravador registra o eletrocardiograma durante 24 horas, para flagrar arritmias e sintomas que vão e voltam.",
        note: "tome banho antes da instalação, pois o aparelho não pode ser molhado. Evite cremes no peito e anote no diário os horários dos sintomas e das atividades.",
      },
      {
        icon: "stethoscope",
        title: "Teste ergométrico",
        text: "O exame de esteira avalia o coração durante o esforço físico, com acompanhamento médico. Dura de 30 a 45 minutos.",
        note: "jejum de 2 horas após uma refeição leve, sem cafeína nas 4 horas anteriores. Vá de roupa confortável e tênis.",
        link: { label: "Ver teste ergométrico", to: "/exame-ergometrico" },
      },
    ],
  },
  sections: [
    {
      id: "como-escolher-o-exame",
      heading: "Qual exame eu preciso fazer?",
      paragraphs: [
        "Cada exame responde a uma pergunta diferente. O ultrassom mostra a forma dos órgãos; o eletrocardiograma, o ritmo do coração no momento do exame; o Holter e o MAPA acompanham o coração e a pressão durante um dia inteiro; o ecocardiograma mostra a estrutura e o funcionamento do coração; e o teste ergométrico avalia como ele responde ao esforço.",
        "Por isso, a escolha do exame é do médico, de acordo com os seus sintomas e o seu histórico. Com o pedido em mãos, a nossa equipe agenda o exame e explica o preparo.",
      ],
    },
    {
      id: "holter-e-mapa",
      heading: "Holter e MAPA: como funcionam",
      paragraphs: [
        "Nos dois exames, um pequeno aparelho é instalado na clínica e você volta para casa com ele, mantendo a rotina normal. No dia seguinte, retorna para retirá-lo. O Holter usa eletrodos colados no peito e registra o eletrocardiograma; o MAPA usa uma braçadeira no braço que mede a pressão em intervalos regulares.",
      ],
      bullets: [
        "Faça as suas atividades normalmente, para que o exame mostre o seu dia a dia.",
        "Anote no diário os horários das atividades, dos remédios, do sono e de qualquer sintoma.",
        "Não molhe o aparelho e não retire os eletrodos ou a braçadeira por conta própria.",
        "No MAPA, mantenha o braço parado e esticado durante cada medida.",
      ],
      note: "Sintomas fortes durante o exame, como dor no peito, falta de ar intensa ou desmaio, pedem atendimento imediato: procure um pronto-socorro ou ligue 192 (SAMU).",
    },
  ],
  faq: [
    {
      question: "Preciso de pedido médico para fazer os exames?",
      answer:
        "Em geral, sim. O pedido indica qual exame fazer e o que precisa ser avaliado. Se você ainda não tem, pode agendar uma consulta com um dos nossos especialistas.",
    },
    {
      question: "Qual o jejum para o ultrassom?",
      answer:
        "Depende do tipo. Quando o exame exige jejum, ele é de 6 a 8 horas. Tireoide, mamas, transvaginal e obstétrico, em geral, não pedem jejum.",
    },
    {
      question: "Posso tomar banho com o Holter ou o MAPA?",
      answer:
        "Não. O aparelho não pode ser molhado. Tome banho antes da instalação e depois da retirada, no dia seguinte.",
    },
    {
      question: "Qual a diferença entre Holter e eletrocardiograma?",
      answer:
        "O eletrocardiograma registra o coração por poucos segundos, em repouso. O Holter grava o ritmo durante 24 horas, o que ajuda a flagrar alterações que aparecem só em alguns momentos.",
    },
  ],
  cta: {
    heading: "Agende seus exames de imagem",
    text: "Marque pelo WhatsApp ou por telefone. Nossa equipe confirma o horário e envia as orientações de preparo de cada exame.",
  },
  review: { reviewer: clinicalStaff.radiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
