import { clinicalStaff } from "../clinical-staff";
import type { ArticlePageContent } from "../types";

export const content: ArticlePageContent = {
  meta: {
    title: "Ultrassom no Barreiro, BH – Abdome, Tireoide, Mamas e Mais",
    description:
      "Ultrassom no Barreiro, Belo Horizonte: abdome, tireoide com Doppler, mamas, ginecológico e obstétrico, sem radiação e com preço acessível. Veja o preparo.",
    keywords: [
      "ultrassom barreiro",
      "ultrassom bh",
      "ultrassom abdominal",
      "ultrassom de tireoide com doppler",
      "ultrassom transvaginal",
      "ultrassom obstétrico",
      "ultrassom de mamas",
    ],
  },
  mainEntity: {
    type: "MedicalTest",
    name: "Ultrassom",
    usedToDiagnose: [
      "Cálculos na vesícula e nos rins",
      "Nódulos de tireoide",
      "Nódulos e cistos de mama",
      "Miomas e cistos de ovário",
      "Esteatose hepática",
    ],
  },
  hero: {
    title: "Ultrassom no Barreiro",
    tagline:
      "Exames de ultrassom para várias partes do corpo e para acompanhar a gestação, sem radiação e sem longas esperas.",
    image: {
      name: "ultrassom",
      failure: "placeholder",
      alt: "Ilustração de um exame de ultrassom, com o médico segurando o transdutor e a imagem no monitor",
    },
    highlights: [
      "Sem radiação e, em geral, indolor",
      "Jejum: 8 horas (geral) ou 6 horas (abdome), quando exigido",
      "Preparo confirmado no agendamento",
    ],
  },
  list: {
    heading: "Quando fazer um ultrassom",
    items: [
      "Dor abdominal, estufamento ou alterações em exames de sangue do fígado, em investigação médica",
      "Nódulos ou caroços na tireoide, no pescoço ou nas mamas",
      "Cólicas fortes, sangramento fora do período ou irregularidade menstrual",
      "Acompanhamento do pré-natal e do crescimento do bebê",
      "Suspeita ou acompanhamento de pedras na vesícula ou nos rins",
      "Check-up e exames de rotina pedidos pelo médico",
    ],
  },
  cards: {
    heading: "Tipos de ultrassom",
    items: [
      {
        icon: "scan",
        title: "Ultrassom de abdome",
        text: "Fígado, vesícula, pâncreas, baço, rins e grandes vasos do abdome.",
        note: "jejum de 6 horas. Para abdome total, a equipe também orienta sobre a bexiga.",
      },
      {
        icon: "activity",
        title: "Tireoide e cervical com Doppler",
        text: "Tireoide, linfonodos e demais estruturas do pescoço, com o fluxo de sangue avaliado pelo Doppler.",
        note: "em geral, não é preciso preparo.",
      },
      {
        icon: "user",
        title: "Ultrassom ginecológico",
        text: "Útero e ovários, pela via transvaginal ou pela barriga (pélvico).",
        note: "transvaginal com a bexiga vazia; pélvico com a bexiga cheia.",
      },
      {
        icon: "baby",
        title: "Ultrassom obstétrico",
        text: "Acompanha a gestação: idade gestacional, batimentos, crescimento e posição do bebê.",
        note: "sem jejum. No início da gestação, o exame costuma ser transvaginal.",
      },
      {
        icon: "sparkles",
        title: "Ultrassom de mamas",
        text: "Avalia nódulos, cistos e alterações das mamas e das axilas.",
        note: "em geral, não é preciso preparo. Leve exames de mama anteriores.",
      },
      {
        icon: "heart",
        title: "Ultrassom morfológico",
        text: "Avaliação detalhada da formação do bebê, entre 18 e 24 semanas de gestação.",
        note: "sem jejum.",
        link: { label: "Ver ultrassom morfológico", to: "/ultrassom-morfologico" },
      },
      {
        icon: "droplet",
        title: "Ultrassom arterial (Doppler)",
        text: "Circulação nas artérias das pernas, dos braços e do pescoço.",
        note: "em geral, sem jejum para membros e carótidas.",
        link: { label: "Ver ultrassom arterial", to: "/ultrassom-arterial" },
      },
    ],
  },
  sections: [
    {
      id: "o-que-e-ultrassom",
      heading: "O que é o ultrassom",
      paragraphs: [
        "O ultrassom, ou ultrassonografia, é um exame de imagem que usa ondas sonoras de alta frequência, que não ouvimos. O transdutor, um aparelho encostado na pele com a ajuda de um gel, emite essas ondas e capta o eco que volta dos órgãos. O computador transforma esse eco em imagens, vistas em tempo real na tela.",
        "Com o Doppler, o mesmo aparelho mostra também o movimento do sangue dentro dos vasos, em cores. O exame é feito por médico, que registra as imagens e as medidas e emite o laudo para o médico que fez o pedido.",
      ],
    },
    {
      id: "vantagens",
      heading: "Vantagens do ultrassom",
      bullets: [
        "Não usa radiação e é considerado seguro, inclusive na gestação.",
        "Em geral, é indolor (no transvaginal, pode haver um leve desconforto) e, na maioria dos tipos, não usa agulhas nem contraste.",
        "Mostra os órgãos em movimento e em tempo real.",
        "Pode ser repetido sempre que necessário para acompanhar uma alteração.",
        "Tem preparo simples e costuma ser mais acessível que outros exames de imagem.",
      ],
    },
    {
      id: "desvantagens",
      heading: "Desvantagens e limitações",
      bullets: [
        "As ondas não atravessam bem o ar e os ossos: gases no intestino podem atrapalhar as imagens, e pulmões e ossos são mal avaliados.",
        "Em pessoas com mais gordura abdominal, a imagem pode ficar menos nítida.",
        "O resultado depende da experiência de quem faz o exame e da qualidade do aparelho.",
        "Alguns achados precisam ser complementados por outros exames, como tomografia, ressonância ou biópsia.",
        "Alguns tipos pedem preparo, como jejum ou bexiga cheia, e sem ele o exame pode precisar ser remarcado.",
      ],
    },
    {
      id: "ultrassom-abdominal",
      heading: "Ultrassom abdominal",
      paragraphs: [
        "Avalia os órgãos do abdome: fígado, vesícula e vias biliares, pâncreas, baço, rins e grandes vasos. O abdome total inclui também a bexiga e os órgãos da pelve. É muito usado na investigação de dor abdominal, pedras na vesícula e nos rins, gordura no fígado (esteatose) e alterações em exames de sangue.",
        "Para que a vesícula fique cheia e os gases do intestino atrapalhem menos, o ultrassom de abdome exige jejum de 6 horas.",
      ],
    },
    {
      id: "ultrassom-tireoide-cervical",
      heading: "Ultrassom de tireoide e cervical com Doppler",
      paragraphs: [
        "Avalia o tamanho e a estrutura da tireoide e identifica nódulos e cistos, com medidas precisas para o acompanhamento. O ultrassom cervical estende a avaliação às outras estruturas do pescoço, como os linfonodos (ínguas) e as glândulas salivares.",
        "O Doppler mostra como o sangue circula na glândula e dentro dos nódulos, informação que ajuda o endocrinologista a decidir se é preciso acompanhar ou investigar mais um nódulo. Em geral, o exame não precisa de preparo.",
      ],
    },
    {
      id: "ultrassom-ginecologico",
      heading: "Ultrassom ginecológico",
      paragraphs: [
        "Avalia o útero, o endométrio e os ovários. Pode ser feito pela via transvaginal, com um transdutor fino e protegido, que dá imagens mais detalhadas, ou pela barriga (ultrassom pélvico), opção indicada para quem nunca teve relação sexual.",
        "Ajuda a investigar cólicas, sangramentos irregulares, miomas, cistos de ovário, pólipos e sinais de endometriose, além de acompanhar o uso de DIU. Para o transvaginal, a bexiga deve estar vazia; para o pélvico, cheia.",
      ],
    },
    {
      id: "ultrassom-obstetrico",
      heading: "Ultrassom obstétrico",
      paragraphs: [
        "Acompanha a gestação desde o início. O primeiro exame pode ser feito a partir da 5ª semana, em geral pela via transvaginal, para confirmar a gestação dentro do útero, a idade gestacional e os batimentos do bebê.",
        "Nas fases seguintes, avalia o crescimento, a posição do bebê, a placenta e o líquido amniótico. Entre 18 e 24 semanas é feito o ultrassom morfológico, um exame mais detalhado da formação do bebê.",
      ],
      cards: [
        {
          icon: "baby",
          title: "Ultrassom morfológico",
          text: "Avaliação detalhada dos órgãos e da formação do bebê entre 18 e 24 semanas.",
          link: { label: "Ver ultrassom morfológico", to: "/ultrassom-morfologico" },
        },
      ],
      note: "Sangramento, perda de líquido ou dor forte na barriga durante a gestação pedem avaliação imediata em pronto-atendimento obstétrico, sem esperar por um exame agendado.",
    },
    {
      id: "ultrassom-de-mamas",
      heading: "Ultrassom de mamas",
      paragraphs: [
        "Avalia as mamas e as axilas e ajuda a diferenciar cistos, que têm líquido, de nódulos sólidos. É muito útil em mamas densas, em mulheres jovens e para investigar um caroço percebido no autoexame ou uma alteração da mamografia.",
        "O ultrassom complementa a mamografia, mas não a substitui no rastreamento do câncer de mama: siga a orientação do seu ginecologista ou mastologista.",
      ],
    },
    {
      id: "preparo",
      heading: "Preparo para o ultrassom",
      paragraphs: [
        "O preparo depende do tipo de ultrassom. Quando o exame exige jejum, a regra geral é de 8 horas; para o ultrassom de abdome, o jejum é de 6 horas. Durante o jejum você pode beber água, a não ser que receba outra orientação.",
      ],
      table: {
        caption: "Preparo por tipo de ultrassom",
        columns: ["Tipo de ultrassom", "Preparo"],
        rows: [
          ["Exames com jejum (regra geral)", "Jejum de 8 horas"],
          ["Abdome", "Jejum de 6 horas"],
          ["Ginecológico transvaginal", "Bexiga vazia, sem jejum"],
          ["Pélvico (pela barriga)", "Bexiga cheia, conforme orientação da equipe"],
          ["Tireoide, cervical e mamas", "Em geral, sem preparo"],
          ["Obstétrico e morfológico", "Sem jejum"],
        ],
      },
      note: "Tome seus remédios de uso contínuo normalmente, salvo orientação médica. Leve o pedido médico e os exames anteriores da mesma região: a comparação ajuda muito no laudo.",
    },
  ],
  faq: [
    {
      question: "Quanto tempo de jejum preciso fazer para o ultrassom?",
      answer:
        "Depende do exame. Quando é exigido jejum, a regra geral é de 8 horas; para o ultrassom de abdome, 6 horas. Tireoide, mamas, transvaginal e obstétrico não pedem jejum.",
    },
    {
      question: "O ultrassom faz mal na gravidez?",
      answer:
        "Feito com indicação médica, o ultrassom é considerado seguro na gestação: não usa radiação e é o exame de imagem de escolha para acompanhar o bebê.",
    },
    {
      question: "O ultrassom transvaginal dói?",
      answer:
        "Em geral, não dói. Pode haver um leve desconforto. O transdutor é fino, protegido por uma capa descartável e lubrificado. Se sentir dor, avise o médico durante o exame.",
    },
    {
      question: "Preciso de pedido médico?",
      answer:
        "O ideal é ter o pedido do seu médico, que indica o tipo de ultrassom e o que precisa ser avaliado. Tire suas dúvidas com a nossa equipe no agendamento.",
    },
    {
      question: "O ultrassom substitui a tomografia ou a ressonância?",
      answer:
        "Depende do caso. Para muitos órgãos o ultrassom é suficiente, mas alguns achados precisam ser complementados por outros exames. Essa decisão é do médico que acompanha você.",
    },
  ],
  cta: {
    heading: "Agende seu ultrassom no Barreiro",
    text: "Marque pelo WhatsApp ou por telefone. Nossa equipe confirma o tipo de exame e o preparo certo para você.",
  },
  review: { reviewer: clinicalStaff.radiologia, reviewedOn: "2026-11-23" }, // PLACEHOLDER reviewer and date
};
