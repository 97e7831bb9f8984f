/**
 * Reading the privacy policy's prerendered page in the tests of its claims
 * (tests/html/privacy-policy*.test.ts): a section's text, and the one list item of a section
 * that starts with a label.
 */
import { expect } from "vitest";
import { squash, textOf } from "../built-site";

export const sectionText = (document: Document, id: string) => squash(textOf(document, `section#${id}`));

/** The one list item of a section that starts with `label`. */
export function item(document: Document, sectionId: string, label: string): string {
  const items = [...document.querySelectorAll(`section#${sectionId} li`)]
    .map((li) => squash(li.textContent))
    .filter((text) => text.startsWith(label));
  expect(items, `${sectionId}: "${label}"`).toHaveLength(1);
  return items[0]!;
}
