/**
 * Checks what spans files or needs the whole site, before the build writes anything
 * (scripts/build.ts); each field's own rules (required texts, formats, lengths, ranges) are the
 * editor's schema's, which the build's reader already enforces (scripts/content/read.ts). Each
 * problem is one line — the page, the field as the editor labels it, what is wrong — in words the
 * person who edited it understands (formatProblem):
 *
 *   Cardiologista › Cartões informativos › Cartões › 1º › Link › Destino do link: o link “/x” não leva a nenhuma página ou arquivo do site.
 *
 * Checked: internal links and images that do not exist, the description's length once its facts
 * are written and a page without keywords, review dates in the future and reviewers not in the
 * roster, testimonials outside the home page, signed with more than a first name and an initial
 * (“Maria S.”) or without the date of the patient's written authorisation (legal review N19),
 * duplicate paths in the page registry,
 * a page at an address the relay, the editor or the build owns (shared/system-paths.ts), a
 * section's text that names a shared table (which may be held back), and a specialty announced
 * without a doctor holding its RQE (CFM 2.336/2023).
 */
import fs from "node:fs";
import path from "node:path";
import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import { htmlAlias, pages, type PageEntry } from "#app/site/registry.ts";
import { contentModule, contentSource } from "#app/site/sources.ts";
import { imageSources } from "./image-sources";
import { editorPlace } from "./content/places";
import type { PageContent, Professional } from "#app/site/types.ts";
import { announcedSpecialties, unstaffedSpecialties } from "#app/lib/announced-specialties.ts";
import { META_DESCRIPTION_LENGTH, META_TITLE_MAX_LENGTH, textRules, type TextRuleName } from "#shared/content-rules.ts";
import { reservedSlugMessage } from "#shared/system-paths.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

export interface ContentProblem {
  /** The file to open, relative to the project. */
  file: string;
  /** Where in it: `faq[2].answer`. */
  field: string;
  /** What is wrong, in Portuguese, ending with a period. */
  message: string;
}

/**
 * One line per problem, the place named as the editor shows it (scripts/content/places.ts):
 * “Cardiologista › Perguntas frequentes › 2ª › Resposta: …” (the entry's title read from the
 * content the build reads, contentRoot()).
 */
export const formatProblem = ({ file, field, message }: ContentProblem) => `${editorPlace(file, field)}: ${message}`;

export interface CheckContext {
  /** Every path a page answers at (clean and `.html` alias). */
  pagePaths: ReadonlySet<string>;
  /** True when a file is served at this path (public/, the build's own files). */
  fileExists: (urlPath: string) => boolean;
  /** True when images/ holds a source for this image name. */
  imageExists: (name: string) => boolean;
  staff: readonly Professional[];
  /** Today, YYYY-MM-DD: nothing may be reviewed or published after it. */
  today: string;
}

