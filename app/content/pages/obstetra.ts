import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Obstetra no Barreiro, BH – Pré-Natal e Ultrassom Obstétrico",
    description:
      "Obstetra no Barreiro, Belo Horizonte: pré-natal, ultrassom obstétrico a partir da 5ª semana, orientação para o parto e pós-parto. Agende pelo WhatsApp.",
    keywords: [
      "obstetra barreiro",
      "obstetra bh",
      "pré-natal",
      "ultrassom obstétrico",
      "consulta gestante",
      "pós-parto",
    ],
  },
  mainEntity: { type: "MedicalSpecialty", specialty: "Obstetric", name: "Obstetrícia" },
  hero: {
    title: "Obstetra no Barreiro",
    tagline: "Acompanhamento da gestação com carinho e segurança, do primeiro ultrassom ao pós-parto.",
    image: {
      name: "obstetra",
      failure: "hide",
      alt: "Ilustração de uma gestante em consulta de pré-natal com obstetra",
    },
    highlights: ["Pré-natal completo", "Ultrassom obstétrico", "Acompanhamento pós-parto"],
  },
  list: {
    heading: "Momentos importantes do acompanhamento",
    items: [
      "Assim que souber da gravidez, ou ainda no planejamento, para a primeira consulta",
      "Consultas de pré-natal mensais",
      "Consultas quinzenais após a 35ª semana de gestação",
      "Exames e ultrassons nas datas indicadas pelo obstetra",
      "Consulta de acompanhamento pós-parto por volta de 6 semanas após o parto",
    ],
  },
  cards: {
    heading: "Como o obstetra acompanha você",
    items: [
      {
        icon: "calendar",
        title: "Pré-natal",
        text: "Consultas regulares para acompanhar a sua saúde e o desenvolvimento do bebê: pressão, peso, crescimento da barriga, batimentos do bebê, vacinas e orientações para cada fase.",
      },
      {
        icon: "scan",
        title: "Exames especializados",
        text: "Exames de sangue e de urina do pré-natal e ultrassons obstétricos, como o morfológico, solicitados no momento certo da gestação.",
        link: { label: "Conheça o ultrassom morfológico", to: "/ultrassom-morfologico" },
      },
      {
        icon: "baby",
        title: "Parto e pós-parto",
        text: "Orientação sobre os tipos de parto, os sinais de trabalho de parto e quando ir à maternidade, além do acompanhamento da recuperação, da amamentação e da contracepção após o parto.",
      },
    ],
  },
  sections: [
    {
      id: "ultrassom-obstetrico",
      heading: "Ultrassom obstétrico",
      paragraphs: [
        "O primeiro ultrassom da gestação pode ser feito a partir da 5ª semana, por via transvaginal. Nessa fase, o exame ajuda a confirmar que a gestação está dentro do útero, verificar o número de bebês e estimar a idade gestacional.",
        "Ao longo da gravidez, o obstetra indica outros ultrassons. Entre a 18ª e a 24ª semana é feito o ultrassom morfológico, que avalia em detalhes a formação do bebê.",
      ],
      cards: [
        {
          icon: "scan",
          title: "Ultrassom morfológico",
          text: "Realizado entre a 18ª e a 24ª semana de gestação.",
          link: { label: "Saiba mais sobre o ultrassom morfológico", to: "/ultrassom-morfologico" },
        },
        {
          icon: "clipboard",
          title: "Outros ultrassons",
          text: "Veja os tipos de ultrassom e o preparo de cada um.",
          link: { label: "Conheça os exames de ultrassom", to: "/ultrassom" },
        },
      ],
      note: "No agendamento, informe a data da última menstruação e leve os exames e ultrassons anteriores para comparação.",
    },
  ],
  faq: [
    {
      question: "O que fazer se tiver sangramento na gravidez?",
      answer:
        "Qualquer sangramento durante a gestação deve ser avaliado: procure atendimento imediatamente, em um pronto-socorro ou na maternidade, principalmente se vier acompanhado de cólica, dor na barriga, febre ou perda de líquido. Não espere a próxima consulta.",
    },
    {
      question: "Posso ter relações sexuais durante a gravidez?",
      answer:
        "Na maioria das gestações sem complicações, sim. O obstetra pode orientar a evitar relações em algumas situações, como sangramento, placenta baixa ou risco de parto prematuro. Converse sobre isso nas consultas.",
    },
    {
      question: "Posso fazer exercícios físicos na gestação?",
      answer:
        "Em geral, atividades leves a moderadas, como caminhada, hidroginástica e alongamento, são benéficas, desde que liberadas pelo obstetra. Evite esportes de impacto, com risco de queda ou de pancada na barriga, e interrompa a atividade se sentir dor, tontura, falta de ar ou sangramento.",
    },
    {
      question: "Quanto peso é normal ganhar na gravidez?",
      answer:
        "Como referência geral, fala-se em um ganho de 8 a 12 kg ao longo da gestação. A meta ideal para você depende do seu peso antes da gravidez e é acompanhada pelo obstetra em cada consulta.",
    },
    {
      question: "Posso dirigir grávida?",
      answer:
        "Se você está se sentindo bem, pode dirigir, sempre com o cinto de segurança: a faixa de baixo passa abaixo da barriga, sobre o quadril, e a faixa de cima entre os seios. Em viagens longas, faça pausas. Perto do fim da gestação ou se houver tonturas e enjoos, prefira que outra pessoa dirija.",
    },
    {
      question: "Grávida pode ir à sauna?",
      answer:
        "Não é recomendado. O calor intenso da sauna e de banhos muito quentes, como ofurô e banheira quente, eleva a temperatura do corpo e pode causar queda de pressão e desmaio, além de trazer riscos ao bebê, principalmente no início da gestação.",
    },
  ],
  cta: {
    heading: "Comece seu pré-natal com tranquilidade",
    text: "Agende sua consulta com obstetra no Barreiro pelo WhatsApp ou por telefone. Nossa equipe responde rápido.",
  },
  careArea: { specialty: "Ginecologia e Obstetrícia" },
  review: { reviewer: clinicalStaff.ginecologiaObstetricia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
