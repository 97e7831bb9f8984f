/**
 * Reads the content the editor writes (content/, through the schema in cms/, Keystatic's typed
 * reader: a file that breaks a field's rule stops here, named) and writes it as data modules under
 * generated/ (not in git), which the app imports as `#generated/…`. The modules hold data only
 * (scripts/content/emit.ts): people, the laboratory's table and the clinic's rating and hours are
 * ids or flags the views look up, never code. Run by `npm run build`, `npm run typecheck`,
 * `npm run dev` and the tests' global setup; `generateContent(root, outDir)` generates from any
 * content root (a fixture, an edited copy).
 *
 *   content/clinica.yaml                       →  clinic.ts (spread into `site`, app/site/site.ts),
 *                                                 directions.ts ("Como chegar")
 *   content/equipe/<id>.yaml                   →  clinical-staff.ts
 *   content/laboratorio.yaml                   →  lab-preparation.ts
 *   content/aviso-de-cookies.yaml              →  consent.ts
 *   content/especialidades|exames/<slug>.yaml  →  pages/<slug>.ts, and the registry's part: article-pages.ts
 *   content/paginas/<file>.yaml                →  pages/<slug>.ts (file ↔ slug in app/site/sources.ts)
 *   content/documentos/<slug>.mdoc             →  pages/<slug>.ts (scripts/generate-documents.ts)
 *
 * Facts a text names ({{exames}}, {{jejum:…}}…, scripts/content/facts.ts) are written by one walk
 * over every string of an entry.
 */
import fs from "node:fs";
import path from "node:path";
import { pageFiles, type DocumentSlug, type EditorPageSlug } from "#app/site/sources.ts";
import type { ArticlePageContent, ExamGroup, NotFoundContent, PageContent } from "#app/site/types.ts";
import { documentos } from "#cms/documents.ts";
import type { paginas } from "#cms/pages.ts";
import { documentFrom } from "./generate-documents";
import { withFacts, type ContentFacts, type Laboratory } from "./content/facts";
import { fastingSummaryFrom, fastingTableFrom } from "./content/laboratory";
import { constant, dataModule, pageContentsModule, pageModule, writeIfChanged } from "./content/emit";
import { readCollection, readSingleton, singletonFile } from "./content/read";
import { readStaff, renderStaffModule } from "./content/staff";
import {
  articleFrom,
  careTeamFrom,
  homeFrom,
  notFoundFrom,
  referralFrom,
  specialtiesOverviewFrom,
  type ArticleEntry,
} from "./content/pages";

export { resolveFacts, fastingAnswers, fastingHoursText, type ContentFacts } from "./content/facts";
export { fastingSummaryFrom, fastingTableFrom } from "./content/laboratory";
export { contentReadError } from "./content/read";
export { professionalFrom, readStaff, renderStaffModule, type Staff } from "./content/staff";

const projectRoot = path.resolve(import.meta.dirname, "..");
export const generatedDir = path.join(projectRoot, "generated");

export const readLaboratory = (root = projectRoot): Promise<Laboratory> =>
  readSingleton(root, "laboratorio", "Clínica › Preparo para exames de sangue");

/** The module of the laboratory's table, answers and rules, which the pages showing them look up. */
export function renderLaboratoryModule(lab: Laboratory): string {
  return dataModule(
    "content/laboratorio.yaml",
    ['import type { FastingSummary, TableBlock } from "#app/site/types.ts";'],
    constant(
      "Preparation for the common blood tests: one table for every page that shows it.",
      "labFastingTable",
      fastingTableFrom(lab),
      ": TableBlock",
    ),
    constant(
      "The fasting answers a page gives on its first screens, in either state of the table.",
      "labFastingSummary",
      fastingSummaryFrom(lab),
      ": FastingSummary",
    ),
    constant("What to avoid before any blood collection.", "labCollectionRules", lab.collectionRules, " as const"),
    constant(
      "Whether the laboratory's responsible doctor has confirmed the preparation (until then the table is not shown).",
      "labPreparationConfirmed",
      lab.confirmedByDoctor,
      ": boolean",
    ),
  );
}

