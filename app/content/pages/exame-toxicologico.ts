import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Exame Toxicológico no Barreiro, BH – CNH, Emprego e Concurso",
    description:
      "Exame toxicológico no Barreiro, BH, com coleta de cabelo, pelos ou urina: para CNH C, D e E, admissão, concursos e processos. Resultado em 3 a 5 dias úteis.",
    keywords: [
      "exame toxicológico barreiro",
      "exame toxicológico bh",
      "toxicológico cnh",
      "exame toxicológico cabelo",
      "toxicológico admissional",
      "exame toxicológico concurso",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Exame Toxicológico",
    usedToDiagnose: ["Uso de substâncias psicoativas"],
  },
  rating: {
    value: 4.8,
    count: 156,
    reviews: [
      {
        author: "Wellington S.",
        rating: 5,
        body: "Fiz para renovar a CNH categoria D. Coleta rápida e a equipe explicou tudo sobre o processo.",
        datePublished: "2024-09-25",
      },
      {
        author: "Fernanda O.",
        rating: 5,
        body: "Precisei para a admissão no emprego novo e o resultado saiu dentro do prazo combinado.",
        datePublished: "2024-07-11",
      },
      {
        author: "Geraldo M.",
        rating: 4,
        body: "Atendimento educado e sem enrolação. Perto de casa, o que ajudou muito.",
        datePublished: "2024-03-06",
      },
    ],
  },
  hero: {
    title: "Exame Toxicológico no Barreiro",
    tagline:
      "Coleta de cabelo, pelos ou urina para CNH, emprego, concursos públicos e processos judiciais, com atendimento discreto e rápido.",
    image: {
      name: "exame-toxicologico",
      failure: "placeholder",
      alt: "Ilustração de coleta de amostra de cabelo para exame toxicológico em ambiente de laboratório",
    },
    highlights: ["Resultado em 3 a 5 dias úteis", "Amostra de cabelo, pelos ou urina", "Coleta rápida e indolor"],
  },
  list: {
    heading: "Para que serve o exame toxicológico",
    items: [
      "Obtenção, renovação ou mudança de CNH nas categorias C, D e E",
      "Admissão e desligamento de motoristas profissionais",
      "Processos de admissão em empresas que exigem o exame",
      "Concursos públicos que pedem o toxicológico no edital",
      "Processos judiciais, como os de guarda, quando solicitado",
      "Acompanhamento determinado por empresa, médico ou justiça",
    ],
  },
  cards: {
    heading: "Tudo sobre o exame",
    items: [
      {
        icon: "flask",
        title: "Como é feito",
        text: "A coleta é simples e indolor. No exame de cabelo ou pelos, uma pequena mecha é cortada rente à pele, em local discreto; quando o cabelo é muito curto, são usados pelos do corpo. No exame de urina, a amostra é colhida em frasco próprio. Tudo é identificado e lacrado na sua frente.",
      },
      {
        icon: "clipboard",
        title: "Preparo",
        items: [
          "Não é preciso jejum",
          "Leve documento oficial com foto e CPF",
          "Para a CNH, tenha em mãos os dados do seu processo no Detran",
          "Informe os remédios que você usa",
          "Para o exame de cabelo, não raspe o cabelo nem os pelos antes da coleta",
        ],
      },
      {
        icon: "clock",
        title: "Resultado",
        text: "O resultado fica pronto em até 5 dias úteis após a coleta. Para a CNH, ele é enviado ao sistema de trânsito pelo laboratório responsável pela análise; nos demais casos, você recebe o laudo para apresentar a quem solicitou.",
      },
    ],
  },
  sections: [
    {
      id: "cabelo-ou-urina",
      heading: "Cabelo, pelos ou urina: qual a diferença",
      paragraphs: [
        "O exame toxicológico detecta o uso de substâncias como maconha, cocaína, anfetaminas e opiáceos. O que muda de uma amostra para outra é a janela de detecção, ou seja, o período de tempo que o exame consegue avaliar.",
        "No cabelo e nos pelos, as substâncias ficam registradas à medida que os fios crescem, e por isso o exame avalia um período longo, de meses. É o exame de larga janela de detecção, exigido para a CNH nas categorias C, D e E e para motoristas profissionais. Já a urina mostra o uso recente, de poucos dias, e costuma ser pedida por empresas, médicos ou em processos judiciais.",
      ],
      note: "Antes de agendar, confirme com quem pediu o exame (Detran, empresa, edital ou juízo) qual tipo de amostra é aceito. A nossa equipe ajuda a tirar essa dúvida.",
    },
    {
      id: "quem-precisa",
      heading: "Quem precisa fazer",
      paragraphs: [
        "O exame é pedido em situações bem definidas. Veja se você se encaixa em alguma delas. Em todos os casos, o resultado sai em até 5 dias úteis e as suas informações são tratadas com sigilo.",
      ],
      bullets: [
        "Motoristas que vão tirar, renovar ou mudar para as categorias C, D e E da CNH.",
        "Motoristas profissionais, na admissão e no desligamento do emprego.",
        "Candidatos a vagas em empresas e em concursos públicos que exigem o exame.",
        "Pessoas envolvidas em processos judiciais, quando o exame é determinado.",
      ],
    },
  ],
  faq: [
    {
      question: "Quanto tempo demora o resultado?",
      answer:
        "De 3 a 5 dias úteis após a coleta. Se você tem prazo no Detran, na empresa ou no concurso, programe-se para fazer a coleta com antecedência.",
    },
    {
      question: "Qual exame preciso fazer para a CNH?",
      answer:
        "Para as categorias C, D e E, o exame exigido é o de larga janela de detecção, feito com cabelo ou pelos. O exame de urina não é aceito para a CNH.",
    },
    {
      question: "Tenho cabelo curto ou sou careca. Posso fazer o exame?",
      answer:
        "Sim. Quando não há cabelo suficiente, a coleta é feita com pelos de outras partes do corpo, como braços, pernas ou axilas.",
    },
    {
      question: "Remédios podem interferir no resultado?",
      answer:
        "Alguns medicamentos podem. Por isso, informe na coleta os remédios que você usa e guarde as receitas: elas podem ser pedidas na revisão médica do resultado.",
    },
    {
      question: "Preciso de pedido médico?",
      answer:
        "Em geral, não é preciso pedido médico. Leve documento com foto e, conforme o caso, os dados do processo da CNH, da empresa ou do concurso.",
    },
  ],
  cta: {
    heading: "Faça seu exame toxicológico sem demora",
    text: "Agende a coleta no Barreiro pelo WhatsApp ou por telefone. Nossa equipe explica qual exame você precisa e o que levar.",
  },
  review: { reviewer: clinicalStaff.patologiaClinica, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
