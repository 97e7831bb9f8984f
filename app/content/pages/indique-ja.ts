import type { ReferralContent } from "../types";

export const content: ReferralContent = {
  meta: {
    title: "Programa Indique Já – Indique Amigos e Ganhe um Copo",
    description:
      "Programa Indique Já da Clínica Médica Barreiro: indique amigos e familiares, sem limite de indicações, e ganhe um copo personalizado a cada indicação atendida.",
    keywords: [
      "programa indique já",
      "indique já clínica barreiro",
      "indicação de amigos",
      "clínica médica barreiro",
      "brinde indicação",
      "copo personalizado",
    ],
  },
  mainEntity: { type: "MedicalWebPage", name: "Programa Indique Já" },
  hero: {
    title: "Programa INDIQUE JÁ",
    tagline:
      "Indicou, cuidou, ganhou! Indique a Clínica Médica Barreiro para amigos e familiares e ganhe um copo personalizado a cada indicação atendida.",
    image: { name: "indique-ja", alt: "Ilustração de amigos indicando a clínica" },
  },
  campaign: {
    heading: "Cuidar de quem você gosta vale presente",
    paragraphs: [
      "Sabe aquele amigo que vive adiando a consulta, a vizinha que precisa fazer os exames de rotina ou o parente que está procurando um especialista? Indique a Clínica Médica Barreiro: consultas e exames com preço acessível e sem longas esperas, pertinho de casa.",
      "Com o Programa INDIQUE JÁ, cada pessoa indicada que fizer uma consulta ou um exame com a gente rende um copo personalizado para você. E não tem limite: quanto mais gente você ajudar a cuidar da saúde, mais copos você ganha.",
    ],
  },
  howItWorks: {
    heading: "Como funciona",
    steps: [
      {
        title: "Indique",
        text: "Conte sobre a clínica para amigos, familiares e colegas. Se quiser, compartilhe a imagem da campanha que está aqui nesta página.",
      },
      {
        title: "Seu nome no agendamento",
        text: "A pessoa indicada agenda a consulta ou o exame e informa o seu nome no momento do agendamento.",
      },
      {
        title: "Receba seu copo",
        text: "Depois que a pessoa indicada realizar a consulta ou o exame, a indicação é contabilizada e o seu copo personalizado é entregue no endereço informado, na semana seguinte.",
      },
    ],
  },
  rules: {
    heading: "Regras do programa",
    items: [
      "Não há limite de indicações.",
      "O prêmio é um copo personalizado, um para cada indicação válida.",
      "A pessoa indicada precisa informar o nome de quem indicou no momento do agendamento.",
      "A indicação só é contabilizada depois que a pessoa indicada realizar uma consulta ou um exame na clínica.",
      "O copo é entregue no endereço informado, na semana seguinte à consulta ou ao exame da pessoa indicada.",
    ],
  },
  download: {
    heading: "Compartilhe a campanha",
    text: "Baixe a imagem da campanha e envie para os seus contatos e grupos. É só lembrar a pessoa de dizer o seu nome quando for agendar.",
    label: "Baixar imagem da campanha",
    file: "/images/generated/campanha-indique-ja.png",
  },
  faq: [
    {
      question: "Quantas pessoas eu posso indicar?",
      answer:
        "Quantas quiser. Não há limite de indicações: cada pessoa indicada que realizar uma consulta ou um exame conta para você ganhar um copo personalizado.",
    },
    {
      question: "O que a pessoa indicada precisa fazer?",
      answer:
        "Ao agendar pelo WhatsApp ou por telefone, ela precisa informar o seu nome. Sem essa informação no agendamento, não conseguimos vincular a indicação a você.",
    },
    {
      question: "Quando a minha indicação é contabilizada?",
      answer:
        "Depois que a pessoa indicada realizar a consulta ou o exame. Só o agendamento não é suficiente para contar a indicação.",
    },
    {
      question: "Quando e onde recebo o meu copo?",
      answer:
        "O copo personalizado é entregue no endereço que você informar à nossa equipe, na semana seguinte à consulta ou ao exame da pessoa indicada.",
    },
  ],
  cta: {
    heading: "Ficou com alguma dúvida?",
    text: "Fale com a gente pelo WhatsApp ou por telefone. Nossa equipe explica tudo sobre o Programa INDIQUE JÁ e também agenda a sua consulta ou exame.",
  },
};
