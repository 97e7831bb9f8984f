/**
 * A new exam page as the editor's template leaves it once she has filled only what it asks (the
 * name, the short description, the first paragraph, the menu group, the picture): the build takes
 * it, the content check finds nothing wrong, the titles, keywords and image description come from
 * its name, and no heading the template prefilled stands over nothing on the page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, expect, it } from "vitest";
import type { ArticlePageContent, PageContent } from "#app/site/types.ts";
import ArticleView from "#app/views/article.tsx";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { checkPageContent, formatProblem, siteContext } from "../content-check";
import { generateContent } from "../generate-content";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** What Keystatic writes for a new entry of “Exames” with those fields filled (the defaults it keeps, the empty ones left out). */
const newExamFile = `label: Holter 24 horas
order: 50
group: Cardiologia
meta:
  description: >-
    Holter 24 horas no Barreiro: o registro contínuo do coração durante um dia inteiro, com agendamento pelo WhatsApp.
mainEntity:
  discriminant: MedicalTest
  value: {}
hero:
  tagline: >-
    Um pequeno aparelho registra os batimentos do coração por 24 horas, enquanto você segue a sua rotina.
  image:
    name: ecocardiograma
    failure: placeholder
list:
  heading: Quando o exame é indicado
cards:
  heading: Como é o atendimento
cta:
  heading: Agende pelo WhatsApp
  text: Fale com a nossa equipe pelo WhatsApp e escolha o melhor horário para você.
careArea:
  discriminant: none
review:
  reviewedOn: 2026-11-20
`;

it("is built from the five fields she fills, passes the content check, and shows no empty heading", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "new-page-"));
  dirs.push(root);
  fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/exames/holter-24-horas.yaml"), newExamFile);
  const outDir = path.join(root, "generated");
  await generateContent(root, outDir);
  const { content } = (await import(path.join(outDir, "pages/holter-24-horas.ts"))) as {
    content: ArticlePageContent;
  };

  expect(content.hero.title).toBe("Holter 24 horas");
  expect(content.meta).toMatchObject({ title: "Holter 24 horas", keywords: ["Holter 24 horas"] });
  expect(content.mainEntity).toEqual({ type: "MedicalTest", name: "Holter 24 horas" });
  expect(content.hero.image.alt).toBe("Holter 24 horas");
  expect(content.review.reviewer).toBe("");

  const problems = checkPageContent(
    "content/exames/holter-24-horas.yaml",
    { path: "/holter-24-horas", view: "article" },
    content as PageContent,
    siteContext("2026-11-25"),
  ).map(formatProblem);
  expect(problems).toEqual([]);

  const page = renderToStaticMarkup(createElement(ArticleView, { content }));
  expect(page).toMatch(/<h1[^>]*>Holter 24 horas<\/h1>/);
  // The prefilled headings of the empty list and cards do not reach the page, nor the review stamp.
  expect(page).not.toContain("Quando o exame é indicado");
  expect(page).not.toContain("Como é o atendimento");
  expect(page).not.toContain('data-testid="review-stamp"');
  const headings = [...page.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
  expect(headings.length).toBeGreaterThan(0);
  for (const heading of headings) expect(heading.trim()).not.toBe("");
  // What is left: the first paragraph, the picture and the booking button, the closing invitation.
  expect(page).toContain("Um pequeno aparelho registra os batimentos do coração por 24 horas");
  expect(page).toContain("Agende pelo WhatsApp");
});
