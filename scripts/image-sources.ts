/**
 * The artwork the build renders (scripts/build-images.ts) and the content may name
 * (scripts/content-check.ts): every image file under images/, the editor's uploads in
 * images/enviadas/<page>/… included, by its name among the rendered images (imageNameOf).
 */
import fs from "node:fs";
import path from "node:path";
import { imageNameOf } from "#app/lib/images.ts";

export const imageSourceExtensions = [".svg", ".png", ".jpg", ".jpeg", ".webp"];

/** name → source file (absolute); a photo beside an illustration of the same name wins over the SVG. */
export function imageSources(sourceDir: string): Map<string, string> {
  const names = new Map<string, string>();
  const files = fs
    .readdirSync(sourceDir, { recursive: true, encoding: "utf8" })
    .filter((file) => imageSourceExtensions.includes(path.extname(file).toLowerCase()))
    .sort();
  for (const file of files) {
    const name = imageNameOf(file.split(path.sep).join("/"));
    if (!names.has(name) || path.extname(names.get(name)!) === ".svg") names.set(name, path.join(sourceDir, file));
  }
  return names;
}
