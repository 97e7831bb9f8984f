import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Dermatologista no Barreiro, BH – Pele, Cabelo e Unhas",
    description:
      "Dermatologista no Barreiro, Belo Horizonte: acne, manchas, pintas, alergias de pele, queda de cabelo e unhas, com preço acessível. Agende pelo WhatsApp.",
    keywords: [
      "dermatologista barreiro",
      "dermatologista bh",
      "consulta dermatologista",
      "acne",
      "manchas na pele",
      "queda de cabelo",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Dermatologic", name: "Dermatologia" },
  rating: {
    value: 4.8,
    count: 92,
    reviews: [
      {
        author: "Juliana F.",
        rating: 5,
        body: "Todas as minhas pintas foram examinadas com cuidado e recebi explicações sobre o que observar em casa.",
        datePublished: "2024-10-02",
      },
      {
        author: "Rafael C.",
        rating: 5,
        body: "Fui tratar a acne e recebi orientações claras sobre os cuidados com a pele. Atendimento pontual.",
        datePublished: "2024-07-15",
      },
      {
        author: "Cláudia N.",
        rating: 4,
        body: "Consulta atenciosa sobre a queda de cabelo, com pedido de exames e retorno marcado.",
        datePublished: "2024-01-30",
      },
    ],
  },
  hero: {
    title: "Dermatologista no Barreiro",
    tagline: "Cuidado com a pele, o cabelo e as unhas, com avaliação cuidadosa e orientação para cada fase da vida.",
    image: {
      name: "dermatologista",
      failure: "hide",
      alt: "Ilustração de uma dermatologista examinando a pele de uma paciente",
    },
    highlights: ["Pele, cabelo e unhas", "Preço acessível", "Agendamento rápido"],
  },
  list: {
    heading: "Quando procurar um dermatologista",
    items: [
      "Acne, espinhas ou cravos que não melhoram com os cuidados de rotina",
      "Pintas que mudam de tamanho, cor ou formato, coçam ou sangram",
      "Manchas, coceira, descamação ou vermelhidão persistentes na pele",
      "Feridas na pele que não cicatrizam",
      "Queda de cabelo acentuada ou falhas no couro cabeludo",
      "Unhas com alteração de cor, espessura ou formato",
      "Alergias de pele, urticária ou dermatite",
    ],
  },
  cards: {
    heading: "Como o dermatologista pode ajudar",
    items: [
      {
        icon: "sparkles",
        title: "Doenças da pele",
        text: "Diagnóstico e tratamento de acne, rosácea, dermatites, psoríase, micoses, urticária e outras condições.",
      },
      {
        icon: "scan",
        title: "Pintas e prevenção do câncer de pele",
        text: "Exame das pintas e manchas, orientação sobre proteção solar e acompanhamento de lesões suspeitas.",
      },
      {
        icon: "user",
        title: "Cabelo e unhas",
        text: "Investigação de queda de cabelo, caspa, alterações do couro cabeludo e problemas nas unhas.",
      },
    ],
  },
  sections: [
    {
      id: "sinais-de-alerta-nas-pintas",
      heading: "Sinais de alerta nas pintas",
      paragraphs: [
        "Observar a própria pele ajuda a perceber mudanças cedo. A regra do ABCDE resume o que merece atenção; se notar algum desses sinais, agende uma avaliação com o dermatologista.",
      ],
      bullets: [
        "A – Assimetria: uma metade da pinta é diferente da outra.",
        "B – Bordas irregulares, recortadas ou mal definidas.",
        "C – Cor: várias cores na mesma pinta (marrom, preto, vermelho, azulado).",
        "D – Diâmetro: pintas que estão crescendo ou são maiores que as outras.",
        "E – Evolução: qualquer mudança de tamanho, cor ou formato, coceira ou sangramento.",
      ],
      note: "A regra do ABCDE é um guia de observação e não substitui o exame feito pelo médico.",
    },
    {
      id: "como-se-preparar",
      heading: "Como se preparar para a consulta",
      bullets: [
        "Leve a lista dos medicamentos, pomadas, cremes e cosméticos que você usa.",
        "Se possível, vá sem maquiagem e sem esmalte quando a queixa for no rosto ou nas unhas.",
        "Fotos de como a lesão estava antes ajudam o médico a avaliar a evolução.",
        "Conte se há casos de câncer de pele na família e se você se expõe muito ao sol.",
      ],
    },
  ],
  faq: [
    {
      question: "Quando devo procurar um dermatologista?",
      answer:
        "Quando houver alterações na pele, no cabelo ou nas unhas que não melhoram em poucas semanas, pintas que mudam de aspecto, feridas que não cicatrizam ou coceira persistente. Uma avaliação das pintas de tempos em tempos também é recomendada, principalmente para quem tem pele clara ou se expõe muito ao sol.",
    },
    {
      question: "Quais problemas o dermatologista trata?",
      answer:
        "Acne, manchas, rosácea, dermatites, alergias de pele, psoríase, micoses, verrugas, queda de cabelo, alterações das unhas e lesões suspeitas de câncer de pele, entre outros.",
    },
    {
      question: "O dermatologista pode pedir exames?",
      answer:
        "Sim. Dependendo do caso, podem ser pedidos exames de sangue, exame de micose (micológico) ou biópsia da lesão, que é analisada em laboratório.",
    },
    {
      question: "O que levar para a consulta?",
      answer:
        "Documento, a lista de medicamentos e produtos que você usa na pele e no cabelo e, se tiver, exames e receitas de tratamentos anteriores.",
    },
  ],
  cta: {
    heading: "Sua pele merece atenção",
    text: "Agende sua consulta com dermatologista no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Dermatologia" },
  review: { reviewer: clinicalStaff.dermatologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
