/**
 * A new specialty or exam page is created with its photo: publishing refuses a page with neither a
 * photo nor one of the site's own illustrations (scripts/content-check.ts), so the editor asks for
 * it when the page is made, not at the first publish. Keystatic checks each field on its own and
 * cannot require the photo only where no illustration is named, so the bridge refuses, in her
 * words, a save that creates such a page; a page that already exists (most ship with an
 * illustration) is never asked for one here.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

export const newPageWithoutPhoto =
  "Envie a foto da página (JPG, PNG ou WebP) no campo “Foto” antes de criá-la: uma página nova não é publicada sem foto.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** True when `value` holds an image (name, photo, alt) with neither an illustration nor a photo. */
function hasImageWithoutPicture(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (Array.isArray(value)) return value.some((item) => hasImageWithoutPicture(item, depth + 1));
  if (!isRecord(value)) return false;
  if ("alt" in value && ("name" in value || "photo" in value)) return !value.name && !value.photo;
  return Object.values(value).some((child) => hasImageWithoutPicture(child, depth + 1));
}

/**
 * The refusal for a Keystatic update body that creates a page under one of `pageFolders` (files
 * not yet in `root`) without its photo, else undefined. A body that is not Keystatic's shape is
 * left to the write guard, which refuses it.
 */
export function newPageMissingPhoto(
  body: Uint8Array,
  root: string,
  pageFolders: readonly string[],
): string | undefined {
  let additions: unknown;
  try {
    additions = (JSON.parse(new TextDecoder().decode(body)) as { additions?: unknown }).additions;
  } catch {
    return undefined;
  }
  if (!Array.isArray(additions)) return undefined;
  for (const addition of additions) {
    const file = isRecord(addition) ? addition.path : undefined;
    const contents = isRecord(addition) ? addition.contents : undefined;
    if (typeof file !== "string" || typeof contents !== "string") continue;
    if (!pageFolders.some((folder) => path.posix.dirname(file) === folder) || !file.endsWith(".yaml")) continue;
    if (fs.existsSync(path.join(root, file))) continue;
    let page: unknown;
    try {
      page = yaml.load(Buffer.from(contents, "base64").toString("utf8"));
    } catch {
      continue;
    }
    if (hasImageWithoutPicture(page)) return newPageWithoutPhoto;
  }
  return undefined;
}
