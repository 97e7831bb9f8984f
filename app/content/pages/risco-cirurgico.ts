import { clinicalStaff } from "../clinical-staff";
import { site } from "../site";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  /** The surgical-risk page may use its own booking contacts (spec §7). */
  contactOverrides: site.surgicalRiskOverrides,
  meta: {
    title: "Risco Cirúrgico no Barreiro, BH – Avaliação Pré-operatória",
    description:
      "Avaliação de risco cirúrgico no Barreiro, BH: consulta com clínico geral ou cardiologista, ECG e exames pré-operatórios, com resultado em 24 a 48 horas.",
    keywords: [
      "risco cirúrgico barreiro",
      "risco cirúrgico bh",
      "avaliação pré-operatória",
      "exames pré-operatórios",
      "risco cirúrgico cardiologista",
      "eletrocardiograma risco cirúrgico",
    ],
  },
  mainEntity: { type: "MedicalTest", name: "Risco Cirúrgico" },
  rating: {
    value: 4.8,
    count: 76,
    reviews: [
      {
        author: "Eliane G.",
        rating: 5,
        body: "Fiz a consulta e os exames no mesmo lugar e levei tudo pronto para o meu cirurgião. Ajudou muito.",
        datePublished: "2024-10-02",
      },
      {
        author: "Sebastião F.",
        rating: 5,
        body: "O cardiologista foi atencioso e revisou meus remédios antes da cirurgia do joelho.",
        datePublished: "2024-06-24",
      },
      {
        author: "Priscila R.",
        rating: 4,
        body: "Atendimento organizado e resultado dentro do prazo que me passaram.",
        datePublished: "2024-02-19",
      },
    ],
  },
  hero: {
    title: "Avaliação de Risco Cirúrgico no Barreiro",
    tagline: "Consulta e exames pré-operatórios em um só lugar, para você chegar à sua cirurgia com mais segurança.",
    image: {
      name: "risco-cirurgico",
      failure: "placeholder",
      alt: "Ilustração de um médico avaliando exames de um paciente antes de uma cirurgia",
    },
    highlights: ["Consulta de 30 a 45 minutos", "Resultado em 24 a 48 horas", "Clínico geral ou cardiologista"],
  },
  list: {
    heading: "Procedimentos que pedem avaliação",
    items: [
      "Cirurgias gerais, como de hérnia e de vesícula",
      "Cirurgias ortopédicas, como de joelho, quadril, ombro ou coluna",
      "Cirurgias ginecológicas e urológicas",
      "Cirurgias plásticas e reparadoras",
      "Cirurgia bariátrica",
      "Cirurgias de olhos, como a de catarata, quando o cirurgião solicita",
      "Procedimentos com anestesia geral ou sedação, a critério do cirurgião ou do anestesista",
    ],
  },
  cards: {
    heading: "Exames incluídos na avaliação",
    items: [
      {
        icon: "activity",
        title: "Eletrocardiograma (ECG)",
        text: "Registra o ritmo e a atividade elétrica do coração e ajuda a identificar alterações que merecem cuidado antes da anestesia.",
        link: { label: "Saiba mais sobre o ECG", to: "/ecg-eletrocardiograma" },
      },
      {
        icon: "droplet",
        title: "Hemograma completo",
        text: "Avalia glóbulos vermelhos, glóbulos brancos e plaquetas, mostrando anemia, sinais de infecção e alterações que podem interferir na cicatrização e na coagulação.",
      },
      {
        icon: "flask",
        title: "Glicose",
        text: "Mede o açúcar no sangue. O controle da glicemia é importante para reduzir o risco de complicações e de infecção após a cirurgia.",
      },
      {
        icon: "microscope",
        title: "Creatinina",
        text: "Avalia o funcionamento dos rins, importante para a escolha e a dose de medicamentos e anestésicos.",
      },
      {
        icon: "scan",
        title: "Raio-X de tórax",
        text: "Mostra os pulmões e a silhueta do coração, ajudando a avaliar a parte respiratória antes do procedimento.",
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-risco-cirurgico",
      heading: "O que é a avaliação de risco cirúrgico",
      paragraphs: [
        "A avaliação de risco cirúrgico, também chamada de avaliação pré-operatória, é uma consulta médica com exames que verifica se o seu organismo está preparado para a cirurgia e para a anestesia. O objetivo é identificar e controlar, antes do procedimento, condições que possam aumentar o risco de complicações.",
        "O médico revisa o seu histórico de saúde, as doenças em tratamento, como pressão alta e diabetes, os remédios em uso, alergias, cirurgias e anestesias anteriores. Depois examina você, analisa os exames e emite um parecer com o seu risco e as recomendações para a equipe cirúrgica.",
        "A avaliação não substitui a consulta com o cirurgião nem com o anestesista. Ela complementa esse cuidado, com informações que ajudam toda a equipe a planejar a sua cirurgia.",
      ],
    },
    {
      id: "quem-faz-a-avaliacao",
      heading: "Especialidades que fazem a avaliação",
      cards: [
        {
          icon: "stethoscope",
          title: "Clínico geral",
          text: "Faz a avaliação completa da maioria dos pacientes: revisa a saúde como um todo, as doenças em tratamento e os remédios em uso.",
          link: { label: "Conhecer o clínico geral", to: "/clinico-geral" },
        },
        {
          icon: "heart",
          title: "Cardiologista",
          text: "Indicado principalmente para quem tem doença do coração, pressão alta, histórico de infarto ou arritmia, ou para cirurgias de maior porte.",
          link: { label: "Conhecer o cardiologista", to: "/cardiologista" },
        },
      ],
      note: "Não sabe qual especialista escolher? Conte para a nossa equipe qual cirurgia você vai fazer e quais problemas de saúde você tem: ajudamos a indicar a melhor opção.",
    },
    {
      id: "como-funciona",
      heading: "Como funciona",
      paragraphs: [
        "Consulta e exames são feitos no mesmo lugar, em poucos passos. Para a consulta, leve o pedido do cirurgião, documento com foto, a lista dos remédios que você usa com as doses e os exames recentes que tiver.",
      ],
      bullets: [
        "Agende pelo WhatsApp ou por telefone e informe qual cirurgia você vai fazer.",
        "Faça os exames: ECG, hemograma completo, glicose, creatinina e raio-X de tórax, além de outros que o médico julgar necessários.",
        "Passe pela consulta com o clínico geral ou o cardiologista, que dura de 30 a 45 minutos.",
        "Receba o resultado da avaliação em 24 a 48 horas e leve-o ao seu cirurgião.",
      ],
      note: "Não suspenda nenhum remédio por conta própria antes da cirurgia. A orientação sobre o que manter ou interromper deve vir do médico.",
    },
  ],
  faq: [
    {
      question: "Quanto tempo leva a avaliação de risco cirúrgico?",
      answer:
        "A consulta dura de 30 a 45 minutos. Com os exames feitos, o resultado da avaliação fica pronto em 24 a 48 horas.",
    },
    {
      question: "Quais exames estão incluídos?",
      answer:
        "Eletrocardiograma, hemograma completo, glicose, creatinina e raio-X de tórax. Dependendo da sua idade, da sua saúde e do tipo de cirurgia, o médico pode pedir outros exames.",
    },
    {
      question: "Devo fazer com o clínico geral ou com o cardiologista?",
      answer:
        "Os dois fazem a avaliação. O cardiologista é o mais indicado para quem tem doença do coração, pressão alta de difícil controle ou vai fazer uma cirurgia de maior porte. Na dúvida, a nossa equipe ajuda a escolher.",
    },
    {
      question: "Com quanto tempo de antecedência devo fazer?",
      answer:
        "Siga o prazo que o seu cirurgião indicar. Em geral, vale fazer com algumas semanas de antecedência, para haver tempo de ajustar tratamentos, se for preciso.",
    },
  ],
  cta: {
    heading: "Prepare-se para a sua cirurgia com tranquilidade",
    text: "Agende sua avaliação de risco cirúrgico no Barreiro pelo WhatsApp ou por telefone. Consulta e exames no mesmo lugar.",
  },
  review: { reviewer: clinicalStaff.clinicaMedica, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
