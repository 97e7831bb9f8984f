/**
 * The publication gate (docs/publication.md, decision 052): a site that still shows example data
 * never goes live. `npm run build -- --publication` (scripts/build.ts) and the editor's "Publicar"
 * ask it first; any item it returns stops them before anything is written over build/.
 *
 * It checks what is written, not only what is ticked. Refused: every field the clinic still lists
 * as example data, every person marked as example, the laboratory table not confirmed by its
 * doctor, a review stamp by an example person, the clinic's rating without its source, link and
 * date, a page with a rating of its own, a testimonial without the patient's written authorisation
 * or the technical director's reading, a “[… a preencher]” left in a document, a review
 * stamp its reviewer has not confirmed (or dated ahead), an urgent-advice box no doctor confirmed, a
 * question to the medical council not yet answered (cms/council-questions.ts); and,
 * whatever the flags say, every value the project shipped as example data (shared/example-values.ts),
 * a CNPJ whose check digits fail, a council number no council issues, a stand-in name, hours that
 * cannot be, a copyright year to come (scripts/publication/value-checks.ts), an image that draws
 * example text (scripts/publication/image-text.ts), and a build without the site's real address
 * (VITE_SITE_URL). Each item is one Portuguese line, its place named as the editor shows it
 * (scripts/content/places.ts), with who must act and the file and field (scripts/publication/item.ts):
 *
 *   Dados da clínica › Identificação legal (CFM 2.336/2023 e LGPD) › CNPJ: “00.000.000/0001-00” é dado de exemplo; ponha o dado real.
 *
 * It reads the editor's files themselves (not the generated modules), dates as the editor writes
 * them (unquoted: text, never a Date), so it answers for any folder holding a `content/` of the
 * site's shape, such as the fixtures of its tests.
 *
 *   npx tsx scripts/publication-gate.ts [folder holding content/]   exits 1 with the lines on stderr
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CORE_SCHEMA, load } from "js-yaml";
import type * as Vite from "vite";
import { placeholderFields } from "#cms/clinic.ts";
import { councilQuestions } from "#cms/council-questions.ts";
import { pickPublicEnv } from "#shared/public-env.ts";
import { textRules } from "#shared/content-rules.ts";
import { clinicToday } from "#shared/opening-status.ts";
import { editorPlace } from "./content/places";
import { imageTextItems } from "./publication/image-text";
import { withoutRepeats, type Actor, type PublicationItem } from "./publication/item";
import { reportPublicationItems } from "./publication/report";
import { siteAddressItems } from "./publication/site-address";
import { clinicValueItems, isRecord, personValueItems } from "./publication/value-checks";

export type { PublicationItem } from "./publication/item";
export { reportPublicationItems } from "./publication/report";

const projectRoot = path.resolve(import.meta.dirname, "..");

type Data = Record<string, unknown>;

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** A date as the editor writes it (2026-11-25, quoted or not) or as a Date a YAML reader made of it. */
const isDate = (value: unknown) =>
  value instanceof Date
    ? !Number.isNaN(value.getTime())
    : typeof value === "string" && textRules.isoDate.pattern.test(value.trim());

/** The YAML files of one folder of content/, by name without extension; none when it does not exist. */
function readFolder(root: string, folder: string): [slug: string, data: Data][] {
  const dir = path.join(root, "content", folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => [name.slice(0, -".yaml".length), readYaml(path.join(dir, name))]);
}

/** A content file's data; CORE_SCHEMA keeps an unquoted date as its text, as the editor's reader does. */
function readYaml(file: string): Data {
  if (!fs.existsSync(file)) return {};
  const data = load(fs.readFileSync(file, "utf8"), { schema: CORE_SCHEMA });
  return isRecord(data) ? data : {};
}

const placeholderLabels = new Map<string, string>(placeholderFields);

/** A blank left in a document for the clinic to fill: “[empresa a preencher]”. */
const blankPattern = /\[[^\]]*a preencher[^\]]*\]/g;

/** Date in the form the staff read it: 2026-11-25 → 25/11/2026. */
const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");

export interface GateOptions {
  /** The site's address the build is made for (VITE_SITE_URL); undefined when not given. */
  siteUrl: string | undefined;
  /** The images/ folder the build draws from; default `root`/images (none there: no image to check). */
  imagesDir?: string;
  /** This year (the copyright line may not be later); default the clock's. */
  currentYear?: number;
  /** Today, "2026-12-02" (no review may be dated later); default the clinic's date, in its time zone. */
  today?: string;
}

/**
 * VITE_SITE_URL as the build of the checkout at `root` sees it: the environment, then the .env
 * files (as Vite and scripts/build-env.ts read them). The editor asks for its checkout's.
 */
export const siteUrlOfTheBuild = (root: string = projectRoot): string | undefined =>
  pickPublicEnv(loadEnv("production", root, "")).VITE_SITE_URL;

/**
 * Vite's own .env reader, Vite loaded only when first asked: importing it costs a process ~2
 * CPU-s, which every start importing this module paid (`npm run build` too, when it then refused
 * at once on its lock or an interrupted switch).
 */
