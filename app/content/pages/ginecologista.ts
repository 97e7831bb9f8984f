import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Ginecologista no Barreiro, BH – Consulta e Preventivo",
    description:
      "Ginecologista no Barreiro, Belo Horizonte: consulta anual, preventivo, alterações menstruais, contracepção e menopausa, com acolhimento. Agende pelo WhatsApp.",
    keywords: [
      "ginecologista barreiro",
      "ginecologista bh",
      "consulta ginecológica",
      "exame preventivo",
      "papanicolau",
      "menopausa",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Gynecologic", name: "Ginecologia" },
  rating: {
    value: 4.9,
    count: 156,
    reviews: [
      {
        author: "Aline B.",
        rating: 5,
        body: "Me senti muito à vontade. Tirei todas as minhas dúvidas sobre métodos contraceptivos.",
        datePublished: "2024-11-05",
      },
      {
        author: "Renata G.",
        rating: 5,
        body: "Faço minha consulta anual aqui. Atendimento pontual, cuidadoso e respeitoso.",
        datePublished: "2024-08-19",
      },
      {
        author: "Luciana T.",
        rating: 4,
        body: "Boa explicação sobre os sintomas da menopausa e os exames pedidos. Recomendo.",
        datePublished: "2024-04-08",
      },
    ],
  },
  hero: {
    title: "Ginecologista no Barreiro",
    tagline: "Cuidado com a saúde da mulher em todas as fases da vida, com escuta, respeito e privacidade.",
    image: {
      name: "ginecologista",
      failure: "hide",
      alt: "Ilustração de uma consulta com ginecologista em consultório acolhedor",
    },
    highlights: ["Consulta anual a partir dos 18 anos", "Atendimento acolhedor", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um ginecologista",
    items: [
      "Consulta anual de rotina a partir dos 18 anos, mesmo sem sintomas",
      "Menstruação irregular, muito intensa ou com cólicas fortes",
      "Corrimento, coceira, ardor ou odor diferente na região íntima",
      "Dor pélvica ou dor durante a relação sexual",
      "Escolha ou troca de método contraceptivo",
      "Sintomas da menopausa, como ondas de calor e alterações do sono",
      "Nódulo ou alteração percebida nas mamas",
      "Planejamento de gravidez",
    ],
  },
  cards: {
    heading: "Como a consulta ginecológica pode ajudar",
    items: [
      {
        icon: "shield",
        title: "Prevenção",
        text: "Consulta de rotina, exame ginecológico e das mamas, exame preventivo (Papanicolau) e orientação sobre vacinas e infecções sexualmente transmissíveis.",
      },
      {
        icon: "calendar",
        title: "Ciclo menstrual e contracepção",
        text: "Avaliação de alterações menstruais, cólicas, TPM e orientação sobre o método contraceptivo mais adequado para você.",
      },
      {
        icon: "user",
        title: "Todas as fases da vida",
        text: "Acompanhamento da adolescência à menopausa, incluindo síndrome dos ovários policísticos, endometriose e planejamento da gravidez.",
      },
    ],
  },
  sections: [
    {
      id: "consulta-anual",
      heading: "Consulta ginecológica anual a partir dos 18 anos",
      paragraphs: [
        "A recomendação é fazer uma consulta ginecológica por ano a partir dos 18 anos, mesmo quando está tudo bem. A consulta de rotina ajuda a prevenir doenças e a identificar alterações cedo, quando o tratamento costuma ser mais simples.",
        "Na consulta, o ginecologista conversa sobre seu ciclo, vida sexual, contracepção e histórico familiar, faz o exame físico e indica os exames adequados para a sua idade, como o preventivo e exames de imagem.",
      ],
      cards: [
        {
          icon: "scan",
          title: "Ultrassom ginecológico e das mamas",
          text: "Quando indicados na consulta, podem ser feitos aqui na clínica.",
          link: { label: "Conheça os exames de ultrassom", to: "/ultrassom" },
        },
        {
          icon: "flask",
          title: "Exames laboratoriais",
          text: "Exames de sangue e de urina solicitados na consulta, com resultados da maioria no mesmo dia.",
          link: { label: "Ver exames laboratoriais", to: "/exames-laboratoriais" },
        },
      ],
    },
    {
      id: "como-se-preparar",
      heading: "Como se preparar para a consulta e o preventivo",
      bullets: [
        "Anote a data da última menstruação e a duração dos seus ciclos.",
        "Leve a lista dos medicamentos e do anticoncepcional que você usa e exames anteriores.",
        "Para o preventivo, o ideal é não estar menstruada e evitar relações sexuais, duchas, cremes e óvulos vaginais nas 48 horas anteriores.",
        "Se preferir, você pode levar uma acompanhante.",
      ],
      note: "Sangramento intenso, dor pélvica forte e súbita ou febre com dor no baixo ventre precisam de avaliação rápida: procure um pronto-socorro.",
    },
  ],
  faq: [
    {
      question: "Com que frequência devo ir ao ginecologista?",
      answer:
        "A recomendação é uma consulta anual a partir dos 18 anos, mesmo sem sintomas. Se surgir alguma queixa, não é preciso esperar a data da consulta de rotina.",
    },
    {
      question: "Quando devo procurar o ginecologista fora da rotina?",
      answer:
        "Em caso de menstruação irregular ou muito intensa, cólicas fortes, corrimento ou coceira, dor pélvica, alterações nas mamas, dúvidas sobre contracepção ou sintomas da menopausa.",
    },
    {
      question: "Quais exames o ginecologista pode pedir?",
      answer:
        "Exame preventivo (Papanicolau), ultrassom transvaginal ou pélvico, ultrassom das mamas, mamografia e exames de sangue, conforme a idade, o histórico e os sintomas.",
    },
    {
      question: "Adolescentes podem consultar antes dos 18 anos?",
      answer:
        "Sim. A consulta é indicada sempre que houver dúvidas ou sintomas, por exemplo após a primeira menstruação ou antes do início da vida sexual. Menores de idade podem ir acompanhadas de um responsável.",
    },
    {
      question: "Posso fazer a consulta menstruada?",
      answer:
        "A consulta pode ser feita, mas se houver coleta do preventivo o ideal é remarcar para depois da menstruação. Na dúvida, fale com a nossa equipe no agendamento.",
    },
  ],
  cta: {
    heading: "Sua consulta anual está em dia?",
    text: "Agende sua consulta com ginecologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Ginecologia e Obstetrícia" },
  review: { reviewer: clinicalStaff.ginecologiaObstetricia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
