import { describe, expect, it } from "vitest";
import { singleExamPaths } from "#tests/spec-pages.ts";
import { metaForPage } from "#app/lib/page-meta.ts";
import { textRules } from "#shared/content-rules.ts";
import { site } from "./site";
import { pages } from "./registry";
import { contentModule } from "./sources";
import type {
  ArticlePageContent,
  HomeContent,
  PageContent,
  ReferralContent,
  SpecialtiesOverviewContent,
} from "./types";

const modules = import.meta.glob<{ content: PageContent }>("/generated/pages/*.ts", {
  eager: true,
});
const contentByPath = new Map(
  pages.map((page) => {
    const module = modules[`/${contentModule(page)}.ts`];
    if (!module) throw new Error(`No content module for ${page.path}`);
    return [page.path, module.content] as const;
  }),
);
const article = (path: string) => contentByPath.get(path) as ArticlePageContent;

describe("content modules", () => {
  it("are each used by one registered page, and only the not-found module is not", () => {
    const used = new Set(pages.map((page) => `/${contentModule(page)}.ts`));
    expect(Object.keys(modules).filter((file) => !used.has(file))).toEqual(["/generated/pages/not-found.ts"]);
  });

  it.each(pages.map((page) => page.path))("%s has complete metadata and valid structured data", (path) => {
    const content = contentByPath.get(path)!;
    expect(content.meta.title.length).toBeGreaterThan(10);
    expect(content.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(content.meta.description.length).toBeLessThanOrEqual(170);
    expect(content.meta.keywords.length).toBeGreaterThanOrEqual(2);
    const descriptors = metaForPage(path, content);
    const jsonLd = (
      descriptors.find((descriptor) => "script:ld+json" in descriptor) as {
        "script:ld+json": { "@graph": { "@type": string }[] };
      }
    )["script:ld+json"];
    // Serialisable to JSON and back, as the prerendered <script> holds it.
    const graph = (JSON.parse(JSON.stringify(jsonLd)) as typeof jsonLd)["@graph"];
    for (const node of graph) expect(node["@type"]).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(graph.map((node) => node["@type"])).toContain("MedicalClinic");
    if ("faq" in content && content.faq.length > 0) expect(graph.map((node) => node["@type"])).toContain("FAQPage");
  });

  it("rates the clinic once, with the spec's figures, and no page on its own (legal review N2)", () => {
    expect({ value: site.rating.value, count: site.rating.count }).toEqual({ value: 4.8, count: 127 });
    for (const [path, content] of contentByPath) {
      expect("rating" in content && path !== "/", path).toBe(false);
      // Testimonials are the home page's alone; the spec's invented ones were deleted (decision 033).
      const reviews = "rating" in content ? (content as HomeContent).rating.reviews : [];
      for (const review of reviews) {
        expect(review.author, path).toMatch(textRules.testimonialAuthor.pattern);
        expect(review.authorizedOn, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("keeps the counts the spec sets", () => {
    expect(article("/obstetra").faq).toHaveLength(6);
    expect(article("/risco-cirurgico").faq).toHaveLength(4);
    expect((contentByPath.get("/indique-ja") as ReferralContent).faq).toHaveLength(4);
    const overview = contentByPath.get("/especialidades") as SpecialtiesOverviewContent;
    expect(overview.cards).toHaveLength(12);
    for (const card of overview.cards) expect(card.symptoms).toHaveLength(4);
    for (const path of singleExamPaths) {
      expect(article(path).cards.items, path).toHaveLength(3);
      expect(article(path).list.items.length, path).toBeGreaterThanOrEqual(3);
    }
    expect(article("/endocrinologista").cards.items.map((card) => card.title)).toEqual([
      "Diabetes",
      "Tireoide",
      "Outros Distúrbios",
    ]);
  });

  it("writes no phone number, e-mail or third-party URL in page content (they live in site.ts)", () => {
    for (const [path, content] of contentByPath) {
      const text = JSON.stringify(content);
      expect(text, path).not.toMatch(/https?:\/\//);
      expect(text, path).not.toMatch(/@[a-z0-9-]+\./i);
      expect(text, path).not.toMatch(/\(\d{2}\)\s?\d{4,5}-\d{4}/);
    }
  });
});