/** Keys that hold a link: one that starts with "/" must lead somewhere on the site. */
const linkKeys = new Set(["to", "link", "href", "file"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const fieldPath = (parent: string, key: string | number) =>
  typeof key === "number" ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** A text that must follow one of the shared rules (shared/content-rules.ts), e.g. a link off the site: https only. */
function checkText(rule: TextRuleName, value: unknown, problem: (message: string) => void, what: string): void {
  const { pattern, message } = textRules[rule];
  if (typeof value !== "string" || !pattern.test(value))
    problem(`${what} “${String(value)}” fora do formato: ${message}.`);
}

/** Every problem of one page's content, walking all its fields. */
export function checkPageContent(
  file: string,
  entry: Pick<PageEntry, "path" | "view">,
  content: PageContent,
  context: CheckContext,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string) => problems.push({ file, field, message });

  const { meta } = content as { meta?: { title?: string; description?: string; keywords?: string[] } };
  if (meta) {
    const description = meta.description ?? "";
    if (description.length < META_DESCRIPTION_LENGTH.min || description.length > META_DESCRIPTION_LENGTH.max)
      add(
        "meta.description",
        `a descrição tem ${description.length} caracteres; escreva de ${META_DESCRIPTION_LENGTH.min} a ${META_DESCRIPTION_LENGTH.max} (é o texto que aparece no Google).`,
      );
    if ((meta.title ?? "").length > META_TITLE_MAX_LENGTH)
      add("meta.title", `o título tem ${meta.title!.length} caracteres; use no máximo ${META_TITLE_MAX_LENGTH}.`);
    if (!meta.keywords || meta.keywords.filter((keyword) => keyword.trim()).length === 0)
      add("meta.keywords", "inclua pelo menos uma palavra-chave.");
  }

  const visit = (value: unknown, at: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, fieldPath(at, index)));
    if (!isRecord(value)) return;

    if (typeof value.name === "string" && typeof value.alt === "string" && !("profession" in value)) {
      // A new page's picture is a photo she uploads: with neither a photo nor an illustration, the photo is missing.
      if (value.name === "") add(fieldPath(at, "photo"), "envie uma foto para a página (JPG, PNG ou WebP).");
      else if (!context.imageExists(value.name))
        add(fieldPath(at, "name"), `a imagem “${value.name}” não existe na pasta images/.`);
    }
    if ("reviewedOn" in value) {
      const { reviewedOn, reviewer } = value;
      if (typeof reviewedOn === "string" && reviewedOn > context.today)
        add(fieldPath(at, "reviewedOn"), `a data da revisão (${reviewedOn}) está no futuro.`);
      // No reviewer yet (a new page): the page shows no review stamp; one named must be of the roster.
      if (reviewer !== "" && !context.staff.some((person) => person.id === reviewer))
        add(fieldPath(at, "reviewer"), "quem revisou precisa estar no corpo clínico.");
    }
    if (Array.isArray(value.reviews)) {
      // Testimonials tie a patient to the clinic's care: on the home page only, where the
      // technical director reads each (legal review N19; the publication gate asks for it).
      if (entry.path !== "/")
        add(
          fieldPath(at, "reviews"),
          "depoimentos de pacientes só podem aparecer na página inicial; retire-os desta página.",
        );
      value.reviews.forEach((review: unknown, index) => {
        if (!isRecord(review)) return;
        const where = fieldPath(fieldPath(at, "reviews"), index);
        checkText("testimonialAuthor", review.author, (message) => add(fieldPath(where, "author"), message), "nome");
        if (typeof review.datePublished === "string" && review.datePublished > context.today)
          add(fieldPath(where, "datePublished"), `a data da avaliação (${review.datePublished}) está no futuro.`);
        // A testimonial names a patient beside the clinic's care: only with their written consent (LGPD art. 11 I).
        if (typeof review.authorizedOn !== "string" || !textRules.isoDate.pattern.test(review.authorizedOn))
          add(
            fieldPath(where, "authorizedOn"),
            "o depoimento não tem a data da autorização escrita do paciente; sem ela não pode ser publicado.",
          );
        else if (review.authorizedOn > context.today)
          add(fieldPath(where, "authorizedOn"), `a data da autorização (${review.authorizedOn}) está no futuro.`);
      });
    }

    // A shared table may be held back (the fasting table, until its doctor confirms it): the texts
    // shown in either state never point to it; the section's lead-in, shown only with it, does.
    if (typeof value.sharedTable === "string" && value.sharedTable !== "")
      for (const key of ["paragraphs", "bullets", "note"]) {
        const texts = value[key];
        (Array.isArray(texts) ? texts : [texts]).forEach((text: unknown, index) => {
          if (typeof text === "string" && /\btabela\b/i.test(text))
            add(
              Array.isArray(texts) ? fieldPath(fieldPath(at, key), index) : fieldPath(at, key),
              "a tabela compartilhada só aparece depois de conferida; não a cite aqui, cite-a em “Frase que apresenta a tabela compartilhada”.",
            );
        });
      }

    for (const [key, child] of Object.entries(value)) {
      const at2 = fieldPath(at, key);
      if (typeof child === "string") {
        if (linkKeys.has(key) && child.startsWith("/") && !child.startsWith("//")) {
          const target = child.split(/[?#]/, 1)[0]!;
          if (!context.pagePaths.has(target) && !context.fileExists(target))
            add(at2, `o link “${child}” não leva a nenhuma página ou arquivo do site.`);
        } else if (linkKeys.has(key) && (child.includes(":") || child.startsWith("//")))
          // A link with a scheme leaves the site: https only.
          checkText("externalUrl", child, (message) => add(at2, message), "link");
      } else visit(child, at2);
    }
  };
  visit(content, "");

  for (const { label, careArea } of unstaffedSpecialties(announcedSpecialties(entry.view, content), context.staff))
    add(
      "careArea",
      `“${label}” anuncia ${"specialty" in careArea ? `${careArea.specialty} sem um médico com esse RQE` : "Psicologia sem um psicólogo com CRP"} no corpo clínico (CFM 2.336/2023); cadastre o profissional ou retire o anúncio.`,
    );
  return problems;
}

/**
 * The registry: each path and content module once, and no page at an address the system owns
 * (shared/system-paths.ts) — named on the page's own file, where she chose the address.
 */
export function checkRegistry(file: string, entries: readonly PageEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const paths = new Set<string>();
  const contents = new Set<string>();
  for (const entry of entries) {
    const reserved = reservedSlugMessage(entry.path.slice(1));
    if (reserved)
      problems.push(
        entry.collection
          ? { file: contentSource(entry), field: "label", message: reserved }
          : { file, field: entry.path, message: reserved },
      );
    if (paths.has(entry.path))
      problems.push({ file, field: entry.path, message: `o endereço ${entry.path} aparece em duas páginas.` });
    if (contents.has(entry.content))
      problems.push({ file, field: entry.path, message: `o conteúdo “${entry.content}” serve duas páginas.` });
    paths.add(entry.path);
    contents.add(entry.content);
  }
  return problems;
}

/** The context of the real site: its pages, public files, images and roster. */
export function siteContext(today = new Date().toISOString().slice(0, 10)): CheckContext {
  const imageNames = new Set(imageSources(path.join(projectRoot, "images")).keys());
  return {
    pagePaths: new Set(pages.flatMap((entry) => [entry.path, htmlAlias(entry.path) ?? entry.path])),
    fileExists: (urlPath) => {
      const file = path.join(projectRoot, "public", urlPath);
      return file.startsWith(path.join(projectRoot, "public")) && fs.existsSync(file) && fs.statSync(file).isFile();
    },
    imageExists: (name) => imageNames.has(name),
    // The technical director is one of the roster (the generator requires exactly one).
    staff: clinicalStaffList,
    today,
  };
}

const relative = (file: string) => path.relative(projectRoot, file);

/** Every problem of the site's content, in the order of the registry. */
export async function checkSiteContent(context = siteContext()): Promise<ContentProblem[]> {
  const contentDir = path.join(projectRoot, "app/site");
  const problems = [...checkRegistry(relative(path.join(contentDir, "registry.ts")), pages)];
  for (const entry of pages) {
    const module = path.join(projectRoot, `${contentModule(entry)}.ts`);
    if (!fs.existsSync(module)) {
      problems.push({
        file: contentSource(entry),
        field: entry.path,
        message: "o arquivo de conteúdo desta página não existe.",
      });
      continue;
    }
    const { content } = (await import(module)) as { content: PageContent };
    problems.push(...checkPageContent(contentSource(entry), entry, content, context));
  }
  return problems;
}
