/**
 * The documents, for the editor's group "Documentos": the privacy policy, the accessibility
 * statement and the conditions of the price guarantee. Each is one Markdoc file with its fields
 * at the top (a Keystatic singleton), content/documentos/<slug>.mdoc, written in the editor as
 * text with headings and lists, and read by the build into the page's module
 * (scripts/generate-content.ts, documentFrom).
 *
 * What the text may hold, each a button of the editor's toolbar:
 * - titles of level 2, each with its anchor (the table of contents links to it);
 * - paragraphs, bulleted lists and tables (a table sits in "Tabela com título");
 * - "Dado do site": a fact the code keeps once (the lead retention, the clinic's CNPJ…), whose
 *   value the build writes (app/site/document-facts.ts);
 * - "Só com cookies" / "Só sem cookies": text shown only when the site has (or has not) a Google
 *   Tag Manager, and "Só quando mede a velocidade": text shown only when the pages measure their
 *   speed for our relay, so the policy says what the published build does; a paragraph, list item
 *   or table row left with no text disappears;
 * - "Contatos": the clinic's channels, as links, from its settings.
 */
import { fields, singleton } from "@keystatic/core";
import { block, inline, mark, wrapper } from "@keystatic/core/content-components";
import { createElement } from "react";
import { documentFactLabels } from "#app/site/document-fact-names.ts";
import type { DocumentSlug } from "#shared/page-files.ts";
import { meta, selectOptions, text } from "./article";

/** The contact channels a document may list (app/site/types.ts, ContactChannel). */
export const contactChannels = [
  { label: "Telefone", value: "phone" },
  { label: "WhatsApp", value: "whatsapp" },
  { label: "E-mail da clínica", value: "email" },
  { label: "E-mail do encarregado de dados", value: "dpo-email" },
] as const;

const icon = (symbol: string) => createElement("span", { "aria-hidden": true }, symbol);

const components = {
  dado: inline({
    label: "Dado do site",
    description: "Um dado mantido num só lugar (prazos, CNPJ, endereço…): o site escreve o valor atual.",
    icon: icon("{ }"),
    schema: {
      nome: fields.select({
        label: "Dado",
        options: selectOptions(Object.entries(documentFactLabels)),
        defaultValue: "nome-da-clinica",
      }),
    },
  }),
  "com-cookies": mark({
    label: "Só com cookies",
    icon: icon("🍪"),
    schema: {},
    tag: "mark",
  }),
  "sem-cookies": mark({
    label: "Só sem cookies",
    icon: icon("∅"),
    schema: {},
    tag: "del",
  }),
  "com-medicao": mark({
    label: "Só quando mede a velocidade",
    icon: icon("⏱"),
    schema: {},
    tag: "u",
  }),
  contatos: block({
    label: "Contatos",
    description: "Lista os canais escolhidos como links, com os dados da clínica.",
    schema: {
      canais: fields.multiselect({
        label: "Canais",
        options: [...contactChannels],
        defaultValue: ["phone", "whatsapp", "email"],
      }),
    },
  }),
  tabela: wrapper({
    label: "Tabela com título",
    description: "Uma tabela e o título que os leitores de tela anunciam.",
    schema: { titulo: text("Título da tabela") },
  }),
};

const body = fields.markdoc({
  label: "Texto",
  description:
    "Parágrafos antes do primeiro título formam a introdução. Cada título tem uma âncora (o sumário aponta para ela).",
  options: {
    bold: false,
    italic: false,
    strikethrough: false,
    code: false,
    blockquote: false,
    orderedList: false,
    link: false,
    image: false,
    divider: false,
    codeBlock: false,
    table: true,
    unorderedList: true,
    heading: {
      levels: [2],
      schema: {
        id: fields.text({
          label: "Âncora",
          description: "Identificador do trecho no endereço (#cookies): letras minúsculas, números e hífens.",
          validation: {
            isRequired: true,
            pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: "Use letras minúsculas, números e hífens." },
          },
        }),
      },
    },
  },
  components,
});

const documentSchema = {
  meta,
  title: text("Título (H1)", "Também o nome da página para o Google (schema.org)."),
  updatedOn: fields.date({
    label: "Última atualização",
    description: "A data em que esta versão passou a valer; aparece no início da página.",
    validation: { isRequired: true },
  }),
  texto: body,
};

const documentSingleton = (label: string, slug: DocumentSlug) =>
  singleton({
    label,
    path: `content/documentos/${slug}`,
    format: { contentField: "texto" },
    schema: documentSchema,
  });

export const politicaDePrivacidade = documentSingleton("Política de Privacidade", "politica-de-privacidade");

export const condicoesPrecoBaixoGarantido = documentSingleton(
  "Condições do Preço Baixo Garantido",
  "condicoes-preco-baixo-garantido",
);

export const acessibilidade = singleton({
  label: "Declaração de Acessibilidade",
  path: `content/documentos/${"acessibilidade" satisfies DocumentSlug}`,
  format: { contentField: "texto" },
  schema: {
    ...documentSchema,
    conformance: fields.object(
      {
        status: text("Situação", "Como a frase continua: “parcialmente conforme”, “conforme”…"),
        standards: text("Com quais normas", "Ex.: a norma ABNT NBR 17225:2025 e as WCAG 2.2, nível AA."),
        evaluatedOn: fields.date({
          label: "Data da última avaliação",
          description:
            "O dia em que os testes de acessibilidade passaram na versão publicada. Renove a cada avaliação.",
          validation: { isRequired: true },
        }),
      },
      { label: "Situação de conformidade (abaixo da introdução)" },
    ),
  },
});

/** The editor's "Documentos" singletons, by key, and the page each one is. */
export const documentos = { politicaDePrivacidade, acessibilidade, condicoesPrecoBaixoGarantido };
