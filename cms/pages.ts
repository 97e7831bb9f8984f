/**
 * The pages with a layout of their own, for the editor's group "Páginas": the home page, the
 * specialties overview, the referral programme, the corpo clínico and the not-found page. Each
 * is one file (a Keystatic singleton) under content/paginas/, named in app/site/sources.ts;
 * field keys are the names the views use (app/site/types.ts), fields in the order the page
 * shows them.
 *
 * Texts may name a fact kept once for the whole site, between double braces, and the build writes
 * its value (scripts/generate-content.ts, resolveFacts): {{clinica}} (the clinic's name),
 * {{especialidades}} (how many specialty pages the site has), {{exames}} (how many exams the
 * laboratory offers), {{pagamento}} (the forms of payment accepted), {{convenios}} (the health
 * plans it takes, or that it takes none, or how to ask). Values the site keeps in its
 * settings (the clinic's rating, the opening hours, the list of the corpo clínico) are taken from
 * there, never written here.
 */
import { fields, singleton } from "@keystatic/core";
import { pageFiles } from "#shared/page-files.ts";
import { META_DESCRIPTION_LENGTH, META_TITLE_MAX_LENGTH } from "#shared/content-rules.ts";
import { cardIcons, image, meta, reviews, selectOptions, text, textList } from "./article";
import { specialtyOptions } from "./specialties";

const homeFactsHelp =
  "Pode usar {{clinica}} (o nome da clínica), {{especialidades}} (quantas páginas de especialidade o site tem), {{exames}} (número de exames do laboratório), {{pagamento}} (as formas de pagamento aceitas, dos dados da clínica) e {{convenios}} (os convênios aceitos, ou “só particular”, ou o pedido para perguntar pelo WhatsApp, conforme os dados da clínica).";

const file = (slug: keyof typeof pageFiles) => `content/paginas/${pageFiles[slug]}`;

/** The name of the page in its structured data (schema.org MedicalWebPage). */
const pageName = text("Nome da página para o Google (schema.org)", "Ex.: Programa Indique Já.");

const faq = (description?: string) =>
  fields.array(
    fields.object({
      question: text("Pergunta"),
      answer: text("Resposta", description, { multiline: true }),
    }),
    { label: "Perguntas frequentes", itemLabel: (item) => item.fields.question.value || "Pergunta" },
  );

const cta = fields.object(
  {
    heading: text("Título do convite final"),
    text: text("Texto do convite final", undefined, { multiline: true }),
  },
  { label: "Convite para agendar (fim da página)" },
);

/** Who a card announces: doctors with an RQE in the specialty, or the clinic's psychologists. */
const careArea = (label = "Especialidade anunciada (RQE)") =>
  fields.select({
    label,
    description:
      "O site não é publicado sem um profissional do corpo clínico com o RQE desta especialidade (ou, em Psicologia, com CRP) (CFM 2.336/2023).",
    options: [...specialtyOptions, { label: "Psicologia (psicólogos com CRP)", value: "psicologia" }],
    defaultValue: "Clínica Médica",
  });

const icon = fields.select({
  label: "Ícone",
  options: selectOptions(cardIcons),
  defaultValue: "stethoscope",
});

const linkTo = text(
  "Destino do link",
  "Um endereço do site (ex.: /psiquiatra, /exames-imagem) ou whatsapp para abrir a conversa de agendamento.",
);

/** A card of the home page's specialties or exams section. */
const homeCardFields = {
  title: text("Título do cartão"),
  text: text("Texto", undefined, { multiline: true }),
  icon,
  to: linkTo,
  linkLabel: text("Texto do link"),
};

