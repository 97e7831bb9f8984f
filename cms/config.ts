/**
 * The content editor's schema (Keystatic, local mode: `npm run editor`): the collections of specialty
 * and exam pages (article.ts) and of the corpo clínico (below), and the pages with a layout of
 * their own, one file each (pages.ts), all under "Páginas" but the team; the documents, Markdoc
 * (documents.ts, under "Documentos"); and, first, the clinic's
 * settings, one file (clinic.ts, under "Clínica"). Every collection and field
 * is labelled and described in Portuguese for the clinic's staff, in the order the site shows
 * them, and a field's rule comes from the same constants the build checks
 * (shared/content-rules.ts), with the same Portuguese message. The build reads what the editor
 * writes through this schema (scripts/generate-content.ts), so the types the pages get are the
 * schema's.
 *
 * Nothing here reaches the public pages: app/ never imports cms/ (eslint/layers.js).
 */
import { collection, config, fields } from "@keystatic/core";
import { registrationNumber } from "#shared/content-rules.ts";
import { especialidades, exames } from "./article";
import { clinica } from "./clinic";
import { documentos } from "./documents";
import { avisoDeCookies, laboratorio } from "./settings";
import { paginas } from "./pages";
import { specialtyOptions } from "./specialties";

/** A registration number field (CRM, RQE, CRP): digits only; the site writes "CRM-MG nº" and the like. */
const numberField = (label: string, description: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: registrationNumber.pattern, message: registrationNumber.message },
    },
  });

export const equipe = collection({
  label: "Corpo clínico",
  path: "content/equipe/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name", "order"],
  schema: {
    name: fields.slug({
      name: {
        label: "Nome completo",
        description: "Como deve aparecer no site, sem “Dr.” ou “Dra.” (o site escreve o título).",
        validation: { length: { min: 3, max: 80 } },
      },
      slug: {
        label: "Identificador",
        description:
          "Usado pelas páginas para indicar quem revisou o conteúdo. Não mude depois de criado: as páginas que apontam para ele deixariam de encontrá-lo.",
      },
    }),
    gender: fields.select({
      label: "Gênero",
      description: "Define Dr./Dra., médico/médica, psicólogo/psicóloga e o título da direção técnica.",
      options: [
        { label: "Feminino", value: "feminino" },
        { label: "Masculino", value: "masculino" },
      ],
      defaultValue: "feminino",
    }),
    order: fields.integer({
      label: "Posição na página Corpo clínico",
      description: "1 aparece primeiro. A direção técnica costuma ser a primeira.",
      validation: { isRequired: true, min: 1, max: 999 },
    }),
    technicalDirector: fields.checkbox({
      label: "É o(a) Diretor(a) Técnico(a) Médico(a) da clínica",
      description: "Marque em uma só pessoa, médico(a). Aparece no rodapé de todas as páginas.",
      defaultValue: false,
    }),
    placeholder: fields.checkbox({
      label: "Dados de exemplo, a substituir antes de publicar",
      description: "Desmarque quando nome, gênero e registros forem os reais da pessoa.",
      defaultValue: false,
    }),
    registration: fields.conditional(
      fields.select({
        label: "Profissão",
        options: [
          { label: "Médico(a): registro no CRM-MG", value: "medicina" },
          { label: "Psicólogo(a): registro no CRP 04", value: "psicologia" },
        ],
        defaultValue: "medicina",
      }),
      {
        medicina: fields.object({
          crm: numberField("Número do CRM-MG (somente números)", "O site escreve “CRM-MG nº” antes do número."),
          specialties: fields.array(
            fields.object({
              specialty: fields.select({
                label: "Especialidade",
                options: specialtyOptions,
                defaultValue: "Clínica Médica",
              }),
              rqe: numberField(
                "Número do RQE (somente números)",
                "Registro de Qualificação de Especialista nesta especialidade; o site escreve “RQE nº” antes do número.",
              ),
            }),
            {
              label: "Especialidades com RQE",
              description:
                "Sem nenhuma, o site mostra “Não especialista” e nenhuma página de especialidade lista a pessoa (CFM 2.336/2023).",
              itemLabel: (item) => `${item.fields.specialty.value} — RQE ${item.fields.rqe.value || "?"}`,
            },
          ),
        }),
        psicologia: fields.object({
          crp: numberField(
            "Número do CRP 04 (somente números)",
            "Conselho Regional de Psicologia de Minas Gerais; o site escreve “CRP 04/” antes do número.",
          ),
        }),
      },
    ),
  },
});

export default config({
  // The checkout's files, through the editor service, the one Keystatic host (decision 049):
  // its login, guard, edit conflicts and publication gate cover every save.
  storage: { kind: "local" },
  locale: "pt-BR",
  ui: {
    brand: { name: "Clínica — conteúdo do site" },
    navigation: {
      Clínica: ["clinica", "laboratorio"],
      Páginas: [
        "paginaInicial",
        "especialidades",
        "exames",
        "paginaEspecialidades",
        "paginaIndiqueJa",
        "paginaCorpoClinico",
        "paginaNaoEncontrada",
      ],
      Equipe: ["equipe"],
      Documentos: ["politicaDePrivacidade", "acessibilidade", "condicoesPrecoBaixoGarantido", "avisoDeCookies"],
    },
  },
  collections: { especialidades, exames, equipe },
  singletons: { clinica, laboratorio, ...paginas, ...documentos, avisoDeCookies },
});
