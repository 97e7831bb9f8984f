/**
 * The clinic's settings that the staff may change, for the editor's group "Clínica": one file,
 * content/clinica.yaml (a Keystatic singleton), made into generated/clinic.ts by
 * scripts/generate-content.ts and exposed to the pages as `site` (app/site/site.ts), which
 * keeps what is code or comes from the environment. Field keys are the names `site` uses.
 */
import { fields, singleton } from "@keystatic/core";
import { textRules, type TextRuleName } from "#shared/content-rules.ts";
import { selectOptions, text } from "./article";
import { councilQuestions } from "./council-questions";

/** A text that must follow one of the build's format rules, with the same Portuguese message. */
const formatted = (rule: TextRuleName, label: string, description?: string) =>
  fields.text({
    label,
    ...(description ? { description } : {}),
    validation: { isRequired: true, pattern: { regex: textRules[rule].pattern, message: textRules[rule].message } },
  });

const weekDays = [
  ["Monday", "Segunda-feira"],
  ["Tuesday", "Terça-feira"],
  ["Wednesday", "Quarta-feira"],
  ["Thursday", "Quinta-feira"],
  ["Friday", "Sexta-feira"],
  ["Saturday", "Sábado"],
  ["Sunday", "Domingo"],
] as const;

/** The fields that may still hold example data, as docs/go-live.md's placeholder table names them. */
export const placeholderFields = [
  ["name", "Nome da clínica"],
  ["contact.whatsappNumber", "WhatsApp (número)"],
  ["contact.whatsappDisplay", "WhatsApp (como aparece)"],
  ["contact.phoneE164", "Telefone (número)"],
  ["contact.phoneDisplay", "Telefone (como aparece)"],
  ["contact.email", "E-mail de relacionamento"],
  ["social", "Redes sociais"],
  ["address.postalCode", "CEP do rodapé"],
  ["address.structuredDataPostalCode", "CEP para o Google"],
  ["address.geo", "Coordenadas do endereço"],
  ["legal.legalName", "Razão social"],
  ["legal.cnpj", "CNPJ"],
  ["legal.crmRegistration", "Registro da clínica no CRM-MG"],
  ["legal.dataProtectionOfficer", "Encarregado de dados (LGPD)"],
  ["directions.parking", "Estacionamento (Como chegar)"],
  ["directions.busLines", "Linhas de ônibus (Como chegar)"],
] as const;

