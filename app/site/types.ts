/**
 * Types of the page content modules. Content is typed data, not JSX: a route maps it onto
 * shared sections and writes no copy of its own.
 *
 * The editor's schema (cms/) is the one statement of the content's shape: the enumerations below
 * are its lists, the consent banner's words are its entry, and a field added to a specialty or
 * exam page reaches ArticlePageContent (and the generated module) by itself, as the schema reads
 * it (`Entry<…>`, facts written). What is written here is what the build makes of the editor's
 * fields for the views: images by the name shown, empty optional parts left out, people and
 * shared tables by id (the views look them up).
 */
import type { Entry } from "@keystatic/core/reader";
import type { DocumentFactName } from "./document-fact-names";
import type { cardIcons, especialidades, examGroups } from "#cms/article.ts";
import type {
  paginaCorpoClinico,
  paginaEspecialidades,
  paginaIndiqueJa,
  paginaInicial,
  paginaNaoEncontrada,
} from "#cms/pages.ts";
import type { avisoDeCookies } from "#cms/settings.ts";
import type { medicalSpecialties } from "#cms/specialties.ts";

/** Booking contacts a page replaces (docs/product.md#calls-and-links: the surgical-risk page); an empty or missing value keeps the clinic's own. */
export interface BookingContactOverrides {
  whatsappUrl?: string;
  phoneUrl?: string;
  phoneDisplay?: string;
}

/** Search and sharing metadata of one page. */
export interface PageMeta {
  /** Page title without the site name (the title template adds it). */
  title: string;
  /** META_DESCRIPTION_LENGTH (shared/content-rules.ts) characters: what the search result shows. */
  description: string;
  keywords: string[];
}

/** A patient's review, as the editor's schema has it (cms/article.ts, `reviews`). */
export type Review = Resolved<Entry<typeof paginaInicial>["rating"]["reviews"][number]>;

/** Aggregate rating shown on the page and published in its structured data. */
export interface PageRating {
  /** 4.7 to 4.9 of 5. */
  value: number;
  count: number;
  /** Where the rating was read ("Google") and when (ISO date); without both it is example data. */
  source?: string;
  readOn?: string;
  reviews: Review[];
}

export type Faq = Resolved<Entry<typeof paginaInicial>["faq"][number]>;

/**
 * What a failed image does (docs/product.md#images-that-fail-to-load): most specialty images disappear; the home hero,
 * cardiology and otolaryngology images keep their place with a red border, a minimum height
 * and a grey background; images elsewhere get the red border and grey background.
 */
export type ImageFailureMode = "hide" | "placeholder-tall" | "placeholder";

/**
 * An image by base name: scripts/build-images.ts renders `images/<name>.(svg|png|jpg|jpeg|webp)` to
 * AVIF/WebP (a photo wins over an SVG of the same name).
 */
export interface ImageRef {
  name: string;
  /** Portuguese description of what the image shows. */
  alt: string;
  /** What the image does when it fails to load; "placeholder" when not given. */
  failure?: ImageFailureMode;
}

/** The editor's image fields: an illustration of images/ by name, or a photo uploaded in its place. */
interface EditorImage {
  name: string;
  photo: string | null;
  alt: string;
  failure: ImageFailureMode;
}

/**
 * An entry of the editor's schema as the build hands it to a view: each image by the name shown
 * (ImageRef), lists as arrays. Facts are written in every string (scripts/content/facts.ts).
 */
export type Resolved<Value> = Value extends EditorImage
  ? ImageRef
  : Value extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : Value extends object
      ? { -readonly [Key in keyof Value]: Resolved<Value[Key]> }
      : Value;

/** A page of the editor's "Páginas" with its schema.org name made the page's main entity. */
type LayoutPage<Page extends { pageName: string }> = Omit<Resolved<Page>, "pageName"> & { mainEntity: MainEntity };

/** Names of the icons content may use: the editor's list (cms/article.ts); each maps to a symbol of the sprite (app/components/sections/icon.tsx). */
export type IconName = (typeof cardIcons)[number][0];

