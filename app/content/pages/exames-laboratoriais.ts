import { clinicalStaff } from "../clinical-staff";
import { site } from "../site";
import { labCollectionRules, labFastingTable } from "../shared/lab-preparation";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: `Exames Laboratoriais no Barreiro, BH – Mais de ${site.examCount} Exames`,
    description: `Laboratório no Barreiro, BH: mais de ${site.examCount} exames de sangue, urina, fezes e hormônios, com a maioria dos resultados no mesmo dia. Veja o preparo e o jejum.`,
    keywords: [
      "exames laboratoriais barreiro",
      "exame de sangue bh",
      "laboratório barreiro",
      "hemograma",
      "jejum exame de sangue",
      "exame de urina e fezes",
      "exames hormonais",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Exames Laboratoriais",
    usedToDiagnose: ["Anemia", "Diabetes", "Colesterol alto", "Infecção urinária", "Alterações da tireoide"],
  },
  hero: {
    title: "Exames Laboratoriais no Barreiro",
    tagline: `Mais de ${site.examCount} exames de laboratório perto de você, com preço acessível e a maioria dos resultados no mesmo dia.`,
    image: {
      name: "exames-laboratoriais",
      failure: "placeholder",
      alt: "Ilustração de tubos de coleta de sangue e de um microscópio em um laboratório",
    },
    highlights: [
      `Mais de ${site.examCount} exames`,
      "Maioria dos resultados no mesmo dia",
      "Preparo explicado no agendamento",
    ],
  },
  list: {
    heading: "Quando fazer exames laboratoriais",
    items: [
      "Check-up e acompanhamento preventivo da saúde",
      "Quando o médico pede para investigar sintomas, como cansaço, febre ou perda de peso",
      "Acompanhamento de diabetes, colesterol, pressão alta e doenças da tireoide",
      "Controle do efeito de tratamentos e de medicamentos de uso contínuo",
      "Exames do pré-natal",
      "Exames admissionais, periódicos e avaliação antes de cirurgias",
    ],
  },
  cards: {
    heading: "Exames que realizamos",
    items: [
      {
        icon: "droplet",
        title: "Exames de sangue",
        items: [
          "Hemograma completo",
          "Glicose e hemoglobina glicada",
          "Colesterol total e frações",
          "Triglicerídeos",
          "Função do fígado e dos rins",
          "Vitaminas e ferro",
        ],
      },
      {
        icon: "flask",
        title: "Exames de urina",
        items: ["Urina tipo 1 (EAS)", "Urocultura", "Urina de 24 horas", "Pesquisa de proteínas na urina"],
      },
      {
        icon: "microscope",
        title: "Exames de fezes",
        items: ["Parasitológico de fezes", "Pesquisa de sangue oculto", "Coprocultura"],
      },
      {
        icon: "shield",
        title: "Exames microbiológicos",
        text: "Culturas e pesquisas de bactérias e fungos em diferentes materiais, com antibiograma quando indicado, para orientar o tratamento de infecções.",
      },
      {
        icon: "activity",
        title: "Exames hormonais",
        items: [
          "Tireoide (TSH e T4 livre)",
          "Insulina",
          "Hormônios femininos e masculinos",
          "Beta-HCG (teste de gravidez)",
        ],
      },
      {
        icon: "heart",
        title: "Marcadores cardíacos",
        text: "Exames de sangue, como troponina e CK-MB, que ajudam o médico a avaliar lesões do músculo do coração, sempre junto com os sintomas e outros exames. Dor no peito forte ou repentina é emergência: procure um pronto-socorro.",
      },
      {
        icon: "clipboard",
        title: "Exame toxicológico",
        text: "Coleta de cabelo, pelos ou urina para CNH nas categorias C, D e E, admissão em empresas, concursos públicos e processos judiciais.",
        link: { label: "Ver exame toxicológico", to: "/exame-toxicologico" },
      },
      {
        icon: "sparkles",
        title: "Exames especializados",
        text: "Além da rotina, oferecemos exames específicos pedidos por especialistas. Confira a disponibilidade do seu exame com a nossa equipe.",
        link: { label: "Consultar pelo WhatsApp", to: "whatsapp" },
      },
    ],
  },
  sections: [
    {
      id: "preparo-e-jejum",
      heading: "Preparo e jejum",
      paragraphs: [
        "Alguns exames de sangue precisam de jejum para que o resultado seja confiável. Durante o jejum você pode beber água normalmente. Se o seu pedido tiver vários exames, siga o maior tempo de jejum entre eles. Veja também os cuidados que valem para qualquer coleta e, logo abaixo, a tabela de jejum.",
      ],
      table: labFastingTable,
      bullets: [
        labCollectionRules.exercise,
        labCollectionRules.alcohol,
        "Não ultrapasse muito o tempo de jejum indicado: jejum prolongado demais também altera resultados.",
      ],
      note: "Siga sempre a orientação do seu médico: em alguns casos ele pode indicar outro tempo de jejum ou dispensá-lo. Na dúvida, fale com a nossa equipe antes da coleta.",
    },
    {
      id: "cuidados-especiais",
      heading: "Cuidados especiais",
      bullets: [
        "Remédios: informe os medicamentos que você usa e não suspenda nenhum por conta própria. Alguns exames pedem horário específico de coleta em relação ao remédio.",
        "Urina: em geral, colha a primeira urina da manhã, depois de higiene íntima, desprezando o primeiro jato. Use o frasco próprio e entregue a amostra no prazo orientado.",
        "Fezes: colha em frasco próprio, sem contato com a água do vaso ou com urina, e siga a orientação sobre o número de amostras.",
        "Mulheres: avise se estiver menstruada, grávida ou com suspeita de gravidez, pois isso interfere em alguns exames.",
        "Leve o pedido médico e um documento com foto no dia da coleta.",
      ],
    },
    {
      id: "por-que-escolher",
      heading: "Por que escolher o nosso laboratório",
      cards: [
        {
          icon: "microscope",
          title: `Mais de ${site.examCount} exames`,
          text: "Dos exames de rotina aos especializados, boa parte do que o seu médico pede você faz em um só lugar.",
        },
        {
          icon: "clock",
          title: "Resultados rápidos",
          text: "A maioria dos resultados fica pronta no mesmo dia. O prazo de cada exame é informado na coleta.",
        },
        {
          icon: "wallet",
          title: "Preço acessível",
          text: "Valores justos, sem surpresas, e aceitamos diversos planos de saúde. Consulte se o seu plano é aceito.",
        },
        {
          icon: "user",
          title: "Atendimento acolhedor",
          text: "Coleta feita com cuidado, por equipe atenciosa, e orientação clara sobre o preparo de cada exame.",
        },
      ],
    },
  ],
  faq: [
    {
      question: "Posso beber água durante o jejum?",
      answer:
        "Sim. Água pode ser bebida normalmente durante o jejum. Evite café, chás, sucos, balas e chicletes até a coleta.",
    },
    {
      question: "Quanto tempo demora o resultado?",
      answer:
        "A maioria dos resultados sai no mesmo dia. Alguns exames, como culturas e exames especializados, levam mais tempo. O prazo de cada um é informado na coleta.",
    },
    {
      question: "Posso tomar meus remédios antes da coleta?",
      answer:
        "Em geral, sim, mas alguns exames pedem cuidados com o horário do remédio. Não suspenda nenhum medicamento sem falar com o seu médico e informe o que usa no momento da coleta.",
    },
    {
      question: "Preciso de jejum para todos os exames?",
      answer:
        "Não. Muitos exames, como hemograma e exames de urina, não exigem jejum. A nossa equipe confirma o preparo de acordo com o seu pedido.",
    },
    {
      question: "Vocês aceitam plano de saúde?",
      answer:
        "Aceitamos diversos planos de saúde. Entre em contato pelo WhatsApp ou por telefone para confirmar se o seu plano é aceito.",
    },
  ],
  cta: {
    heading: "Agende seus exames laboratoriais",
    text: "Marque sua coleta no Barreiro pelo WhatsApp ou por telefone e receba as orientações de preparo antes de sair de casa.",
  },
  review: { reviewer: clinicalStaff.patologiaClinica, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
