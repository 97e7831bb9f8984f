/**
 * The main build is a demonstration (`npm run build` without --publication, docs/publication.md):
 * every route says, before anything else, that its data are examples, and asks search engines not
 * to index it — in the page and in the headers static hosts and nginx send, which robots.txt lets
 * crawlers read. The server's X-Robots-Tag is held by server/app.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { builtDocument, mainClientDir, squash } from "../built-site";

const routes = [...pages.flatMap((page) => (page.path === "/" ? ["/"] : [page.path, `${page.path}.html`])), "/404"];

describe("a demonstration build", () => {
  it("was built as one: its settings record no publication", () => {
    expect(readPublicSettings(path.dirname(mainClientDir)).PUBLICATION_BUILD).toBeNull();
    expect(site.publication).toBe(false);
  });

  it.each(routes)("%s opens with the example-data notice, a named landmark before the header", (route) => {
    const document = builtDocument(route);
    const notices = document.querySelectorAll('[data-testid="demonstration-notice"]');
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(squash(notice.textContent)).toBe(
      "Site de demonstração, com dados de exemplo. Não envie seus dados por este site.",
    );
    expect(notice.tagName).toBe("ASIDE");
    expect(notice.getAttribute("aria-label")).toBe("Aviso de demonstração");
    // Visible: not hidden from anyone, and read before the page's header and content.
    expect(notice.closest("[hidden], [aria-hidden='true'], .sr-only")).toBeNull();
    const order = [...document.querySelectorAll("*")];
    const header = document.querySelector("header")!;
    expect(order.indexOf(notice)).toBeLessThan(order.indexOf(header));
  });

  it.each(routes)("%s asks search engines not to index it, once", (route) => {
    const robots = [...builtDocument(route).querySelectorAll('meta[name="robots"]')].map((meta) =>
      meta.getAttribute("content"),
    );
    expect(robots).toEqual(["noindex"]);
  });

  it("sends X-Robots-Tag: noindex from every host rule, and robots.txt lets crawlers read it", () => {
    const headers = fs.readFileSync(path.join(mainClientDir, "_headers"), "utf8");
    expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag: noindex\n/m);
    const nginx = fs.readFileSync(path.join(path.dirname(mainClientDir), "nginx.conf"), "utf8");
    expect(nginx).toContain('add_header X-Robots-Tag "noindex" always;');
    const robotsTxt = fs.readFileSync(path.join(mainClientDir, "robots.txt"), "utf8");
    // No `Disallow: /`: a crawler kept from the pages never sees their noindex (legal review N14).
    expect(robotsTxt.split("\n")).toEqual(["User-agent: *", "Allow: /", "", `Sitemap: ${site.url}/sitemap.xml`, ""]);
    expect(fs.existsSync(path.join(mainClientDir, "sitemap.xml"))).toBe(true);
  });
});
