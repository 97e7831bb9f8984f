/**
 * Where a content file is edited in Keystatic's editor: the entry's page, read from the editor's
 * own schema (cms/config.ts: each singleton's and collection's `path`), so a page or document
 * added there gets its link with no second list to keep. Keystatic has no address for one field:
 * the link opens the entry, and the checklist's line names the field by its label.
 *
 *   content/clinica.yaml                   → /keystatic/singleton/clinica
 *   content/equipe/nome-da-cardiologista.yaml → /keystatic/collection/equipe/item/nome-da-cardiologista
 *
 * A file that is not an entry of the editor (images/, the server's settings) has no link.
 */
import config from "#cms/config.ts";

const withoutExtension = (file: string) => file.replace(/\.(yaml|yml|json|mdoc|md)$/, "");

/** The address of `file`'s entry in the editor (relative to the project, as the gate names it), or undefined. */
export function keystaticUrlOf(file: string): string | undefined {
  const entry = withoutExtension(file);
  for (const [key, singleton] of Object.entries(config.singletons ?? {}))
    if (singleton.path === entry) return `/keystatic/singleton/${encodeURIComponent(key)}`;
  for (const [key, collection] of Object.entries(config.collections ?? {})) {
    const folder = collection.path?.replace(/\*\/?$/, "");
    if (!folder || folder === collection.path || !entry.startsWith(folder)) continue;
    const slug = entry.slice(folder.length);
    if (slug && !slug.includes("/"))
      return `/keystatic/collection/${encodeURIComponent(key)}/item/${encodeURIComponent(slug)}`;
  }
  return undefined;
}