/** The groups of the Exames menu: the editor's list (cms/article.ts). */
export type ExamGroup = (typeof examGroups)[number][0];

/** A specialty or exam page as the registry lists it (generated/article-pages.ts): [slug, label, collection, exam group]. */
export type ArticlePageTuple =
  | readonly [slug: string, label: string, collection: "especialidades" | "exames"]
  | readonly [slug: string, label: string, collection: "exames", group: ExamGroup];

export interface InfoCard {
  title: string;
  text?: string;
  items?: string[];
  icon?: IconName;
  /** A short preparation or practical note shown under the card. */
  note?: string;
  /** Internal path ("/ultrassom") or "whatsapp" to open the booking chat. */
  link?: { label: string; to: string };
}

export interface TableBlock {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Remarks shown under the table (an exception to a row, a caution). */
  notes?: string[];
  /**
   * The table said as answers, one line per exam ("Glicose: 8 horas de jejum"), which its section
   * shows first, before its words and the table (the laboratory's fasting table).
   */
  answers?: string[];
  /** Shown instead of the table while it awaits the confirmation of the doctor responsible for it. */
  pending?: string;
}

/** A free-form block of a page: heading plus any of paragraphs, bullets, cards, table. */
export interface ContentSection {
  /** Anchor id, kebab-case. */
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  cards?: InfoCard[];
  table?: TableBlock;
  /** A table kept once for every page showing it, by id: the view shows the laboratory's fasting table. */
  sharedTable?: "jejum";
  /** An emphasised remark (warning, tip) at the end of the section. */
  note?: string;
  /** Article pages: shown right after the top list, before the cards (what a patient looks for first). */
  beforeCards?: boolean;
}

export interface CallToAction {
  heading: string;
  text: string;
}

/** schema.org main entity of a page. */
export type MainEntity =
  | { type: "MedicalSpecialty"; specialty: string; name: string }
  | { type: "MedicalTest"; name: string; usedToDiagnose?: string[] }
  | { type: "MedicalWebPage"; name: string };

/** A specialty or exam page as the editor's schema reads it (cms/article.ts), the menu's fields apart. */
type ArticleEntry = Omit<Entry<typeof especialidades>, "label" | "order">;

/** The fields of an article page the build makes into the view's shape (articleFrom, scripts/content/pages.ts). */
export type MappedArticleField =
  | "meta"
  | "ownBookingContacts"
  | "mainEntity"
  | "price"
  | "rating"
  | "hero"
  | "list"
  | "cards"
  | "sections"
  | "faq"
  | "cta"
  | "careArea"
  | "review"
  | "crisisSupportLine";

/**
 * A specialty or exam page: the shared layout of docs/product.md#pages (title, tagline, WhatsApp banner,
 * image, list, booking button, info cards, specific sections, FAQ, closing call to action). Every
 * field of the schema not made over below reaches the view as the editor's reader gives it.
 */
export type ArticlePageContent = Omit<ArticleEntry, MappedArticleField> & ArticleParts;

interface ArticleParts {
  meta: PageMeta;
  /** The page books through the surgical-risk contacts (site.surgicalRiskOverrides), not the clinic's (docs/product.md#calls-and-links). */
  ownBookingContacts?: true;
  mainEntity: MainEntity;
  /** The lowest private price in reais ("Consulta a partir de R$ 150,00"), when the clinic gives one. */
  priceFrom?: number;
  rating?: PageRating;
  hero: {
    title: string;
    tagline: string;
    image: ImageRef;
    /** Facts shown as badges under the tagline ("Resultado em 3 a 5 dias úteis"). */
    highlights?: string[];
    /** Highlights that are links to a section of the page (its id), shown after the others. */
    highlightLinks?: { text: string; section: string }[];
  };
  /** The symptom list ("Quando procurar") or the indications of an exam. */
  list: { heading: string; items: string[] };
  cards: { heading: string; items: InfoCard[] };
  sections: ContentSection[];
  faq: Faq[];
  cta: CallToAction;
  /** Specialty pages: whose doctors the page links to (the page must not go live without one). */
  careArea?: CareArea;
  /** Who reviewed the page's medical content, and when. */
  review: ReviewStamp;
  /** Mental-health pages: the CVV line (emotional support, 24 hours) next to the emergency notice. */
  crisisSupportLine?: boolean;
}

