/**
 * How a testimonial is signed on the page (legal review N19): the first name and the initial of
 * the last surname, “Maria S.”, whatever the content holds. The editor and the content check
 * already ask for that form (shared/content-rules.ts, `testimonialAuthor`); the page never shows
 * more, so a full name typed past them still does not tie a patient to the clinic's care.
 */
export function firstNameAndInitial(author: string): string {
  const [first = "", ...rest] = author.trim().split(/\s+/);
  const last = rest.at(-1)?.replace(/\.$/, "");
  const initial = last ? last.charAt(0).toLocaleUpperCase("pt-BR") : "";
  return initial ? `${first} ${initial}.` : first;
}
