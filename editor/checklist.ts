/**
 * What the clinic must still do before the site can be published for real: the publication
 * gate's items (scripts/publication-gate.ts) on the editor's checkout, grouped by who must act in
 * the gate's order (scripts/publication/item.ts), each with the link to its entry in the editor
 * when it is content. The same lines the publication build prints, so clearing this list is what
 * lets Publicar through.
 */
import path from "node:path";
import { actors, type Actor, type PublicationItem } from "#scripts/publication/item.ts";
import { publicationItems, siteUrlOfTheBuild } from "#scripts/publication-gate.ts";
import { keystaticUrlOf } from "./keystatic-links.ts";

export interface ChecklistItem {
  message: string;
  /** The entry in Keystatic's editor where it is fixed; none for what is not content. */
  href?: string;
}

export interface Checklist {
  /** How many items in all. */
  count: number;
  /** Who must act, in the gate's order; only those with something to do. */
  groups: { who: Actor; items: ChecklistItem[] }[];
  /** A content file the gate could not read (YAML broken by hand): the list is unknown, the build says why. */
  unreadable?: boolean;
}

/** The checklist of the checkout at `root`, as its publication build would see it (its .env, its images/). */
export function checklistOf(root: string): Checklist {
  let items: PublicationItem[];
  try {
    items = publicationItems(root, { siteUrl: siteUrlOfTheBuild(root), imagesDir: path.join(root, "images") });
  } catch {
    return { count: 0, groups: [], unreadable: true };
  }
  const groups = actors
    .map((who) => ({
      who,
      items: items
        .filter((item) => item.who === who)
        .map(({ message, file }) => ({ message, href: keystaticUrlOf(file) })),
    }))
    .filter(({ items: its }) => its.length > 0);
  return { count: items.length, groups };
}

/** Whether the checkout at `root` can be published for real (nothing left, and its content readable). */
export function publishableForReal(root: string): { ready: boolean; left: number } {
  const { count, unreadable } = checklistOf(root);
  return { ready: count === 0 && !unreadable, left: count };
}