function loadEnv(...args: Parameters<typeof Vite.loadEnv>): Record<string, string> {
  return (createRequire(import.meta.url)("vite") as typeof Vite).loadEnv(...args);
}

/**
 * The clinic's rating may be published only with where it was read, the link to that page and when
 * (CDC art. 38: the advertiser proves what it claims; legal review N2): one line, on the first
 * part missing.
 */
function ratingItems(file: string, rating: Data, placeOf: (field: string) => string): PublicationItem[] {
  const linked = typeof rating.sourceUrl === "string" && textRules.externalUrl.pattern.test(rating.sourceUrl.trim());
  const missing = [
    ["rating.source", filled(rating.source)],
    ["rating.sourceUrl", linked],
    ["rating.readOn", isDate(rating.readOn)],
  ].find(([, present]) => !present);
  if (!missing) return [];
  const field = String(missing[0]);
  return [
    {
      message: `${placeOf(field)}: a nota ${String(rating.value ?? "").replace(".", ",")} não tem fonte, link da página da nota e data da consulta (ex.: Google, https://maps.app.goo.gl/…, ${brazilianDate("2026-11-25")}); sem eles é dado de exemplo.`,
      who: "recepção",
      file,
      field,
    },
  ];
}

/**
 * A testimonial only with the date of the patient's written authorisation (LGPD art. 11 I) and once
 * the technical director has read it (CEM arts. 73 and 75; legal review N19): one line for each missing.
 */
function testimonialItems(
  file: string,
  field: string,
  reviews: unknown,
  placeOf: (field: string) => string,
): PublicationItem[] {
  if (!Array.isArray(reviews)) return [];
  return reviews.flatMap((review: unknown, index) => {
    const author = isRecord(review) ? String(review.author ?? "") : "";
    const at = (key: string) => `${field}[${index}].${key}`;
    const items: PublicationItem[] = [];
    if (!isRecord(review) || !isDate(review.authorizedOn))
      items.push({
        message: `${placeOf(at("authorizedOn"))}: o depoimento de “${author}” não tem esta data; sem ela não pode ser publicado.`,
        who: "recepção",
        file,
        field: at("authorizedOn"),
      });
    if (!isRecord(review) || review.confirmedByTechnicalDirector !== true)
      items.push({
        message: `${placeOf(at("confirmedByTechnicalDirector"))}: o depoimento de “${author}” ainda não foi conferido pela direção técnica; marque quando o(a) diretor(a) técnico(a) o tiver lido.`,
        who: "cada médico",
        file,
        field: at("confirmedByTechnicalDirector"),
      });
    return items;
  });
}

/** A rating with the brief's figures and no source is one thing to do: the figures' line asks for both. */
function oneLinePerRating(sourceItems: PublicationItem[], figureItems: PublicationItem[]): PublicationItem[] {
  if (sourceItems.length === 0 || figureItems.length === 0) return [...sourceItems, ...figureItems];
  return figureItems.map((item) => ({
    ...item,
    message: `${item.message} Ponha também a fonte, o link da página da nota e a data em que foi lida.`,
  }));
}

