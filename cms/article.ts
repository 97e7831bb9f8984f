/**
 * The schema of a specialty or exam page (the shared layout of docs/product.md#pages), in the order the page
 * shows it, for the collections "Especialidades" and "Exames" of the content editor. Field keys
 * are the names the views use (app/site/types.ts, ArticlePageContent); labels and help are
 * for the clinic's staff.
 *
 * Texts may name a fact kept once for the whole site, between double braces; the build writes
 * its value: {{exames}} (how many exams the laboratory offers), {{jejum:Glicose,Colesterol}}
 * (their fasting hours, from the laboratory's table), {{preparo:exercise}} and
 * {{preparo:alcohol}} (the laboratory's rules before a blood collection), {{convenios}} (what the
 * clinic said of health plans).
 */
import { collection, fields } from "@keystatic/core";
import { META_DESCRIPTION_LENGTH, META_TITLE_MAX_LENGTH, textRules, urgentAdviceRule } from "#shared/content-rules.ts";
import { reservedSlugPattern } from "#shared/system-paths.ts";
import { specialtyOptions } from "./specialties";

const factsHelp =
  "Pode usar {{exames}} (número de exames do laboratório), {{jejum:Glicose,Colesterol}} (o jejum desses exames, da tabela do laboratório) e {{convenios}} (os convênios aceitos, ou “só particular”, conforme os dados da clínica).";

export const text = (
  label: string,
  description?: string,
  {
    multiline = false,
    required = true,
    defaultValue,
  }: { multiline?: boolean; required?: boolean; defaultValue?: string } = {},
) =>
  fields.text({
    label,
    ...(description ? { description } : {}),
    multiline,
    // A new entry starts with it filled in (she may keep or change it).
    ...(defaultValue ? { defaultValue } : {}),
    ...(required ? { validation: { isRequired: true } } : {}),
  });

/** [value, label] pairs as a select's options, each value keeping its literal type. */
export const selectOptions = <Value extends string>(pairs: Iterable<readonly [Value, string]>) =>
  [...pairs].map(([value, label]) => ({ label, value }));

export const textList = (label: string, itemLabel: string, description?: string) =>
  fields.array(text(itemLabel, undefined, { multiline: true }), {
    label,
    ...(description ? { description } : {}),
    itemLabel: (item) => item.value.slice(0, 80) || "(vazio)",
  });

/** The icons a card may show: each is in the site's icon sprite (app/lib/icons.ts). */
export const cardIcons = [
  ["heart", "Coração"],
  ["activity", "Batimentos"],
  ["brain", "Cérebro"],
  ["eye", "Olho"],
  ["stethoscope", "Estetoscópio"],
  ["baby", "Bebê"],
  ["droplet", "Gota"],
  ["flask", "Frasco de laboratório"],
  ["scan", "Exame de imagem"],
  ["shield", "Escudo"],
  ["clock", "Relógio"],
  ["calendar", "Calendário"],
  ["check", "Visto"],
  ["alert", "Alerta"],
  ["user", "Pessoa"],
  ["smile", "Sorriso"],
  ["ear", "Ouvido"],
  ["sparkles", "Brilho"],
  ["pill", "Comprimido"],
  ["clipboard", "Prancheta"],
  ["gift", "Presente"],
  ["wallet", "Carteira"],
  ["microscope", "Microscópio"],
  ["bone", "Osso"],
] as const;

/** The groups of the Exames menu an exam may be in (the header lists them in this order of first use). */
export const examGroups = [
  ["Cardiologia", "Cardiologia"],
  ["Ultrassom especializado", "Ultrassom especializado"],
] as const;

const uploadHint =
  "Escolha a foto no seu computador ou celular (JPG, PNG ou WebP): o site a recorta no formato 4:3, gera as versões leves e a mostra no lugar da ilustração.";

