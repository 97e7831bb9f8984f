/**
 * Reads the content the editor writes (content/, through the schema in cms/config.ts, Keystatic's
 * typed reader: a file that breaks a field's rule stops here, named) and writes it as typed data
 * modules under app/site/generated/ (not in git), which the pages import as before. So the
 * public pages get plain data, never the editor's code, and the types they see come from the
 * schema's entries. Run by `npm run build`, `npm run typecheck`, `npm run dev`, after
 * `npm install` and before the tests.
 *
 *   content/clinica.yaml                      →  app/site/generated/clinic.ts (the clinic's settings,
 *                                                 which app/site/site.ts exposes as `site`), and
 *                                                 directions.ts ("Como chegar", only where a page shows it)
 *   content/equipe/<id>.yaml                  →  app/site/generated/clinical-staff.ts
 *   content/especialidades|exames/<slug>.yaml  →  app/site/generated/pages/<slug>.ts, and the
 *                                                 registry's part: article-pages.ts
 *   content/paginas/<file>.yaml                →  app/site/generated/pages/<slug>.ts (the home page,
 *                                                 /especialidades, /indique-ja, /corpo-clinico, the 404;
 *                                                 file ↔ slug in app/site/sources.ts)
 *
 * Texts may name a fact kept once ({{exames}}, {{clinica}}, {{especialidades}}, {{pagamento}},
 * {{jejum:Glicose,Colesterol}}, {{preparo:exercise}}): its value is written here, from
 * content/clinica.yaml (read here, not through site.ts, which imports the module this writes), the
 * specialty pages and content/laboratorio.yaml. Values the
 * pages take from the site's settings as they are (the clinic's rating, its hours, the corpo
 * clínico) stay references to them in the generated module.
 */
import fs from "node:fs";
import path from "node:path";
import { createReader, type Entry } from "@keystatic/core/reader";
import { pageFiles, type DocumentSlug, type EditorPageSlug } from "#app/site/sources.ts";
import { imageNameOf } from "#app/lib/images.ts";
import { listText } from "#shared/list-text.ts";
import type {
  ArticlePageContent,
  CareArea,
  CareTeamContent,
  ConsentCopy,
  HomeContent,
  HomeSpecialtyCard,
  ImageFailureMode,
  ImageRef,
  InfoCard,
  MedicalSpecialtyName,
  NotFoundContent,
  PageContent,
  Professional,
  ReferralContent,
  SpecialtiesOverviewContent,
  TableBlock,
} from "#app/site/types.ts";
import type { especialidades, exames } from "#cms/article.ts";
import type { clinica } from "#cms/clinic.ts";
import type { laboratorio } from "#cms/settings.ts";
import config, { type equipe } from "#cms/config.ts";
import { documentos } from "#cms/documents.ts";
import type { paginas } from "#cms/pages.ts";
import { documentFrom } from "./generate-documents";

const projectRoot = path.resolve(import.meta.dirname, "..");
export const generatedDir = path.join(projectRoot, "app/site/generated");

type StaffEntry = Entry<typeof equipe>;

/** A staff entry as the pages know a professional: the council prefixes written, the id its file name. */
export function professionalFrom(id: string, entry: StaffEntry): Professional {
  const base = { id, name: entry.name, gender: entry.gender };
  const { discriminant, value } = entry.registration;
  if (discriminant === "psicologia") return { ...base, profession: "psicologia", crp: `CRP 04/${value.crp}` };
  return {
    ...base,
    profession: "medicina",
    crm: `CRM-MG nº ${value.crm}`,
    specialties: value.specialties.map(({ specialty, rqe }) => ({ specialty, rqe: `RQE nº ${rqe}` })),
  };
}

/** "cirurgia-geral" → "cirurgiaGeral": the key content modules use for a person. */
const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

export interface Staff {
  /** In the order /corpo-clinico shows them. */
  people: { key: string; person: Professional; technicalDirector: boolean; placeholder: boolean }[];
}

export async function readStaff(root = projectRoot): Promise<Staff> {
  const reader = createReader(root, config);
  const entries = await reader.collections.equipe.all().catch((error: unknown) => {
    throw contentReadError(error);
  });
  const people = entries
    .map(({ slug, entry }) => ({
      order: entry.order ?? Number.MAX_SAFE_INTEGER,
      key: camelCase(slug),
      person: professionalFrom(slug, entry),
      technicalDirector: entry.technicalDirector,
      placeholder: entry.placeholder,
    }))
    .sort((a, b) => a.order - b.order || a.person.id.localeCompare(b.person.id))
    .map(({ order: _order, ...rest }) => rest);
  const directors = people.filter((entry) => entry.technicalDirector);
  if (directors.length !== 1 || directors[0]!.person.profession !== "medicina")
    throw new Error(
      `content/equipe: marque exatamente uma pessoa, médico(a), como Diretor(a) Técnico(a) Médico(a) (hoje: ${directors.length}).`,
    );
  return { people };
}

/** The first line of a generated module: where it comes from, and where to edit it. */
const generatedFrom = (source: string) =>
  `// Generated by scripts/generate-content.ts from ${source} (edit there, or with \`npm run cms\`).`;

