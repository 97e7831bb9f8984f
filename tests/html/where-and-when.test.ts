/**
 * "Endereço e horários" right under the home page's hero, read from the prerendered HTML: where the
 * clinic is and when it opens, Sunday said as closed, the route links, and the links to it from
 * every page's menus and footer. The "aberto agora" line is filled by the page's script
 * (tests/e2e/where-and-when.test.ts); without it the hours alone show.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { formatOpeningHours, site } from "#app/site/site.ts";
import { googleMapsRouteUrl, wazeRouteUrl } from "#app/lib/route-links.ts";
import { clinicTimeZone, openingStatus, steadyOffset } from "#shared/opening-status.ts";
import { builtDocument, hrefsOf } from "../built-site";

describe("Endereço e horários on the home page", () => {
  const home = builtDocument("/");
  const section = home.querySelector("#endereco-e-horarios")!;

  it("comes right after the hero, then the index of specialties and exams, before the booking cards", () => {
    expect(section).not.toBeNull();
    expect(section.previousElementSibling?.getAttribute("data-placement")).toBe("hero");
    expect(section.nextElementSibling?.getAttribute("data-placement")).toBe("home-index");
    expect(section.nextElementSibling?.nextElementSibling?.getAttribute("data-placement")).toBe("booking-cards");
  });

  it("gives the address on one line, every day's hours with Sunday closed, and the Maps and Waze routes", () => {
    const text = section.textContent.replace(/\s+/g, " ");
    expect(section.querySelector("address")!.textContent.replace(/\s+/g, " ").trim()).toBe(
      `${site.address.street} – ${site.address.district}, ${site.address.city} – ${site.address.state}`,
    );
    for (const hours of site.hours) expect(text).toContain(formatOpeningHours(hours));
    expect(text).toContain("Domingo: fechado");
    expect(hrefsOf(section, "a")).toEqual([googleMapsRouteUrl(), wazeRouteUrl()]);
    for (const link of section.querySelectorAll("a")) expect(link.getAttribute("target")).toBe("_blank");
  });

  it("lists the closed dates still to come, with their reason, and gives the script every one", () => {
    const items = [...section.querySelectorAll('ul[aria-label="Dias fechados"] li')].map((item) =>
      item.textContent.replace(/\s+/g, " ").trim(),
    );
    // The fixture closes on a Christmas long past and on one far ahead: only the one ahead is listed,
    // after the open-now line (the week's hours and that line come first).
    expect(site.closedOn.map(({ date }) => date)).toEqual(["2020-12-25", "2099-12-25"]);
    expect(items).toEqual(["25/12/2099 (Natal): fechado"]);
    const list = section.querySelector('ul[aria-label="Dias fechados"]')!;
    expect(list.previousElementSibling?.hasAttribute("data-opening-status")).toBe(true);
    const line = section.querySelector("[data-opening-status]")!;
    expect(JSON.parse(line.getAttribute("data-closed-on")!)).toEqual(["2020-12-25", "2099-12-25"]);
  });

  it("leaves the open/closed line empty in the HTML, with the hours as data the script reads", () => {
    const line = section.querySelector("[data-opening-status]")!;
    expect(line.textContent).toBe("");
    const periods = JSON.parse(line.getAttribute("data-opening-status")!);
    expect(periods).toEqual(site.hours.map(({ days, opens, closes }) => ({ days, opens, closes })));
    expect(openingStatus(periods, new Date("2026-11-28T18:00:00Z"))?.text).toBe("Fechado agora · abre segunda às 7h");
  });

  it("writes beside them the clinic's UTC offset as the build found it, for a span that holds now", () => {
    const line = section.querySelector("[data-opening-status]")!;
    const clock = JSON.parse(line.getAttribute("data-clock")!);
    expect(clock).toEqual(steadyOffset(clinicTimeZone, new Date(clock.from)));
    expect(clock.offsetMinutes).toBe(-180);
    // Built this month: the browser reads the clinic's clock from it, without Intl, for a year and more.
    expect(clock.from).toBeLessThanOrEqual(Date.now());
    expect(clock.until - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
  });
});

describe("every page leads to it", () => {
  it.each(pages.map((page) => page.path))("%s: the header's menu, the phone's menu and the footer", (path) => {
    const document = builtDocument(path);
    const links = [...document.querySelectorAll('a[href="/#endereco-e-horarios"]')];
    expect(links.map((link) => link.textContent.trim())).toEqual([
      "Endereço e horários",
      "Endereço e horários",
      "Endereço e horários",
    ]);
    expect(links.map((link) => link.closest("nav, footer")?.tagName)).toEqual(["NAV", "NAV", "NAV"]);
  });
});
