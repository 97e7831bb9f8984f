/**
 * Types of the page content modules. Content is typed data, not JSX: a route maps it onto
 * shared sections and writes no copy of its own.
 *
 * The editor's schema (cms/) is the one statement of the content's shape: every type below is
 * its entry (`Entry<…>`, Keystatic's reader) as the build hands it to a view, through three
 * helpers that say what the build makes of a field: `Resolved` (images by the name shown, lists
 * as arrays), `WithoutBlank` (an optional part left blank is left out) and `Filled` (a required
 * date or relationship is there). What is written by hand is only what the build makes anew: a
 * page's main entity and care area, the links of its highlights, a document's text parts. So a
 * field added to the schema reaches the view by itself, and one removed from it is a type error
 * wherever a view or the generator still reads it. People and shared tables are ids the views
 * look up.
 */
import type { Entry } from "@keystatic/core/reader";
import type { DocumentFactName } from "./document-fact-names";
import type { cardIcons, especialidades, examGroups } from "#cms/article.ts";
import type { clinica } from "#cms/clinic.ts";
import type { equipe } from "#cms/config.ts";
import type { acessibilidade, contactChannels, politicaDePrivacidade } from "#cms/documents.ts";
import type {
  paginaCorpoClinico,
  paginaEspecialidades,
  paginaIndiqueJa,
  paginaInicial,
  paginaNaoEncontrada,
} from "#cms/pages.ts";
import type { avisoDeCookies, laboratorio } from "#cms/settings.ts";
import type { medicalSpecialties } from "#cms/specialties.ts";

/** Booking contacts a page replaces (docs/product.md#calls-and-links: the surgical-risk page); an empty or missing value keeps the clinic's own. */
export interface BookingContactOverrides {
  whatsappUrl?: string;
  phoneUrl?: string;
  phoneDisplay?: string;
}

/** A specialty or exam page as the editor's reader gives it (cms/article.ts); an exam's also has its menu group. */
type ArticleEntry = Entry<typeof especialidades>;
type EditorSection = ArticleEntry["sections"][number];
type EditorCard = ArticleEntry["cards"]["items"][number];

/** The editor's image fields (cms/article.ts, `image`): an illustration of images/ by name, or a photo uploaded in its place. */
type EditorImage = ArticleEntry["hero"]["image"];

/**
 * What a failed image does (docs/product.md#images-that-fail-to-load): most specialty images disappear; the home hero,
 * cardiology and otolaryngology images keep their place with a red border, a minimum height
 * and a grey background; images elsewhere get the red border and grey background.
 */
export type ImageFailureMode = EditorImage["failure"];

/**
 * An image by base name: scripts/build-images.ts renders `images/<name>.(svg|png|jpg|jpeg|webp)` to
 * AVIF/WebP (a photo wins over an SVG of the same name). The name is the uploaded photo's when
 * there is one; the default failure mode ("placeholder") is left unsaid.
 */
export type ImageRef = Omit<EditorImage, "photo" | "failure"> & { failure?: ImageFailureMode };

/**
 * An entry of the editor's schema as the build hands it to a view: each image by the name shown
 * (ImageRef), lists as arrays. Facts are written in every string (scripts/content/facts.ts).
 * scripts/content/resolve.ts, `resolved`, does it.
 */
export type Resolved<Value> = Value extends EditorImage
  ? ImageRef
  : Value extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : Value extends object
      ? { -readonly [Key in keyof Value]: Resolved<Value[Key]> }
      : Value;

/** What the editor saves for a part left blank: an empty text or list, an unticked box, no number or date. */
type Blank = "" | false | null | undefined;

/** A value once known not blank: a ticked box is `true`, a select's "none" ("") is gone. */
export type Filled<Value> = Exclude<Value, Blank>;

/**
 * `Value` with its parts `Key` left out when blank (scripts/content/resolve.ts, `withoutBlank`):
 * the generated data says only what a page has.
 */
export type WithoutBlank<Value, Key extends keyof Value> = Omit<Value, Key> & { [Field in Key]?: Filled<Value[Field]> };

/** A required field the reader still types as nullable (a date, a relationship), once checked. */
type FilledFields<Value> = { -readonly [Key in keyof Value]-?: Filled<Value[Key]> };

/** Search and sharing metadata of one page (cms/article.ts, `meta`): title without the site name, description, keywords. */
export type PageMeta = Resolved<ArticleEntry["meta"]>;

/** A patient's testimonial, as the editor's schema has it (cms/article.ts, `reviews`): the home page's only. */
export type Review = Resolved<Entry<typeof paginaInicial>["rating"]["reviews"][number]>;

/**
 * The clinic's one rating (content/clinica.yaml, cms/clinic.ts): figures, where they were read, the
 * link to that page and the day. No page has a rating of its own (legal review N2).
 */
export type ClinicRating = Entry<typeof clinica>["rating"];

export type Faq = Resolved<ArticleEntry["faq"][number]>;

/**
 * What the clinic said of health plans (content/clinica.yaml, cms/clinic.ts): not yet
 * ("naoInformado"), the plans it takes ("lista"), or none, private care only ("soParticular").
 */
