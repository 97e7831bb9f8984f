/**
 * Images that write example data into their pixels (decision 052). The text every SVG under
 * images/ draws is compared with the example values (shared/example-values.ts). The share and
 * campaign images are templates (scripts/image-templates.ts, decision 057): what they draw is the
 * template filled with the content, and the content's part (the clinic's name, registration,
 * counts, technical director) is checked where the reception edits it; here their own words are
 * read, the facts left blank, as the build fills them. Those words are written by hand, so the one
 * to act is whoever administers the site's code and server.
 */
import fs from "node:fs";
import path from "node:path";
import { exampleValues, type ExampleKind } from "#shared/example-values.ts";
import { isTemplatedImage, templateOwnWords } from "../image-templates";
import type { PublicationItem } from "./item";

/** The kinds of example value an image could draw as words (not hours, ratings or coordinates). */
const drawableKinds: ExampleKind[] = [
  "clinicNames",
  "phones",
  "emails",
  "cnpj",
  "clinicRegistration",
  "dataProtectionOfficer",
  "street",
  "personNames",
];

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The words an SVG draws: the contents of its <text> elements (their <tspan>s joined), entities decoded. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, "")
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) =>
        name.startsWith("#")
          ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
          : (entities[name] ?? whole),
      )
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** The example values `texts` contain: whole phrases, and the exam count as a number of its own (“+800 exames”). */
export function exampleTextsIn(texts: readonly string[]): string[] {
  const joined = texts.join("\n");
  const found = drawableKinds.flatMap((kind) =>
    exampleValues[kind].map(({ value }) => value).filter((value) => joined.includes(value)),
  );
  for (const { value } of exampleValues.examCount)
    if (new RegExp(`(^|\\D)${value}(\\D|$)`).test(joined)) found.push(value);
  return found;
}

function svgFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? svgFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".svg")
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

/**
 * The words an image draws by itself: a template's with its facts blank (the build fills them
 * from the content), any other SVG's as they are. A template that cannot be filled, or a share or
 * campaign image without the technical director's line, is a problem of its own.
 */
function ownWordsOf(svg: string, relative: string): { texts: string[]; problem?: string } {
  try {
    const texts = svgTexts(templateOwnWords(svg, relative));
    const name = path.posix.basename(relative, ".svg");
    if (relative === `images/${name}.svg` && isTemplatedImage(name) && !svg.includes("{{identificacao}}"))
      return {
        texts,
        problem: "a imagem não escreve mais {{identificacao}}, a linha com a clínica e o diretor técnico",
      };
    return { texts };
  } catch (error) {
    return { texts: [], problem: (error as Error).message.replace(`${relative}: `, "").replace(/\.$/, "") };
  }
}

/** One item per image and example value it draws; `imagesDir` is the images/ folder the build draws from. */
export function imageTextItems(imagesDir: string): PublicationItem[] {
  return svgFiles(imagesDir).flatMap((file) => {
    const relative = path.posix.join("images", path.relative(imagesDir, file).split(path.sep).join("/"));
    const item = (message: string): PublicationItem => ({
      message: `${relative}: ${message}`,
      who: "quem administra o servidor",
      file: relative,
      field: "",
    });
    const { texts, problem } = ownWordsOf(fs.readFileSync(file, "utf8"), relative);
    return [
      ...(problem ? [item(`${problem}; corrija o modelo (docs/publication.md).`)] : []),
      ...exampleTextsIn(texts).map((value) =>
        item(`a imagem ainda escreve “${value}”, dado de exemplo; refaça-a com o dado real da clínica.`),
      ),
    ];
  });
}