/** The module app/site/clinical-staff.ts re-exports. */
export function renderStaffModule({ people }: Staff): string {
  const director = people.find((entry) => entry.technicalDirector)!;
  const entries = people.map(
    ({ key, person }) => `  ${key}: ${JSON.stringify(person, null, 2).replace(/\n/g, "\n  ")},`,
  );
  return [
    generatedFrom("content/equipe/*.yaml"),
    'import type { Doctor, Professional } from "../types";',
    "",
    "/** Every person of the corpo clínico, by key, in the order /corpo-clinico shows them. */",
    "export const clinicalStaff = {",
    ...entries,
    "} as const satisfies Record<string, Professional>;",
    "",
    "/** The clinic's technical director (CFM Resolution 2.336/2023), one of the above. */",
    `export const technicalDirector: Doctor = clinicalStaff.${director.key};`,
    "",
    "/** Who is still an example to replace before going live. */",
    `export const placeholderStaff: readonly string[] = ${JSON.stringify(people.filter((entry) => entry.placeholder).map((entry) => entry.person.id))};`,
    "",
  ].join("\n");
}

type Laboratory = Entry<typeof laboratorio>;

/**
 * The fasting hours of `exams` (named as in the laboratory's table), for running text; consecutive
 * exams with the same hours share them: ["Glicose", "Colesterol", "Triglicerídeos"] →
 * "glicose (8 a 12 horas) e colesterol e triglicerídeos (12 horas)".
 */
export function fastingHoursText(lab: Laboratory, exams: readonly string[], where = ""): string {
  const groups: { names: string[]; hours: string }[] = [];
  for (const exam of exams) {
    const hours = lab.fastingTable.rows.find((row) => row.exam === exam)?.fasting;
    if (hours === undefined)
      throw new Error(`${where}: “${exam}” não está na tabela de jejum (content/laboratorio.yaml).`);
    const name = exam.toLocaleLowerCase("pt-BR");
    const last = groups.at(-1);
    if (last?.hours === hours) last.names.push(name);
    else groups.push({ names: [name], hours });
  }
  return listText(groups.map(({ names, hours }) => `${listText(names)} (${hours})`));
}

type SingletonKey = keyof typeof config.singletons;

/** A singleton's file: its path, with .mdoc when it holds Markdoc text (a content field), else .yaml. */
function singletonFile(key: SingletonKey): string {
  const { path: file, format } = config.singletons[key];
  return `${file}.${typeof format === "object" && "contentField" in format ? "mdoc" : "yaml"}`;
}

/**
 * A singleton's entry, its Markdoc text read with it, or a stop naming its file when it is broken
 * (contentReadError) or missing; `where` is the editor's place to create it.
 */
async function readSingleton<Key extends SingletonKey>(root: string, key: Key, where: string) {
  const entry = await createReader(root, config)
    .singletons[key].read({ resolveLinkedFiles: true })
    .catch((error: unknown) => {
      throw contentReadError(error);
    });
  if (!entry)
    throw new Error(
      `${singletonFile(key)}: o arquivo não existe; o site precisa dele (crie-o no editor, em ${where}).`,
    );
  return entry as Entry<(typeof config.singletons)[Key]>;
}

export const readLaboratory = (root = projectRoot): Promise<Laboratory> =>
  readSingleton(root, "laboratorio", "Clínica › Preparo para exames de sangue");

/** The module of the laboratory's table and rules, which the pages showing them reference. */
export function renderLaboratoryModule({
  fastingTable,
  collectionRules,
  confirmedByDoctor,
  pendingNotice,
}: Laboratory): string {
  // Until its responsible doctor confirms it, no page shows the table: only the notice saying so.
  const table: TableBlock = confirmedByDoctor
    ? {
        caption: fastingTable.caption,
        columns: [fastingTable.examHeading, fastingTable.fastingHeading],
        rows: fastingTable.rows.map(({ exam, fasting }) => [exam, fasting]),
        ...(fastingTable.notes.length > 0 ? { notes: [...fastingTable.notes] } : {}),
      }
    : { caption: fastingTable.caption, columns: [], rows: [], pending: pendingNotice };
  return [
    generatedFrom("content/laboratorio.yaml"),
    'import type { TableBlock } from "../types";',
    "",
    "/** Preparation for the common blood tests (docs/product.md#business-constants): one table for every page that shows it. */",
    `export const labFastingTable: TableBlock = ${JSON.stringify(table, null, 2)};`,
    "",
    "/** What to avoid before any blood collection (docs/product.md#business-constants). */",
    `export const labCollectionRules = ${JSON.stringify(collectionRules, null, 2)} as const;`,
    "",
    "/** Whether the laboratory's responsible doctor has confirmed the preparation (until then the table is not shown). */",
    `export const labPreparationConfirmed = ${String(confirmedByDoctor)};`,
    "",
  ].join("\n");
}

