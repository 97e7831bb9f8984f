/**
 * Reaching a specialty's symptoms and the laboratory's preparation quickly, as the
 * prerendered HTML gives it, before any script: /especialidades opens with an index of anchor
 * links to every card, the home page has an index of every specialty and exam page right after
 * where and when, and the hero of /exames-laboratoriais links to "Preparo e jejum". Where
 * these land on a phone is measured in tests/e2e/specialties-index-on-a-phone.test.ts.
 */
import { describe, expect, it } from "vitest";
import { content as specialties } from "#generated/pages/especialidades.ts";
import { content as laboratory } from "#generated/pages/exames-laboratoriais.ts";
import { examMenu, specialtyPages } from "#app/site/registry.ts";
import { ariaLabel, builtDocument, squash } from "../built-site";

/** Whether `a` starts before `b` in the document (linkedom's compareDocumentPosition is not reliable). */
const precedes = (a: Element, b: Element) => {
  const order = [...a.ownerDocument.querySelectorAll("*")];
  return order.indexOf(a) < order.indexOf(b);
};

describe("/especialidades index", () => {
  const document = builtDocument("/especialidades");
  const cards = [...document.querySelectorAll('[data-testid="specialty-card"]')];
  const index = document.querySelector('nav[data-testid="specialty-index"]')!;

  it("keeps its 12 cards, each an anchor target with a unique id", () => {
    expect(cards).toHaveLength(12);
    expect(cards.map((card) => squash(card.querySelector("h2")?.textContent))).toEqual(
      specialties.cards.map((card) => card.name),
    );
    const ids = cards.map((card) => card.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of ids) expect(document.querySelectorAll(`[id="${id}"]`), id).toHaveLength(1);
  });

  it("lists every card, in their order, as a plain link to its anchor, before the first card", () => {
    expect(index).not.toBeNull();
    expect(ariaLabel(index)).toBe("Nesta página");
    const links = [...index.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(cards.map((card) => `#${card.id}`));
    expect(links.map((link) => squash(link.textContent))).toEqual(specialties.cards.map((card) => card.name));
    expect(precedes(index, cards[0]!)).toBe(true);
    expect(precedes(document.querySelector("h1")!, index)).toBe(true);
  });

  it("keeps what the spec says of each card: 'Quando procurar:', four symptoms, description and link", () => {
    for (const [position, card] of cards.entries()) {
      const data = specialties.cards[position]!;
      expect(squash(card.textContent)).toContain("Quando procurar:");
      expect(
        [...card.querySelectorAll('[data-testid="specialty-symptoms"] li')].map((item) => squash(item.textContent)),
      ).toEqual(data.symptoms);
      expect(squash(card.textContent)).toContain(data.description);
      expect(card.querySelector("img")?.getAttribute("alt")).toBe(data.image.alt);
      const href = card.querySelector("a:not([href^='#'])")?.getAttribute("href");
      if (data.link.startsWith("/")) expect(href).toBe(data.link);
      else expect(href).toMatch(/^https:\/\/wa\.me\//);
    }
  });
});

describe("/exames-laboratoriais preparation", () => {
  const document = builtDocument("/exames-laboratoriais");
  const preparation = document.getElementById("preparo-e-jejum")!;

  it("puts 'Preparo e jejum' near the top: right after the exam's list, before the cards and every other section", () => {
    expect(squash(preparation.querySelector("h2")?.textContent)).toBe("Preparo e jejum");
    const list = document.querySelector('[data-placement="symptoms"]')!;
    const cards = document.getElementById("cards-titulo")!.closest("section")!;
    expect(precedes(list, preparation)).toBe(true);
    expect(list.nextElementSibling).toBe(preparation);
    expect(precedes(preparation, cards)).toBe(true);
    const sections = laboratory.sections.map((section) => document.getElementById(section.id)!);
    for (const later of sections.filter((section) => section !== preparation))
      expect(precedes(preparation, later)).toBe(true);
    // The fasting table, or until its doctor confirms it, the notice in its place (tests/html/fasting.test.ts).
    expect(preparation.querySelector('table, [data-testid="table-pending"]')).not.toBeNull();
  });

  it("links the hero's preparation highlight to it", () => {
    const hero = document.querySelector('[data-placement="hero"]')!;
    const highlights = hero.querySelector('ul[aria-label="Destaques"]')!;
    const link = highlights.querySelector('a[href="#preparo-e-jejum"]');
    expect(squash(link?.textContent)).toBe("Preparo explicado no agendamento");
    expect([...highlights.querySelectorAll("li")].map((item) => squash(item.textContent))).toEqual([
      "Mais de 800 exames",
      "Maioria dos resultados no mesmo dia",
      "Preparo explicado no agendamento",
    ]);
  });
});

describe("the home page's index of specialties and exams", () => {
  const document = builtDocument("/");
  const index = document.querySelector('nav[data-placement="home-index"]')!;

  it("follows where and when, before every section of cards", () => {
    expect(ariaLabel(index)).toBe("Especialidades e exames");
    expect(index.previousElementSibling?.id).toBe("endereco-e-horarios");
    for (const id of ["especialidades", "exames"]) expect(precedes(index, document.getElementById(id)!)).toBe(true);
  });

  it("links every specialty and exam page, by the menus' names and in their order", () => {
    const groups = [...index.querySelectorAll("h3")].map((heading) => ({
      heading: squash(heading.textContent),
      links: [...heading.nextElementSibling!.querySelectorAll("a")].map((link) => [
        squash(link.textContent),
        link.getAttribute("href"),
      ]),
    }));
    expect(groups).toEqual([
      { heading: "Especialidades", links: specialtyPages.map((page) => [page.label, page.path]) },
      { heading: "Exames", links: examMenu.flatMap((group) => group.pages).map((page) => [page.label, page.path]) },
    ]);
    expect(groups[0]!.links).toHaveLength(13);
    expect(groups[1]!.links).toHaveLength(10);
  });
});
