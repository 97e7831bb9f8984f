/**
 * Checks the whole site's content before the build writes anything (scripts/build.ts): every
 * page of the registry, the clinical staff and the clinic's settings, against the rules of
 * shared/content-rules.ts and what the site needs to hang together. Each problem is one line —
 * the file, the field, what is wrong — in words the person who edited it understands:
 *
 *   content/especialidades/cardiologista.yaml › faq[2].answer: a resposta está vazia.
 *
 * Checked: required texts, formats (CRM, RQE, CRP, CNPJ, phones, e-mail, dates), the length of
 * each page's description, FAQs without a question or answer, internal links and images that do
 * not exist, review dates in the future and reviewers not in the roster, ratings out of range or
 * with fewer reviews than their count says, duplicate paths in the page registry, and a specialty
 * announced without a doctor holding its RQE (CFM 2.336/2023).
 */
import fs from "node:fs";
import path from "node:path";
import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import { htmlAlias, pages, type PageEntry } from "#app/site/registry.ts";
import { contentModule, contentSource } from "#app/site/sources.ts";
import { imageSources } from "./image-sources";
import { site } from "#app/site/site.ts";
import type { PageContent, Professional } from "#app/site/types.ts";
import { announcedSpecialties, unstaffedSpecialties } from "#app/lib/announced-specialties.ts";
import {
  META_DESCRIPTION_LENGTH,
  META_TITLE_MAX_LENGTH,
  RATING_VALUE,
  textRules,
  type TextRuleName,
} from "#shared/content-rules.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

export interface ContentProblem {
  /** The file to open, relative to the project. */
  file: string;
  /** Where in it: `faq[2].answer`. */
  field: string;
  /** What is wrong, in Portuguese, ending with a period. */
  message: string;
}

export const formatProblem = ({ file, field, message }: ContentProblem) => `${file} › ${field}: ${message}`;

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