export const paginaInicial = singleton({
  label: "Página inicial",
  path: file("home"),
  format: { data: "yaml" },
  schema: {
    meta: fields.object(
      {
        title: fields.text({
          label: "Título da página",
          description: `Na aba do navegador e no Google. ${homeFactsHelp}`,
          validation: { length: { min: 10, max: META_TITLE_MAX_LENGTH } },
        }),
        description: fields.text({
          label: "Descrição para o Google",
          description: `O texto que aparece abaixo do título nos resultados de busca: de ${META_DESCRIPTION_LENGTH.min} a ${META_DESCRIPTION_LENGTH.max} caracteres com os números no lugar de {{especialidades}} e {{exames}} (a construção do site confere). ${homeFactsHelp}`,
          multiline: true,
          // The limit is on the text as published, facts written: the build's content check keeps it.
          validation: { length: { min: META_DESCRIPTION_LENGTH.min } },
        }),
        keywords: textList("Palavras-chave", "Palavra-chave"),
      },
      { label: "Busca e compartilhamento" },
    ),
    hero: fields.object(
      {
        title: text("Título (H1)", homeFactsHelp),
        tagline: text("Frase de apresentação", homeFactsHelp, { multiline: true }),
        badge: text("Selo sobre a imagem", homeFactsHelp),
        callout: text("Chamada acima do botão"),
        cta: text("Texto do botão do WhatsApp"),
        image,
      },
      { label: "Topo da página" },
    ),
    booking: fields.object(
      {
        heading: text("Título"),
        text: text("Texto", undefined, { multiline: true }),
        whatsappCard: fields.object(
          { title: text("Título"), text: text("Texto", undefined, { multiline: true }), cta: text("Texto do botão") },
          { label: "Cartão do WhatsApp" },
        ),
        phoneCard: fields.object(
          {
            title: text("Título"),
            text: text("Texto", undefined, { multiline: true }),
            cta: text("Texto do botão", "O número da clínica (dos dados da clínica) vem logo depois."),
          },
          { label: "Cartão do telefone" },
        ),
      },
      { label: "Agende seu atendimento" },
    ),
    specialties: fields.object(
      {
        heading: text("Título"),
        text: text("Texto", homeFactsHelp, { multiline: true }),
        cards: fields.array(
          fields.object({
            ...homeCardFields,
            announces: fields.conditional(
              fields.select({
                label: "O que o cartão anuncia",
                options: [
                  { label: "Uma especialidade", value: "one" },
                  { label: "Várias especialidades (lista no cartão)", value: "list" },
                ],
                defaultValue: "one",
              }),
              {
                one: careArea(),
                list: fields.array(
                  fields.object({ label: text("Nome na lista (ex.: Angiologista)"), careArea: careArea() }),
                  { label: "Especialidades da lista", itemLabel: (item) => item.fields.label.value || "Especialidade" },
                ),
              },
            ),
          }),
          { label: "Cartões", itemLabel: (item) => item.fields.title.value || "Cartão" },
        ),
      },
      { label: "Nossas especialidades" },
    ),
    exams: fields.object(
      {
        heading: text("Título"),
        text: text("Texto", homeFactsHelp, { multiline: true }),
        cards: fields.array(fields.object(homeCardFields), {
          label: "Cartões",
          itemLabel: (item) => item.fields.title.value || "Cartão",
        }),
      },
      { label: "Exames" },
    ),
    guarantee: fields.object(
      {
        heading: text("Título"),
        text: text("Texto", undefined, { multiline: true }),
        cta: text("Texto do botão do WhatsApp"),
        conditions: fields.object(
          {
            label: text("Texto do link"),
            to: text(
              "Destino do link",
              "O endereço da página com as condições por escrito (ex.: /condicoes-preco-baixo-garantido).",
            ),
          },
          { label: "Link para as condições da oferta" },
        ),
      },
      { label: "Preço Baixo Garantido" },
    ),
    pitch: fields.object(
      {
        heading: text("Título"),
        items: fields.array(
          fields.object({
            icon,
            title: text("Título do cartão", homeFactsHelp),
            text: text("Texto", `Vazio: o cartão não tem texto. ${homeFactsHelp}`, {
              multiline: true,
              required: false,
            }),
            hours: fields.checkbox({
              label: "Lista o horário de funcionamento",
              description: "O horário vem dos dados da clínica (o mesmo do rodapé), não é escrito aqui.",
              defaultValue: false,
            }),
          }),
          { label: "Cartões", itemLabel: (item) => item.fields.title.value || "Cartão" },
        ),
      },
      { label: "Por que escolher a clínica" },
    ),
    rating: fields.object(
      { reviews },
      {
        label: "Avaliações de pacientes",
        description:
          "Os depoimentos de pacientes, que só esta página mostra, cada um com a autorização escrita do paciente e conferido pela direção técnica. A nota da clínica fica em Dados da clínica.",
      },
    ),
    faq: faq(homeFactsHelp),
  },
});

