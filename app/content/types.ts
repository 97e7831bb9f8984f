/**
 * Types of the page content modules. Content is typed data, not JSX: a route maps it onto
 * shared sections and writes no copy of its own.
 */

/** Search and sharing metadata of one page. */
export interface PageMeta {
  /** Page title without the site name (the title template adds it). */
  title: string;
  /** 70–160 characters: what the search result shows. */
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
}

/** Aggregate rating shown on the page and published in its structured data. */
export interface PageRating {
  /** 4.7 to 4.9 of 5. */
  value: number;
  count: number;
  reviews: Review[];
}

export interface Faq {
  question: string;
  answer: string;
}

/** An image by base name: scripts/build-images.ts renders `public/images/<name>.svg` to AVIF/WebP. */
export interface ImageRef {
  name: string;
  /** Portuguese description of what the image shows. */
  alt: string;
}

/** Names of the icons the sections may use (kept to a small, tree-shaken set). */
export type IconName =
  | "heart" | "activity" | "brain" | "eye" | "stethoscope" | "baby" | "droplet" | "flask"
  | "scan" | "shield" | "clock" | "calendar" | "check" | "alert" | "user" | "smile"
  | "ear" | "sparkles" | "pill" | "clipboard" | "gift" | "wallet" | "microscope" | "bone";

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
 * A specialty or exam page: the shared layout of spec §2 (title, tagline, WhatsApp banner,
 * image, list, booking button, info cards, specific sections, FAQ, closing call to action).
 */
export interface ArticlePageContent {
  path: string;
  meta: PageMeta;
  mainEntity: MainEntity;
  rating?: PageRating;
  hero: {
    title: string;
    tagline: string;
    image: ImageRef;
    /** Facts shown as badges under the tagline ("Resultado em 3 a 5 dias úteis"). */
    highlights?: string[];
  };
  /** The symptom list ("Quando procurar") or the indications of an exam. */
  list: { heading: string; items: string[] };
  cards: { heading: string; items: InfoCard[] };
  sections: ContentSection[];
  faq: Faq[];
  cta: CallToAction;
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
  /** For the 'more specialties' card: the names it lists. */
  list?: string[];
}

export interface HomeContent {
  path: "/";
  meta: PageMeta;
  rating: PageRating;
  hero: { title: string; tagline: string; badge: string; callout: string; image: ImageRef; cta: string };
  booking: { heading: string; text: string; whatsappCard: { title: string; text: string; cta: string }; phoneCard: { title: string; text: string; cta: string } };
  specialties: { heading: string; text: string; cards: HomeCard[] };
  exams: { heading: string; text: string; cards: HomeCard[] };
  guarantee: { heading: string; text: string; cta: string };
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
}

export interface SpecialtiesOverviewContent {
  path: "/especialidades";
  meta: PageMeta;
  mainEntity: MainEntity;
  hero: { title: string; tagline: string };
  cards: SpecialtyOverviewCard[];
  notFound: { heading: string; text: string; cta: string };
  cta: CallToAction;
}

export interface ReferralContent {
  path: "/indique-ja";
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
