/**
 * The share and campaign PNGs are drawn from the content at build (decision 057): the filled SVG
 * is kept beside them in words, a rebuild with the same content writes nothing, and a change of
 * content (here, of the technical director) draws the image again, with other pixels; a photo
 * of the same name does not replace the template, which carries the identification line.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { clinic } from "#generated/clinic.ts";
import { technicalDirector } from "#app/site/clinical-staff.ts";
import { buildImages, renderTemplatedImage, type TemplateDirs } from "./build-images";
import { imageFactsOf, templatedImages, type TemplatedImage } from "./image-templates";
import { svgTexts } from "./publication/image-text";
import { loadBudget } from "#tests/e2e/load-budget.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "build-images-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * A test draws a template at full size two or three times (300 dpi, a palette PNG): a second or two
 * alone, many more on a loaded machine. Its time is measured here, before the tests are declared
 * (Vitest fixes a timeout then): one small drawing of the same template, after one that warms
 * libvips, and a test may take many times it (a full drawing took 7 to 25 of them under load).
 */
const { pageMs: timeout } = await (async () => {
  const template = fs.readFileSync(path.resolve(import.meta.dirname, "../images/og-image.svg"));
  const draw = () => sharp(template, { density: 72 }).resize(120, 63).png().toBuffer();
  await draw();
  const started = performance.now();
  await draw();
  return loadBudget(performance.now() - started, { pageFactor: 400, floorMs: 5_000, ceilingMs: 180_000 });
})();

const facts = imageFactsOf({ clinic, technicalDirector, specialtyCount: 13 });
const otherDirector = imageFactsOf({
  clinic,
  technicalDirector: { ...technicalDirector, name: "Helena Prado", crm: "CRM-MG nº 76543" },
  specialtyCount: 13,
});

describe.each(Object.keys(templatedImages) as TemplatedImage[])("%s at build", (name) => {
  const dirs: TemplateDirs = {
    sourceDir: path.resolve(import.meta.dirname, "../images"),
    outputDir: path.join(scratch, name, "public"),
    filledDir: path.join(scratch, name, "generated"),
  };
  const { file, width, height } = templatedImages[name];
  const png = () => fs.readFileSync(path.join(dirs.outputDir, file));
  const filledTexts = () => svgTexts(fs.readFileSync(path.join(dirs.filledDir, `${name}.svg`), "utf8"));

  it(
    "is the template filled with the content, rasterised; redrawn only when the content changes",
    { timeout },
    async () => {
      expect(await renderTemplatedImage(name, facts, dirs)).toBe(1);
      expect(filledTexts()).toContain(facts.identificacao);
      expect(filledTexts()).toContain(clinic.name);
      expect(await sharp(png()).metadata()).toMatchObject({ format: "png", width, height });
      const first = png();

      expect(await renderTemplatedImage(name, facts, dirs)).toBe(0);

      expect(await renderTemplatedImage(name, otherDirector, dirs)).toBe(1);
      expect(filledTexts().join("\n")).toContain("Dra. Helena Prado, CRM-MG nº 76543");
      expect(filledTexts().join("\n")).not.toContain(technicalDirector.name);
      expect(png().equals(first)).toBe(false);
    },
  );
});

describe("a photo named like a template", () => {
  it(
    "does not replace it: the build still draws the template, filled with the tests' content",
    { timeout },
    async () => {
      const sourceDir = path.join(scratch, "photo", "images");
      const publicDir = path.join(scratch, "photo", "public");
      const dirs = {
        sourceDir,
        publicDir,
        outputDir: path.join(publicDir, "images/generated"),
        filledDir: path.join(scratch, "photo", "generated"),
      };
      fs.mkdirSync(sourceDir, { recursive: true });
      fs.copyFileSync(
        path.resolve(import.meta.dirname, "../images/og-image.svg"),
        path.join(sourceDir, "og-image.svg"),
      );
      const red = { r: 220, g: 20, b: 20 };
      await sharp({ create: { width: 1200, height: 630, channels: 3, background: red } })
        .png()
        .toFile(path.join(sourceDir, "og-image.png"));
      await buildImages(dirs);
      const filled = svgTexts(fs.readFileSync(path.join(dirs.filledDir, "og-image.svg"), "utf8"));
      expect(filled).toContain(facts.identificacao);
      // The template's blue, not the photo's red.
      const [r, , b] = (await sharp(path.join(dirs.outputDir, "og-image.png")).stats()).channels;
      expect(b!.mean).toBeGreaterThan(r!.mean);
    },
  );
});
