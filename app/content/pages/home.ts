import { specialtyPages } from "~/content/pages";
import { formatOpeningHours, site } from "../site";
import type { HomeContent } from "../types";

export const content: HomeContent = {
  meta: {
    title: `${site.name} – Consultas e Exames no Barreiro, BH`,
    description: `Clínica médica no Barreiro, Belo Horizonte: ${specialtyPages.length} especialidades e mais de ${site.examCount} exames com preço acessível e sem longas esperas. Agende pelo WhatsApp ou telefone.`,
    keywords: [
      "clínica médica barreiro",
      "clínica popular bh",
      "consulta barata bh",
      "exames barreiro",
      "ultrassom barreiro",
      "exames laboratoriais bh",
    ],
  },
  rating: {
    value: site.rating.value,
    count: site.rating.count,
    reviews: [
      {
        author: "Juliana R.",
        rating: 5,
        body: "Marquei pelo WhatsApp e fui atendida no mesmo dia. Preço justo e equipe muito educada.",
        datePublished: "2024-09-10",
      },
      {
        author: "Roberto F.",
        rating: 5,
        body: "Fiz meus exames de sangue de manhã e o resultado saiu no mesmo dia. Recomendo.",
        datePublished: "2024-07-22",
      },
      {
        author: "Ana Paula L.",
        rating: 4,
        body: "Clínica limpa, organizada e perto de casa. Os médicos explicam tudo com paciência.",
        datePublished: "2024-05-14",
      },
    ],
  },
  hero: {
    title: site.name,
    tagline: `Consultas com especialistas e mais de ${site.examCount} exames no Barreiro, com preço acessível e sem longas esperas.`,
    badge: `+${site.examCount} Exames Disponíveis`,
    callout: "Está esperando o que? Vem pra cá!",
    cta: "Agendar pelo WhatsApp",
    image: {
      name: "home-hero",
      failure: "placeholder-tall",
      alt: "Ilustração da recepção da clínica com uma paciente sendo atendida",
    },
  },
  booking: {
    heading: "Agende Seu Atendimento",
    text: "Escolha o jeito mais fácil para você. Nossa equipe confirma dia, horário e preparo dos exames.",
    whatsappCard: {
      title: "WhatsApp",
      text: "Mande uma mensagem e agende em poucos minutos, sem fila.",
      cta: "Agendar pelo WhatsApp",
    },
    phoneCard: { title: "Telefone", text: "Prefere conversar? Ligue para a nossa recepção.", cta: "Ligar:" },
  },
  specialties: {
    heading: "Nossas especialidades",
    text: "Médicos de várias especialidades em um só lugar, com consultas de preço acessível.",
    cards: [
      {
        title: "Psiquiatra",
        text: "Ansiedade, depressão, insônia e outros cuidados com a saúde mental.",
        icon: "brain",
        to: "/psiquiatra",
        linkLabel: "Saiba mais",
        careArea: { specialty: "Psiquiatria" },
      },
      {
        title: "Urologista",
        text: "Saúde da próstata, dos rins e do trato urinário, com exame de PSA.",
        icon: "droplet",
        to: "/urologista",
        linkLabel: "Saiba mais",
        careArea: { specialty: "Urologia" },
      },
      {
        title: "Cardiologista",
        text: "Pressão alta, palpitações, check-up do coração e exames cardiológicos.",
        icon: "heart",
        to: "whatsapp",
        linkLabel: "Agendar pelo WhatsApp",
        careArea: { specialty: "Cardiologia" },
      },
      {
        title: "Ginecologista",
        text: "Consulta preventiva, exames de rotina e acompanhamento da saúde da mulher.",
        icon: "user",
        to: "whatsapp",
        linkLabel: "Agendar pelo WhatsApp",
        careArea: { specialty: "Ginecologia e Obstetrícia" },
      },
      {
        title: "Dermatologista",
        text: "Cuidados com a pele, cabelos e unhas: manchas, acne, alergias e pintas.",
        icon: "sparkles",
        to: "whatsapp",
        linkLabel: "Agendar pelo WhatsApp",
        careArea: { specialty: "Dermatologia" },
      },
      {
        title: "Oftalmologista",
        text: "Avaliação da visão, grau de óculos e saúde dos olhos.",
        icon: "eye",
        to: "whatsapp",
        linkLabel: "Agendar pelo WhatsApp",
        careArea: { specialty: "Oftalmologia" },
      },
      {
        title: "Clínico Geral",
        text: "O primeiro cuidado: avaliação completa, exames de rotina e encaminhamentos.",
        icon: "stethoscope",
        to: "whatsapp",
        linkLabel: "Agendar pelo WhatsApp",
        careArea: { specialty: "Clínica Médica" },
      },
      {
        title: "Psicólogo",
        text: "Psicoterapia para ansiedade, estresse, luto e relacionamentos.",
        icon: "smile",
        to: "whatsapp",
        linkLabel: "Agendar pelo WhatsApp",
        careArea: { profession: "psicologia" },
      },
      {
        title: "Mais especialidades",
        text: "Também atendemos em outras áreas. Consulte a disponibilidade:",
        icon: "clipboard",
        to: "whatsapp",
        linkLabel: "Consultar pelo WhatsApp",
        list: [
          { label: "Angiologista", careArea: { specialty: "Angiologia" } },
          { label: "Cirurgia Geral", careArea: { specialty: "Cirurgia Geral" } },
          { label: "Gastroenterologista", careArea: { specialty: "Gastroenterologia" } },
          { label: "Obstetra", careArea: { specialty: "Ginecologia e Obstetrícia" } },
          { label: "Otorrinolaringologista", careArea: { specialty: "Otorrinolaringologia" } },
        ],
      },
    ],
  },
  exams: {
    heading: "Exames",
    text: `Mais de ${site.examCount} exames disponíveis, com a maioria dos resultados laboratoriais no mesmo dia.`,
    cards: [
      {
        title: "Exames Laboratoriais",
        text: "Hemograma, glicose, colesterol, hormônios e muito mais.",
        icon: "flask",
        to: "/exames-laboratoriais",
        linkLabel: "Ver exames laboratoriais",
      },
      {
        title: "Exames de Imagem",
        text: "Ultrassom, Holter, eletrocardiograma e outros exames de imagem.",
        icon: "scan",
        to: "/exames-imagem",
        linkLabel: "Ver exames de imagem",
      },
      {
        title: "Check-up Completo",
        text: "Um pacote de consultas e exames para cuidar da saúde de forma preventiva.",
        icon: "clipboard",
        to: "whatsapp",
        linkLabel: "Montar meu check-up",
      },
    ],
  },
  guarantee: {
    heading: "Preço Baixo Garantido",
    text: "Recebeu um orçamento menor em outro lugar? Traga-o para nós: cobrimos a oferta e ainda fazemos um preço melhor para você.",
    cta: "Pedir orçamento pelo WhatsApp",
    conditions: { label: "Condições da oferta", to: "/condicoes-preco-baixo-garantido" },
  },
  pitch: {
    heading: "Por que escolher a nossa clínica",
    items: [
      {
        icon: "wallet",
        title: "Preço acessível",
        text: "Consultas e exames com valores justos, sem surpresas na hora de pagar.",
      },
      { icon: "clock", title: "Sem longas esperas", text: "Agendamento rápido e atendimento pontual." },
      {
        icon: "shield",
        title: "Convênios",
        text: "Aceitamos diversos planos de saúde. Fale com a gente para confirmar se o seu plano é aceito.",
      },
      {
        icon: "check",
        title: "Formas de pagamento",
        text: `Aceitamos ${site.paymentAccepted
          .join(", ")
          .toLowerCase()
          .replace(/, ([^,]*)$/, " e $1")}.`,
      },
      { icon: "calendar", title: "Horário de funcionamento", items: site.hours.map(formatOpeningHours) },
      {
        icon: "microscope",
        title: `Mais de ${site.examCount} exames`,
        text: "Laboratório, imagem e exames do coração no mesmo endereço.",
      },
    ],
  },
  faq: [
    {
      question: "Como faço para agendar?",
      answer:
        "Pelo WhatsApp, pelo telefone ou na recepção da clínica. Pelo WhatsApp a resposta é rápida e você já recebe as orientações de preparo.",
    },
    {
      question: "Vocês aceitam convênio?",
      answer:
        "Aceitamos diversos planos de saúde. Entre em contato informando o seu plano para confirmarmos a cobertura antes do atendimento.",
    },
    { question: "Quais as formas de pagamento?", answer: "Dinheiro, cartão de crédito, cartão de débito e convênios." },
    {
      question: "Em quanto tempo saem os resultados dos exames?",
      answer:
        "A maioria dos exames laboratoriais tem resultado no mesmo dia. Para os demais, informamos o prazo no momento do agendamento.",
    },
  ],
};
