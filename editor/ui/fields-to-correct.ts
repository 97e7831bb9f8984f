/**
 * The fields Keystatic marked to correct, read from the page: each control it marks
 * `aria-invalid="true"`, with the label she sees (without the "*" of a required field) and the
 * message written under it.
 */
export interface FieldToCorrect {
  element: HTMLElement;
  label: string;
  message: string;
}

const textOf = (root: Document, ids: string | null) =>
  (ids ?? "")
    .split(/\s+/)
    .map((id) => (id ? (root.getElementById(id)?.textContent ?? "") : ""))
    .map((text) => text.trim())
    .filter(Boolean);

function labelOf(root: Document, element: HTMLElement): string {
  const labels = "labels" in element ? (element as HTMLInputElement).labels : null;
  const label =
    labels?.[0]?.textContent?.trim() ||
    textOf(root, element.getAttribute("aria-labelledby")).join(" ") ||
    element.getAttribute("aria-label")?.trim();
  // Keystatic writes "*" after a required field's label: the summary names the field alone.
  return label?.replace(/\s*\*$/, "") || "Campo sem nome";
}

export function fieldsToCorrect(root: Document): FieldToCorrect[] {
  return [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((element) => ({
    element,
    label: labelOf(root, element),
    // The field's description comes first, the message of what is wrong last (React Aria's order).
    message: textOf(root, element.getAttribute("aria-describedby")).at(-1) ?? "",
  }));
}