export type HealthPlans = Entry<typeof clinica>["healthPlans"];

/** Names of the icons content may use: the editor's list (cms/article.ts); each maps to a symbol of the sprite (app/components/sections/content-icon.tsx). */
export type IconName = (typeof cardIcons)[number][0];

/** The groups of the Exames menu: the editor's list (cms/article.ts). */
export type ExamGroup = (typeof examGroups)[number][0];

/** A specialty or exam page as the registry lists it (generated/article-pages.ts): [slug, label, collection, exam group]. */
export type ArticlePageTuple =
  | readonly [slug: string, label: string, collection: "especialidades" | "exames"]
  | readonly [slug: string, label: string, collection: "exames", group: ExamGroup];

/** A card of a page (cms/article.ts, `card`): its text, list, icon and note left out when blank, its link when it has a label. */
export type InfoCard = WithoutBlank<Omit<Resolved<EditorCard>, "link">, "text" | "items" | "icon" | "note"> & {
  link?: Resolved<EditorCard["link"]>;
};

/**
 * A table (cms/article.ts, a section's `table`), or the laboratory's shared one with its notes
 * and, until the doctor responsible for it confirms it, the notice shown instead (cms/settings.ts).
 * `answers`, made by the build: the table said one line per exam ("Glicose: 8 horas de jejum"),
 * which its section shows first, before its words and the table (the laboratory's fasting table).
 */
export type TableBlock = Resolved<EditorSection["table"]> &
  WithoutBlank<Resolved<Pick<Entry<typeof laboratorio>["fastingTable"], "notes">>, "notes"> & {
    answers?: string[];
    pending?: Entry<typeof laboratorio>["pendingNotice"];
  };

type EditorFastingSummary = Entry<typeof laboratorio>["summary"];

/**
 * The fasting answers a page gives on its first screens (cms/settings.ts, `summary`; a page's
 * `fastingSummary`): the table's answers, the care that goes with them, and either the words of
 * the link to the table (once the laboratory's doctor has confirmed it) or, until then, what to
 * do instead (the table is not shown, so nothing points to it).
 */
export type FastingSummary = Pick<EditorFastingSummary, "heading" | "care"> & {
  answers: string[];
  pending?: EditorFastingSummary["whilePending"];
  tableLink?: EditorFastingSummary["tableLink"];
};

/**
 * A free-form block of an article page (cms/article.ts, `section`): heading plus any of paragraphs,
 * bullets, cards, its own table or a shared one by id, a note. Its hero highlight is the hero's.
 */
export type ContentSection = WithoutBlank<
  Omit<Resolved<EditorSection>, "heroHighlight" | "cards" | "table">,
  "paragraphs" | "bullets" | "sharedTable" | "tableLeadIn" | "note" | "beforeCards"
> & { cards?: InfoCard[]; table?: TableBlock };

export type CallToAction = Resolved<ArticleEntry["cta"]>;

type EditorEntity<Type extends ArticleEntry["mainEntity"]["discriminant"]> = Resolved<
  Extract<ArticleEntry["mainEntity"], { discriminant: Type }>["value"]
>;

/** schema.org main entity of a page: an article's as the editor picks it (cms/article.ts, `mainEntity`), a layout page's or a document's a MedicalWebPage. */
export type MainEntity =
  | ({ type: "MedicalSpecialty" } & EditorEntity<"MedicalSpecialty">)
  | ({ type: "MedicalTest" } & WithoutBlank<EditorEntity<"MedicalTest">, "usedToDiagnose">)
  | ({ type: "MedicalWebPage" } & EditorEntity<"MedicalWebPage">);

/** Who reviewed the page's medical content (an id of the roster, content/equipe/<id>.yaml; the view looks the person up) and when (ISO date); their confirmation is the publication gate's. */
export type ReviewStamp = FilledFields<Omit<ArticleEntry["review"], "confirmedByReviewer">>;

/** The fields of an article page the build makes anew for the view (articleFrom, scripts/content/pages.ts). */
type ReshapedArticleField = "mainEntity" | "hero" | "cards" | "sections" | "careArea" | "review";

/**
 * A specialty or exam page: the shared layout of docs/product.md#pages (title, tagline, WhatsApp banner,
 * image, list, booking button, info cards, specific sections, FAQ, closing call to action). Every
 * field of the schema not made over below reaches the view as the editor's reader gives it,
 * resolved; the menu's label, order and group are the registry's.
 */
export type ArticlePageContent = WithoutBlank<
  Omit<Resolved<ArticleEntry>, "label" | "order" | "group" | ReshapedArticleField>,
  "ownBookingContacts" | "price" | "crisisSupportLine"
> & {
  mainEntity: MainEntity;
  hero: WithoutBlank<Resolved<ArticleEntry["hero"]>, "highlights"> & {
    /** The sections with a hero highlight, as links to them, shown after the other highlights. */
    highlightLinks?: { text: EditorSection["heroHighlight"]; section: EditorSection["id"] }[];
  };
  cards: Omit<Resolved<ArticleEntry["cards"]>, "items"> & { items: InfoCard[] };
  sections: ContentSection[];
  /** Specialty pages: whose doctors the page links to (the page must not go live without one). */
  careArea?: CareArea;
  review: ReviewStamp;
};

