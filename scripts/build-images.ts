/**
 * Renders the artwork in images/ into the responsive files the pages load:
 * - every content image `images/<name>.(svg|png|jpg|jpeg|webp)` → `public/images/generated/<name>-<width>.(avif|webp)`,
 *   cropped to a 4:3 frame (the clinic replaces an illustration by dropping a photo with the same name),
 *   and every photo uploaded in the editor, under images/enviadas/ (named by imageNameOf);
 * - the social-sharing image → a 1200×630 PNG; the referral campaign image → a downloadable PNG:
 *   both templates filled from the content first (scripts/image-templates.ts, decision 057), the
 *   filled SVG kept in generated/images/ (what the PNG shows, in words).
 * Skips outputs newer than their source (for the templates: whose filled SVG has not changed), so
 * rebuilding is cheap.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { GENERATED_IMAGE_DIR, IMAGE_ASPECT, IMAGE_WIDTHS, imageFile } from "#app/lib/images.ts";
import { imageSources } from "./image-sources";
import {
  fillImageTemplate,
  imageFactsOf,
  isTemplatedImage,
  templatedImages,
  type ImageFacts,
  type TemplatedImage,
} from "./image-templates";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "images");
const publicDir = path.join(root, "public");
const outputDir = path.join(publicDir, GENERATED_IMAGE_DIR);
/** The templates as filled: never served, read by the tests and by whoever wants the images' words. */
const filledDir = path.join(root, "generated/images");

function isFresh(output: string, sourceTime: number): boolean {
  return fs.existsSync(output) && fs.statSync(output).mtimeMs >= sourceTime;
}

/** Where a templated image is read from and written to. */
export interface TemplateDirs {
  sourceDir: string;
  outputDir: string;
  filledDir: string;
}

/**
 * Fills the template `images/<name>.svg` with `facts` and rasterises it, unless the PNG already
 * shows exactly this filling (same filled SVG, PNG newer): a change of content redraws it, a
 * rebuild without one does not. Always the template, even beside a photo of the same name: the
 * identification line must be on the image (decision 057). Returns the files written.
 */
export async function renderTemplatedImage(
  name: TemplatedImage,
  facts: ImageFacts,
  dirs: TemplateDirs = { sourceDir, outputDir, filledDir },
): Promise<number> {
  const template = path.join(dirs.sourceDir, `${name}.svg`);
  const filled = fillImageTemplate(fs.readFileSync(template, "utf8"), facts, `images/${name}.svg`);
  const filledFile = path.join(dirs.filledDir, `${name}.svg`);
  const { file, width, height } = templatedImages[name];
  const output = path.join(dirs.outputDir, file);
  const unchanged = fs.existsSync(filledFile) && fs.readFileSync(filledFile, "utf8") === filled;
  if (unchanged && isFresh(output, Math.max(fs.statSync(filledFile).mtimeMs, fs.statSync(template).mtimeMs))) return 0;
  fs.mkdirSync(dirs.filledDir, { recursive: true });
  fs.mkdirSync(dirs.outputDir, { recursive: true });
  fs.writeFileSync(filledFile, filled);
  await sharp(Buffer.from(filled), { density: 300 })
    .resize(width, height, { fit: "cover" })
    .png({ compressionLevel: 9, palette: true })
    .toFile(output);
  return 1;
}

/** The facts of the content this build was generated from (scripts/generate-content.ts ran first). */
async function builtImageFacts(): Promise<ImageFacts> {
  const { clinic } = await import("#generated/clinic.ts");
  const { articlePages } = await import("#generated/article-pages.ts");
  const { technicalDirector } = await import("#app/site/clinical-staff.ts");
  return imageFactsOf({
    clinic,
    technicalDirector,
    specialtyCount: articlePages.filter(([, , collection]) => collection === "especialidades").length,
  });
}

async function render(
  source: string,
  name: string,
  facts: () => Promise<ImageFacts>,
  dirs: TemplateDirs & { publicDir: string },
): Promise<number> {
  if (isTemplatedImage(name)) return renderTemplatedImage(name, await facts(), dirs);
  const { publicDir } = dirs;
  const sourceTime = fs.statSync(source).mtimeMs;
  const input = () => sharp(source, { density: 300 });
  let written = 0;
  for (const width of IMAGE_WIDTHS) {
    const height = Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
    const resized = () => input().resize(width, height, { fit: "cover" });
    const avif = path.join(publicDir, imageFile(name, width, "avif"));
    const webp = path.join(publicDir, imageFile(name, width, "webp"));
    if (!isFresh(avif, sourceTime)) {
      await resized().avif({ quality: 55, effort: 4 }).toFile(avif);
      written++;
    }
    if (!isFresh(webp, sourceTime)) {
      await resized().webp({ quality: 78 }).toFile(webp);
      written++;
    }
  }
  return written;
}

/**
 * Renders every source, as many at a time as the machine has cores: an encode (AVIF above all)
 * keeps one core busy, so one source after another left the others idle (46 s of the build on
 * two cores, on a fresh clone).
 */
export async function buildImages(
  dirs: TemplateDirs & { publicDir: string } = { sourceDir, publicDir, outputDir, filledDir },
): Promise<void> {
  fs.mkdirSync(dirs.outputDir, { recursive: true });
  const names = imageSources(dirs.sourceDir);
  const queue = [...names];
  let facts: Promise<ImageFacts> | undefined;
  const factsOnce = () => (facts ??= builtImageFacts());
  const renderNext = async (): Promise<number> => {
    let written = 0;
    for (let next = queue.shift(); next; next = queue.shift())
      written += await render(next[1], next[0], factsOnce, dirs);
    return written;
  };
  const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, renderNext);
  const written = (await Promise.all(lanes)).reduce((sum, count) => sum + count, 0);
  console.log(`images: ${names.size} sources, ${written} files written to public/images/generated`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildImages();
}
