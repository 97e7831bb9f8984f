/**
 * What the build makes of the editor's pages for the views (app/site/types.ts): images by the
 * name shown, the empty optional parts of a form left out, who a card announces as an area. Facts
 * are already written (withFacts, ./facts.ts); people, the laboratory's table and the clinic's
 * rating and hours stay ids or flags the views look up, so nothing here is code.
 */
import type { Entry } from "@keystatic/core/reader";
import type { especialidades, exames } from "#cms/article.ts";
import type { paginas } from "#cms/pages.ts";
import { imageNameOf } from "#app/lib/images.ts";
import type {
  ArticlePageContent,
  CareArea,
  CareTeamContent,
  ContentSection,
  HomeContent,
  HomeSpecialtyCard,
  ImageRef,
  InfoCard,
  MedicalSpecialtyName,
  NotFoundContent,
  PageMeta,
  PitchItem,
  ReferralContent,
  Resolved,
  SpecialtiesOverviewContent,
} from "#app/site/types.ts";

export type ArticleEntry = Entry<typeof especialidades> | Entry<typeof exames>;
type Paginas = typeof paginas;
export type PageEntryOf<Key extends keyof Paginas> = Entry<Paginas[Key]>;

/** `value` without its undefined fields: the generated data says only what a page has. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** `value()` when `keep`, else undefined (left out by dropUndefined). */
const when = <T>(keep: boolean, value: () => T): T | undefined => (keep ? value() : undefined);

/** The editor's image fields: an illustration of images/ by name, or a photo uploaded in its place. */
type EditorImage = ArticleEntry["hero"]["image"];

/** An image as the pages know it: the uploaded photo when there is one; the default failure mode ("placeholder") left unsaid. */
export const imageFrom = ({ name, photo, alt, failure }: EditorImage): ImageRef =>
  dropUndefined({
    name: photo ? imageNameOf(photo) : name,
    failure: failure === "placeholder" ? undefined : failure,
    alt,
  });

/** Who a card announces, as the editor's select says it. */
const careAreaFrom = (value: MedicalSpecialtyName | "psicologia"): CareArea =>
  value === "psicologia" ? { profession: "psicologia" } : { specialty: value };

const metaFrom = ({ title, description, keywords }: PageMeta | ArticleEntry["meta"]): PageMeta => ({
  title,
  description,
  keywords: [...keywords],
});

type EditorCard = ArticleEntry["cards"]["items"][number];
const cardFrom = (item: EditorCard): InfoCard =>
  dropUndefined({
    title: item.title,
    text: when(item.text !== "", () => item.text),
    items: when(item.items.length > 0, () => [...item.items]),
    icon: item.icon || undefined,
    note: when(item.note !== "", () => item.note),
    link: when(item.link.label !== "", () => ({ label: item.link.label, to: item.link.to })),
  });

const sectionFrom = (section: ArticleEntry["sections"][number]): ContentSection =>
  dropUndefined({
    id: section.id,
    heading: section.heading,
    paragraphs: when(section.paragraphs.length > 0, () => [...section.paragraphs]),
    bullets: when(section.bullets.length > 0, () => [...section.bullets]),
    cards: when(section.cards.length > 0, () => section.cards.map(cardFrom)),
    table: when(section.sharedTable === "" && section.table.caption !== "", () => ({
      caption: section.table.caption,
      columns: [...section.table.columns],
      rows: section.table.rows.map((row) => [...row]),
    })),
    sharedTable: section.sharedTable || undefined,
    note: when(section.note !== "", () => section.note),
    beforeCards: when(section.beforeCards, () => true as const),
  });

/** The page's subject for search engines; an empty name is the page's name in the menu. */
const mainEntityFrom = (
  { discriminant, value }: ArticleEntry["mainEntity"],
  pageName: string,
): ArticlePageContent["mainEntity"] => {
  const name = value.name || pageName;
  if (discriminant === "MedicalTest")
    return dropUndefined({
      type: discriminant,
      name,
      usedToDiagnose: when(value.usedToDiagnose.length > 0, () => [...value.usedToDiagnose]),
    });
  if (discriminant === "MedicalSpecialty") return { type: discriminant, specialty: value.specialty, name };
  return { type: discriminant, name };
};