/** The clinic's settings as `site` has them, its "Como chegar" texts apart, and the fields still holding example data. */
export async function readClinic(root = projectRoot) {
  const { placeholders, directions, ...settings } = await readSingleton(root, "clinica", "Clínica › Dados da clínica");
  return { settings, directions, placeholders };
}
export type Clinic = Awaited<ReturnType<typeof readClinic>>;

/** What an article page's module holds, and what the registry needs of it (app/site/registry.ts). */
export interface ArticlePageRecord {
  slug: string;
  collection: "especialidades" | "exames";
  label: string;
  order: number;
  /** Exams only: the group of the Exames menu, "" for none. */
  group: ExamGroup | "";
}

export async function readArticles(
  root = projectRoot,
  clinicFacts: ContentFacts = {},
): Promise<{ record: ArticlePageRecord; content: ArticlePageContent }[]> {
  const read = {
    especialidades: await readCollection(root, "especialidades"),
    exames: await readCollection(root, "exames"),
  };
  const known: ContentFacts = { ...clinicFacts, specialtyCount: read.especialidades.length };
  const records = (
    collection: ArticlePageRecord["collection"],
  ): { record: ArticlePageRecord; content: ArticlePageContent }[] =>
    read[collection].map(({ slug, entry }: { slug: string; entry: ArticleEntry }) => ({
      record: {
        slug,
        collection,
        label: entry.label,
        order: entry.order ?? Number.MAX_SAFE_INTEGER,
        group: ("group" in entry && entry.group) || "",
      },
      content: articleFrom(withFacts(entry, `content/${collection}/${slug}.yaml`, known)),
    }));
  const byOrder = (a: { record: ArticlePageRecord }, b: { record: ArticlePageRecord }) =>
    a.record.order - b.record.order || a.record.slug.localeCompare(b.record.slug);
  return [...records("especialidades").sort(byOrder), ...records("exames").sort(byOrder)];
}

/** A generated page: its slug, its view's content type (app/site/types.ts), its content. */
export interface EditorPage {
  /** The page's content slug: its module is pages/<slug>.ts. */
  slug: string;
  type: string;
  content: PageContent | NotFoundContent;
}

/** Each page of the editor's "Páginas" by its slug (app/site/sources.ts): its singleton (cms/pages.ts). */
const layoutPages = {
  home: "paginaInicial",
  especialidades: "paginaEspecialidades",
  "indique-ja": "paginaIndiqueJa",
  "corpo-clinico": "paginaCorpoClinico",
  "not-found": "paginaNaoEncontrada",
} as const satisfies Record<EditorPageSlug, keyof typeof paginas>;

type Assert<Condition extends true> = Condition;
/** Compiles only when every singleton of "Páginas" is one of the pages above. */
export type EveryLayoutPageRead = Assert<
  keyof typeof paginas extends (typeof layoutPages)[EditorPageSlug] ? true : false
>;

/** The five pages of the editor's "Páginas", their facts written. */
export async function readPages(root = projectRoot, known: ContentFacts = {}): Promise<EditorPage[]> {
  const read = async <Slug extends EditorPageSlug>(slug: Slug) =>
    withFacts(
      await readSingleton(root, layoutPages[slug], "Páginas"),
      `content/paginas/${pageFiles[slug]}.yaml`,
      known,
    );
  return [
    { slug: "home", type: "HomeContent", content: homeFrom(await read("home")) },
    {
      slug: "especialidades",
      type: "SpecialtiesOverviewContent",
      content: specialtiesOverviewFrom(await read("especialidades")),
    },
    { slug: "indique-ja", type: "ReferralContent", content: referralFrom(await read("indique-ja")) },
    { slug: "corpo-clinico", type: "CareTeamContent", content: careTeamFrom(await read("corpo-clinico")) },
    { slug: "not-found", type: "NotFoundContent", content: notFoundFrom(await read("not-found")) },
  ];
}