/** Keys whose text a page may not leave empty. */
const requiredTextKeys = new Set(["title", "heading", "label", "description", "body", "author"]);
/** Keys that hold a link: one that starts with "/" must lead somewhere on the site. */
const linkKeys = new Set(["to", "link", "href", "file"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const fieldPath = (parent: string, key: string | number) =>
  typeof key === "number" ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

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

    if (typeof value.question === "string" && "answer" in value) {
      if (!value.question.trim()) add(fieldPath(at, "question"), "a pergunta está vazia.");
      if (typeof value.answer !== "string" || !value.answer.trim())
        add(fieldPath(at, "answer"), "a resposta está vazia.");
    }
    if (typeof value.name === "string" && typeof value.alt === "string" && !("profession" in value)) {
      if (!context.imageExists(value.name))
        add(fieldPath(at, "name"), `a imagem “${value.name}” não existe na pasta images/.`);
    }
    if ("reviewedOn" in value) {
      const reviewedOn = value.reviewedOn;
      if (typeof reviewedOn !== "string" || !textRules.isoDate.pattern.test(reviewedOn))
        add(fieldPath(at, "reviewedOn"), `data “${String(reviewedOn)}” fora do formato: ${textRules.isoDate.message}.`);
      else if (reviewedOn > context.today)
        add(fieldPath(at, "reviewedOn"), `a data da revisão (${reviewedOn}) está no futuro.`);
      const reviewer = value.reviewer as Professional | undefined;
      if (!reviewer || !context.staff.some((person) => person.id === reviewer.id))
        add(fieldPath(at, "reviewer"), "quem revisou precisa estar no corpo clínico.");
    }
    if (typeof value.value === "number" && typeof value.count === "number" && Array.isArray(value.reviews)) {
      if (
        value.value < RATING_VALUE.min ||
        value.value > RATING_VALUE.max ||
        Math.round(value.value * 10) !== value.value * 10
      )
        add(
          fieldPath(at, "value"),
          `a nota ${value.value} deve ir de ${RATING_VALUE.min} a ${RATING_VALUE.max}, com uma casa decimal.`,
        );
      if (!Number.isInteger(value.count) || value.count < value.reviews.length)
        add(
          fieldPath(at, "count"),
          `o número de avaliações (${value.count}) não pode ser menor que as ${value.reviews.length} avaliações mostradas.`,
        );
      value.reviews.forEach((review: unknown, index) => {
        if (!isRecord(review)) return;
        const where = fieldPath(fieldPath(at, "reviews"), index);
        if (typeof review.rating !== "number" || review.rating < 1 || review.rating > 5)
          add(fieldPath(where, "rating"), "a nota de cada avaliação vai de 1 a 5.");
        if (typeof review.datePublished === "string" && review.datePublished > context.today)
          add(fieldPath(where, "datePublished"), `a data da avaliação (${review.datePublished}) está no futuro.`);
      });
    }

    for (const [key, child] of Object.entries(value)) {
      const at2 = fieldPath(at, key);
      if (typeof child === "string") {
        if (requiredTextKeys.has(key) && !child.trim()) add(at2, "este texto é obrigatório e está vazio.");
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

/** The roster: unique ids, CRM/RQE of each doctor, CRP of each psychologist. */
export function checkStaff(file: string, staff: readonly Professional[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  staff.forEach((person, index) => {
    const at = `${person.id || `pessoa ${index + 1}`}`;
    const add = (field: string, message: string) => problems.push({ file, field: `${at}.${field}`, message });
    if (!person.name.trim()) add("name", "o nome é obrigatório.");
    if (seen.has(person.id)) add("id", `o identificador “${person.id}” já é de outra pessoa.`);
    seen.add(person.id);
    if (person.profession === "medicina") {
      checkText("crm", person.crm, (message) => add("crm", message), "CRM");
      person.specialties.forEach((title, titleIndex) =>
        checkText("rqe", title.rqe, (message) => add(`specialties[${titleIndex}].rqe`, message), "RQE"),
      );
    } else checkText("crp", person.crp, (message) => add("crp", message), "CRP");
  });
  return problems;
}

/** What of the clinic's settings has a format to keep. */
export interface SettingsToCheck {
  contact: { whatsappNumber: string; whatsappDisplay: string; phoneE164: string; phoneDisplay: string; email: string };
  social: readonly { url: string }[];
  legal: { legalName: string; cnpj: string; dataProtectionOfficer: { email: string } };
}

/** The clinic's settings: contacts and legal identification. */
export function checkSiteSettings(file: string, settings: SettingsToCheck): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (rule: TextRuleName, value: unknown, field: string, what: string) =>
    checkText(rule, value, (message) => problems.push({ file, field, message }), what);
  check("whatsappNumber", settings.contact.whatsappNumber, "contact.whatsappNumber", "WhatsApp");
  check("phoneDisplay", settings.contact.whatsappDisplay, "contact.whatsappDisplay", "WhatsApp");
  check("phoneE164", settings.contact.phoneE164, "contact.phoneE164", "telefone");
  check("phoneDisplay", settings.contact.phoneDisplay, "contact.phoneDisplay", "telefone");
  check("email", settings.contact.email, "contact.email", "e-mail");
  check("cnpj", settings.legal.cnpj, "legal.cnpj", "CNPJ");
  check("email", settings.legal.dataProtectionOfficer.email, "legal.dataProtectionOfficer.email", "e-mail");
  settings.social.forEach((profile, index) => check("externalUrl", profile.url, `social[${index}].url`, "endereço"));
  if (!settings.legal.legalName.trim())
    problems.push({ file, field: "legal.legalName", message: "a razão social é obrigatória." });
  return problems;
}

/** The registry: each path and content module once. */
export function checkRegistry(file: string, entries: readonly PageEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const paths = new Set<string>();
  const contents = new Set<string>();
  for (const entry of entries) {
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
  const problems = [
    ...checkRegistry(relative(path.join(contentDir, "registry.ts")), pages),
    ...checkSiteSettings(relative(path.join(contentDir, "site.ts")), site),
    ...checkStaff(relative(path.join(contentDir, "clinical-staff.ts")), context.staff),
  ];
  for (const entry of pages) {
    const module = path.join(contentDir, `${contentModule(entry)}.ts`);
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

/** What still holds example data or awaits a confirmation, as a site can build but should not go live with. */
export interface LaunchState {
  placeholderFields: readonly string[];
  placeholderStaff: readonly string[];
  labPreparationConfirmed: boolean;
}

/**
 * One line per thing to finish before going live (the README's placeholder table says how):
 * the clinic's example data, the example people of the corpo clínico, and the laboratory's
 * preparation until its responsible doctor has confirmed it. Empty when all is done.
 */
export function stillToConfirm(state: LaunchState): string[] {
  return [
    ...(state.placeholderFields.length > 0
      ? [`content/clinica.yaml: dados de exemplo em ${state.placeholderFields.join(", ")}`]
      : []),
    ...(state.placeholderStaff.length > 0
      ? [
          `content/equipe/: ${state.placeholderStaff.length} pessoa(s) de exemplo (${state.placeholderStaff.join(", ")})`,
        ]
      : []),
    ...(state.labPreparationConfirmed
      ? []
      : [
          "content/laboratorio.yaml: os tempos de jejum e as observações aguardam a conferência do(a) médico(a) responsável",
        ]),
  ];
}