/** Every item that keeps the content under `root` (a folder holding content/) from being published; empty when it can be. */
export function publicationItems(
  root: string = projectRoot,
  {
    siteUrl,
    imagesDir = path.join(root, "images"),
    currentYear = new Date().getFullYear(),
    today = clinicToday(new Date()),
  }: GateOptions = {
    siteUrl: siteUrlOfTheBuild(),
  },
): PublicationItem[] {
  const items: PublicationItem[] = [];
  const placeOf = (file: string, field: string) => editorPlace(file, field, root);
  const flag = (file: string, field: string, who: Actor, message: string) =>
    items.push({ message: `${placeOf(file, field)}: ${message}`, who, file, field });

  const clinicFile = "content/clinica.yaml";
  const clinic = readYaml(path.join(root, clinicFile));
  const placeholders = Array.isArray(clinic.placeholders) ? clinic.placeholders.map(String) : [];
  const clinicValues = clinicValueItems(clinic, placeOf, currentYear);
  for (const field of placeholders) {
    const label = `“${placeholderLabels.get(field) ?? field}”`;
    // A ticked field whose value is still an example is one thing to do, not two: the value's line says to untick it too.
    const within = (item: PublicationItem) => item.field === field || /^[.[]/.test(item.field.slice(field.length));
    const valueItems = clinicValues.filter((item) => item.field.startsWith(field) && within(item));
    for (const item of valueItems)
      item.message = `${item.message} Depois, desmarque ${label} em “${placeOf(clinicFile, "placeholders").split(" › ").at(-1)!}”.`;
    if (valueItems.length === 0) flag(clinicFile, "placeholders", "recepção", `${label} ainda tem dado de exemplo.`);
  }
  items.push(...clinicValues.filter(({ field }) => field !== "rating.count"));
  // What waits for the council's written answer (cms/council-questions.ts): the reception ticks it once it came.
  const answered = Array.isArray(clinic.councilAnswers) ? clinic.councilAnswers.map(String) : [];
  for (const { key, label, pending, afterTheAnswer } of councilQuestions)
    if (!answered.includes(key))
      flag(
        clinicFile,
        "councilAnswers",
        "conselho",
        `${pending}. Quando a resposta chegar, marque “${label}” (${afterTheAnswer}).`,
      );
  if (isRecord(clinic.rating))
    items.push(
      ...oneLinePerRating(
        ratingItems(clinicFile, clinic.rating, (field) => placeOf(clinicFile, field)),
        clinicValues.filter(({ field }) => field === "rating.count"),
      ),
    );

  const staff = new Map(readFolder(root, "equipe"));
  for (const [slug, person] of staff) {
    const file = `content/equipe/${slug}.yaml`;
    const values = personValueItems(slug, person, placeOf);
    // Marked as example with example values: the last value's line also asks to untick the mark.
    if (person.placeholder === true && values.length > 0)
      values.at(-1)!.message += ` Depois, desmarque “${placeOf(file, "placeholder").split(" › ").at(-1)!}”.`;
    else if (person.placeholder === true)
      flag(file, "placeholder", "cada médico", "é uma pessoa de exemplo; ponha os dados reais e desmarque esta opção.");
    items.push(...values);
  }

  const labFile = "content/laboratorio.yaml";
  if (fs.existsSync(path.join(root, labFile)) && readYaml(path.join(root, labFile)).confirmedByDoctor !== true)
    flag(
      labFile,
      "confirmedByDoctor",
      "médico responsável pelo laboratório",
      "a tabela de jejum ainda não foi conferida pelo(a) médico(a) responsável pelo laboratório.",
    );

  for (const folder of ["especialidades", "exames"])
    for (const [slug, page] of readFolder(root, folder)) {
      const file = `content/${folder}/${slug}.yaml`;
      const review = isRecord(page.review) ? page.review : undefined;
      const reviewer = review && typeof review.reviewer === "string" ? review.reviewer : undefined;
      if (reviewer !== undefined && staff.get(reviewer)?.placeholder === true)
        flag(
          file,
          "review.reviewer",
          "cada médico",
          `o aviso “Conteúdo revisado” leva o nome de uma pessoa de exemplo (${String(staff.get(reviewer)?.name ?? reviewer)}).`,
        );
      // A stamp says a review happened: the reviewer confirms it was theirs, on that date (legal
      // review N6), and it is never dated after the day of the publication.
      if (reviewer !== undefined && review?.confirmedByReviewer !== true)
        flag(
          file,
          "review.confirmedByReviewer",
          "cada médico",
          "o aviso “Conteúdo revisado” ainda não foi confirmado por quem revisou; marque quando a revisão tiver sido feita, na data indicada.",
        );
      if (reviewer !== undefined && typeof review?.reviewedOn === "string" && review.reviewedOn > today)
        flag(
          file,
          "review.reviewedOn",
          "cada médico",
          `a revisão está datada no futuro (${brazilianDate(review.reviewedOn)}).`,
        );
      // The urgent-advice box tells a patient when not to wait: a doctor of the clinic confirms it (N20).
      if (filled(page.urgentAdvice) && page.urgentAdviceConfirmed !== true)
        flag(
          file,
          "urgentAdviceConfirmed",
          "cada médico",
          "o aviso de urgência ainda não foi conferido pelos médicos da clínica.",
        );
      // Google rates the clinic, not a specialty or an exam: no page has a rating of its own (N2).
      // The editor has no such field (the page is named, not a field); a file that still holds one,
      // written before or by hand, is refused, and the build's reader refuses it too.
      if ("rating" in page)
        flag(
          file,
          "",
          "quem administra o servidor",
          "a página ainda tem uma nota própria no arquivo; o Google avalia a clínica, não uma especialidade ou exame, e só a nota da clínica aparece (na página inicial). Apague o campo “rating” deste arquivo.",
        );
    }

  // What only the clinic and its lawyer settle, left in a document as “[… a preencher …]” (the
  // policy's operators, their countries, the transfer mechanism): each blank is one line.
  const documentsDir = path.join(root, "content/documentos");
  if (fs.existsSync(documentsDir))
    for (const name of fs
      .readdirSync(documentsDir)
      .filter((file) => file.endsWith(".mdoc"))
      .sort())
      for (const [blank] of fs.readFileSync(path.join(documentsDir, name), "utf8").matchAll(blankPattern))
        flag(`content/documentos/${name}`, "", "advogado", `falta preencher “${blank}”.`);

  const homeFile = "content/paginas/inicio.yaml";
  const home = readYaml(path.join(root, homeFile));
  if (isRecord(home.rating))
    items.push(
      ...testimonialItems(homeFile, "rating.reviews", home.rating.reviews, (field) => placeOf(homeFile, field)),
    );

  items.push(...imageTextItems(imagesDir), ...siteAddressItems(siteUrl));
  return withoutRepeats(items);
}

/** The items' lines, as the build prints them and the go-live check counts them. */
export const publicationBlockers = (root: string = projectRoot, options?: GateOptions): string[] =>
  publicationItems(root, options).map(({ message }) => message);

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = reportPublicationItems(publicationItems(path.resolve(process.argv[2] ?? projectRoot)));
