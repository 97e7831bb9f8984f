import { site } from "#app/site/site.ts";
import type { Faq, MainEntity } from "#app/site/types.ts";
import { googleMapsRouteUrl } from "./route-links";
import { brl } from "./prices";
import { healthPlanNames } from "./health-plans";

/** A JSON-LD node; values are plain JSON. */
export type JsonLd = { [key: string]: unknown };

const clinicId = `${site.url}/#clinic`;
const websiteId = `${site.url}/#website`;

export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}

function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.state,
    postalCode: site.address.structuredDataPostalCode,
    addressCountry: site.address.country,
  };
}

/**
 * The clinic itself (the location of every page). No rating and no review: Google rates the clinic
 * on its own profile, the site does not repeat it as data, and no page has a rating of its own
 * until a real per-page source exists (legal review N2, decision 056).
 */
export function clinicNode(): JsonLd {
  return {
    "@type": "MedicalClinic",
    "@id": clinicId,
    name: site.name,
    url: `${site.url}/`,
    logo: absoluteUrl(site.logo.src),
    image: absoluteUrl(site.ogImage.src),
    telephone: site.contact.phoneE164,
    email: site.contact.email,
    priceRange: site.priceRange,
    // The health plans the clinic takes, when it has listed them, are ways to pay too.
    paymentAccepted: [...site.paymentAccepted, ...healthPlanNames(site.healthPlans)].join(", "),
    currenciesAccepted: "BRL",
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    // The route link of "Como chegar" (app/components/sections/directions-section.tsx).
    hasMap: googleMapsRouteUrl(),
    openingHoursSpecification: site.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    // A closed date, as schema.org says it: opens and closes at midnight on that day.
    ...(site.closedOn.length > 0 && {
      specialOpeningHoursSpecification: site.closedOn.map(({ date }) => ({
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: date,
        validThrough: date,
      })),
    }),
    // https only, whatever the content says (the build refuses any other, shared/content-rules.ts).
    sameAs: site.social.map((profile) => profile.url).filter((url) => url.startsWith("https://")),
  };
}

function websiteNode(): JsonLd {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    url: `${site.url}/`,
    name: site.name,
    inLanguage: site.language,
    publisher: { "@id": clinicId },
  };
}

/** The private price "a partir de" the clinic gave, as an offer of the service. */
function offerFrom(priceFrom: number, url: string): JsonLd {
  return {
    "@type": "Offer",
    url,
    priceCurrency: "BRL",
    priceSpecification: { "@type": "PriceSpecification", minPrice: priceFrom, priceCurrency: "BRL" },
  };
}

/** The page's main entity, offered at its price when the clinic gave one. */
function mainEntityNodes(entity: MainEntity, url: string, priceFrom?: number): JsonLd[] {
  const offered = priceFrom === undefined ? {} : { offers: offerFrom(priceFrom, url) };
  switch (entity.type) {
    case "MedicalSpecialty":
      // The specialty as a department of the clinic.
      return [
        {
          "@type": "MedicalClinic",
          "@id": `${url}#department`,
          name: `${entity.name} — ${site.name}`,
          // Left out when the clinic did not name it in schema.org's words.
          ...(entity.specialty ? { medicalSpecialty: entity.specialty } : {}),
          parentOrganization: { "@id": clinicId },
          url,
          telephone: site.contact.phoneE164,
          priceRange: priceFrom === undefined ? site.priceRange : `A partir de ${brl(priceFrom)}`,
          address: postalAddress(),
          image: absoluteUrl(site.ogImage.src),
        },
        ...(priceFrom === undefined
          ? []
          : [
              {
                "@type": "Service",
                "@id": `${url}#service`,
                name: `Consulta de ${entity.name} — ${site.name}`,
                serviceType: "Consulta médica",
                provider: { "@id": `${url}#department` },
                areaServed: site.address.city,
                url,
                ...offered,
              },
            ]),
      ];
    case "MedicalTest":
      return [
        {
          "@type": "MedicalTest",
          "@id": `${url}#test`,
          name: entity.name,
          ...(entity.usedToDiagnose
            ? { usedToDiagnose: entity.usedToDiagnose.map((name) => ({ "@type": "MedicalCondition", name })) }
            : {}),
        },
        {
          "@type": "Service",
          "@id": `${url}#service`,
          name: `${entity.name} — ${site.name}`,
          serviceType: entity.name,
          provider: { "@id": clinicId },
          areaServed: site.address.city,
          url,
          ...offered,
        },
      ];
    case "MedicalWebPage":
      return [];
  }
}

function faqNode(faq: Faq[], url: string): JsonLd {
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export interface PageStructuredDataInput {
  path: string;
  title: string;
  description: string;
  mainEntity?: MainEntity;
  faq?: Faq[];
  /** The private price "a partir de" of a specialty's consultation or an exam. */
  priceFrom?: number;
}

/** One JSON-LD graph per page: web page, main entity, FAQ and the clinic as location. */
export function pageStructuredData(input: PageStructuredDataInput): JsonLd {
  const url = absoluteUrl(input.path);
  const entities = input.mainEntity ? mainEntityNodes(input.mainEntity, url, input.priceFrom) : [];
  const clinic = clinicNode();
  const webPage: JsonLd = {
    "@type":
      input.mainEntity?.type === "MedicalWebPage" ||
      input.mainEntity?.type === "MedicalSpecialty" ||
      input.mainEntity?.type === "MedicalTest"
        ? "MedicalWebPage"
        : "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: input.title,
    description: input.description,
    inLanguage: site.language,
    isPartOf: { "@id": websiteId },
    about: { "@id": entities[0]?.["@id"] ?? clinicId },
    ...(input.faq?.length ? { mainEntity: { "@id": `${url}#faq` } } : {}),
  };
  const graph = [webPage, ...entities, clinic, websiteNode()];
  if (input.faq?.length) graph.push(faqNode(input.faq, url));
  return { "@context": "https://schema.org", "@graph": graph };
}