/** Where a page's illustration is and what it does when it cannot be loaded (docs/product.md#images-that-fail-to-load). */
const imageOf = (altRequired: boolean, photoDescription = uploadHint) =>
  fields.object(
    {
      // A new page's picture is a photo she uploads (below); the name is for the illustrations the
      // site ships with, never something to type for a new page.
      name: text(
        "Ilustração do site (não é preciso preencher)",
        "Só para as ilustrações que já vêm com o site. Numa página nova, deixe vazio e envie uma foto no campo abaixo.",
        { required: false },
      ),
      photo: fields.image({
        label: "Foto",
        description: photoDescription,
        directory: "images/enviadas",
        publicPath: "enviadas/",
      }),
      alt: text(
        "Descrição da imagem",
        `O que a imagem mostra, para quem não a vê (leitores de tela). Trocou a foto? Descreva a nova.${altRequired ? "" : " Vazio: o site usa o título da página."}`,
        { required: altRequired },
      ),
      failure: fields.select({
        label: "Se a imagem não carregar",
        options: [
          { label: "Mostrar um quadro cinza com borda", value: "placeholder" },
          { label: "Mostrar um quadro cinza alto com borda", value: "placeholder-tall" },
          { label: "Esconder", value: "hide" },
        ],
        defaultValue: "placeholder",
      }),
    },
    { label: "Imagem" },
  );

/** An image whose description is required (the layout pages' and cards' images). */
export const image = imageOf(true);

/**
 * A specialty or exam page's photo: its description may be left empty, the page's title stands in.
 * A new page has no illustration, so the content check refuses to publish it without a photo
 * (scripts/content-check.ts); the field says so from the start. Keystatic validates each field on
 * its own, so it cannot require the photo only when the illustration is empty: requiring it would
 * force a photo onto every page that ships with an illustration (docs/decisions/048).
 */
const articleImage = imageOf(false, `Obrigatória numa página nova: sem foto, a página não é publicada. ${uploadHint}`);

const card = fields.object({
  title: text("Título do cartão"),
  text: text("Texto", undefined, { multiline: true, required: false }),
  items: textList("Itens (lista)", "Item"),
  icon: fields.select({
    label: "Ícone",
    options: [{ label: "Nenhum", value: "" }, ...selectOptions(cardIcons)],
    defaultValue: "",
  }),
  note: text("Observação (aparece abaixo do cartão)", undefined, { multiline: true, required: false }),
  link: fields.object(
    {
      label: text("Texto do link", "Vazio: o cartão não tem link.", { required: false }),
      to: text(
        "Destino do link",
        "Um endereço do site (ex.: /ultrassom, /ecocardiograma#preparo) ou whatsapp para abrir a conversa de agendamento.",
        { required: false },
      ),
    },
    { label: "Link" },
  ),
});

const section = fields.object({
  id: text("Âncora", "Identificador do trecho no endereço (#preparo): letras minúsculas e hífens."),
  heading: text("Título do trecho"),
  paragraphs: textList("Parágrafos", "Parágrafo", factsHelp),
  bullets: textList("Lista", "Item", "{{preparo:exercise}} e {{preparo:alcohol}} trazem as regras do laboratório."),
  cards: fields.array(card, { label: "Cartões", itemLabel: (item) => item.fields.title.value || "Cartão" }),
  table: fields.object(
    {
      caption: text("Título da tabela", "Vazio: o trecho não tem tabela própria.", { required: false }),
      columns: textList("Colunas", "Coluna"),
      rows: fields.array(textList("Células da linha", "Célula"), {
        label: "Linhas",
        itemLabel: (item) => item.elements.map((cell) => cell.value).join(" | ") || "Linha",
      }),
    },
    { label: "Tabela" },
  ),
  sharedTable: fields.select({
    label: "Tabela compartilhada",
    description: "Uma tabela mantida num só lugar para todas as páginas que a mostram.",
    options: [
      { label: "Nenhuma", value: "" },
      { label: "Tempo de jejum por exame (laboratório)", value: "jejum" },
    ],
    defaultValue: "",
  }),
  tableLeadIn: text(
    "Frase que apresenta a tabela compartilhada",
    "Aparece só quando a tabela aparece: a tabela de jejum espera a conferência do(a) médico(a) responsável pelo laboratório, e até lá a página não fala dela. Por isso não cite a tabela nos parágrafos nem na lista; cite aqui (ex.: Veja logo abaixo a tabela de jejum).",
    { multiline: true, required: false },
  ),
  note: text("Destaque ao final (aviso ou dica)", undefined, { multiline: true, required: false }),
  beforeCards: fields.checkbox({
    label: "Mostrar antes dos cartões, logo depois da lista do topo",
    description:
      "Para o que o paciente procura primeiro (ex.: Preparo e jejum). Sem marcar, o trecho vem depois dos cartões.",
    defaultValue: false,
  }),
  heroHighlight: text(
    "Destaque no topo que leva a este trecho",
    "Aparece depois dos destaques do topo da página, como um link para este trecho (ex.: Preparo explicado no agendamento). Vazio: nenhum.",
    { required: false },
  ),
});

