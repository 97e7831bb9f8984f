import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { baseURL } from "./browser";

/** Metadata as a crawler or link preview sees it: the raw prerendered HTML, no JavaScript run. */
async function rawHead(path: string) {
  const response = await fetch(baseURL() + path);
  const html = await response.text();
  const meta = (attribute: "name" | "property", key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@graph": Record<string, unknown>[] },
  );
  return {
    status: response.status,
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    meta,
    jsonLd,
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("metadata in the prerendered HTML", () => {
  it.each(pages.map((page) => page.path))(
    "%s has title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD",
    async (path) => {
      for (const variant of path === "/" ? [path] : [path, `${path}.html`]) {
        const head = await rawHead(variant);
        expect(head.status).toBe(200);
        expect(head.lang).toBe("pt-BR");
        expect(head.title).toContain(site.name);
        expect(head.meta("name", "description")!.length).toBeGreaterThan(50);
        expect(head.meta("name", "keywords")!.length).toBeGreaterThan(5);
        expect(head.canonical).toBe(path === "/" ? `${site.url}/` : `${site.url}${path}`);
        expect(head.meta("property", "og:site_name")).toBe(decode(site.name));
        expect(head.meta("property", "og:locale")).toBe("pt_BR");
        expect(decode(head.meta("property", "og:title")!)).toBe(decode(head.title!));
        expect(head.meta("property", "og:description")).toBe(head.meta("name", "description"));
        expect(head.meta("property", "og:url")).toBe(head.canonical);
        expect(head.meta("property", "og:image")).toBe(`${site.url}${site.ogImage.src}`);
        expect(head.meta("name", "twitter:card")).toBe("summary_large_image");
        expect(head.jsonLd).toHaveLength(1);
        const graph = head.jsonLd[0]!["@graph"];
        expect(graph.some((node) => node["@type"] === "MedicalClinic" && node.name === site.name)).toBe(true);
        expect(graph.some((node) => node.url === head.canonical && String(node["@type"]).endsWith("WebPage"))).toBe(
          true,
        );
      }
    },
  );

  it("gives every page a distinct title and description", async () => {
    const heads = await Promise.all(pages.map((page) => rawHead(page.path)));
    expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
    expect(new Set(heads.map((head) => head.meta("name", "description"))).size).toBe(pages.length);
  });

  it("describes the clinic on the home page: address, geo, phone, hours, price range and payment", async () => {
    const head = await rawHead("/");
    const clinic = head.jsonLd[0]!["@graph"].find((node) => node["@type"] === "MedicalClinic")!;
    expect(clinic).toMatchObject({
      name: site.name,
      telephone: site.contact.phoneE164,
      priceRange: "$$",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: "Belo Horizonte",
        addressRegion: "MG",
        postalCode: "30640-070",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
      aggregateRating: { ratingValue: 4.8, reviewCount: 127 },
    });
    expect(clinic.paymentAccepted).toBe("Dinheiro, Cartão de crédito, Cartão de débito, Convênio");
    expect(clinic.openingHoursSpecification).toHaveLength(2);
  });

  it("points og:image at a real 1200×630 PNG", async () => {
    const response = await fetch(`${baseURL()}${site.ogImage.src}`);
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("keeps the not-found page out of the index", async () => {
    const head = await rawHead("/nao-existe");
    expect(head.status).toBe(404);
    expect(head.meta("name", "robots")).toBe("noindex");
    expect(head.canonical).toBeUndefined();
  });
});

describe("web app manifest", () => {
  it("is linked from every page and names the clinic with the theme colour the pages use", async () => {
    const home = await rawHead("/");
    expect(home.html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    const response = await fetch(baseURL() + "/site.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: decode(home.meta("property", "og:site_name")!),
      theme_color: home.meta("name", "theme-color"),
      lang: home.lang,
      start_url: "/",
    });
  });
});