/** The cookie banner's words, for app/consent/. */
export async function renderConsentModule(root = projectRoot): Promise<string> {
  const copy: ConsentCopy = await readSingleton(root, "avisoDeCookies", "Documentos › Aviso de cookies");
  return [
    generatedFrom("content/aviso-de-cookies.yaml"),
    'import type { ConsentCopy } from "../types";',
    "",
    `export const consentCopy: ConsentCopy = ${JSON.stringify(copy, null, 2)};`,
    "",
  ].join("\n");
}

type ClinicEntry = Entry<typeof clinica>;

/**
 * The clinic's settings as `site` has them (app/site/site.ts), its "Como chegar" texts apart
 * (a module of their own, so the JavaScript every page loads with `site` does not carry them), and
 * the fields still holding example data.
 */
export interface Clinic {
  settings: Omit<ClinicEntry, "placeholders" | "directions">;
  directions: ClinicEntry["directions"];
  placeholders: readonly string[];
}

export async function readClinic(root = projectRoot): Promise<Clinic> {
  const entry = await readSingleton(root, "clinica", "Clínica › Dados da clínica");
  const { placeholders, directions, ...settings } = entry;
  return { settings, directions, placeholders };
}

/** The module app/site/site.ts spreads into `site`: plain data, as compact as the literal it replaced. */
export function renderClinicModule({ settings, placeholders }: Clinic): string {
  return [
    generatedFrom("content/clinica.yaml"),
    "",
    "/** The clinic's settings the staff edit; app/site/site.ts adds what is code or comes from the environment. */",
    `export const clinic = ${JSON.stringify(settings, null, 2)} as const;`,
    "",
    "/** The fields of content/clinica.yaml that still hold example data, to replace before going live. */",
    `export const placeholderFields: readonly string[] = ${JSON.stringify(placeholders)};`,
    "",
  ].join("\n");
}

/** The "Como chegar" section's texts (app/components/sections/directions-section.tsx), from content/clinica.yaml. */
export function renderDirectionsModule({ directions }: Pick<Clinic, "directions">): string {
  return [
    generatedFrom("content/clinica.yaml"),
    "",
    '/** "Como chegar": its heading, labels, parking and bus lines (the address and hours are `site`\'s). */',
    `export const directions = ${JSON.stringify(directions, null, 2)} as const;`,
    "",
  ].join("\n");
}

/** Keystatic's reader's own words for a broken field rule, said in Portuguese. */
const fieldRuleWords: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) must not be empty$/, (label) => `“${label}” é obrigatório e está vazio.`],
  [
    /^(.+) must be at least (\d+) characters long$/,
    (label, count) => `“${label}” deve ter pelo menos ${count} caracteres.`,
  ],
  [
    /^(.+) must be no longer than (\d+) characters$/,
    (label, count) => `“${label}” deve ter no máximo ${count} caracteres.`,
  ],
  [/^(.+) must be at least (-?[\d.]+)$/, (label, min) => `“${label}” deve ser pelo menos ${min}.`],
  [/^(.+) must be at most (-?[\d.]+)$/, (label, max) => `“${label}” deve ser no máximo ${max}.`],
  [/^(.+) must be a whole number$/, (label) => `“${label}” deve ser um número inteiro.`],
  [/^(.+) must be a number$/, (label) => `“${label}” deve ser um número.`],
  [/^(.+) must be unique$/, (label) => `“${label}” não pode se repetir.`],
  [
    /^Must have at least (\d+) elements?$/,
    (count) => `a lista deve ter pelo menos ${count} ${count === "1" ? "item" : "itens"}.`,
  ],
  [
    /^Must have at most (\d+) elements?$/,
    (count) => `a lista deve ter no máximo ${count} ${count === "1" ? "item" : "itens"}.`,
  ],
];

/**
 * A reader error ("Invalid data for "x" in collection "y": field: words", or for singleton "z") as the build's other
 * problems: one line per field, the file named, in Portuguese.
 */
export function contentReadError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const head = /^Invalid data for (?:"([^"]+)" in collection "([^"]+)"|singleton "([^"]+)"):\n([\s\S]*)$/.exec(message);
  if (!head) return error instanceof Error ? error : new Error(message);
  const [, slug, collection, singleton, details] = head;
  const file = singleton ? singletonFile(singleton as SingletonKey) : `content/${collection}/${slug}.yaml`;
  const lines = details!
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [, field = "", words = line] = /^([^:]+): ([\s\S]*)$/.exec(line) ?? [];
      const rule = fieldRuleWords.find(([pattern]) => pattern.test(words));
      const said = rule ? rule[1](...pattern(rule[0], words)) : words;
      // "cards.0.symptoms" as the content check says it: "cards[0].symptoms".
      return `${file} › ${field.replace(/\.(\d+)(?=\.|$)/g, "[$1]")}: ${said}`;
    });
  return new Error(lines.join("\n"));
}

const pattern = (expression: RegExp, text: string) => expression.exec(text)!.slice(1);

type ArticleEntry = Entry<typeof especialidades> | Entry<typeof exames>;
export type ArticleCollection = "especialidades" | "exames";

