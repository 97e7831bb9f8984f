/**
 * The share and campaign images' words, from the template filled with the tests' content
 * (decision 057): the clinic's name and registration and the technical director's line as the
 * site's footer writes it, wrapped to the image's width; another content, another image.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clinic } from "#generated/clinic.ts";
import { articlePages } from "#generated/article-pages.ts";
import { technicalDirector } from "#app/site/clinical-staff.ts";
import { svgTexts } from "./publication/image-text";
import {
  estimatedTextWidth,
  fillImageTemplate,
  imageFactsOf,
  templatedImages,
  templateOwnWords,
  type ImageContent,
} from "./image-templates";

const imagesDir = path.resolve(import.meta.dirname, "../images");
const content: ImageContent = {
  clinic,
  technicalDirector,
  specialtyCount: articlePages.filter(([, , collection]) => collection === "especialidades").length,
};
const fixtureLine =
  "Clínica Médica Barreiro · CRM-MG nº 0000 · Diretora Técnica Médica: Dra. Nome da Diretora Técnica, CRM-MG nº 00000, especialista em Clínica Médica (RQE nº 00000)";

/** The words the image `name` draws with `facts`, as the gate reads an SVG. */
const drawn = (name: string, imageContent: ImageContent = content) =>
  svgTexts(fillImageTemplate(fs.readFileSync(path.join(imagesDir, `${name}.svg`), "utf8"), imageFactsOf(imageContent)));

describe.each(Object.keys(templatedImages))("images/%s.svg, filled with the content", (name) => {
  it("draws the clinic's name and the identification line with its registration and technical director", () => {
    expect(imageFactsOf(content).identificacao).toBe(fixtureLine);
    const texts = drawn(name);
    expect(texts).toContain(clinic.name);
    expect(texts).toContain(fixtureLine);
    expect(texts.join("\n")).not.toContain("{{");
  });

  it("draws what the content says: another name, registration and director give another image", () => {
    const other: ImageContent = {
      ...content,
      clinic: {
        ...clinic,
        name: "Clínica Vale do Barreiro",
        legal: { ...clinic.legal, crmRegistration: "CRM-MG nº 4321" },
      },
      technicalDirector: {
        ...technicalDirector,
        name: "Paulo Mendes",
        gender: "masculino",
        crm: "CRM-MG nº 54321",
        specialties: [{ specialty: "Clínica Médica", rqe: "RQE nº 9876" }],
      },
    };
    const texts = drawn(name, other);
    expect(texts).toContain("Clínica Vale do Barreiro");
    expect(texts).toContain(
      "Clínica Vale do Barreiro · CRM-MG nº 4321 · Diretor Técnico Médico: Dr. Paulo Mendes, CRM-MG nº 54321, especialista em Clínica Médica (RQE nº 9876)",
    );
    expect(texts.join("\n")).not.toMatch(/Clínica Médica Barreiro|Nome da Diretora|0000/);
  });

  it("keeps each line of the identification inside the width and the lines its template gives", () => {
    const template = fs.readFileSync(path.join(imagesDir, `${name}.svg`), "utf8");
    const wrapWidth = Number(/data-wrap-width="(\d+)"/.exec(template)![1]);
    const maxLines = Number(/data-max-lines="(\d+)"/.exec(template)![1]);
    const filled = fillImageTemplate(template, imageFactsOf(content));
    const [, fontSize, spans] = /<text[^>]*font-size="(\d+)">\s*(<tspan[\s\S]*?)<\/text>/.exec(filled)!;
    const lines = [...spans!.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map(([, line]) => line!);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(maxLines);
    for (const line of lines) expect(estimatedTextWidth(line, Number(fontSize))).toBeLessThanOrEqual(wrapWidth);
  });

  it("writes, by itself, no example value: its own words are the ones the gate reads", () => {
    const own = svgTexts(templateOwnWords(fs.readFileSync(path.join(imagesDir, `${name}.svg`), "utf8"))).join("\n");
    expect(own).not.toContain(clinic.name);
    expect(own).not.toContain("800");
  });
});

describe("a template", () => {
  it("stops the build on a fact it does not know, and escapes the values it writes", () => {
    const facts = imageFactsOf({ ...content, clinic: { ...clinic, name: "Saúde & Vida <BH>" } });
    expect(() => fillImageTemplate("<text>{{telefone}}</text>", facts, "images/x.svg")).toThrow(
      "images/x.svg: “{{telefone}}” não é um dado que a imagem conheça",
    );
    expect(fillImageTemplate("<svg><text>{{clinica}}</text></svg>", facts)).toBe(
      "<svg><text>Saúde &amp; Vida &lt;BH&gt;</text></svg>",
    );
  });
});
