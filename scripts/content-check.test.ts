import { describe, expect, it } from "vitest";
import { clinicalStaff } from "#app/site/clinical-staff.ts";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import type { ArticlePageContent, PageContent, Professional, Review } from "#app/site/types.ts";
import {
  checkPageContent,
  checkRegistry,
  checkSiteContent,
  checkSiteSettings,
  checkStaff,
  formatProblem,
  siteContext,
  type CheckContext,
} from "./content-check";

const cardiologyEntry = pages.find((entry) => entry.path === "/cardiologista")!;
const { content: cardiology } = (await import("#app/site/generated/pages/cardiologista.ts")) as {
  content: ArticlePageContent;
};
const file = "content/especialidades/cardiologista.yaml";
const context: CheckContext = siteContext("2026-11-25");

/** The cardiology page with one change, and the one-line problems the check reports for it. */
function problemsWith(change: (page: ArticlePageContent) => void, ctx = context): string[] {
  const page = structuredClone(cardiology) as ArticlePageContent;
  change(page);
  return checkPageContent(file, cardiologyEntry, page as PageContent, ctx).map(formatProblem);
}

describe("the content check", () => {
  it("finds nothing wrong in the site as it is", async () => {
    expect((await checkSiteContent(siteContext())).map(formatProblem)).toEqual([]);
  });

  it("names the file, the field and the problem of an FAQ without its answer or question", () => {
    expect(
      problemsWith((page) => {
        page.faq[2]!.answer = "  ";
        page.faq[0]!.question = "";
      }),
    ).toEqual([`${file} › faq[0].question: a pergunta está vazia.`, `${file} › faq[2].answer: a resposta está vazia.`]);
  });

  it("refuses a description Google would cut or that says too little, and a page without keywords", () => {
    expect(problemsWith((page) => (page.meta.description = "Curta demais."))).toEqual([
      `${file} › meta.description: a descrição tem 13 caracteres; escreva de 70 a 170 (é o texto que aparece no Google).`,
    ]);
    expect(problemsWith((page) => (page.meta.description = "x".repeat(171)))[0]).toContain("tem 171 caracteres");
    expect(problemsWith((page) => (page.meta.keywords = []))).toEqual([
      `${file} › meta.keywords: inclua pelo menos uma palavra-chave.`,
    ]);
  });

  it("refuses an internal link that leads nowhere and an image that does not exist", () => {
    expect(
      problemsWith((page) => {
        page.hero.image = { ...page.hero.image!, name: "nao-existe" };
        page.cards.items[0]!.link = { label: "Ver", to: "/cardiologia" };
      }),
    ).toEqual([
      `${file} › hero.image.name: a imagem “nao-existe” não existe na pasta images/.`,
      `${file} › cards.items[0].link.to: o link “/cardiologia” não leva a nenhuma página ou arquivo do site.`,
    ]);
    // A page, its .html alias, an anchor on it and a public file are all fine.
    expect(
      problemsWith((page) => {
        page.cards.items[0]!.link = { label: "Ver", to: "/ecocardiograma.html#preparo" };
        page.cards.items[1]!.link = { label: "Ver", to: "/favicon.svg" };
      }),
    ).toEqual([]);
  });

  it("refuses a review dated in the future, or by someone not in the roster", () => {
    expect(problemsWith((page) => (page.review.reviewedOn = "2026-12-01"))).toEqual([
      `${file} › review.reviewedOn: a data da revisão (2026-12-01) está no futuro.`,
    ]);
    const stranger = { ...clinicalStaff.cardiologia, id: "quem-e" } as Professional;
    expect(problemsWith((page) => (page.review.reviewer = stranger))).toEqual([
      `${file} › review.reviewer: quem revisou precisa estar no corpo clínico.`,
    ]);
  });

  const testimonial = (change: Partial<Review> = {}): Review => ({
    author: "Maria S.",
    rating: 5,
    body: "Fui atendida no horário e a equipe explicou tudo com calma.",
    datePublished: "2026-10-01",
    authorizedOn: "2026-10-05",
    ...change,
  });

  it("refuses a rating out of range, or counting fewer reviews than it shows", () => {
    expect(
      problemsWith((page) => {
        page.rating = { value: 5.5, count: 1, reviews: [testimonial({ datePublished: "2030-01-01" }), testimonial()] };
      }),
    ).toEqual([
      `${file} › rating.value: a nota 5.5 deve ir de 1 a 5, com uma casa decimal.`,
      `${file} › rating.count: o número de avaliações (1) não pode ser menor que as 2 avaliações mostradas.`,
      `${file} › rating.reviews[0].datePublished: a data da avaliação (2030-01-01) está no futuro.`,
    ]);
  });

  it("refuses a testimonial without the date of the patient's written authorisation, and accepts one with it", () => {
    expect(
      problemsWith((page) => {
        page.rating = { value: 4.8, count: 10, reviews: [testimonial({ authorizedOn: undefined })] };
      }),
    ).toEqual([
      `${file} › rating.reviews[0].authorizedOn: o depoimento não tem a data da autorização escrita do paciente; sem ela não pode ser publicado.`,
    ]);
    expect(problemsWith((page) => (page.rating = { value: 4.8, count: 10, reviews: [testimonial()] }))).toEqual([]);
  });

  it("refuses a specialty page whose specialty no doctor of the roster holds the RQE of", () => {
    const withoutCardiologists = context.staff.filter(
      (person) =>
        person.profession !== "medicina" || !person.specialties.some((title) => title.specialty === "Cardiologia"),
    );
    expect(problemsWith(() => {}, { ...context, staff: withoutCardiologists })).toEqual([
      // The page's reviewer was the cardiologist, gone with the rest.
      `${file} › review.reviewer: quem revisou precisa estar no corpo clínico.`,
      `${file} › careArea: “${cardiology.hero.title}” anuncia Cardiologia sem um médico com esse RQE no corpo clínico (CFM 2.336/2023); cadastre o profissional ou retire o anúncio.`,
    ]);
  });

  it("checks the roster's CRM, RQE and CRP formats and unique ids", () => {
    const doctor = { ...clinicalStaff.cardiologia, crm: "12345" } as Professional;
    const twin = { ...clinicalStaff.cardiologia } as Professional;
    expect(checkStaff("app/site/clinical-staff.ts", [doctor, twin]).map(formatProblem)).toEqual([
      "app/site/clinical-staff.ts › cardiologia.crm: CRM “12345” fora do formato: use “CRM-MG nº ” seguido só dos números do registro, ex.: CRM-MG nº 12345.",
      "app/site/clinical-staff.ts › cardiologia.id: o identificador “cardiologia” já é de outra pessoa.",
    ]);
  });

  it("checks the clinic's phones, e-mails and CNPJ", () => {
    const settings = {
      ...site,
      contact: { ...site.contact, phoneDisplay: "3133330000" },
      legal: { ...site.legal, cnpj: "00000000000100" },
    };
    expect(checkSiteSettings("app/site/site.ts", settings).map(formatProblem)).toEqual([
      "app/site/site.ts › contact.phoneDisplay: telefone “3133330000” fora do formato: use o formato (31) 3333-0000 ou (31) 99999-0000.",
      "app/site/site.ts › legal.cnpj: CNPJ “00000000000100” fora do formato: use o formato 00.000.000/0000-00.",
    ]);
  });

  it("refuses a path or content used by two pages", () => {
    const twice = [...pages, { ...cardiologyEntry }];
    expect(checkRegistry("app/site/registry.ts", twice).map(formatProblem)).toEqual([
      "app/site/registry.ts › /cardiologista: o endereço /cardiologista aparece em duas páginas.",
      "app/site/registry.ts › /cardiologista: o conteúdo “cardiologista” serve duas páginas.",
    ]);
  });
});