/**
 * The schema.org types of a page's main subject (what Google reads in its structured data); a new
 * exam page starts as an exam, a new specialty page as a specialty.
 */
const mainEntity = (kind: "specialty" | "exam") =>
  fields.conditional(
    fields.select({
      label: "Assunto da página para o Google (schema.org)",
      options: [
        { label: "Especialidade médica", value: "MedicalSpecialty" },
        { label: "Exame", value: "MedicalTest" },
        { label: "Página informativa", value: "MedicalWebPage" },
      ],
      defaultValue: kind === "exam" ? "MedicalTest" : "MedicalSpecialty",
    }),
    {
      MedicalSpecialty: fields.object({
        specialty: text(
          "Especialidade no vocabulário do schema.org (opcional)",
          "Em inglês, como o Google a conhece (ex.: Cardiovascular, Dermatologic, Psychiatric). Vazio: o site não a informa.",
          { required: false },
        ),
        name: text("Nome da especialidade", "Vazio: o nome no menu.", { required: false }),
      }),
      MedicalTest: fields.object({
        name: text("Nome do exame", "Vazio: o nome no menu.", { required: false }),
        usedToDiagnose: textList("Usado para diagnosticar", "Condição"),
      }),
      MedicalWebPage: fields.object({ name: text("Nome da página", "Vazio: o nome no menu.", { required: false }) }),
    },
  );

/**
 * The testimonials the home page shows (the content check refuses them on any other page: legal
 * review N19), each as its author authorised it in writing: about the service only (no diagnosis,
 * treatment or result: CEM art. 75), signed with a first name and an initial (“Maria S.”), never
 * published without the date of that authorisation (LGPD art. 11 I; the content check refuses one)
 * nor before the technical director has read it (the publication gate refuses one).
 */
export const reviews = fields.array(
  fields.object({
    author: fields.text({
      label: "Nome de quem avaliou (primeiro nome e inicial)",
      description: "Só o primeiro nome e a inicial do sobrenome, com ponto, ex.: Maria S.",
      validation: {
        isRequired: true,
        pattern: { regex: textRules.testimonialAuthor.pattern, message: textRules.testimonialAuthor.message },
      },
    }),
    rating: fields.integer({ label: "Nota (1 a 5)", validation: { isRequired: true, min: 1, max: 5 } }),
    body: text("Avaliação", "Só sobre o atendimento: nunca diagnóstico, tratamento ou resultado.", {
      multiline: true,
    }),
    datePublished: fields.date({ label: "Data da avaliação", validation: { isRequired: true } }),
    authorizedOn: fields.date({
      label: "Data da autorização escrita do paciente",
      description: "O termo assinado fica arquivado na clínica. Sem esta data o depoimento não é publicado.",
    }),
    confirmedByTechnicalDirector: fields.checkbox({
      label: "Conferido pela direção técnica",
      description:
        "Marque só depois que o(a) diretor(a) técnico(a) ler o depoimento e o termo assinado: nada sobre diagnóstico, tratamento ou resultado. Sem esta marca o site não é publicado.",
      defaultValue: false,
    }),
  }),
  { label: "Avaliações mostradas", itemLabel: (item) => item.fields.author.value || "Avaliação" },
);

