/**
 * Types of the page content modules. Content is typed data, not JSX: a route maps it onto
 * shared sections and writes no copy of its own.
 */

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

export interface Review {
  author: string;
  /** 1 to 5. */
  rating: number;
  body: string;
  /** ISO date, YYYY-MM-DD. */
  datePublished: string;
  /** ISO date of the patient's written authorisation; the content check refuses a testimonial without it. */
  authorizedOn?: string;
}

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

export interface Faq {
  question: string;
  answer: string;
}

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

/** Names of the icons content may use; each must be in the icon sprite (app/lib/icons.ts). */
export type IconName =
  | "heart"
  | "activity"
  | "brain"
  | "eye"
  | "stethoscope"
  | "baby"
  | "droplet"
  | "flask"
  | "scan"
  | "shield"
  | "clock"
  | "calendar"
  | "check"
  | "alert"
  | "user"
  | "smile"
  | "ear"
  | "sparkles"
  | "pill"
  | "clipboard"
  | "gift"
  | "wallet"
  | "microscope"
  | "bone";

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

/**
 * A specialty or exam page: the shared layout of docs/product.md#pages (title, tagline, WhatsApp banner,
 * image, list, booking button, info cards, specific sections, FAQ, closing call to action).
 */
export interface ArticlePageContent {
  meta: PageMeta;
  /** Booking contacts of this page, where they differ from the clinic's (docs/product.md#calls-and-links, surgical risk). */
  contactOverrides?: BookingContactOverrides;
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

export interface HomeContent {
  meta: PageMeta;
  rating: PageRating;
  hero: { title: string; tagline: string; badge: string; callout: string; image: ImageRef; cta: string };
  booking: {
    heading: string;
    text: string;
    whatsappCard: { title: string; text: string; cta: string };
    phoneCard: { title: string; text: string; cta: string };
  };
  specialties: { heading: string; text: string; cards: HomeSpecialtyCard[] };
  exams: { heading: string; text: string; cards: HomeCard[] };
  guarantee: {
    heading: string;
    text: string;
    cta: string;
    /** The offer binds the clinic (consumer code arts. 30/35): its written conditions. */
    conditions: { label: string; to: string };
  };
  pitch: { heading: string; items: InfoCard[] };
  faq: Faq[];
}

export interface SpecialtyOverviewCard {
  name: string;
  image: ImageRef;
  /** Exactly four symptoms, shown under 'Quando procurar:'. */
  symptoms: [string, string, string, string];
  description: string;
  /** Starts with '/' for an internal page; anything else opens WhatsApp. */
  link: string;
  /** Whose professionals the card announces. */
  careArea: CareArea;
}

export interface SpecialtiesOverviewContent {
  meta: PageMeta;
  mainEntity: MainEntity;
  hero: { title: string; tagline: string };
  cards: SpecialtyOverviewCard[];
  notFound: { heading: string; text: string; cta: string };
  cta: CallToAction;
}

export interface ReferralContent {
  meta: PageMeta;
  mainEntity: MainEntity;
  hero: { title: string; tagline: string; image: ImageRef };
  campaign: { heading: string; paragraphs: string[] };
  howItWorks: { heading: string; steps: { title: string; text: string }[] };
  rules: { heading: string; items: string[] };
  download: { heading: string; text: string; label: string; file: string };
  faq: Faq[];
  cta: CallToAction;
}

export interface NotFoundContent {
  meta: PageMeta;
  heading: string;
  text: string;
  homeLink: string;
}

/**
 * Specialties a doctor may announce only with an RQE (Registro de Qualificação de Especialista)
 * in them (CFM Resolution 2.336/2023): those of this site's specialty pages, and those of the
 * doctors responsible for its exams.
 */
export type MedicalSpecialtyName =
  | "Angiologia"
  | "Cardiologia"
  | "Cirurgia Geral"
  | "Clínica Médica"
  | "Dermatologia"
  | "Endocrinologia e Metabologia"
  | "Gastroenterologia"
  | "Ginecologia e Obstetrícia"
  | "Neurologia"
  | "Oftalmologia"
  | "Otorrinolaringologia"
  | "Patologia Clínica/Medicina Laboratorial"
  | "Psiquiatria"
  | "Radiologia e Diagnóstico por Imagem"
  | "Urologia";

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
  reviewer: Professional;
  /** ISO date, YYYY-MM-DD. */
  reviewedOn: string;
}

/** A block of a document's section, in the order the editor wrote it. */
export type DocumentBlock =
  | { paragraph: string }
  | { bullets: string[] }
  | { table: TableBlock }
  /** Ways to reach the clinic, listed as links; the view takes them from site.ts. */
  | { contacts: ContactChannel[] };

/** A headed section of a document page; its id is the anchor the table of contents links to. */
export interface DocumentSection {
  /** Anchor id, kebab-case. */
  id: string;
  heading: string;
  blocks: DocumentBlock[];
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
export interface DocumentPageContent {
  meta: PageMeta;
  mainEntity: MainEntity;
  title: string;
  intro: string[];
  /** ISO date, YYYY-MM-DD: "Última atualização". */
  updatedOn: string;
  /** The accessibility statement's status, shown under the introduction. */
  conformance?: ConformanceStatus;
  sections: DocumentSection[];
}

/** /corpo-clinico: one card per professional, from the typed staff list. */
export interface CareTeamContent {
  meta: PageMeta;
  mainEntity: MainEntity;
  hero: { title: string; tagline: string };
  staff: readonly Professional[];
  /** Where to check a registration, and how the list is kept up to date. */
  notes: string[];
}

/** The content of any page in the registry; its view (app/views/<view>.tsx) knows which one. */
export type PageContent =
  | ArticlePageContent
  | HomeContent
  | SpecialtiesOverviewContent
  | ReferralContent
  | DocumentPageContent
  | CareTeamContent;

/**
 * The consent banner's words (ANPD cookie guide, 2022: clear purpose, equal choices, easy to
 * change), from content/aviso-de-cookies.yaml. They say exactly what each choice grants in
 * app/consent/rules.ts: "Marketing" measures the clinic's own ads and never allows personalised
 * advertising (app/consent/consent-banner.test.tsx).
 */
export interface ConsentCopy {
  heading: string;
  text: string;
  policyLink: { label: string; href: string };
  accept: string;
  reject: string;
  configure: string;
  purposesLegend: string;
  /** One checkbox per purpose the visitor may grant (app/consent/rules.ts). */
  purposes: Record<"analytics" | "marketing", { label: string; description: string }>;
  save: string;
}
