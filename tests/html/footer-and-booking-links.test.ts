/**
 * The layout every page shares, read from the prerendered HTML: the footer's contents and the
 * booking links' targets. How the header, menus and floating button behave is
 * tests/e2e/layout.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { copyrightYears } from "#app/lib/copyright-years.ts";
import { ariaLabel, builtDocument, hrefsOf, mainClientDir, squash, textOf } from "../built-site";

const bookingText = "Olá, gostaria de realizar um agendamento";

describe("footer", () => {
  it("has the slogan, social links, phone, e-mail, address with CEP 30640-060, quick links and the copyright from 2024 to the build's year", () => {
    const footer = builtDocument("/ultrassom").querySelector("footer")!;
    const text = footer.textContent;
    expect(text).toContain(site.slogan);
    expect(text).toContain("Avenida Afonso Vaz de Melo, 640");
    expect(text).toContain("30640-060");
    expect(text).toContain("© 2024");
    // The prerendered page was written at the build's end, in the year the footer names.
    const builtAt = fs.statSync(path.join(mainClientDir, "ultrassom/index.html")).mtime;
    expect(text).toContain(`© ${copyrightYears(site.copyrightYear, builtAt)} ${site.name}.`);
    expect(textOf(footer, `a[href="tel:${site.contact.phoneE164}"]`)).toContain(site.contact.phoneDisplay);
    expect(footer.querySelectorAll(`a[href="mailto:${site.contact.email}"]`)).toHaveLength(1);
    const socialLists = [...footer.querySelectorAll("ul")].filter((list) => ariaLabel(list) === "Redes sociais");
    expect(socialLists).toHaveLength(1);
    expect(hrefsOf(socialLists[0]!, "a")).toEqual(site.social.map((profile) => profile.url));
    const quick = [...footer.querySelectorAll("nav")].filter((nav) => ariaLabel(nav) === "Links rápidos");
    expect(quick).toHaveLength(1);
    expect(quick[0]!.querySelectorAll("a").length).toBeGreaterThanOrEqual(5);
    expect(quick[0]!.querySelectorAll('a[href="/indique-ja"]')).toHaveLength(1);
  });
});

describe("the encarregado in the footer", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    "%s names the encarregado and links their e-mail, from the clinic's data",
    (urlPath) => {
      const line = builtDocument(urlPath).querySelector('footer [data-testid="encarregado"]')!;
      const { name, email } = site.legal.dataProtectionOfficer;
      expect(squash(line.textContent)).toBe(`Encarregado pelo tratamento de dados pessoais: ${name} — ${email}`);
      expect(hrefsOf(line, "a")).toEqual([`mailto:${email}`]);
    },
  );
});

describe("booking links on every page", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    "%s opens every WhatsApp link at wa.me with the prefilled text in a new tab, and every phone link as tel:",
    (path) => {
      const document = builtDocument(path);
      const whatsapp = [...document.querySelectorAll('a[href*="wa.me"]')];
      expect(whatsapp.length).toBeGreaterThanOrEqual(1);
      for (const link of whatsapp) {
        const url = new URL(link.getAttribute("href")!);
        expect(url.origin + url.pathname).toBe(`https://wa.me/${site.contact.whatsappNumber}`);
        // The booking text, or in the price note the one question every page shares ("Perguntar o valor").
        const isPriceQuestion = link.closest('[data-testid="price-note"]') !== null;
        expect(url.searchParams.get("text")).toBe(isPriceQuestion ? site.priceQuestion : bookingText);
        expect(link.getAttribute("target")).toBe("_blank");
        expect(link.getAttribute("rel")).toContain("noopener");
      }
      // The clinic's phone; 192 (SAMU) and 188 (CVV) are the safety notices' own links.
      const phones = hrefsOf(document, 'a[href^="tel:"]').filter((href) => href !== "tel:192" && href !== "tel:188");
      expect(phones.length).toBeGreaterThanOrEqual(1);
      for (const href of phones) expect(href).toBe(`tel:${site.contact.phoneE164}`);
    },
  );

  it("shows the landline on the home page's first phone button, and has at least five WhatsApp links there", () => {
    const document = builtDocument("/");
    expect(document.querySelectorAll('a[href*="wa.me"]').length).toBeGreaterThanOrEqual(5);
    expect(document.querySelectorAll('a[href^="tel:"]').length).toBeGreaterThanOrEqual(2);
    expect(textOf(document, 'main a[href^="tel:"]')).toContain(site.contact.phoneDisplay);
  });
});

describe("the lead dialog, prerendered closed in every page", () => {
  it.each([
    ["/cardiologista", "Especialidade: Cardiologia"],
    ["/ecocardiograma", "Exame: Ecocardiograma"],
    ["/", undefined],
    ["/indique-ja", undefined],
  ])("%s carries its booking's subject already written in the dialog (%s), the page's own", (path, subject) => {
    const document = builtDocument(path);
    const line = document.querySelector("#lead-dialog [data-lead-dialog-subject]")!;
    // Closed: hidden, out of reach of Tab, taps and screen readers until it is opened (decision 066).
    const dialog = document.querySelector("#lead-dialog")!;
    expect([dialog.hasAttribute("hidden"), dialog.hasAttribute("inert"), dialog.getAttribute("aria-hidden")]).toEqual([
      true,
      true,
      "true",
    ]);
    // The same subject the page carries for the frame to read when it opens (data-booking-subject).
    expect(document.querySelector<HTMLElement>("[data-booking-subject]")?.dataset.bookingSubject).toBe(subject);
    expect(line.textContent).toBe(subject ?? "");
    expect(line.hasAttribute("hidden")).toBe(subject === undefined);
  });
});
