import { describe, expect, it } from "vitest";
import { clinicalStaff } from "#app/site/clinical-staff.ts";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import type { ArticlePageContent, PageContent, Professional } from "#app/site/types.ts";
import {
  checkPageContent,
  checkRegistry,
  checkSiteContent,
  checkSiteSettings,
  checkStaff,
  formatProblem,
  siteContext,
  type CheckContext,
  stillToConfirm,
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

  it("refuses a rating out of range, or counting fewer reviews than it shows", () => {
    expect(
      problemsWith((page) => {
        page.rating!.value = 5.5;
        page.rating!.count = 1;
        page.rating!.reviews[0]!.datePublished = "2030-01-01";
      }),
    ).toEqual([
      `${file} › rating.value: a nota 5.5 deve ir de 1 a 5, com uma casa decimal.`,
      `${file} › rating.count: o número de avaliações (1) não pode ser menor que as ${cardiology.rating!.reviews.length} avaliações mostradas.`,
      `${file} › rating.reviews[0].datePublished: a data da avaliação (2030-01-01) está no futuro.`,
    ]);
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

  it("takes links off the site and social profiles over https only, and e-mails by a strict rule", () => {
    const https = "use o endereço completo, começando com https://, ex.: https://www.instagram.com/clinica";
    expect(problemsWith((page) => (page.cards.items[0]!.link = { label: "Ver", to: "javascript:alert(6)" }))).toEqual([
      `${file} › cards.items[0].link.to: link “javascript:alert(6)” fora do formato: ${https}.`,
    ]);
    expect(
      problemsWith((page) => (page.cards.items[0]!.link = { label: "Ver", to: "https://wa.me/5531999990000" })),
    ).toEqual([]);
    const settings = {
      ...site,
      social: [
        { name: "Instagram", url: "javascript:alert(37)" },
        { name: "Facebook", url: "http://www.facebook.com/clinica" },
        { name: "YouTube", url: "https://www.youtube.com/@clinica" },
      ],
      contact: { ...site.contact, email: '"><img/src=x/onerror=alert(36)>@a.b' },
    };
    expect(checkSiteSettings("app/site/site.ts", settings).map(formatProblem)).toEqual([
      `app/site/site.ts › contact.email: e-mail “"><img/src=x/onerror=alert(36)>@a.b” fora do formato: use um e-mail completo, ex.: contato@clinica.com.br.`,
      `app/site/site.ts › social[0].url: endereço “javascript:alert(37)” fora do formato: ${https}.`,
      `app/site/site.ts › social[1].url: endereço “http://www.facebook.com/clinica” fora do formato: ${https}.`,
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

describe("what is still to finish before going live", () => {
  it("lists the clinic's example fields, the example people and the unconfirmed laboratory preparation", () => {
    expect(
      stillToConfirm({
        placeholderFields: ["legal.cnpj", "contact.email"],
        placeholderStaff: ["cardiologia"],
        labPreparationConfirmed: false,
      }),
    ).toEqual([
      "content/clinica.yaml: dados de exemplo em legal.cnpj, contact.email",
      "content/equipe/: 1 pessoa(s) de exemplo (cardiologia)",
      "content/laboratorio.yaml: os tempos de jejum e as observações aguardam a conferência do(a) médico(a) responsável",
    ]);
    expect(stillToConfirm({ placeholderFields: [], placeholderStaff: [], labPreparationConfirmed: true })).toEqual([]);
  });
});
