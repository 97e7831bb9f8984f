/**
 * What the build makes of any editor field for the views, at run time what `Resolved` and
 * `WithoutBlank` (app/site/types.ts) say at compile time: images by the name shown, lists as
 * arrays of their own, the optional parts a form left blank left out.
 */
import type { Entry } from "@keystatic/core/reader";
import type { especialidades } from "#cms/article.ts";
import { imageNameOf } from "#app/lib/images.ts";
import type { ImageRef, Resolved, WithoutBlank } from "#app/site/types.ts";

/** The editor's image fields: an illustration of images/ by name, or a photo uploaded in its place. */
type EditorImage = Entry<typeof especialidades>["hero"]["image"];

/** An image as the pages know it: the uploaded photo when there is one; the default failure mode ("placeholder") left unsaid. */
export const imageFrom = ({ photo, failure, ...image }: EditorImage): ImageRef => ({
  ...image,
  ...(photo ? { name: imageNameOf(photo) } : {}),
  ...(failure === "placeholder" ? {} : { failure }),
});

const isEditorImage = (item: object): item is EditorImage => "photo" in item && "alt" in item && "failure" in item;

/** `value` as a view takes it (Resolved): each editor image made an ImageRef, however deep; every list a new array. */
export function resolved<Value>(value: Value): Resolved<Value> {
  const walk = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(walk);
    if (item === null || typeof item !== "object") return item;
    if (isEditorImage(item)) return imageFrom(item);
    return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, walk(field)]));
  };
  return walk(value) as Resolved<Value>;
}

/** What the editor saves for a part left blank: an empty text or list, an unticked box, no number or date. */
const isBlank = (value: unknown) =>
  value === "" ||
  value === false ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0);

/** `value` without its parts `keys` that are blank (WithoutBlank): the generated data says only what a page has. */
export function withoutBlank<Value extends object, Key extends keyof Value & string>(
  value: Value,
  keys: readonly Key[],
): WithoutBlank<Value, Key> {
  const leftOut = new Set<string>(keys);
  return Object.fromEntries(
    Object.entries(value).filter(([key, field]) => !(leftOut.has(key) && isBlank(field))),
  ) as WithoutBlank<Value, Key>;
}