export const clinica = singleton({
  label: "Dados da clínica",
  path: "content/clinica",
  format: { data: "yaml" },
  schema: {
    name: text("Nome da clínica", "Como aparece no topo, no rodapé, nos títulos e para o Google."),
    shortName: text("Nome curto", "Usado onde falta espaço, como no ícone do site instalado no celular."),
    tagline: text("Frase de apresentação", "Uma frase sobre a clínica, mostrada pelo Google e nas redes sociais.", {
      multiline: true,
    }),
    slogan: text("Slogan"),
    contact: fields.object(
      {
        whatsappNumber: formatted(
          "whatsappNumber",
          "WhatsApp: número (somente números, com 55 e DDD)",
          "Usado nos botões que abrem a conversa. Ex.: 5531999990000.",
        ),
        whatsappDisplay: formatted("phoneDisplay", "WhatsApp: como aparece no site", "Ex.: (31) 99999-0000."),
        whatsappMessage: text(
          "Mensagem inicial do WhatsApp",
          "O texto que já vem escrito quando o paciente abre a conversa.",
        ),
        phoneE164: formatted(
          "phoneE164",
          "Telefone fixo: número (com +55 e DDD, somente números)",
          "Usado para ligar com um toque e pelo Google. Ex.: +553133330000.",
        ),
        phoneDisplay: formatted("phoneDisplay", "Telefone fixo: como aparece no site", "Ex.: (31) 3333-0000."),
        email: formatted("email", "E-mail de relacionamento com o paciente"),
      },
      { label: "Contatos" },
    ),
    social: fields.array(
      fields.object({
        name: text("Rede social", "Ex.: Instagram."),
        url: formatted(
          "externalUrl",
          "Endereço do perfil",
          "Completo, com https://. Ex.: https://www.instagram.com/clinica.",
        ),
      }),
      { label: "Redes sociais", itemLabel: (item) => item.fields.name.value || "Rede social" },
    ),
    examResultsUrl: fields.text({
      label: "Resultados de exames (link)",
      description:
        "O endereço onde o paciente vê os resultados dos exames, completo, com https:// (ex.: https://resultados.laboratorio.com.br). Aparece no menu e no rodapé como “Resultados de exames”. Vazio: o site não mostra o link.",
      validation: {
        pattern: {
          regex: new RegExp(`^$|${textRules.externalUrl.pattern.source}`),
          message: textRules.externalUrl.message,
        },
      },
    }),
    address: fields.object(
      {
        street: text("Rua e número", "Ex.: Avenida Afonso Vaz de Melo, 640."),
        district: text("Bairro"),
        city: text("Cidade"),
        state: text("Estado (sigla)", "Ex.: MG."),
        country: text("País (código de duas letras)", "BR para o Brasil."),
        postalCode: formatted("postalCode", "CEP (como aparece no rodapé)"),
        structuredDataPostalCode: formatted(
          "postalCode",
          "CEP informado ao Google",
          "Deve ser o mesmo do rodapé depois que a clínica confirmar o CEP correto.",
        ),
        geo: fields.object(
          {
            latitude: fields.number({
              label: "Latitude",
              description: "Ex.: -19.9766 (do Google Maps).",
              validation: { isRequired: true, min: -90, max: 90 },
            }),
            longitude: fields.number({
              label: "Longitude",
              description: "Ex.: -44.0132 (do Google Maps).",
              validation: { isRequired: true, min: -180, max: 180 },
            }),
          },
          { label: "Coordenadas do endereço no mapa" },
        ),
      },
      { label: "Endereço" },
    ),
    hours: fields.array(
      fields.object({
        days: fields.multiselect({
          label: "Dias",
          options: selectOptions(weekDays),
          defaultValue: [],
        }),
        label: text("Como os dias aparecem no site", "Ex.: Segunda a sexta."),
        opens: formatted("time", "Abre às (HH:MM)", "Ex.: 07:00."),
        closes: formatted("time", "Fecha às (HH:MM)", "Ex.: 18:00."),
      }),
      {
        label: "Horário de funcionamento",
        itemLabel: (item) => `${item.fields.label.value}: ${item.fields.opens.value}–${item.fields.closes.value}`,
      },
    ),
    closedOn: fields.array(
      fields.object({
        date: fields.date({
          label: "Data",
          description: "Um dia em que a clínica não abre, mesmo sendo dia de semana (feriado, recesso).",
          validation: { isRequired: true },
        }),
        reason: text("Motivo", "Ex.: Natal. Aparece no site ao lado da data."),
      }),
      {
        label: "Dias fechados (feriados e recessos)",
        description: "O site mostra as próximas datas e não diz “Aberto agora” nesses dias. Apague as que já passaram.",
        itemLabel: (item) => `${item.fields.date.value ?? "sem data"}: ${item.fields.reason.value}`,
      },
    ),
    directions: fields.object(
      {
        heading: text("Título da seção", "Ex.: Como chegar."),
        addressHeading: text("Título do endereço", "Ex.: Endereço. O endereço é o de Endereço, acima."),
        hoursHeading: text(
          "Título do horário",
          "Ex.: Horário de funcionamento. Os horários são os de Horário de funcionamento.",
        ),
        googleMapsLabel: text("Texto do link para o Google Maps", "Ex.: Ver rota no Google Maps."),
        wazeLabel: text("Texto do link para o Waze", "Ex.: Ver rota no Waze."),
        parking: fields.object(
          {
            heading: text("Título", "Ex.: Estacionamento."),
            text: text(
              "Texto",
              "Onde estacionar perto da clínica, e se é gratuito. Só o que a clínica confirmou; enquanto não houver, peça ao paciente que confirme pelo WhatsApp.",
              { multiline: true },
            ),
          },
          { label: "Estacionamento" },
        ),
        busLines: fields.object(
          {
            heading: text("Título", "Ex.: Linhas de ônibus."),
            text: text(
              "Texto",
              "As linhas que param perto da clínica e o ponto onde descer. Só o que a clínica confirmou; enquanto não houver, peça ao paciente que confirme pelo WhatsApp.",
              { multiline: true },
            ),
          },
          { label: "Linhas de ônibus" },
        ),
        whatsappLabel: text(
          "Texto do botão do WhatsApp",
          "Para tirar dúvidas sobre como chegar. Ex.: Tirar dúvidas pelo WhatsApp.",
        ),
      },
      {
        label: "Como chegar",
        description:
          "A seção da página inicial e do Corpo Clínico com o endereço, o horário, os links de rota no Google Maps e no Waze, o estacionamento e as linhas de ônibus.",
      },
    ),
    legal: fields.object(
      {
        legalName: text("Razão social"),
        cnpj: formatted("cnpj", "CNPJ", "Ex.: 00.000.000/0001-00."),
        crmRegistration: text(
          "Registro da clínica no CRM-MG (pessoa jurídica)",
          "Como aparece no rodapé, ex.: CRM-MG nº 0000.",
        ),
        dataProtectionOfficer: fields.object(
          {
            name: text("Nome do(a) encarregado(a)"),
            email: formatted("email", "E-mail do(a) encarregado(a)"),
          },
          { label: "Encarregado(a) pelo tratamento de dados pessoais (LGPD art. 41)" },
        ),
      },
      { label: "Identificação legal (CFM 2.336/2023 e LGPD)" },
    ),
    priceRange: text("Faixa de preço para o Google", "De $ (barato) a $$$$ (caro)."),
    paymentAccepted: fields.array(text("Forma de pagamento"), {
      label: "Formas de pagamento aceitas",
      description: "Na ordem em que o site as lista ({{pagamento}} nos textos).",
      itemLabel: (item) => item.value || "Forma de pagamento",
    }),
    healthPlans: fields.conditional(
      fields.select({
        label: "Convênios",
        description:
          "O que o site diz sobre planos de saúde, na linha “Valores e convênios” das páginas e onde os textos usam {{convenios}} (as perguntas frequentes). Escolha só o que a clínica confirmou.",
        options: [
          { label: "Ainda não informado: o site pede para perguntar pelo WhatsApp", value: "naoInformado" },
          { label: "Atendemos estes convênios", value: "lista" },
          { label: "Só particular: não atendemos convênio", value: "soParticular" },
        ],
        defaultValue: "naoInformado",
      }),
      {
        naoInformado: fields.empty(),
        lista: fields.array(text("Convênio", "O nome como o paciente o conhece (ex.: Unimed BH)."), {
          label: "Convênios aceitos",
          description: "Os planos de saúde que a clínica atende, um por linha, como aparecem no site e para o Google.",
          itemLabel: (item) => item.value || "Convênio",
          validation: { length: { min: 1 } },
        }),
        soParticular: fields.empty(),
      },
    ),
    examCount: fields.integer({
      label: "Número de exames do laboratório",
      description: "Aparece onde os textos usam {{exames}}.",
      validation: { isRequired: true, min: 1 },
    }),
    // The clinic's one rating (legal review N2): Google rates the clinic, not a specialty, so no page
    // has one of its own. Shown once, on the home page, as a sentence that names where and when it
    // was read and links to that page; published only with all three (scripts/publication-gate.ts).
    rating: fields.object(
      {
        value: fields.number({
          label: "Nota (de 1 a 5)",
          step: 0.1,
          validation: { isRequired: true, min: 1, max: 5 },
        }),
        count: fields.integer({ label: "Número de avaliações", validation: { isRequired: true, min: 1 } }),
        source: fields.text({
          label: "Fonte da nota",
          description: "Onde a nota foi lida (ex.: Google). Vazio: a nota é dado de exemplo e o site não é publicado.",
        }),
        sourceUrl: fields.text({
          label: "Link da página da nota",
          description:
            "O endereço do perfil da clínica onde a nota aparece, completo, com https:// (no Google: o link de “Compartilhar” do perfil). O site liga a nota a ele. Vazio: o site não é publicado.",
          validation: {
            pattern: {
              regex: new RegExp(`^$|${textRules.externalUrl.pattern.source}`),
              message: textRules.externalUrl.message,
            },
          },
        }),
        readOn: fields.date({
          label: "Data da consulta da nota",
          description: "O dia em que a nota e o número foram lidos.",
        }),
      },
      {
        label: "Nota da clínica (página inicial)",
        description:
          "A nota e o número de avaliações da clínica, como aparecem no perfil: o site mostra uma frase só, “Nota 4,8 de 5 no Google, com 127 avaliações (consulta em 25/11/2026)”, com o link.",
      },
    ),
    copyrightYear: fields.integer({
      label: "Ano do aviso de direitos autorais",
      description: "O ano em que o site foi publicado pela primeira vez. O rodapé mostra “© esse ano–ano atual”.",
      validation: { isRequired: true, min: 2000, max: 2100 },
    }),
    placeholders: fields.multiselect({
      label: "Campos ainda com dados de exemplo",
      description:
        "Desmarque cada um quando puser o dado real. Todos precisam estar desmarcados antes de publicar o site.",
      options: selectOptions(placeholderFields),
      defaultValue: [],
    }),
    councilAnswers: fields.multiselect({
      label: "Respostas do CRM-MG recebidas",
      description:
        "Marque cada pergunta quando a resposta do CRM-MG chegar por escrito e o site estiver de acordo com ela. Guarde a resposta com os papéis da clínica.",
      options: councilQuestions.map(({ key, label }) => ({ label, value: key })),
      defaultValue: [],
    }),
  },
});
