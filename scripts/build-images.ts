/**
 * Renders the artwork in images/ into the responsive files the pages load:
 * - every content image `images/<name>.(svg|png|jpg|jpeg|webp)` → `public/images/generated/<name>-<width>.(avif|webp)`,
 *   cropped to a 4:3 frame (the clinic replaces an illustration by dropping a photo with the same name),
 *   and every photo uploaded in the editor, under images/enviadas/ (named by imageNameOf);
 * - the social-sharing image → a 1200×630 PNG; the referral campaign image → a downloadable PNG.
 * Skips outputs newer than their source, so rebuilding is cheap.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { GENERATED_IMAGE_DIR, IMAGE_ASPECT, IMAGE_WIDTHS, imageFile } from "#app/lib/images.ts";
import { imageSources } from "./image-sources";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "images");
const publicDir = path.join(root, "public");
const outputDir = path.join(publicDir, GENERATED_IMAGE_DIR);

/** Images with a fixed output of their own instead of the responsive set. */
const specialOutputs: Record<string, { file: string; width: number; height: number }> = {
  "og-image": { file: "og-image.png", width: 1200, height: 630 },
  "campanha-indique-ja": { file: "campanha-indique-ja.png", width: 1080, height: 1350 },
};

function isFresh(output: string, sourceTime: number): boolean {
  return fs.existsSync(output) && fs.statSync(output).mtimeMs >= sourceTime;
}

async function render(source: string, name: string): Promise<number> {
  const sourceTime = fs.statSync(source).mtimeMs;
  const input = () => sharp(source, { density: 300 });
  const special = specialOutputs[name];
  if (special) {
    const output = path.join(outputDir, special.file);
    if (isFresh(output, sourceTime)) return 0;
    await input()
      .resize(special.width, special.height, { fit: "cover" })
      .png({ compressionLevel: 9, palette: true })
      .toFile(output);
    return 1;
  }
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
export async function buildImages(): Promise<void> {
  fs.mkdirSync(outputDir, { recursive: true });
  const names = imageSources(sourceDir);
  const queue = [...names];
  const renderNext = async (): Promise<number> => {
    let written = 0;
    for (let next = queue.shift(); next; next = queue.shift()) written += await render(next[1], next[0]);
    return written;
  };
  const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, renderNext);
  const written = (await Promise.all(lanes)).reduce((sum, count) => sum + count, 0);
  console.log(`images: ${names.size} sources, ${written} files written to public/images/generated`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildImages();
}