/** Title, description and keywords: what the browser tab and search results show of a page. */
const metaOf = (titleRequired: boolean) =>
  fields.object(
    {
      title: fields.text({
        label: "Título da página",
        description: `Na aba do navegador e no Google; o nome da clínica é acrescentado depois.${titleRequired ? "" : " Vazio: o nome no menu."}`,
        validation: { length: { min: titleRequired ? 10 : 0, max: META_TITLE_MAX_LENGTH } },
      }),
      description: fields.text({
        label: "Descrição para o Google",
        description: `O texto que aparece abaixo do título nos resultados de busca: de ${META_DESCRIPTION_LENGTH.min} a ${META_DESCRIPTION_LENGTH.max} caracteres.`,
        multiline: true,
        validation: { length: { min: META_DESCRIPTION_LENGTH.min, max: META_DESCRIPTION_LENGTH.max } },
      }),
      keywords: textList("Palavras-chave", "Palavra-chave", titleRequired ? undefined : "Vazio: o nome no menu."),
    },
    { label: "Busca e compartilhamento" },
  );

/** The layout pages' search texts: every one written. */
export const meta = metaOf(true);

/** A specialty or exam page's: an empty title or keyword list takes the page's name in the menu. */
const articleMeta = metaOf(false);

const careArea = fields.conditional(
  fields.select({
    label: "Profissionais desta página",
    description:
      "A página lista quem tem o RQE desta especialidade no corpo clínico, e o site não é publicado sem ninguém (CFM 2.336/2023).",
    options: [
      { label: "Nenhum (página de exame)", value: "none" },
      { label: "Médicos(as) com RQE na especialidade", value: "specialty" },
      { label: "Psicólogos(as) com CRP", value: "psicologia" },
    ],
    defaultValue: "none",
  }),
  {
    none: fields.empty(),
    specialty: fields.select({
      label: "Especialidade (RQE)",
      options: specialtyOptions,
      defaultValue: "Clínica Médica",
    }),
    psicologia: fields.empty(),
  },
);

