/**
 * The two images that speak for the clinic outside its pages — the share image (images/og-image.svg,
 * what a link preview shows) and the Indique Já campaign image (images/campanha-indique-ja.svg,
 * passed around WhatsApp groups) — are templates: the clinic's name, its CRM-MG registration, its
 * counts and the identification line with the technical director (CFM Resolution 2.336/2023,
 * legal review N5, decision 057) come from the content, as the site's footer takes them, and
 * scripts/build-images.ts fills them in before rasterising. The rest of their words are the
 * template's own, which the publication gate reads (scripts/publication/image-text.ts).
 *
 * In a template, `{{clinica}}`, `{{registro}}`, `{{exames}}`, `{{especialidades}}` stand for one
 * value each; `{{identificacao}}`, alone in a `<text>` carrying `data-wrap-width` (px) and
 * `data-max-lines`, becomes that line wrapped in as many `<tspan>`s as the width needs.
 */
import type { Doctor } from "#app/site/types.ts";
import { technicalDirectorLine } from "#app/lib/professionals.ts";

/** The images made from a template, and the PNG each becomes. */
export const templatedImages = {
  "og-image": { file: "og-image.png", width: 1200, height: 630 },
  "campanha-indique-ja": { file: "campanha-indique-ja.png", width: 1080, height: 1350 },
} as const;

export type TemplatedImage = keyof typeof templatedImages;

export const isTemplatedImage = (name: string): name is TemplatedImage => Object.hasOwn(templatedImages, name);

/** What a template may write, by the name it writes it with. */
export interface ImageFacts {
  clinica: string;
  registro: string;
  exames: string;
  especialidades: string;
  identificacao: string;
}

export const imageFactNames = ["clinica", "registro", "exames", "especialidades", "identificacao"] as const;

/** What the content says, as the images need it. */
export interface ImageContent {
  clinic: { name: string; examCount: number; legal: { crmRegistration: string } };
  technicalDirector: Doctor;
  specialtyCount: number;
}

/**
 * "Clínica Médica Barreiro · CRM-MG nº 1234 · Diretora Técnica Médica: Dra. Ana Souza, CRM-MG nº
 * 12345, especialista em Clínica Médica (RQE nº 111)": the clinic and its technical director as
 * the footer of every page names her (app/lib/professionals.ts), gendered title and RQE included.
 */
export function identificationLine({ clinic, technicalDirector }: ImageContent): string {
  return [clinic.name, clinic.legal.crmRegistration, technicalDirectorLine(technicalDirector)].join(" · ");
}

export function imageFactsOf(content: ImageContent): ImageFacts {
  return {
    clinica: content.clinic.name,
    registro: content.clinic.legal.crmRegistration,
    exames: String(content.clinic.examCount),
    especialidades: String(content.specialtyCount),
    identificacao: identificationLine(content),
  };
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A rough width of `text` in DejaVu Sans (the templates' font, the one the build machine has) at
 * `fontSize` px, from the font's advances: wide capitals, narrow spaces and punctuation. Generous
 * by design: a line a little short looks right, one too long runs off the image.
 */
export function estimatedTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text)
    ems += /\s/.test(character)
      ? 0.32
      : /[.,:;·'’()|!]/.test(character)
        ? 0.36
        : /\p{Lu}|[mwMW]/u.test(character)
          ? 0.74
          : 0.62;
  return ems * fontSize;
}

/** `text` cut into lines no wider than `width` at `fontSize`, between words. */
export function wrapText(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && estimatedTextWidth(`${last} ${word}`, fontSize) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/** The `<text>` holding `{{identificacao}}`, as `<tspan>` lines; the font shrinks until they fit in `data-max-lines`. */
function wrappedText(attributes: string, text: string, where: string): string {
  const width = Number(attribute(attributes, "data-wrap-width"));
  const maxLines = Number(attribute(attributes, "data-max-lines") ?? "3");
  let fontSize = Number(attribute(attributes, "font-size"));
  const x = attribute(attributes, "x") ?? "0";
  if (!(width > 0) || !(fontSize > 0))
    throw new Error(`${where}: o {{identificacao}} precisa de font-size e data-wrap-width no seu <text>.`);
  let lines = wrapText(text, width, fontSize);
  while (lines.length > maxLines && fontSize > 12) lines = wrapText(text, width, --fontSize);
  const own = attributes.replace(/\sfont-size="[^"]*"/, "").replace(/\sdata-[a-z-]+="[^"]*"/g, "");
  const spans = lines.map(
    (line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : (fontSize * 1.3).toFixed(1)}">${escapeXml(line)}</tspan>`,
  );
  // Spans apart on lines of their own: read as text, the lines stay words apart ("Nome da" "Diretora").
  return `<text${own} font-size="${fontSize}">\n${spans.join("\n")}\n</text>`;
}

/**
 * The template `svg` with the facts written in (`where` names it in an error). A name the
 * template writes that is not a fact stops the build: an image never goes out with “{{…}}” on it.
 */
export function fillImageTemplate(svg: string, facts: ImageFacts, where = "images/"): string {
  const wrapped = svg.replace(/<text\b([^>]*)>\s*\{\{identificacao\}\}\s*<\/text>/g, (_, attributes: string) =>
    wrappedText(attributes, facts.identificacao, where),
  );
  return wrapped.replace(/\{\{([a-z]+)\}\}/g, (token, name: string) => {
    if (name === "identificacao")
      throw new Error(`${where}: {{identificacao}} precisa estar sozinho num <text> com data-wrap-width.`);
    if (!(imageFactNames as readonly string[]).includes(name))
      throw new Error(
        `${where}: “${token}” não é um dado que a imagem conheça (${imageFactNames.map((fact) => `{{${fact}}}`).join(", ")}).`,
      );
    return escapeXml(facts[name as keyof ImageFacts]);
  });
}

/** The template's own words: every fact left blank, so what remains is what the template itself writes. */
export const templateOwnWords = (svg: string, where?: string): string =>
  fillImageTemplate(svg, Object.fromEntries(imageFactNames.map((name) => [name, ""])) as unknown as ImageFacts, where);
