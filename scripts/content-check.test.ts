import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import type { ArticlePageContent, HomeContent, PageContent, Review } from "#app/site/types.ts";
import {
  checkPageContent,
  checkRegistry,
  checkSiteContent,
  formatProblem,
  siteContext,
  type CheckContext,
} from "./content-check";

const cardiologyEntry = pages.find((entry) => entry.path === "/cardiologista")!;
const { content: cardiology } = (await import("#generated/pages/cardiologista.ts")) as {
  content: ArticlePageContent;
};
const homeEntry = pages.find((entry) => entry.path === "/")!;
const { content: home } = (await import("#generated/pages/home.ts")) as { content: HomeContent };
const file = "content/especialidades/cardiologista.yaml";
/** How the editor names that file's page: each problem's place starts with it, then the fields' labels. */
const cardiologyPlace = "Cardiologista";
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

  it("refuses a description Google would cut or that says too little, and a page without keywords", () => {
    expect(problemsWith((page) => (page.meta.description = "Curta demais."))).toEqual([
      `${cardiologyPlace} › Busca e compartilhamento › Descrição para o Google: a descrição tem 13 caracteres; escreva de 70 a 170 (é o texto que aparece no Google).`,
    ]);
    expect(problemsWith((page) => (page.meta.description = "x".repeat(171)))[0]).toContain("tem 171 caracteres");
    expect(problemsWith((page) => (page.meta.keywords = []))).toEqual([
      `${cardiologyPlace} › Busca e compartilhamento › Palavras-chave: inclua pelo menos uma palavra-chave.`,
    ]);
  });

  it("refuses a section's text that names a shared table, which may be held back: only its lead-in may", () => {
    const laboratory = {
      id: "preparo",
      heading: "Preparo e jejum",
      sharedTable: "jejum" as const,
      paragraphs: ["Durante o jejum você pode beber água.", "Veja logo abaixo a tabela de jejum."],
      bullets: ["Respeite o jejum conforme a Tabela abaixo."],
      note: "Siga a tabela.",
      tableLeadIn: "Veja logo abaixo a tabela de jejum.",
    };
    const advice =
      "a tabela compartilhada só aparece depois de conferida; não a cite aqui, cite-a em “Frase que apresenta a tabela compartilhada”.";
    expect(problemsWith((page) => (page.sections = [laboratory]))).toEqual([
      `${cardiologyPlace} › Trechos da página › 1º › Parágrafos › 2º: ${advice}`,
      `${cardiologyPlace} › Trechos da página › 1º › Lista › 1º: ${advice}`,
      `${cardiologyPlace} › Trechos da página › 1º › Destaque ao final (aviso ou dica): ${advice}`,
    ]);
    // A section's own table is always shown: its texts may point to it (/urologista).
    const { sharedTable: _shared, ...ownTable } = laboratory;
    expect(problemsWith((page) => (page.sections = [ownTable]))).toEqual([]);
  });

  it("refuses an internal link that leads nowhere and an image that does not exist", () => {
    expect(
      problemsWith((page) => {
        page.hero.image = { ...page.hero.image!, name: "nao-existe" };
        page.cards.items[0]!.link = { label: "Ver", to: "/cardiologia" };
      }),
    ).toEqual([
      `${cardiologyPlace} › Topo da página › Imagem › Ilustração do site (não é preciso preencher): a imagem “nao-existe” não existe na pasta images/.`,
      `${cardiologyPlace} › Cartões informativos › Cartões › 1º › Link › Destino do link: o link “/cardiologia” não leva a nenhuma página ou arquivo do site.`,
    ]);
    // A page, its .html alias, an anchor on it and a public file are all fine.
    expect(
      problemsWith((page) => {
        page.cards.items[0]!.link = { label: "Ver", to: "/ecocardiograma.html#preparo" };
        page.cards.items[1]!.link = { label: "Ver", to: "/favicon.svg" };
      }),
    ).toEqual([]);
  });

  it("asks a page with neither a photo nor an illustration for its photo (a new page), where the editor takes it", () => {
    expect(problemsWith((page) => (page.hero.image = { ...page.hero.image!, name: "" }))).toEqual([
      `${cardiologyPlace} › Topo da página › Imagem › Foto: envie uma foto para a página (JPG, PNG ou WebP).`,
    ]);
  });

  it("refuses a review dated in the future, or by someone not in the roster", () => {
    expect(problemsWith((page) => (page.review.reviewedOn = "2026-12-01"))).toEqual([
      `${cardiologyPlace} › Revisão médica › Data da revisão: a data da revisão (2026-12-01) está no futuro.`,
    ]);
    // A page no one has reviewed yet (a new one) shows no review stamp: nothing to refuse.
    expect(problemsWith((page) => (page.review.reviewer = ""))).toEqual([]);
    expect(problemsWith((page) => (page.review.reviewer = "quem-e"))).toEqual([
      `${cardiologyPlace} › Revisão médica › Revisado por: quem revisou precisa estar no corpo clínico.`,
    ]);
  });

  const testimonial = (change: Partial<Review> = {}): Review => ({
    author: "Maria S.",
    rating: 5,
    body: "Fui atendida no horário e a equipe explicou tudo com calma.",
    datePublished: "2026-10-01",
    authorizedOn: "2026-10-05",
    confirmedByTechnicalDirector: true,
    ...change,
  });
  const homePlace = "Página inicial › Avaliações de pacientes › Avaliações mostradas › 1ª";
  /** The home page with these testimonials, and the one-line problems the check reports for it. */
  const homeProblemsWith = (reviews: Review[]) =>
    checkPageContent(
      "content/paginas/inicio.yaml",
      homeEntry,
      { ...structuredClone(home), rating: { reviews } } as PageContent,
      context,
    ).map(formatProblem);

  it("takes a testimonial on the home page, signed “Maria S.”, authorised in writing", () => {
    expect(homeProblemsWith([testimonial(), testimonial({ author: "João P." })])).toEqual([]);
  });

  it("refuses a testimonial on any other page (legal review N19)", () => {
    const problems = problemsWith((page) => Object.assign(page, { rating: { reviews: [testimonial()] } }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Cardiologista › .*: depoimentos de pacientes só podem aparecer na página inicial; retire-os desta página\.$/,
    );
  });

  it("refuses a testimonial signed with more than a first name and an initial", () => {
    for (const author of ["Maria Souza", "Maria", "Maria S", "maria S.", "M. Souza"])
      expect(homeProblemsWith([testimonial({ author })]), author).toEqual([
        `${homePlace} › Nome de quem avaliou (primeiro nome e inicial): nome “${author}” fora do formato: só o primeiro nome e a inicial do sobrenome, com ponto, ex.: Maria S..`,
      ]);
  });

  it("refuses a testimonial dated in the future, or without the date of the patient's written authorisation", () => {
    expect(homeProblemsWith([testimonial({ datePublished: "2030-01-01" })])).toEqual([
      `${homePlace} › Data da avaliação: a data da avaliação (2030-01-01) está no futuro.`,
    ]);
    expect(homeProblemsWith([testimonial({ authorizedOn: null })])).toEqual([
      `${homePlace} › Data da autorização escrita do paciente: o depoimento não tem a data da autorização escrita do paciente; sem ela não pode ser publicado.`,
    ]);
  });

  it("refuses a specialty page whose specialty no doctor of the roster holds the RQE of", () => {
    const withoutCardiologists = context.staff.filter(
      (person) =>
        person.profession !== "medicina" || !person.specialties.some((title) => title.specialty === "Cardiologia"),
    );
    expect(problemsWith(() => {}, { ...context, staff: withoutCardiologists })).toEqual([
      // The page's reviewer was the cardiologist, gone with the rest.
      `${cardiologyPlace} › Revisão médica › Revisado por: quem revisou precisa estar no corpo clínico.`,
      `${cardiologyPlace} › Profissionais desta página: “${cardiology.hero.title}” anuncia Cardiologia sem um médico com esse RQE no corpo clínico (CFM 2.336/2023); cadastre o profissional ou retire o anúncio.`,
    ]);
  });

  it("takes links off the site over https only", () => {
    const https = "use o endereço completo, começando com https://, ex.: https://www.instagram.com/clinica";
    expect(problemsWith((page) => (page.cards.items[0]!.link = { label: "Ver", to: "javascript:alert(6)" }))).toEqual([
      `${cardiologyPlace} › Cartões informativos › Cartões › 1º › Link › Destino do link: link “javascript:alert(6)” fora do formato: ${https}.`,
    ]);
    expect(
      problemsWith((page) => (page.cards.items[0]!.link = { label: "Ver", to: "https://wa.me/5531999990000" })),
    ).toEqual([]);
  });
  it("refuses an exam or specialty named after an address of the relay, the editor or the build", () => {
    const named = (slug: string) => ({
      ...cardiologyEntry,
      path: `/${slug}`,
      content: slug,
      collection: "exames" as const,
    });
    for (const slug of ["healthz", "rum", "keystatic", "sitemap.xml", "entrar", "readyz", "webhook", "assets", "404"])
      expect(checkRegistry("app/site/registry.ts", [...pages, named(slug)]), slug).toEqual([
        {
          file: `content/exames/${slug}.yaml`,
          field: "label",
          message: `O endereço “${slug}” é usado pelo sistema do site: escolha outro.`,
        },
      ]);
    for (const slug of ["rumo-certo", "entrada", "sitema", "api-x"])
      expect(checkRegistry("app/site/registry.ts", [...pages, named(slug)]), slug).toEqual([]);
  });

  it("refuses a path or content used by two pages", () => {
    const twice = [...pages, { ...cardiologyEntry }];
    expect(checkRegistry("app/site/registry.ts", twice).map(formatProblem)).toEqual([
      "app/site/registry.ts › /cardiologista: o endereço /cardiologista aparece em duas páginas.",
      "app/site/registry.ts › /cardiologista: o conteúdo “cardiologista” serve duas páginas.",
    ]);
  });
});
