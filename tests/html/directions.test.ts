/**
 * "Como chegar" as the prerendered HTML gives it: on the home page and /corpo-clinico,
 * the address, the hours, the parking and bus-line texts of content/clinica.yaml, and links that
 * open the route in Google Maps and Waze in a new tab; nothing of those services loads on the page.
 * The clinic's structured data names the same map.
 */
import { describe, expect, it } from "vitest";
import { directions } from "#generated/directions.ts";
import { formatOpeningHours, site } from "#app/site/site.ts";
import { googleMapsRouteUrl, wazeRouteUrl } from "#app/lib/route-links.ts";
import { ariaLabel, builtDocument, jsonLdGraphs, squash } from "../built-site";

const routes = ["/", "/corpo-clinico"];

const sectionOf = (route: string) => {
  const sections = builtDocument(route).querySelectorAll('section[data-testid="directions"]');
  expect(sections, `${route}: one "Como chegar"`).toHaveLength(1);
  return sections[0]!;
};

describe("Como chegar", () => {
  it.each(routes)("%s has the section, headed and anchored as #como-chegar", (route) => {
    const section = sectionOf(route);
    expect(section.id).toBe("como-chegar");
    expect(ariaLabel(section)).toBe(directions.heading);
    expect(directions.heading).toBe("Como chegar");
  });

  it.each(routes)("%s gives the address, every opening hour, parking and bus lines", (route) => {
    const section = sectionOf(route);
    const facts = new Map(
      [...section.querySelectorAll("dt")].map((term) => [
        squash(term.textContent),
        squash(term.nextElementSibling?.textContent),
      ]),
    );
    const { address } = site;
    expect(facts.get(directions.addressHeading)).toBe(
      `${address.street} – ${address.district}${address.city} – ${address.state}, CEP ${address.postalCode}`,
    );
    expect(section.querySelector("address")).not.toBeNull();
    expect(facts.get(directions.hoursHeading)).toBe(site.hours.map(formatOpeningHours).join(""));
    expect(facts.get(directions.hoursHeading)).toContain("Segunda a sexta: 07h às 18h");
    expect(facts.get(directions.parking.heading)).toBe(squash(directions.parking.text));
    expect(facts.get(directions.busLines.heading)).toBe(squash(directions.busLines.text));
  });

  it("keeps parking and bus lines marked as example data until the clinic gives them", async () => {
    const { placeholderFields } = await import("#generated/clinic.ts");
    expect(placeholderFields).toEqual(expect.arrayContaining(["directions.parking", "directions.busLines"]));
    // Until then the texts assert nothing: they ask the patient to confirm.
    for (const text of [directions.parking.text, directions.busLines.text]) expect(text).toContain("WhatsApp");
  });

  it.each(routes)("%s opens the route in Google Maps and in Waze, in a new tab, from the clinic's data", (route) => {
    const links = [...sectionOf(route).querySelectorAll('a[data-testid="route-link"]')];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([googleMapsRouteUrl(), wazeRouteUrl()]);
    expect(new URL(googleMapsRouteUrl()).searchParams.get("destination")).toContain(site.address.street);
    expect(new URL(wazeRouteUrl()).searchParams.get("ll")).toBe(
      `${site.address.geo.latitude},${site.address.geo.longitude}`,
    );
    expect(links.map((link) => squash(link.textContent))).toEqual([
      `${directions.googleMapsLabel} (abre em nova aba)`,
      `${directions.wazeLabel} (abre em nova aba)`,
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it.each(routes)("%s loads nothing from a maps service: no frame, script, image or style of theirs", (route) => {
    const document = builtDocument(route);
    expect(document.querySelectorAll("iframe, embed, object")).toHaveLength(0);
    const mapsHosts = /google\.[a-z.]+\/maps|maps\.google|googleapis|gstatic|waze\.com/;
    for (const element of document.querySelectorAll("script[src], img, source, link[href]")) {
      const url = element.getAttribute("src") ?? element.getAttribute("srcset") ?? element.getAttribute("href") ?? "";
      expect(url, element.outerHTML.slice(0, 120)).not.toMatch(mapsHosts);
    }
  });

  it.each(routes)("%s names the same map in the clinic's structured data, with its opening hours", (route) => {
    const nodes = jsonLdGraphs(builtDocument(route)).flatMap((graph) => graph["@graph"]);
    const clinic = nodes.find((node) => node["@type"] === "MedicalClinic" && node.name === site.name)!;
    const link = sectionOf(route).querySelector('a[data-testid="route-link"]')!;
    expect(clinic.hasMap).toBe(link.getAttribute("href"));
    expect(clinic.openingHoursSpecification).toEqual(
      site.hours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...hours.days],
        opens: hours.opens,
        closes: hours.closes,
      })),
    );
  });
});
