/**
 * Where the summary of fields to correct goes: first in the column of the form's fields, above
 * its first field, so that it lines up with them, scrolls with the form and covers nothing.
 * Keystatic's form (an entry, a new entry, a page) scrolls in a box of its own inside `<form>`;
 * the column is the outermost element inside that box holding more than one child. The place is a
 * `<div>` put first in it (React leaves a node it did not create alone), or first in the form
 * when Keystatic's layout is not the one expected.
 */
const scrolls = (element: Element) => /^(auto|scroll)$/.test(getComputedStyle(element).overflowY);

function fieldsColumn(field: HTMLElement): Element | null {
  const form = field.closest("form");
  const ancestors: Element[] = [];
  for (let element = field.parentElement; element && element !== form; element = element.parentElement)
    ancestors.push(element);
  const box = ancestors.findLast(scrolls);
  const inside = box ? ancestors.slice(0, ancestors.indexOf(box)) : ancestors;
  return inside.findLast((element) => element.childElementCount > 1) ?? form;
}

export function summaryPlace(field: HTMLElement): HTMLElement {
  const container = fieldsColumn(field) ?? document.body;
  const existing = container.querySelector(":scope > [data-resumo-erros]");
  if (existing instanceof HTMLElement) return existing;
  const place = document.createElement("div");
  place.dataset.resumoErros = "";
  // The column is a grid of twelve (fields span some of them): the summary spans the whole row.
  place.style.gridColumn = "1 / -1";
  container.prepend(place);
  return place;
}