type HomePage = Resolved<Entry<typeof paginaInicial>>;
type HomeSpecialtyEntry = HomePage["specialties"]["cards"][number];

/** A card of the home page's "why us" list (cms/pages.ts); `hours` shows the clinic's opening hours (site.hours) as its items. */
export type PitchItem = WithoutBlank<HomePage["pitch"]["items"][number], "text" | "hours">;

/** A card of the home page's exams section (cms/pages.ts). */
export type HomeCard = HomePage["exams"]["cards"][number];

/** A specialty the site names, with the area whose professionals must be in the roster (CFM Resolution 2.336/2023). */
export type AnnouncedSpecialty = Omit<
  Extract<HomeSpecialtyEntry["announces"], { discriminant: "list" }>["value"][number],
  "careArea"
> & { careArea: CareArea };

/**
 * A card of the home page's specialties section: it announces one specialty, or (the 'more
 * specialties' card) lists several. Either way each one names its area, so the build can refuse a
 * specialty without a professional holding it.
 */
export type HomeSpecialtyCard = Omit<HomeSpecialtyEntry, "announces"> &
  ({ careArea: CareArea } | { list: AnnouncedSpecialty[] });

/** The home page, as its file of "Páginas" has it (cms/pages.ts), its cards' announcements made areas. */
export type HomeContent = Omit<HomePage, "specialties" | "pitch"> & {
  specialties: Omit<HomePage["specialties"], "cards"> & { cards: HomeSpecialtyCard[] };
  pitch: Omit<HomePage["pitch"], "items"> & { items: PitchItem[] };
};

/** A page of the editor's "Páginas" with its schema.org name made the page's main entity. */
type LayoutPage<Page extends { pageName: string }> = Omit<Resolved<Page>, "pageName"> & { mainEntity: MainEntity };

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

/** Who a specialty page is about: doctors holding that RQE, or the clinic's psychologists (cms/article.ts, `careArea`). */
export type CareArea =
  | { specialty: Extract<ArticleEntry["careArea"], { discriminant: "specialty" }>["value"] }
  | { profession: Extract<ArticleEntry["careArea"]["discriminant"], "psicologia"> };

/** A person of the corpo clínico as the editor's reader gives it (cms/config.ts, `equipe`). */
type StaffEntry = Entry<typeof equipe>;
type Registration<Profession extends StaffEntry["registration"]["discriminant"]> = Resolved<
  Extract<StaffEntry["registration"], { discriminant: Profession }>["value"]
>;

/**
 * A person as the pages know them: the id is the file's name (review stamps and tests refer to
 * it), `gender` the one source of every gendered word about the person ("Dr./Dra.",
 * "médico/médica", "Diretor Técnico Médico/Diretora Técnica Médica"). The roster's order, its
 * technical director and its example people are generated/clinical-staff.ts's, apart.
 */
type Person = { id: string } & Omit<
  Resolved<StaffEntry>,
  "order" | "technicalDirector" | "placeholder" | "registration"
>;

/**
 * A card of /corpo-clinico, and the doctors a specialty page links to: the council's number with
 * its prefix written ("CRM-MG nº 12345", "RQE nº 111", "CRP 04/12345"). A doctor with no
 * specialty reads "Não especialista", and no specialty page lists them.
 */
export type Professional =
  | (Person & { profession: "medicina" } & Registration<"medicina">)
  | (Person & { profession: "psicologia" } & Registration<"psicologia">);

/** A specialty a doctor holds, with its RQE. */
export type SpecialistTitle = Registration<"medicina">["specialties"][number];

/** A doctor of the roster (the clinic's technical director is one). */
export type Doctor = Extract<Professional, { profession: "medicina" }>;

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

/** A contact of site.ts a document may list (cms/documents.ts): the clinic's phone, WhatsApp, e-mail, or its encarregado's e-mail. */
export type ContactChannel = (typeof contactChannels)[number]["value"];

/** How far a site meets an accessibility standard, and since when we know it (the accessibility statement, cms/documents.ts). */
export type ConformanceStatus = FilledFields<Entry<typeof acessibilidade>["conformance"]>;

/** A document's fields as the editor's reader gives them (cms/documents.ts), its Markdoc text apart. */
type DocumentEntry = Omit<Entry<typeof politicaDePrivacidade>, "texto">;

/**
 * A page of plain text in headed sections with anchors and a table of contents: the privacy
 * policy, the accessibility statement, the conditions of an offer. Its fields as the editor has
 * them, its title its main entity, its text read into an introduction and sections
 * (scripts/generate-documents.ts).
 */
export type DocumentPageContent<Text = string> = Resolved<Omit<DocumentEntry, "updatedOn">> & {
  mainEntity: MainEntity;
  /** ISO date, YYYY-MM-DD: "Última atualização". */
  updatedOn: Filled<DocumentEntry["updatedOn"]>;
  /** The accessibility statement's status, shown under the introduction. */
  conformance?: ConformanceStatus;
  intro: Text[];
  sections: DocumentSection<Text>[];
};

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