/** The fields of a specialty or exam page; exams also pick their group in the Exames menu. */
function articleSchema(kind: "specialty" | "exam") {
  return {
    label: fields.slug({
      name: {
        label: "Nome no menu",
        description: "Como a página aparece nos menus, no caminho de navegação e no mapa do site.",
        validation: { length: { min: 2, max: 60 } },
      },
      slug: {
        label: "Endereço da página",
        description:
          "A página fica em /<endereço> e /<endereço>.html. Letras minúsculas, números e hífens. Mudar o endereço de uma página publicada quebra os links para ela.",
        // The page is served at /<slug>: never an address the relay, the editor or the build owns.
        validation: { pattern: reservedSlugPattern },
      },
    }),
    order: fields.integer({
      label: "Posição no menu",
      description: "1 aparece primeiro. Uma página nova entra no fim do menu (50).",
      defaultValue: 50,
      validation: { isRequired: true, min: 1, max: 99 },
    }),
    ...(kind === "exam"
      ? {
          group: fields.select({
            label: "Grupo no menu Exames",
            options: [{ label: "Exames (sem grupo)", value: "" }, ...selectOptions(examGroups)],
            defaultValue: "",
          }),
        }
      : {}),
    meta: articleMeta,
    ownBookingContacts: fields.checkbox({
      label: "Usa os contatos de agendamento próprios do Risco Cirúrgico",
      description: "Os números definidos na configuração do site (VITE_RISCO_CIRURGICO_*), em vez dos da clínica.",
      defaultValue: false,
    }),
    mainEntity: mainEntity(kind),
    price: fields.number({
      label: kind === "specialty" ? "Consulta a partir de (R$)" : "Exame a partir de (R$)",
      description:
        "O menor valor do atendimento particular, em reais (ex.: 150 ou 149,90). Vazio: a página não mostra preço e o site não inventa nenhum.",
      step: 0.01,
      validation: { min: 0.01, max: 100000 },
    }),
    fastingSummary: fields.checkbox({
      label: "Responder o jejum no topo da página",
      description:
        "Mostra logo abaixo do valor, nas primeiras telas, o jejum de cada exame da tabela do laboratório (Clínica › Preparo para exames de sangue), com o cuidado de seguir o pedido médico. Aparece também enquanto a tabela espera a conferência do(a) médico(a) responsável, sem falar da tabela.",
      defaultValue: false,
    }),
    consultationMinutes: fields.integer({
      label: kind === "specialty" ? "Duração da consulta (minutos)" : "Duração do exame (minutos)",
      description: "Quanto tempo o atendimento costuma levar (ex.: 30). Vazio: a página não fala de duração.",
      validation: { min: 5, max: 240 },
    }),
    urgentAdvice: fields.text({
      label: "Quando não esperar (aviso de urgência)",
      description:
        "Aparece logo abaixo do título, antes do agendamento: os sinais de que a pessoa não deve esperar a consulta e para onde ligar (192 ou 188). Vazio: a página não mostra o aviso. Confirme o texto com os médicos da clínica.",
      multiline: true,
      validation: { pattern: urgentAdviceRule },
    }),
    urgentAdviceConfirmed: fields.checkbox({
      label: "Aviso de urgência conferido pelos médicos da clínica",
      description:
        "Marque só depois que um(a) médico(a) da clínica conferir o texto acima. Uma página com aviso de urgência não conferido não é publicada.",
      defaultValue: false,
    }),
    hero: fields.object(
      {
        title: text("Título no topo da página", "Vazio: o nome no menu.", { required: false }),
        tagline: text("Primeiro parágrafo", `A apresentação logo abaixo do título. ${factsHelp}`, { multiline: true }),
        image: articleImage,
        highlights: textList("Destaques (selos abaixo da frase)", "Destaque", factsHelp),
      },
      { label: "Topo da página" },
    ),
    list: fields.object(
      {
        heading: text("Título da lista", undefined, {
          defaultValue: kind === "specialty" ? "Quando procurar" : "Quando o exame é indicado",
        }),
        items: textList("Itens", "Item"),
      },
      { label: kind === "specialty" ? "Quando procurar (sintomas)" : "Indicações do exame" },
    ),
    cards: fields.object(
      {
        heading: text("Título dos cartões", undefined, { defaultValue: "Como é o atendimento" }),
        items: fields.array(card, { label: "Cartões", itemLabel: (item) => item.fields.title.value || "Cartão" }),
      },
      { label: "Cartões informativos" },
    ),
    sections: fields.array(section, {
      label: "Trechos da página",
      itemLabel: (item) => item.fields.heading.value || "Trecho",
    }),
    faq: fields.array(
      fields.object({
        question: text("Pergunta"),
        answer: text("Resposta", factsHelp, { multiline: true }),
      }),
      { label: "Perguntas frequentes", itemLabel: (item) => item.fields.question.value || "Pergunta" },
    ),
    cta: fields.object(
      {
        heading: text("Título do convite final", undefined, { defaultValue: "Agende pelo WhatsApp" }),
        text: text("Texto do convite final", undefined, {
          multiline: true,
          defaultValue: "Fale com a nossa equipe pelo WhatsApp e escolha o melhor horário para você.",
        }),
      },
      { label: "Convite para agendar (fim da página)" },
    ),
    careArea,
    review: fields.object(
      {
        reviewer: fields.relationship({
          label: "Revisado por",
          description:
            "Quem do corpo clínico revisou o conteúdo médico da página. Vazio: a página não mostra o aviso “Conteúdo revisado”.",
          collection: "equipe",
        }),
        reviewedOn: fields.date({
          label: "Data da revisão",
          defaultValue: { kind: "today" },
          validation: { isRequired: true },
        }),
        confirmedByReviewer: fields.checkbox({
          label: "A revisão foi feita por esta pessoa, nesta data",
          description:
            "Marque só quando a pessoa acima tiver revisado a página na data acima. Sem esta marca, a página não é publicada com o aviso “Conteúdo revisado”.",
          defaultValue: false,
        }),
      },
      { label: "Revisão médica" },
    ),
    crisisSupportLine: fields.checkbox({
      label: "Mostra o CVV (apoio emocional, 188) junto ao aviso de emergência",
      description: "Para as páginas de saúde mental.",
      defaultValue: false,
    }),
  };
}

export const especialidades = collection({
  label: "Especialidades",
  path: "content/especialidades/*",
  format: { data: "yaml" },
  slugField: "label",
  columns: ["label", "order"],
  schema: articleSchema("specialty"),
});

export const exames = collection({
  label: "Exames",
  path: "content/exames/*",
  format: { data: "yaml" },
  slugField: "label",
  columns: ["label", "order"],
  schema: articleSchema("exam"),
});