export const paginaEspecialidades = singleton({
  label: "Todas as especialidades",
  path: file("especialidades"),
  format: { data: "yaml" },
  schema: {
    meta,
    pageName,
    hero: fields.object(
      { title: text("Título (H1)"), tagline: text("Frase de apresentação", undefined, { multiline: true }) },
      { label: "Topo da página" },
    ),
    cards: fields.array(
      fields.object({
        name: text("Especialidade (título do cartão)"),
        image,
        symptoms: fields.array(text("Sintoma"), {
          label: "Quando procurar (quatro itens)",
          itemLabel: (item) => item.value || "Sintoma",
          validation: { length: { min: 4, max: 4 } },
        }),
        description: text("Descrição", undefined, { multiline: true }),
        link: text(
          "Destino do link",
          "O endereço da página da especialidade (ex.: /cardiologista); outro texto abre a conversa do WhatsApp.",
        ),
        careArea: careArea(),
      }),
      { label: "Cartões das especialidades", itemLabel: (item) => item.fields.name.value || "Especialidade" },
    ),
    notFound: fields.object(
      { heading: text("Título"), text: text("Texto", undefined, { multiline: true }), cta: text("Texto do botão") },
      { label: "Não encontrou sua especialidade?" },
    ),
    cta,
  },
});

export const paginaIndiqueJa = singleton({
  label: "Programa Indique Já",
  path: file("indique-ja"),
  format: { data: "yaml" },
  schema: {
    meta,
    pageName,
    hero: fields.object(
      {
        title: text("Título (H1)"),
        tagline: text("Frase de apresentação", undefined, { multiline: true }),
        image,
      },
      { label: "Topo da página" },
    ),
    campaign: fields.object(
      { heading: text("Título"), paragraphs: textList("Parágrafos", "Parágrafo") },
      { label: "A campanha" },
    ),
    howItWorks: fields.object(
      {
        heading: text("Título"),
        steps: fields.array(
          fields.object({ title: text("Título do passo"), text: text("Texto", undefined, { multiline: true }) }),
          { label: "Passos, em ordem", itemLabel: (item) => item.fields.title.value || "Passo" },
        ),
      },
      { label: "Como funciona" },
    ),
    rules: fields.object(
      { heading: text("Título"), items: textList("Regras", "Regra") },
      { label: "Regras do programa" },
    ),
    download: fields.object(
      {
        heading: text("Título"),
        text: text("Texto", undefined, { multiline: true }),
        label: text("Texto do botão"),
        file: text(
          "Arquivo para baixar",
          "O endereço do arquivo no site (ex.: /images/generated/campanha-indique-ja.png, gerado da imagem de mesmo nome na pasta images/).",
        ),
      },
      { label: "Compartilhe a campanha" },
    ),
    faq: faq(),
    cta,
  },
});

export const paginaCorpoClinico = singleton({
  label: "Corpo clínico (textos da página)",
  path: file("corpo-clinico"),
  format: { data: "yaml" },
  schema: {
    meta,
    pageName,
    hero: fields.object(
      {
        title: text("Título (H1)"),
        tagline: text(
          "Frase de apresentação",
          "Os profissionais listados vêm da coleção Corpo clínico (menu Equipe), na ordem definida lá.",
          { multiline: true },
        ),
      },
      { label: "Topo da página" },
    ),
    notes: textList(
      "Observações (abaixo da lista)",
      "Observação",
      "Onde conferir os registros e como a lista é mantida.",
    ),
  },
});

export const paginaNaoEncontrada = singleton({
  label: "Página não encontrada (404)",
  path: file("not-found"),
  format: { data: "yaml" },
  schema: {
    meta: fields.object(
      {
        title: fields.text({
          label: "Título da página",
          description: "Na aba do navegador; o nome da clínica é acrescentado depois. A página não aparece no Google.",
          validation: { length: { min: 10, max: META_TITLE_MAX_LENGTH } },
        }),
        description: fields.text({
          label: "Descrição",
          description: `De ${META_DESCRIPTION_LENGTH.min} a ${META_DESCRIPTION_LENGTH.max} caracteres.`,
          multiline: true,
          validation: { length: { min: META_DESCRIPTION_LENGTH.min, max: META_DESCRIPTION_LENGTH.max } },
        }),
        keywords: textList("Palavras-chave", "Palavra-chave"),
      },
      { label: "Busca e compartilhamento" },
    ),
    heading: text("Título do cartão", "Em português: o que aconteceu, em poucas palavras."),
    text: text("Texto do cartão", "Em português: por que a página pode não ter sido encontrada.", { multiline: true }),
    englishHeading: text(
      "Título em inglês (segunda linha)",
      "O título do site original, mostrado abaixo do texto em português e marcado como texto em inglês.",
    ),
    englishText: text("Texto em inglês (segunda linha)", "O texto do site original, abaixo do título em inglês.", {
      multiline: true,
    }),
    homeLink: text("Texto do link para a página inicial"),
  },
});

/** The editor's "Páginas" singletons, by key (the build reads each into its page's module). */
export const paginas = {
  paginaInicial,
  paginaEspecialidades,
  paginaIndiqueJa,
  paginaCorpoClinico,
  paginaNaoEncontrada,
};
