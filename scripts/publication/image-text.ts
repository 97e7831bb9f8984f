/**
 * Images that write example data into their pixels (decision 052): the share image
 * (images/og-image.svg) and the campaign image (images/campanha-indique-ja.svg) draw the clinic's
 * name and the exam count as text. The text of every SVG under images/ is compared with the
 * example values (shared/example-values.ts); the images are redrawn by hand, so the one to act is
 * whoever administers the site's code and server.
 */
import fs from "node:fs";
import path from "node:path";
import { exampleValues, type ExampleKind } from "#shared/example-values.ts";
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

/** One item per image and example value it draws; `imagesDir` is the images/ folder the build draws from. */
export function imageTextItems(imagesDir: string): PublicationItem[] {
  return svgFiles(imagesDir).flatMap((file) => {
    const relative = path.posix.join("images", path.relative(imagesDir, file).split(path.sep).join("/"));
    return exampleTextsIn(svgTexts(fs.readFileSync(file, "utf8"))).map((value) => ({
      message: `${relative}: a imagem ainda escreve “${value}”, dado de exemplo; refaça-a com o dado real da clínica.`,
      who: "quem administra o servidor" as const,
      file: relative,
      field: "",
    }));
  });
}