/** A card of the home page's "why us" list; `hours` shows the clinic's opening hours (site.hours) as its items. */
export type PitchItem = InfoCard & { hours?: true };

/** A card of the home page's specialties or exams section. */
export interface HomeCard {
  title: string;
  text: string;
  icon: IconName;
  image?: ImageRef;
  /** Internal path, or "whatsapp" to open the booking chat. */
  to: string;
  linkLabel: string;
}

/** A specialty the site names, with the area whose professionals must be in the roster (CFM Resolution 2.336/2023). */
export interface AnnouncedSpecialty {
  label: string;
  careArea: CareArea;
}

/**
 * A card of the home page's specialties section: it announces one specialty, or (the 'more
 * specialties' card) lists several. Either way each one names its area, so the build can refuse a
 * specialty without a professional holding it.
 */
export type HomeSpecialtyCard = HomeCard & ({ careArea: CareArea } | { list: AnnouncedSpecialty[] });

type HomePage = Resolved<Entry<typeof paginaInicial>>;

/** The home page, as its file of "Páginas" has it (cms/pages.ts), its cards' announcements made areas. */
export type HomeContent = Omit<HomePage, "specialties" | "pitch"> & {
  specialties: Omit<HomePage["specialties"], "cards"> & { cards: HomeSpecialtyCard[] };
  pitch: { heading: string; items: PitchItem[] };
};

type OverviewPage = LayoutPage<Entry<typeof paginaEspecialidades>>;

/** A card of /especialidades: whose professionals it announces is an area (CareArea), not the editor's select. */
export type SpecialtyOverviewCard = Omit<OverviewPage["cards"][number], "careArea"> & { careArea: CareArea };

/** /especialidades, as its file of "Páginas" has it (cms/pages.ts). */
export type SpecialtiesOverviewContent = Omit<OverviewPage, "cards"> & { cards: SpecialtyOverviewCard[] };

/** /indique-ja, as its file of "Páginas" has it (cms/pages.ts). */
export type ReferralContent = LayoutPage<Entry<typeof paginaIndiqueJa>>;

/** The not-found page, as its file of "Páginas" has it. */
export type NotFoundContent = Resolved<Entry<typeof paginaNaoEncontrada>>;

/**
 * Specialties a doctor may announce only with an RQE (Registro de Qualificação de Especialista)
 * in them (CFM Resolution 2.336/2023): the editor's list (cms/specialties.ts).
 */
export type MedicalSpecialtyName = (typeof medicalSpecialties)[number];

/** Who a specialty page is about: doctors holding that RQE, or the clinic's psychologists. */
export type CareArea = { specialty: MedicalSpecialtyName } | { profession: "psicologia" };

export interface SpecialistTitle {
  specialty: MedicalSpecialtyName;
  /** "RQE nº 12345". */
  rqe: string;
}

interface ProfessionalBase {
  /** Stable key, kebab-case: review stamps and tests refer to it. */
  id: string;
  /** Full name without title ("Ana Souza"). */
  name: string;
  /**
   * The one source of every gendered word about the person: "Dr./Dra.", "médico/médica",
   * "psicólogo/psicóloga", "Diretor Técnico Médico/Diretora Técnica Médica".
   */
  gender: "feminino" | "masculino";
  photo?: ImageRef;
}

/** A card of /corpo-clinico, and the doctors a specialty page links to. */
export type Professional =
  | (ProfessionalBase & {
      profession: "medicina";
      /** "CRM-MG nº 12345". */
      crm: string;
      /** Empty: the card reads "Não especialista", and no specialty page lists the doctor. */
      specialties: SpecialistTitle[];
    })
  | (ProfessionalBase & {
      profession: "psicologia";
      /** "CRP 04/12345" (4ª Região: Minas Gerais). */
      crp: string;
    });

