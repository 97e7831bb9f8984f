/**
 * What the build makes of the editor's pages for the views (app/site/types.ts): images by the
 * name shown and the empty optional parts of a form left out (./resolve.ts), who a card announces
 * as an area, a page's main entity and its highlights' links. Every other field is spread as
 * read, so a field the schema gains reaches the view. Facts are already written (withFacts,
 * ./facts.ts); people, the laboratory's table and the clinic's rating and hours stay ids or flags
 * the views look up, so nothing here is code.
 */
import type { Entry } from "@keystatic/core/reader";
import type { especialidades, exames } from "#cms/article.ts";
import type { paginas } from "#cms/pages.ts";
import type {
  ArticlePageContent,
  CareArea,
  CareTeamContent,
  ContentSection,
  HomeContent,
  HomeSpecialtyCard,
  InfoCard,
  MainEntity,
  MedicalSpecialtyName,
  NotFoundContent,
  ReferralContent,
  ReviewStamp,
  SpecialtiesOverviewContent,
} from "#app/site/types.ts";
import { resolved, withoutBlank } from "./resolve";

export type ArticleEntry = Entry<typeof especialidades> | Entry<typeof exames>;
type Paginas = typeof paginas;
export type PageEntryOf<Key extends keyof Paginas> = Entry<Paginas[Key]>;

/** Who a card announces, as the editor's select says it. */
const careAreaFrom = (value: MedicalSpecialtyName | "psicologia"): CareArea =>
  value === "psicologia" ? { profession: "psicologia" } : { specialty: value };

const cardFrom = ({ link, ...card }: ArticleEntry["cards"]["items"][number]): InfoCard => ({
  ...withoutBlank(resolved(card), ["text", "items", "icon", "note"]),
  ...(link.label !== "" ? { link: { ...link } } : {}),
});

const sectionFrom = ({
  heroHighlight: _heroHighlight,
  cards,
  table,
  ...section
}: ArticleEntry["sections"][number]): ContentSection => ({
  ...withoutBlank(resolved(section), ["paragraphs", "bullets", "sharedTable", "tableLeadIn", "note", "beforeCards"]),
  ...(cards.length > 0 ? { cards: cards.map(cardFrom) } : {}),
  // A section shows the shared table it names, or its own when it has one.
  ...(section.sharedTable === "" && table.caption !== "" ? { table: resolved(table) } : {}),
});

/** The page's subject for search engines; an empty name is the page's name in the menu. */
const mainEntityFrom = (entity: ArticleEntry["mainEntity"], pageName: string): MainEntity => {
  const name = entity.value.name || pageName;
  if (entity.discriminant === "MedicalTest")
    return { type: entity.discriminant, ...withoutBlank(resolved(entity.value), ["usedToDiagnose"]), name };
  if (entity.discriminant === "MedicalSpecialty") return { type: entity.discriminant, ...resolved(entity.value), name };
  return { type: entity.discriminant, ...resolved(entity.value), name };
};

const reviewFrom = ({ reviewer, reviewedOn }: ArticleEntry["review"]): ReviewStamp => ({
  reviewer: reviewer ?? "",
  reviewedOn: reviewedOn ?? "",
});

/**
 * An editor's page as the view takes it; the fields the schema gains pass through, resolved. A new
 * page asks for its name, description, first paragraph, menu group and photo only: an empty title
 * (the page's, the browser tab's), keyword list, subject name or image description is the page's
 * name in the menu (`label`).
 */
export function articleFrom({ label, order: _order, ...entry }: ArticleEntry): ArticlePageContent {
  const { mainEntity, hero, cards, sections, careArea, review, meta, ...rest } = entry;
  // An exam's menu group is the registry's (article-pages), not its view's.
  const { group: _group, ...fields } = { group: undefined, ...rest };
  const highlighted = sections.filter((section) => section.heroHighlight !== "");
  const title = hero.title || label;
  const heroResolved = withoutBlank(resolved(hero), ["highlights"]);
  return {
    ...withoutBlank(resolved(fields), ["ownBookingContacts", "price", "crisisSupportLine"]),
    meta: {
      ...resolved(meta),
      title: meta.title || label,
      keywords: meta.keywords.length > 0 ? [...meta.keywords] : [label],
    },
    mainEntity: mainEntityFrom(mainEntity, label),
    hero: {
      ...heroResolved,
      title,
      image: { ...heroResolved.image, alt: hero.image.alt || title },
      ...(highlighted.length > 0
        ? { highlightLinks: highlighted.map((section) => ({ text: section.heroHighlight, section: section.id })) }
        : {}),
    },
    cards: { ...resolved(cards), items: cards.items.map(cardFrom) },
    sections: sections.map(sectionFrom),
    ...(careArea.discriminant === "specialty" ? { careArea: { specialty: careArea.value } } : {}),
    ...(careArea.discriminant === "psicologia" ? { careArea: { profession: careArea.discriminant } } : {}),
    review: reviewFrom(review),
  };
}

/** The five pages with their own layout, each made from its file in content/paginas/. */
export function homeFrom(entry: PageEntryOf<"paginaInicial">): HomeContent {
  const page = resolved(entry);
  return {
    ...page,
    specialties: {
      ...page.specialties,
      cards: page.specialties.cards.map(({ announces, ...card }): HomeSpecialtyCard =>
        announces.discriminant === "one"
          ? { ...card, careArea: careAreaFrom(announces.value) }
          : { ...card, list: announces.value.map((item) => ({ ...item, careArea: careAreaFrom(item.careArea) })) },
      ),
    },
    pitch: { ...page.pitch, items: page.pitch.items.map((item) => withoutBlank(item, ["text", "hours"])) },
  };
}

/** A page of "Páginas" whose schema.org name is its main entity. */
const layoutPage = <Page extends { pageName: string }>({ pageName, ...page }: Page) => ({
  ...resolved(page),
  mainEntity: { type: "MedicalWebPage" as const, name: pageName },
});

export const referralFrom = (entry: PageEntryOf<"paginaIndiqueJa">): ReferralContent => layoutPage(entry);

export const careTeamFrom = (entry: PageEntryOf<"paginaCorpoClinico">): CareTeamContent => layoutPage(entry);

export const specialtiesOverviewFrom = (entry: PageEntryOf<"paginaEspecialidades">): SpecialtiesOverviewContent => {
  const page = layoutPage(entry);
  return { ...page, cards: page.cards.map((card) => ({ ...card, careArea: careAreaFrom(card.careArea) })) };
};

export const notFoundFrom = (entry: PageEntryOf<"paginaNaoEncontrada">): NotFoundContent => resolved(entry);
