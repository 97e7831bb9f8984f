/**
 * No WhatsApp link of the site tells Meta what a visitor is seeing a doctor for (legal review
 * N3, decision 057): a wa.me link's text travels in the URL that Meta's web servers receive
 * outside WhatsApp's encryption, so no prefilled text names a specialty or exam. Read from every
 * prerendered page of the build made from the tests' content; and on every specialty and exam
 * page the price note offers the clinic's phone beside WhatsApp.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import { site } from "#app/site/site.ts";
import { builtDocument, squash } from "../built-site";

const everyPath = [...pages.map((page) => page.path), "/nao-existe"];
const articlePaths = pages.filter((page) => page.view === "article").map((page) => page.path);

/** What each specialty or exam page is about, as it tells the lead dialog ("Especialidade: Psiquiatria" → "Psiquiatria"). */
const subjects = articlePaths.map((path) =>
  builtDocument(path)
    .querySelector<HTMLElement>("[data-booking-subject]")!
    .dataset.bookingSubject!.replace(/^[^:]+: /, ""),
);

/** Every name a page or a person's specialty goes by: the menus' labels, the pages' subjects, the staff's specialties. */
const healthNames = [
  ...new Set([
    ...pages.filter((page) => page.view === "article").map((page) => page.label),
    ...subjects,
    ...clinicalStaffList.flatMap((person) =>
      person.profession === "medicina" ? person.specialties.map(({ specialty }) => specialty) : ["Psicologia"],
    ),
  ]),
];

/** The text a wa.me link would open the chat with, decoded. */
const whatsappTexts = (path: string) =>
  [...builtDocument(path).querySelectorAll("a[href]")]
    .map((link) => link.getAttribute("href")!)
    .filter((href) => href.startsWith("https://wa.me/"))
    .map((href) => new URL(href).searchParams.get("text") ?? "");

describe("WhatsApp links name no specialty or exam", () => {
  it("the names checked cover every specialty and exam page, the review's examples among them", () => {
    expect(subjects).toHaveLength(articlePaths.length);
    expect(healthNames).toEqual(expect.arrayContaining(["Psiquiatria", "Exame Toxicológico", "Psicologia"]));
  });

  it.each(everyPath)("%s: no wa.me link's text names a specialty, an exam or a page about one", (path) => {
    const texts = whatsappTexts(path);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const lower = text.toLocaleLowerCase("pt-BR");
      expect(
        healthNames.filter((name) => lower.includes(name.toLocaleLowerCase("pt-BR"))),
        `${path}: “${text}”`,
      ).toEqual([]);
    }
  });

  it.each(articlePaths)("%s: the price question is the generic one, with the clinic's phone beside it", (path) => {
    const note = builtDocument(path).querySelector('[data-testid="price-note"]')!;
    const questions = [...note.querySelectorAll('a[href^="https://wa.me/"]')].map((link) =>
      new URL(link.getAttribute("href")!).searchParams.get("text"),
    );
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(question).toBe("Olá, gostaria de saber valores e convênios.");
    expect(squash(note.textContent)).toContain(
      `respondemos pelo WhatsApp ou pelo telefone ${site.contact.phoneDisplay}.`,
    );
    expect(note.querySelector(`a[href="tel:${site.contact.phoneE164}"]`)?.textContent).toBe(site.contact.phoneDisplay);
  });
});
