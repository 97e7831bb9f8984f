/**
 * The publication gate (docs/publication.md): a site that still shows example data never goes
 * live. `npm run build -- --publication` (scripts/build.ts) and the editor's "Publicar" call
 * `publicationBlockers` first; any line it returns stops them before anything is written over
 * build/. Blocked: every field in the clinic's `placeholders`, every person marked as example, the
 * laboratory table not confirmed by its doctor, a review stamp by an example person, a rating
 * without its source and date, a testimonial without the patient's written authorisation, and a
 * blank “[… a preencher]” left in a document (the privacy policy's operators). Each line is one
 * thing the clinic still has to fill or confirm, in Portuguese, its place named as the editor
 * shows it (scripts/content/places.ts):
 *
 *   Dados da clínica › Campos ainda com dados de exemplo: “CNPJ” ainda tem dado de exemplo.
 *
 * It reads the editor's files themselves (not the generated modules), so it answers for any
 * folder holding a `content/` of the site's shape, such as the fixtures of its tests.
 *
 *   npx tsx scripts/publication-gate.ts [folder holding content/]   exits 1 with the lines on stderr
 */
import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { placeholderFields } from "#cms/clinic.ts";
import { editorPlace } from "./content/places";

const projectRoot = path.resolve(import.meta.dirname, "..");

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

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

function readYaml(file: string): Data {
  const data = load(fs.readFileSync(file, "utf8"));
  return isRecord(data) ? data : {};
}

const placeholderLabels = new Map<string, string>(placeholderFields);

/** A blank left in a document for the clinic to fill: “[empresa a preencher]”. */
const blankPattern = /\[[^\]]*a preencher[^\]]*\]/g;

/** Date in the form the staff read it: 2026-11-25 → 25/11/2026. */
const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");

/**
 * A rating may be published only with where it was read and when (CDC art. 38: the advertiser
 * proves what it claims); a testimonial only with the date of the patient's written authorisation
 * (LGPD art. 11 I; CEM art. 75).
 */
function ratingBlockers(place: string, rating: Data): string[] {
  if (filled(rating.source) && filled(rating.readOn)) return [];
  return [
    `${place}: a nota ${String(rating.value ?? "").replace(".", ",")} não tem fonte e data da consulta (ex.: Google, ${brazilianDate("2026-11-25")}); sem elas é dado de exemplo.`,
  ];
}

function testimonialBlockers(place: (field: string) => string, field: string, reviews: unknown): string[] {
  if (!Array.isArray(reviews)) return [];
  return reviews.flatMap((review: unknown, index) =>
    isRecord(review) && filled(review.authorizedOn)
      ? []
      : [
          `${place(`${field}[${index}].authorizedOn`)}: o depoimento de “${isRecord(review) ? String(review.author ?? "") : ""}” não tem esta data; sem ela não pode ser publicado.`,
        ],
  );
}

/** Every reason the content under `root` (a folder holding content/) cannot be published yet; empty when it can. */
export function publicationBlockers(root: string = projectRoot): string[] {
  const lines: string[] = [];
  const placeIn = (file: string) => (field: string) => editorPlace(file, field, root);

  const clinicFile = "content/clinica.yaml";
  const clinic = readYaml(path.join(root, clinicFile));
  const placeholders = Array.isArray(clinic.placeholders) ? clinic.placeholders.map(String) : [];
  for (const field of placeholders)
    lines.push(
      `${placeIn(clinicFile)("placeholders")}: “${placeholderLabels.get(field) ?? field}” ainda tem dado de exemplo.`,
    );
  if (isRecord(clinic.rating)) lines.push(...ratingBlockers(placeIn(clinicFile)("rating.source"), clinic.rating));

  const staff = new Map(readFolder(root, "equipe"));
  for (const [slug, person] of staff)
    if (person.placeholder === true)
      lines.push(
        `${placeIn(`content/equipe/${slug}.yaml`)("placeholder")}: é uma pessoa de exemplo; ponha os dados reais e desmarque esta opção.`,
      );

  const labFile = "content/laboratorio.yaml";
  if (fs.existsSync(path.join(root, labFile)) && readYaml(path.join(root, labFile)).confirmedByDoctor !== true)
    lines.push(
      `${placeIn(labFile)("confirmedByDoctor")}: a tabela de jejum ainda não foi conferida pelo(a) médico(a) responsável pelo laboratório.`,
    );

  for (const folder of ["especialidades", "exames"])
    for (const [slug, page] of readFolder(root, folder)) {
      const place = placeIn(`content/${folder}/${slug}.yaml`);
      const review = isRecord(page.review) ? page.review : undefined;
      const reviewer = review && typeof review.reviewer === "string" ? review.reviewer : undefined;
      if (reviewer !== undefined && staff.get(reviewer)?.placeholder === true)
        lines.push(
          `${place("review.reviewer")}: o aviso “Conteúdo revisado” leva o nome de uma pessoa de exemplo (${String(staff.get(reviewer)?.name ?? reviewer)}).`,
        );
      const rating = isRecord(page.rating) ? page.rating : undefined;
      if (rating?.discriminant === true && isRecord(rating.value)) {
        lines.push(...ratingBlockers(place("rating.source"), rating.value));
        lines.push(...testimonialBlockers(place, "rating.reviews", rating.value.reviews));
      }
    }

  // What only the clinic knows, left in a document as “[… a preencher …]” (the policy's operators,
  // their countries, the transfer mechanism): each blank is one line.
  const documentsDir = path.join(root, "content/documentos");
  if (fs.existsSync(documentsDir))
    for (const name of fs
      .readdirSync(documentsDir)
      .filter((file) => file.endsWith(".mdoc"))
      .sort())
      for (const [blank] of fs.readFileSync(path.join(documentsDir, name), "utf8").matchAll(blankPattern))
        lines.push(`${placeIn(`content/documentos/${name}`)("")}: falta preencher “${blank}”.`);

  const homeFile = "content/paginas/inicio.yaml";
  if (fs.existsSync(path.join(root, homeFile))) {
    const home = readYaml(path.join(root, homeFile));
    if (isRecord(home.rating))
      lines.push(...testimonialBlockers(placeIn(homeFile), "rating.reviews", home.rating.reviews));
  }
  return lines;
}

/** Prints the refusal the way the build does; returns the exit code. */
export function reportPublicationBlockers(lines: readonly string[], stream: NodeJS.WritableStream = process.stderr) {
  if (lines.length === 0) return 0;
  stream.write(
    `\nO site ainda tem ${lines.length} dado(s) de exemplo ou sem confirmação. Nada foi publicado: build/ continua como estava.\n\n${lines.map((line) => `  ${line}`).join("\n")}\n\nPara ver o site com os dados de exemplo, use \`npm run build\` (demonstração, fora do Google).\n`,
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = reportPublicationBlockers(publicationBlockers(path.resolve(process.argv[2] ?? projectRoot)));