/**
 * An editor's page as the view takes it; the fields the schema gains pass through as read. A new
 * page asks for its name, description, first paragraph, menu group and photo only: an empty title
 * (the page's, the browser tab's), keyword list, subject name or image description is the page's
 * name in the menu (`label`).
 */
export function articleFrom({ label, order: _order, ...entry }: ArticleEntry): ArticlePageContent {
  const { meta, ownBookingContacts, mainEntity, price, rating, hero, list, cards, sections, ...rest } = entry;
  const title = hero.title || label;
  const { faq, cta, careArea, review, crisisSupportLine, ...unmapped } = rest;
  // An exam's menu group is the registry's (article-pages), not its view's.
  const { group: _group, ...passThrough } = { group: undefined, ...unmapped };
  const highlighted = sections.filter((section) => section.heroHighlight !== "");
  return dropUndefined({
    ...passThrough,
    meta: metaFrom({
      title: meta.title || label,
      description: meta.description,
      keywords: meta.keywords.length > 0 ? meta.keywords : [label],
    }),
    ownBookingContacts: when(ownBookingContacts, () => true as const),
    mainEntity: mainEntityFrom(mainEntity, label),
    priceFrom: price ?? undefined,
    rating: when(rating.discriminant, () =>
      rating.discriminant
        ? {
            value: rating.value.value ?? 0,
            count: rating.value.count ?? 0,
            // Where the rating was read and when: shown with it, and required to publish it.
            ...(rating.value.source.trim() && rating.value.readOn
              ? { source: rating.value.source.trim(), readOn: rating.value.readOn }
              : {}),
            reviews: rating.value.reviews.map((review) => ({ ...review })),
          }
        : undefined,
    ),
    hero: dropUndefined({
      title,
      tagline: hero.tagline,
      image: imageFrom({ ...hero.image, alt: hero.image.alt || title }),
      highlights: when(hero.highlights.length > 0, () => [...hero.highlights]),
      highlightLinks: when(highlighted.length > 0, () =>
        highlighted.map((section) => ({ text: section.heroHighlight, section: section.id })),
      ),
    }),
    list: { heading: list.heading, items: [...list.items] },
    cards: { heading: cards.heading, items: cards.items.map(cardFrom) },
    sections: sections.map(sectionFrom),
    faq: faq.map((item) => ({ ...item })),
    cta: { ...cta },
    careArea:
      careArea.discriminant === "specialty"
        ? { specialty: careArea.value }
        : careArea.discriminant === "psicologia"
          ? { profession: "psicologia" as const }
          : undefined,
    review: { reviewer: review.reviewer ?? "", reviewedOn: review.reviewedOn ?? "" },
    crisisSupportLine: when(crisisSupportLine, () => true as const),
  });
}

type HomeEntry = PageEntryOf<"paginaInicial">;

/** The five pages with their own layout, each made from its file in content/paginas/. */
export function homeFrom(entry: HomeEntry): HomeContent {
  const page = resolved(entry);
  return {
    ...page,
    specialties: {
      ...page.specialties,
      cards: page.specialties.cards.map(({ announces, ...card }): HomeSpecialtyCard =>
        announces.discriminant === "one"
          ? { ...card, careArea: careAreaFrom(announces.value) }
          : {
              ...card,
              list: announces.value.map((item) => ({ label: item.label, careArea: careAreaFrom(item.careArea) })),
            },
      ),
    },
    pitch: {
      heading: page.pitch.heading,
      items: page.pitch.items.map(({ text, hours, ...item }): PitchItem =>
        dropUndefined({ ...item, text: when(text !== "", () => text), hours: when(hours, () => true as const) }),
      ),
    },
  };
}

/** `value` as a view takes it (Resolved): each editor image made an ImageRef, however deep. */
export function resolved<Value>(value: Value): Resolved<Value> {
  const walk = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(walk);
    if (item === null || typeof item !== "object") return item;
    if ("photo" in item && "alt" in item && "failure" in item) return imageFrom(item as EditorImage);
    return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, walk(field)]));
  };
  return walk(value) as Resolved<Value>;
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