/** The documents of content/documentos/ (Markdoc), read through their singletons of cms/documents.ts. */
export async function readDocuments(root = projectRoot): Promise<EditorPage[]> {
  return Promise.all(
    (Object.keys(documentos) as (keyof typeof documentos)[]).map(async (key) => {
      const { texto, ...fields } = await readSingleton(root, key, "Documentos");
      // Read with resolveLinkedFiles, the text is there, not a function to call for it.
      const { node } = typeof texto === "function" ? await texto() : texto;
      const slug = path.basename(singletonFile(key), ".mdoc") as DocumentSlug;
      return { slug, type: "StoredDocument", content: documentFrom(singletonFile(key), fields, node) };
    }),
  );
}

/** Writes every generated module (and removes those of pages that no longer exist); returns their paths. */
export async function generateContent(root = projectRoot, outDir = generatedDir): Promise<string[]> {
  const files = new Map<string, string>();
  const put = (file: string, text: string) => files.set(path.join(outDir, file), text);
  const clinic = await readClinic(root);
  put(
    "clinic.ts",
    dataModule(
      "content/clinica.yaml",
      [],
      constant(
        "The clinic's settings the staff edit; app/site/site.ts adds what is code or comes from the environment.",
        "clinic",
        clinic.settings,
        " as const",
      ),
      constant(
        "The fields of content/clinica.yaml that still hold example data, to replace before going live.",
        "placeholderFields",
        clinic.placeholders,
        ": readonly string[]",
      ),
    ),
  );
  put(
    "directions.ts",
    dataModule(
      "content/clinica.yaml",
      [],
      constant(
        '"Como chegar": its heading, labels, parking and bus lines (the address and hours are `site`\'s).',
        "directions",
        clinic.directions,
        " as const",
      ),
    ),
  );
  put("clinical-staff.ts", renderStaffModule(await readStaff(root)));
  const lab = await readLaboratory(root);
  put("lab-preparation.ts", renderLaboratoryModule(lab));
  const consent = await readSingleton(root, "avisoDeCookies", "Documentos › Aviso de cookies");
  put(
    "consent.ts",
    dataModule(
      "content/aviso-de-cookies.yaml",
      ['import type { ConsentCopy } from "#app/site/types.ts";'],
      constant("The cookie banner's words.", "consentCopy", consent, ": ConsentCopy"),
    ),
  );
  const articles = await readArticles(root, { clinic: clinic.settings, lab });
  const known: ContentFacts = {
    clinic: clinic.settings,
    lab,
    specialtyCount: articles.filter(({ record }) => record.collection === "especialidades").length,
  };
  const pages: EditorPage[] = [
    ...articles.map(({ record, content }) => ({
      slug: record.slug,
      type: "ArticlePageContent",
      content,
    })),
    ...(await readPages(root, known)),
    ...(await readDocuments(root)),
  ];
  for (const { slug, type, content } of pages) put(`pages/${slug}.ts`, pageModule("content/", type, content));
  put(
    "article-pages.ts",
    dataModule(
      "content/especialidades and content/exames",
      ['import type { ArticlePageTuple } from "#app/site/types.ts";'],
      constant(
        "Every specialty and exam page in menu order, [slug, label, collection, exam group]: app/site/registry.ts makes them routes.",
        "articlePages",
        articles.map(({ record: { slug, label, collection, group } }) =>
          group ? [slug, label, collection, group] : [slug, label, collection],
        ),
        ": readonly ArticlePageTuple[]",
      ),
    ),
  );
  put("page-contents.ts", pageContentsModule(new Map(pages.map(({ slug, type }) => [slug, type]))));
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
