/**
 * Metadata as a crawler or a link preview sees it: the prerendered HTML, no JavaScript run (the
 * server answers each page with these bytes, and unknown paths with the not-found page and 404,
 * server/app.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { builtDocument, builtHtml, jsonLdGraphs, mainClientDir } from "../built-site";

function rawHead(urlPath: string) {
  const document = builtDocument(urlPath);
  const meta = (attribute: "name" | "property", key: string) =>
    document.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute("content") ?? undefined;
  return {
    html: builtHtml(urlPath),
    lang: document.documentElement.getAttribute("lang") ?? undefined,
    title: document.querySelector("title")?.textContent ?? undefined,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    meta,
    jsonLd: jsonLdGraphs(document),
  };
}

describe("metadata in the prerendered HTML", () => {
  it.each(pages.map((page) => page.path))(
    "%s has title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD",
    (path) => {
      for (const variant of path === "/" ? [path] : [path, `${path}.html`]) {
        const head = rawHead(variant);
        expect(head.lang).toBe("pt-BR");
        expect(head.title).toContain(site.name);
        expect(head.meta("name", "description")!.length).toBeGreaterThan(50);
        expect(head.meta("name", "keywords")!.length).toBeGreaterThan(5);
        expect(head.canonical).toBe(path === "/" ? `${site.url}/` : `${site.url}${path}`);
        expect(head.meta("property", "og:site_name")).toBe(site.name);
        expect(head.meta("property", "og:locale")).toBe("pt_BR");
        expect(head.meta("property", "og:title")).toBe(head.title);
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

  it("gives every page a distinct title and description", () => {
    const heads = pages.map((page) => rawHead(page.path));
    expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
    expect(new Set(heads.map((head) => head.meta("name", "description"))).size).toBe(pages.length);
  });

  it("describes the clinic on the home page: address, geo, phone, hours, price range and payment", () => {
    const head = rawHead("/");
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
        postalCode: site.address.postalCode,
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    });
    // Google rates the clinic on its own profile; the page does not repeat it as data (legal review N2).
    expect(clinic).not.toHaveProperty("aggregateRating");
    expect(clinic).not.toHaveProperty("review");
    // A health plan is not a way to pay (CDC): it is never among them.
    expect(clinic.paymentAccepted).toBe("Dinheiro, Cartão de crédito, Cartão de débito");
    expect(clinic.openingHoursSpecification).toHaveLength(2);
  });

  it("points og:image at a real 1200×630 PNG", () => {
    const png = fs.readFileSync(path.join(mainClientDir, site.ogImage.src));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("keeps the not-found page out of the index", () => {
    const head = rawHead("/nao-existe");
    expect(head.meta("name", "robots")).toBe("noindex");
    expect(head.canonical).toBeUndefined();
  });
});

describe("web app manifest", () => {
  it("is linked from every page and names the clinic with the theme colour the pages use", () => {
    for (const page of pages)
      expect(
        builtDocument(page.path).querySelectorAll('link[rel="manifest"][href="/site.webmanifest"]'),
        page.path,
      ).toHaveLength(1);
    const home = rawHead("/");
    const manifest = JSON.parse(fs.readFileSync(path.join(mainClientDir, "site.webmanifest"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: home.meta("property", "og:site_name"),
      theme_color: home.meta("name", "theme-color"),
      lang: home.lang,
      start_url: "/",
    });
  });
});