/** A doctor of the roster (the clinic's technical director is one). */
export type Doctor = Extract<Professional, { profession: "medicina" }>;

/**
 * "Conteúdo revisado em <data> por Dra. …, médica, CRM-MG nº …, especialista em … (RQE nº …)." at the
 * end of a specialty or exam page.
 */
export interface ReviewStamp {
  /** The reviewer's id in the roster (content/equipe/<id>.yaml); the view looks the person up. */
  reviewer: string;
  /** ISO date, YYYY-MM-DD. */
  reviewedOn: string;
}

/**
 * A document's text as the editor wrote it: plain, or parts naming a fact of the site
 * (app/site/document-facts.ts) or shown only in one kind of build. Data only: the view writes the
 * values (app/site/document-facts.ts, visibleDocument).
 */
export type DocumentText = string | DocumentTextPart[];
export type DocumentTextPart =
  string | { fact: DocumentFactName } | { when: DocumentCondition; shown: boolean; text: DocumentTextPart[] };

/** What decides a text marked "Só com cookies", "Só sem cookies" or "Só quando mede a velocidade". */
export type DocumentCondition = "withTagManager" | "withSpeedMeasurement";

/** A block of a document's section, in the order the editor wrote it. */
export type DocumentBlock<Text = string> =
  | { paragraph: Text }
  | { bullets: Text[] }
  | { table: Omit<TableBlock, "rows" | "columns"> & { columns: Text[]; rows: Text[][] } }
  /** Ways to reach the clinic, listed as links; the view takes them from site.ts. */
  | { contacts: ContactChannel[] };

/** A headed section of a document page; its id is the anchor the table of contents links to. */
export interface DocumentSection<Text = string> {
  /** Anchor id, kebab-case. */
  id: string;
  heading: Text;
  blocks: DocumentBlock<Text>[];
}

/** A contact of site.ts a document may list: the clinic's phone, WhatsApp, e-mail, or its encarregado's e-mail. */
export type ContactChannel = "phone" | "whatsapp" | "email" | "dpo-email";

/** How far a site meets an accessibility standard, and since when we know it (the accessibility statement). */
export interface ConformanceStatus {
  /** "parcialmente conforme", as a sentence continues it. */
  status: string;
  /** The standards the status is about ("a ABNT NBR 17225:2025 e as WCAG 2.2, nível AA"). */
  standards: string;
  /** ISO date, YYYY-MM-DD, of the last evaluation the status comes from. */
  evaluatedOn: string;
}

/**
 * A page of plain text in headed sections with anchors and a table of contents: the privacy
 * policy, the accessibility statement, the conditions of an offer.
 */
export interface DocumentPageContent<Text = string> {
  meta: PageMeta;
  mainEntity: MainEntity;
  title: string;
  intro: Text[];
  /** ISO date, YYYY-MM-DD: "Última atualização". */
  updatedOn: string;
  /** The accessibility statement's status, shown under the introduction. */
  conformance?: ConformanceStatus;
  sections: DocumentSection<Text>[];
}

/** A document as the build writes it: its texts as the editor wrote them, facts and marks unresolved. */
export type StoredDocument = DocumentPageContent<DocumentText>;

/** /corpo-clinico: its texts; the cards are the roster's (app/site/clinical-staff.ts). */
export type CareTeamContent = LayoutPage<Entry<typeof paginaCorpoClinico>>;

/** The content of any page in the registry; its view (app/views/<view>.tsx) knows which one. */
export type PageContent =
  ArticlePageContent | HomeContent | SpecialtiesOverviewContent | ReferralContent | StoredDocument | CareTeamContent;

/**
 * The consent banner's words (ANPD cookie guide, 2022: clear purpose, equal choices, easy to
 * change), from content/aviso-de-cookies.yaml. They say exactly what each choice grants in
 * app/consent/rules.ts: "Marketing" measures the clinic's own ads and never allows personalised
 * advertising (app/consent/consent-banner.test.tsx).
 */
export type ConsentCopy = Entry<typeof avisoDeCookies>;
