/**
 * A demonstration of the content as shipped, its WhatsApp and phone the examples and no number of
 * the operator's (tests/built-site.ts, bookingOffVariant; decision 059): no page links an example
 * number, which may ring somebody. Every WhatsApp and phone link of the clinic points at the
 * demonstration notice instead, on the same page, and the notice says why. The main build, whose
 * fixture numbers are not examples, links them (footer-and-booking-links.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exampleValues } from "#shared/example-values.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { readPageUrlPaths } from "#server/static-site.ts";
import { bookingOffVariant, builtDocument, hrefsOf, squash } from "../built-site";

const { buildDir, clientDir } = bookingOffVariant;
const routes = [...readPageUrlPaths(buildDir), "/nao-existe"];
const page = (route: string) => builtDocument(route, clientDir);

/** The example numbers' digits without the country code (3133330000, 31999990000). */
const exampleDigits = exampleValues.phones.map(({ value }) => value.replace(/\D/g, "").replace(/^55/, ""));
/** The public lines a page may call (SAMU, CVV): no number of the clinic's. */
const publicLines = ["tel:192", "tel:188"];

describe("a demonstration with the shipped example numbers and none of the operator's", () => {
  it("was built as one: no publication, no VITE_DEMO_* number", () => {
    const settings = readPublicSettings(buildDir);
    expect(settings.PUBLICATION_BUILD).toBeNull();
    expect(settings.VITE_DEMO_WHATSAPP_NUMBER).toBeNull();
    expect(settings.VITE_DEMO_PHONE_NUMBER).toBeNull();
    // The shipped examples are the ones shown: the footer still writes the phone as text.
    expect(page("/").querySelector("footer")!.textContent).toContain("(31) 3333-0000");
  });

  it.each(routes)("%s links no example number: no WhatsApp chat, no call but the public lines", (route) => {
    const document = page(route);
    const hrefs = hrefsOf(document, "a[href]").map(String);
    expect(hrefs.filter((href) => exampleDigits.some((digits) => href.replace(/\D/g, "").includes(digits)))).toEqual(
      [],
    );
    expect(hrefs.filter((href) => /wa\.me|whatsapp\.com/.test(href))).toEqual([]);
    expect(hrefs.filter((href) => href.startsWith("tel:") && !publicLines.includes(href))).toEqual([]);
  });

  it.each(routes)("%s points its booking links at the notice, on the same page, which says why", (route) => {
    const document = page(route);
    const notice = document.getElementById("aviso-demonstracao")!;
    expect(notice.getAttribute("data-testid")).toBe("demonstration-notice");
    expect([...notice.querySelectorAll("p")].map((line) => squash(line.textContent))).toEqual([
      "Site de demonstração, com dados de exemplo. Não envie seus dados por este site.",
      "WhatsApp e telefone desligados: números de exemplo.",
    ]);
    const toNotice = [...document.querySelectorAll('a[href="#aviso-demonstracao"]')];
    // The header's Agendar, the floating button and the footer's phone at least, on every page.
    expect(toNotice.length).toBeGreaterThanOrEqual(3);
    // In this tab, and no link says otherwise to a screen reader.
    for (const link of toNotice) {
      expect(link.hasAttribute("target"), squash(link.textContent)).toBe(false);
      expect(squash(link.textContent)).not.toContain("nova aba");
    }
    const agendar = document.querySelector("header a[data-lead-trigger]")!;
    expect(agendar.getAttribute("href")).toBe("#aviso-demonstracao");
    expect(document.querySelector('[data-testid="floating-whatsapp"]')!.getAttribute("href")).toBe(
      "#aviso-demonstracao",
    );
    expect(hrefsOf(document.querySelector("footer")!, 'a[href="#aviso-demonstracao"]')).toHaveLength(1);
  });

  it("decides at build time: no script of the pages carries the list of examples", () => {
    const assets = path.join(clientDir, "assets");
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    // Every entry of shared/example-values.ts that may be real carries this key; minifying keeps it.
    for (const name of scripts)
      expect(fs.readFileSync(path.join(assets, name), "utf8"), name).not.toContain("fromBrief");
  });

  it("sends a specialty page's price question, contact buttons and banner to the notice too", () => {
    const document = page("/psiquiatra");
    const note = document.querySelector('[data-testid="price-note"]')!;
    const ask = [...note.querySelectorAll("a")].find((link) => squash(link.textContent).startsWith("Perguntar"))!;
    expect(ask.getAttribute("href")).toBe("#aviso-demonstracao");
    const banner = document.querySelector('[data-placement="whatsapp-banner"]')!;
    expect(hrefsOf(banner, "a").length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefsOf(banner, "a"))).toEqual(new Set(["#aviso-demonstracao"]));
  });
});