/** Facts that depend on the rest of the content: known once every collection has been read. */
export interface ContentFacts {
  /** The clinic's settings (content/clinica.yaml): {{clinica}}, {{exames}}, {{pagamento}}. */
  clinic?: Pick<Clinic["settings"], "name" | "examCount" | "paymentAccepted">;
  /** How many specialty pages the site has (content/especialidades/). */
  specialtyCount?: number;
  /** The laboratory's preparation (content/laboratorio.yaml): {{jejum:…}}, {{preparo:…}}. */
  lab?: Laboratory;
}

/** "dinheiro, cartão de crédito, cartão de débito e convênio": the forms of payment of content/clinica.yaml, as a sentence lists them. */
const paymentText = (paymentAccepted: readonly string[]) =>
  paymentAccepted
    .join(", ")
    .toLowerCase()
    .replace(/, ([^,]*)$/, " e $1");

/** A fact named in a text, `{{name}}` or `{{name:argument}}`, and its value. */
export function resolveFacts(text: string, where: string, facts: ContentFacts = {}): string {
  return text.replace(/\{\{([a-z]+)(?::([^}]*))?\}\}/g, (token, name: string, argument?: string) => {
    const { clinic } = facts;
    if (name === "exames" && argument === undefined && clinic) return String(clinic.examCount);
    if (name === "clinica" && argument === undefined && clinic) return clinic.name;
    if (name === "pagamento" && argument === undefined && clinic) return paymentText(clinic.paymentAccepted);
    if (name === "especialidades" && argument === undefined && facts.specialtyCount !== undefined)
      return String(facts.specialtyCount);
    const { lab } = facts;
    if (name === "jejum" && argument && lab)
      return fastingHoursText(
        lab,
        argument.split(",").map((exam) => exam.trim()),
        where,
      );
    if (name === "preparo" && (argument === "exercise" || argument === "alcohol") && lab)
      return lab.collectionRules[argument];
    throw new Error(
      `${where}: “${token}” não é um fato conhecido ({{exames}}, {{clinica}}, {{especialidades}}, {{pagamento}}, {{jejum:Exame,Exame}}, {{preparo:exercise}}, {{preparo:alcohol}}).`,
    );
  });
}

/** Stands for a TypeScript expression in the generated module (the value is the build's, not the file's). */
const expression = (code: string) => `__expression__${Buffer.from(code).toString("base64url")}__`;

