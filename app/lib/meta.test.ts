import { describe, expect, it } from "vitest";
import { site } from "#app/site/site.ts";
import { buildMeta, pageTitle } from "./meta";
import { metaForPage } from "./page-meta";

type Descriptor = Record<string, unknown>;
const find = (descriptors: Descriptor[], key: string, value: string) =>
  descriptors.find((descriptor) => descriptor[key] === value);

const page = {
  meta: { title: "Psiquiatra no Barreiro", description: "Consulta com psiquiatra.", keywords: ["psiquiatra", "bh"] },
  mainEntity: { type: "MedicalSpecialty" as const, specialty: "Psychiatric", name: "Psiquiatria" },
  faq: [{ question: "Quando ir?", answer: "Quando precisar." }],
};

describe("meta helper", () => {
  it("applies one title template, once", () => {
    expect(pageTitle("Psiquiatra")).toBe(`Psiquiatra | ${site.name}`);
    expect(pageTitle(`${site.name} – Início`)).toBe(`${site.name} – Início`);
  });

  it("emits title, description, keywords, canonical, Open Graph and Twitter card", () => {
    const descriptors = buildMeta({ path: "/psiquiatra", meta: page.meta }) as Descriptor[];
    expect(descriptors[0]).toEqual({ title: `Psiquiatra no Barreiro | ${site.name}` });
    expect(find(descriptors, "name", "description")?.content).toBe("Consulta com psiquiatra.");
    expect(find(descriptors, "name", "keywords")?.content).toBe("psiquiatra, bh");
    expect(find(descriptors, "rel", "canonical")?.href).toBe(`${site.url}/psiquiatra`);
    expect(find(descriptors, "property", "og:site_name")?.content).toBe(site.name);
    expect(find(descriptors, "property", "og:locale")?.content).toBe("pt_BR");
    expect(find(descriptors, "property", "og:url")?.content).toBe(`${site.url}/psiquiatra`);
    expect(find(descriptors, "property", "og:image")?.content).toBe(`${site.url}${site.ogImage.src}`);
    expect(find(descriptors, "property", "og:image:width")?.content).toBe("1200");
    expect(find(descriptors, "property", "og:image:height")?.content).toBe("630");
    expect(find(descriptors, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("gives the not-found page noindex and no canonical", () => {
    const descriptors = buildMeta({ path: "/404", meta: page.meta, noindex: true }) as Descriptor[];
    expect(find(descriptors, "name", "robots")?.content).toBe("noindex");
    expect(find(descriptors, "rel", "canonical")).toBeUndefined();
  });

  it("builds the page's JSON-LD graph from its content: page, main entity, FAQ, clinic", () => {
    const descriptors = metaForPage("/psiquiatra", page) as Descriptor[];
    const jsonLd = descriptors.find((descriptor) => "script:ld+json" in descriptor)?.["script:ld+json"] as {
      "@context": string;
      "@graph": Descriptor[];
    };
    expect(jsonLd["@context"]).toBe("https://schema.org");
    const types = jsonLd["@graph"].map((node) => node["@type"]);
    expect(types).toEqual(["MedicalWebPage", "MedicalClinic", "MedicalClinic", "WebSite", "FAQPage"]);
    const department = jsonLd["@graph"][1]!;
    expect(department.medicalSpecialty).toBe("Psychiatric");
    const clinic = jsonLd["@graph"][2]!;
    expect(clinic).toMatchObject({
      name: site.name,
      priceRange: "$$",
      telephone: site.contact.phoneE164,
      address: expect.objectContaining({
        streetAddress: site.address.street,
        postalCode: site.address.structuredDataPostalCode,
      }),
      geo: expect.objectContaining({ "@type": "GeoCoordinates" }),
    });
    expect(clinic.paymentAccepted).toContain("Cartão de crédito");
    expect(clinic.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "07:00", closes: "12:00" }),
    ]);
    const faq = jsonLd["@graph"][4]!;
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Quando ir?", acceptedAnswer: { "@type": "Answer", text: "Quando precisar." } },
    ]);
  });

  it("offers a page's service at the price the clinic gave, and invents none when it gave none", () => {
    const graphOf = (source: Parameters<typeof metaForPage>[1], path: string) =>
      (
        (metaForPage(path, source) as Descriptor[]).find((descriptor) => "script:ld+json" in descriptor)?.[
          "script:ld+json"
        ] as { "@graph": Descriptor[] }
      )["@graph"];
    const offer = {
      "@type": "Offer",
      url: `${site.url}/psiquiatra`,
      priceCurrency: "BRL",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 180, priceCurrency: "BRL" },
    };

    const priced = graphOf({ ...page, price: 180 }, "/psiquiatra");
    expect(priced.find((node) => node["@id"] === `${site.url}/psiquiatra#department`)?.priceRange).toBe(
      "A partir de R$\u00a0180,00",
    );
    expect(priced.find((node) => node["@type"] === "Service")).toMatchObject({
      name: `Consulta de Psiquiatria — ${site.name}`,
      provider: { "@id": `${site.url}/psiquiatra#department` },
      offers: offer,
    });

    const unpriced = graphOf(page, "/psiquiatra");
    expect(unpriced.find((node) => node["@type"] === "Service")).toBeUndefined();
    expect(JSON.stringify(unpriced)).not.toContain("Offer");
    expect(unpriced.find((node) => node["@id"] === `${site.url}/psiquiatra#department`)?.priceRange).toBe("$$");

    const exam = {
      meta: page.meta,
      mainEntity: { type: "MedicalTest" as const, name: "Ultrassonografia" },
      price: 120.5,
    };
    expect(graphOf(exam, "/ultrassom").find((node) => node["@type"] === "Service")?.offers).toMatchObject({
      priceSpecification: { minPrice: 120.5 },
    });
  });

  it("publishes no rating and no review as data, on any page, testimonials or not (legal review N2)", () => {
    const home = {
      meta: { title: "Clínica no Barreiro", description: "Consultas e exames.", keywords: ["clínica"] },
      rating: {
        reviews: [
          { author: "Ana S.", rating: 5, body: "Ótimo", datePublished: "2024-01-02", authorizedOn: "2024-01-05" },
        ],
      },
    };
    const exam = { ...page, mainEntity: { type: "MedicalTest" as const, name: "Ultrassom" } };
    for (const [path, content] of [
      ["/", home],
      ["/psiquiatra", page],
      ["/ultrassom", exam],
    ] as const) {
      const jsonLd = JSON.stringify(metaForPage(path, content));
      expect(jsonLd, path).toContain("MedicalClinic");
      expect(jsonLd, path).not.toMatch(/aggregateRating|AggregateRating|"review"|"Review"|ratingValue/);
    }
  });
});