/** A rating's source and the date it was read, only when both are filled (a rating without them is example data). */
function ratingSourceOf(rating: { source: string; readOn: string | null }): { source?: string; readOn?: string } {
  return rating.source.trim() && rating.readOn ? { source: rating.source.trim(), readOn: rating.readOn } : {};
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

type Section = ArticlePageContent["sections"][number];
type Card = NonNullable<Section["cards"]>[number];

/** An editor's page as the view takes it: facts written, empty optional parts left out. */
export function articleFrom(
  collection: ArticleCollection,
  slug: string,
  entry: ArticleEntry,
  known: ContentFacts = {},
): ArticlePageContent {
  const file = `content/${collection}/${slug}.yaml`;
  const fact = (text: string, field: string) => resolveFacts(text, `${file} › ${field}`, known);
  const facts = (texts: readonly string[], field: string) =>
    texts.map((text, index) => fact(text, `${field}[${index}]`));
  const when = <T>(keep: boolean, value: () => T): T | undefined => (keep ? value() : undefined);
  const card = (item: ArticleEntry["cards"]["items"][number], field: string): Card =>
    dropUndefined({
      title: fact(item.title, `${field}.title`),
      text: when(item.text !== "", () => fact(item.text, `${field}.text`)),
      items: when(item.items.length > 0, () => facts(item.items, `${field}.items`)),
      icon: when(item.icon !== "", () => item.icon as NonNullable<Card["icon"]>),
      note: when(item.note !== "", () => fact(item.note, `${field}.note`)),
      link: when(item.link.label !== "", () => ({ label: item.link.label, to: item.link.to })),
    });
  const entity = entry.mainEntity;
  const mainEntity: ArticlePageContent["mainEntity"] =
    entity.discriminant === "MedicalTest"
      ? dropUndefined({
          type: "MedicalTest" as const,
          name: entity.value.name,
          usedToDiagnose: when(entity.value.usedToDiagnose.length > 0, () => [...entity.value.usedToDiagnose]),
        })
      : entity.discriminant === "MedicalSpecialty"
        ? { type: "MedicalSpecialty", specialty: entity.value.specialty, name: entity.value.name }
        : { type: "MedicalWebPage", name: entity.value.name };
  return dropUndefined({
    meta: {
      title: fact(entry.meta.title, "meta.title"),
      description: fact(entry.meta.description, "meta.description"),
      keywords: facts(entry.meta.keywords, "meta.keywords"),
    },
    contactOverrides: when(
      entry.ownBookingContacts,
      () => expression("site.surgicalRiskOverrides") as unknown as ArticlePageContent["contactOverrides"],
    ),
    mainEntity,
    priceFrom: entry.price ?? undefined,
    rating: when(entry.rating.discriminant, () => {
      const rating = entry.rating.value as Extract<ArticleEntry["rating"], { discriminant: true }>["value"];
      return {
        value: rating.value!,
        count: rating.count!,
        ...ratingSourceOf(rating),
        reviews: rating.reviews.map((review, index) => ({
          author: review.author,
          rating: review.rating!,
          body: fact(review.body, `rating.reviews[${index}].body`),
          datePublished: review.datePublished!,
          authorizedOn: review.authorizedOn ?? undefined,
        })),
      };
    }),
    hero: dropUndefined({
      title: fact(entry.hero.title, "hero.title"),
      tagline: fact(entry.hero.tagline, "hero.tagline"),
      image: { name: shownImage(entry.hero.image), alt: entry.hero.image.alt, failure: entry.hero.image.failure },
      highlights: when(entry.hero.highlights.length > 0, () => facts(entry.hero.highlights, "hero.highlights")),
      highlightLinks: when(
        entry.sections.some((section) => section.heroHighlight !== ""),
        () =>
          entry.sections.flatMap((section, index) =>
            section.heroHighlight === ""
              ? []
              : [{ text: fact(section.heroHighlight, `sections[${index}].heroHighlight`), section: section.id }],
          ),
      ),
    }),
    list: { heading: fact(entry.list.heading, "list.heading"), items: facts(entry.list.items, "list.items") },
    cards: {
      heading: fact(entry.cards.heading, "cards.heading"),
      items: entry.cards.items.map((item, index) => card(item, `cards.items[${index}]`)),
    },
    sections: entry.sections.map((section, index): Section => {
      const field = `sections[${index}]`;
      return dropUndefined({
        id: section.id,
        heading: fact(section.heading, `${field}.heading`),
        paragraphs: when(section.paragraphs.length > 0, () => facts(section.paragraphs, `${field}.paragraphs`)),
        bullets: when(section.bullets.length > 0, () => facts(section.bullets, `${field}.bullets`)),
        cards: when(section.cards.length > 0, () =>
          section.cards.map((item, cardIndex) => card(item, `${field}.cards[${cardIndex}]`)),
        ),
        table:
          section.sharedTable === "jejum"
            ? (expression("labFastingTable") as unknown as Section["table"])
            : when(section.table.caption !== "", () => ({
                caption: section.table.caption,
                columns: [...section.table.columns],
                rows: section.table.rows.map((row) => [...row]),
              })),
        note: when(section.note !== "", () => fact(section.note, `${field}.note`)),
        beforeCards: when(section.beforeCards, () => true),
      });
    }),
    faq: entry.faq.map((item, index) => ({
      question: fact(item.question, `faq[${index}].question`),
      answer: fact(item.answer, `faq[${index}].answer`),
    })),
    cta: { heading: fact(entry.cta.heading, "cta.heading"), text: fact(entry.cta.text, "cta.text") },
    careArea:
      entry.careArea.discriminant === "specialty"
        ? { specialty: entry.careArea.value as MedicalSpecialtyName }
        : entry.careArea.discriminant === "psicologia"
          ? { profession: "psicologia" as const }
          : undefined,
    review: {
      reviewer: expression(`clinicalStaff.${camelCase(entry.review.reviewer ?? "")}`) as unknown as Professional,
      reviewedOn: entry.review.reviewedOn ?? "",
    },
    crisisSupportLine: when(entry.crisisSupportLine, () => true),
  });
}

/** What the page registry needs of an article page (app/site/registry.ts). */
export interface ArticlePageRecord {
  slug: string;
  collection: ArticleCollection;
  label: string;
  order: number;
  /** Exams only: the group of the Exames menu, "" for none. */
  group: string;
}

export async function readArticles(
  root = projectRoot,
  clinicFacts: ContentFacts = {},
): Promise<{ record: ArticlePageRecord; content: ArticlePageContent }[]> {
  const reader = createReader(root, config);
  // A reviewer no longer in the roster is one of the content check's problems, reported with the
  // rest (scripts/content-check.ts), not a stop here.
  const entries = async (collection: ArticleCollection) =>
    reader.collections[collection].all().catch((error: unknown) => {
      throw contentReadError(error);
    });
  const read = {
    especialidades: await entries("especialidades"),
    exames: await entries("exames"),
  };
  const known: ContentFacts = { ...clinicFacts, specialtyCount: read.especialidades.length };
  const records = (collection: ArticleCollection) =>
    (read[collection] as { slug: string; entry: ArticleEntry }[]).map(({ slug, entry }) => ({
      record: {
        slug,
        collection,
        label: entry.label,
        order: entry.order ?? Number.MAX_SAFE_INTEGER,
        group: ("group" in entry ? entry.group : "") ?? "",
      },
      content: articleFrom(collection, slug, entry, known),
    }));
  const byOrder = (a: { record: ArticlePageRecord }, b: { record: ArticlePageRecord }) =>
    a.record.order - b.record.order || a.record.slug.localeCompare(b.record.slug);
  return [...records("especialidades").sort(byOrder), ...records("exames").sort(byOrder)];
}

type Paginas = typeof paginas;
type PageEntryOf<Key extends keyof Paginas> = Entry<Paginas[Key]>;

/** Who a card announces, as the editor's select says it. */
const careAreaFrom = (value: string): CareArea =>
  value === "psicologia" ? { profession: "psicologia" } : { specialty: value as MedicalSpecialtyName };

/** The editor's image fields: an illustration of images/ by name, or a photo uploaded in its place. */
interface EditorImage {
  name: string;
  photo: string | null;
  alt: string;
  failure: ImageFailureMode;
}

/** The name of the image the page shows: the uploaded photo (images/enviadas/…) when there is one. */
const shownImage = ({ name, photo }: EditorImage) => (photo ? imageNameOf(photo) : name);

/** An image as the pages know it: the default failure mode ("placeholder") left unsaid. */
const imageFrom = (image: EditorImage): ImageRef =>
  dropUndefined({
    name: shownImage(image),
    failure: image.failure === "placeholder" ? undefined : image.failure,
    alt: image.alt,
  });

/** The five pages with their own layout, each made from its file in content/paginas/. */
export function homeFrom(entry: PageEntryOf<"paginaInicial">, known: ContentFacts): HomeContent {
  const file = `content/paginas/${pageFiles.home}.yaml`;
  const fact = (text: string, field: string) => resolveFacts(text, `${file} › ${field}`, known);
  const homeCard = (card: PageEntryOf<"paginaInicial">["exams"]["cards"][number], field: string) => ({
    title: fact(card.title, `${field}.title`),
    text: fact(card.text, `${field}.text`),
    icon: card.icon as InfoCard["icon"] & string,
    to: card.to,
    linkLabel: card.linkLabel,
  });
  return {
    meta: {
      title: fact(entry.meta.title, "meta.title"),
      description: fact(entry.meta.description, "meta.description"),
      keywords: entry.meta.keywords.map((keyword, index) => fact(keyword, `meta.keywords[${index}]`)),
    },
    rating: {
      value: expression("site.rating.value") as unknown as number,
      count: expression("site.rating.count") as unknown as number,
      source: expression("site.rating.source || undefined") as unknown as string | undefined,
      readOn: expression("site.rating.readOn ?? undefined") as unknown as string | undefined,
      reviews: entry.rating.reviews.map((review, index) => ({
        author: review.author,
        rating: review.rating!,
        body: fact(review.body, `rating.reviews[${index}].body`),
        datePublished: review.datePublished!,
        authorizedOn: review.authorizedOn ?? undefined,
      })),
    },
    hero: {
      title: fact(entry.hero.title, "hero.title"),
      tagline: fact(entry.hero.tagline, "hero.tagline"),
      badge: fact(entry.hero.badge, "hero.badge"),
      callout: fact(entry.hero.callout, "hero.callout"),
      cta: entry.hero.cta,
      image: imageFrom(entry.hero.image),
    },
    booking: {
      heading: entry.booking.heading,
      text: entry.booking.text,
      whatsappCard: { ...entry.booking.whatsappCard },
      phoneCard: { ...entry.booking.phoneCard },
    },
    specialties: {
      heading: fact(entry.specialties.heading, "specialties.heading"),
      text: fact(entry.specialties.text, "specialties.text"),
      cards: entry.specialties.cards.map((card, index): HomeSpecialtyCard => {
        const { announces, ...rest } = card;
        const base = homeCard({ ...rest }, `specialties.cards[${index}]`);
        return announces.discriminant === "one"
          ? { ...base, careArea: careAreaFrom(announces.value) }
          : {
              ...base,
              list: announces.value.map((item) => ({ label: item.label, careArea: careAreaFrom(item.careArea) })),
            };
      }),
    },
    exams: {
      heading: fact(entry.exams.heading, "exams.heading"),
      text: fact(entry.exams.text, "exams.text"),
      cards: entry.exams.cards.map((card, index) => homeCard(card, `exams.cards[${index}]`)),
    },
    guarantee: {
      heading: entry.guarantee.heading,
      text: entry.guarantee.text,
      cta: entry.guarantee.cta,
      conditions: { ...entry.guarantee.conditions },
    },
    pitch: {
      heading: fact(entry.pitch.heading, "pitch.heading"),
      items: entry.pitch.items.map((item, index): InfoCard =>
        dropUndefined({
          icon: item.icon as InfoCard["icon"],
          title: fact(item.title, `pitch.items[${index}].title`),
          text: item.text === "" ? undefined : fact(item.text, `pitch.items[${index}].text`),
          items: item.hours ? (expression("site.hours.map(formatOpeningHours)") as unknown as string[]) : undefined,
        }),
      ),
    },
    faq: entry.faq.map((item, index) => ({
      question: fact(item.question, `faq[${index}].question`),
      answer: fact(item.answer, `faq[${index}].answer`),
    })),
  };
}

const metaFrom = ({
  title,
  description,
  keywords,
}: {
  title: string;
  description: string;
  keywords: readonly string[];
}) => ({
  title,
  description,
  keywords: [...keywords],
});

export function specialtiesOverviewFrom(entry: PageEntryOf<"paginaEspecialidades">): SpecialtiesOverviewContent {
  return {
    meta: metaFrom(entry.meta),
    mainEntity: { type: "MedicalWebPage", name: entry.pageName },
    hero: { ...entry.hero },
    cards: entry.cards.map((card) => ({
      name: card.name,
      image: imageFrom(card.image),
      // Four, as the editor's rule (and the reader) keep them.
      symptoms: [...card.symptoms] as SpecialtiesOverviewContent["cards"][number]["symptoms"],
      description: card.description,
      link: card.link,
      careArea: careAreaFrom(card.careArea),
    })),
    notFound: { ...entry.notFound },
    cta: { ...entry.cta },
  };
}

export function referralFrom(entry: PageEntryOf<"paginaIndiqueJa">): ReferralContent {
  return {
    meta: metaFrom(entry.meta),
    mainEntity: { type: "MedicalWebPage", name: entry.pageName },
    hero: { title: entry.hero.title, tagline: entry.hero.tagline, image: imageFrom(entry.hero.image) },
    campaign: { heading: entry.campaign.heading, paragraphs: [...entry.campaign.paragraphs] },
    howItWorks: { heading: entry.howItWorks.heading, steps: entry.howItWorks.steps.map((step) => ({ ...step })) },
    rules: { heading: entry.rules.heading, items: [...entry.rules.items] },
    download: { ...entry.download },
    faq: entry.faq.map((item) => ({ ...item })),
    cta: { ...entry.cta },
  };
}

export function careTeamFrom(entry: PageEntryOf<"paginaCorpoClinico">): CareTeamContent {
  return {
    meta: metaFrom(entry.meta),
    mainEntity: { type: "MedicalWebPage", name: entry.pageName },
    hero: { ...entry.hero },
    staff: expression("clinicalStaffList") as unknown as CareTeamContent["staff"],
    notes: [...entry.notes],
  };
}

export function notFoundFrom(entry: PageEntryOf<"paginaNaoEncontrada">): NotFoundContent {
  return { meta: metaFrom(entry.meta), heading: entry.heading, text: entry.text, homeLink: entry.homeLink };
}

/** The page of each editor's "Páginas" file, its type's name in app/site/types.ts, and its content. */
export interface EditorPage {
  slug: EditorPageSlug | DocumentSlug;
  type: string;
  content: PageContent | NotFoundContent;
}

export async function readPages(root = projectRoot, known: ContentFacts = {}): Promise<EditorPage[]> {
  const read = async <Key extends keyof Paginas>(key: Key) =>
    (await readSingleton(root, key, "Páginas")) as PageEntryOf<Key>;
  return [
    { slug: "home", type: "HomeContent", content: homeFrom(await read("paginaInicial"), known) },
    {
      slug: "especialidades",
      type: "SpecialtiesOverviewContent",
      content: specialtiesOverviewFrom(await read("paginaEspecialidades")),
    },
    { slug: "indique-ja", type: "ReferralContent", content: referralFrom(await read("paginaIndiqueJa")) },
    {
      slug: "corpo-clinico",
      type: "CareTeamContent",
      content: careTeamFrom(await read("paginaCorpoClinico")),
    },
    {
      slug: "not-found",
      type: "NotFoundContent",
      content: notFoundFrom(await read("paginaNaoEncontrada")),
    },
  ];
}

/** The documents of content/documentos/ (Markdoc), read through their singletons of cms/documents.ts. */
export async function readDocuments(root = projectRoot): Promise<EditorPage[]> {
  return Promise.all(
    (Object.keys(documentos) as (keyof typeof documentos)[]).map(async (key) => {
      const slug = path.basename(documentos[key].path!) as DocumentSlug;
      const { texto, ...fields } = await readSingleton(root, key, "Documentos");
      // Read with resolveLinkedFiles, the text is there, not a function to call for it.
      const { node } = typeof texto === "function" ? await texto() : texto;
      return { slug, type: "DocumentPageContent", content: documentFrom(singletonFile(key), fields, node, expression) };
    }),
  );
}

/** The expressions of `value`'s JSON, and the JSON with them put back as code. */
function code(value: unknown): { text: string; expressions: string[] } {
  const expressions: string[] = [];
  const text = JSON.stringify(value, null, 2).replace(/"__expression__([\w-]+?)__"/g, (_match, encoded: string) => {
    const expressionCode = Buffer.from(encoded, "base64url").toString();
    expressions.push(expressionCode);
    return expressionCode;
  });
  return { text, expressions };
}

/** The imports a generated module's expressions need, one line per module. */
function importsFor(expressions: readonly string[]): string[] {
  // A template literal (a document's text) uses only what its interpolations name, not the words of its text.
  const code = expressions.map((expressionCode) =>
    expressionCode.startsWith("`")
      ? [...expressionCode.matchAll(/(?<!\\)\$\{(\w+)/g)].map(([, name]) => name).join(" ")
      : expressionCode,
  );
  const uses = (name: string) => code.some((expressionCode) => new RegExp(`\\b${name}\\b`).test(expressionCode));
  const from = (names: string[], module: string) => {
    const used = names.filter(uses);
    return used.length > 0 ? [`import { ${used.join(", ")} } from "${module}";`] : [];
  };
  return [
    ...from(["clinicalStaff", "clinicalStaffList"], "../../clinical-staff"),
    ...from(["labFastingTable"], "../lab-preparation"),
    ...from(["formatOpeningHours", "site"], "../../site"),
    ...from(["documentFacts", "visibleDocument", "withSpeedMeasurement", "withTagManager"], "../../document-facts"),
  ];
}

/**
 * A page's content module: `content`, typed with its type of app/site/types.ts. A document's
 * goes through visibleDocument, which leaves out what its build does not show.
 */
export function renderContentModule(content: PageContent | NotFoundContent, type: string): string {
  const { text, expressions } = code(content);
  const isDocument = type === "DocumentPageContent";
  return [
    generatedFrom("content/"),
    ...importsFor(isDocument ? [...expressions, "visibleDocument"] : expressions),
    `import type { ${type} } from "../../types";`,
    "",
    `export const content: ${type} = ${isDocument ? `visibleDocument(${text})` : text};`,
    "",
  ].join("\n");
}

export function renderArticleModule(content: ArticlePageContent): string {
  return renderContentModule(content, "ArticlePageContent");
}

/**
 * The registry's part, as compact as it can be: every page's first load carries the registry (its
 * menus), so each page is one tuple, [slug, label, collection, exam group].
 */
export function renderArticleRegistry(records: readonly ArticlePageRecord[]): string {
  const tuples = records.map(({ slug, label, collection, group }) =>
    JSON.stringify(group ? [slug, label, collection, group] : [slug, label, collection]),
  );
  return [
    "// Generated by scripts/generate-content.ts from content/especialidades and content/exames.",
    "",
    "/** Every specialty and exam page in menu order, [slug, label, collection, exam group]: app/site/registry.ts makes them routes. */",
    "export const articlePages: readonly (",
    '  | readonly [slug: string, label: string, collection: "especialidades" | "exames"]',
    '  | readonly [slug: string, label: string, collection: "especialidades" | "exames", group: string]',
    ")[] = [",
    ...tuples.map((tuple) => `  ${tuple},`),
    "];",
    "",
  ].join("\n");
}

/**
 * The type of every page's content by slug, for the registry (app/site/registry.ts), which pairs a
 * page with a view only if the view takes that type. Types only: nothing reaches the browser.
 */
function renderPageContents(files: ReadonlyMap<string, string>, outDir: string): string {
  const slugs = [...files.keys()]
    .filter((file) => path.dirname(file) === path.join(outDir, "pages"))
    .map((file) => path.basename(file, ".ts"))
    .sort();
  return [
    "// Generated by scripts/generate-content.ts: each page's content type, by slug.",
    ...slugs.map((slug) => `import type { content as ${camelCase(`page-${slug}`)} } from "./pages/${slug}";`),
    "",
    "export interface PageContents {",
    ...slugs.map((slug) => `  ${JSON.stringify(slug)}: typeof ${camelCase(`page-${slug}`)};`),
    "}",
    "",
  ].join("\n");
}

/** Writes `text` to `file` unless it already holds it, aside and renamed (a reader never sees half a file). */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

/** Writes every generated module (and removes those of pages that no longer exist); returns their paths. */
export async function generateContent(root = projectRoot, outDir = generatedDir): Promise<string[]> {
  const files = new Map<string, string>();
  const clinic = await readClinic(root);
  files.set(path.join(outDir, "clinic.ts"), renderClinicModule(clinic));
  files.set(path.join(outDir, "directions.ts"), renderDirectionsModule(clinic));
  files.set(path.join(outDir, "clinical-staff.ts"), renderStaffModule(await readStaff(root)));
  const lab = await readLaboratory(root);
  files.set(path.join(outDir, "lab-preparation.ts"), renderLaboratoryModule(lab));
  files.set(path.join(outDir, "consent.ts"), await renderConsentModule(root));
  const articles = await readArticles(root, { clinic: clinic.settings, lab });
  for (const { record, content } of articles)
    files.set(path.join(outDir, "pages", `${record.slug}.ts`), renderArticleModule(content));
  const known: ContentFacts = {
    clinic: clinic.settings,
    lab,
    specialtyCount: articles.filter(({ record }) => record.collection === "especialidades").length,
  };
  for (const { slug, type, content } of [...(await readPages(root, known)), ...(await readDocuments(root))])
    files.set(path.join(outDir, "pages", `${slug}.ts`), renderContentModule(content, type));
  files.set(path.join(outDir, "article-pages.ts"), renderArticleRegistry(articles.map(({ record }) => record)));
  files.set(path.join(outDir, "page-contents.ts"), renderPageContents(files, outDir));
  for (const [file, text] of files) writeIfChanged(file, text);
  const pagesDir = path.join(outDir, "pages");
  for (const name of fs.readdirSync(pagesDir))
    if (!files.has(path.join(pagesDir, name))) fs.rmSync(path.join(pagesDir, name), { force: true });
  return [...files.keys()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    // CONTENT_ROOT: another copy of content/ (the tests' fixture), scripts/content-root.ts.
    const { contentRoot } = await import("./content-root");
    const files = await generateContent(contentRoot());
    console.log(`content: ${files.length} modules in ${path.relative(projectRoot, generatedDir)}/`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
