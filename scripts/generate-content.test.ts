import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateContent,
  readArticles,
  readClinic,
  readLaboratory,
  readPages,
  readStaff,
  renderLaboratoryModule,
  resolveFacts,
  fastingSummaryFrom,
  fastingTableFrom,
  fastingAnswers,
  type ContentFacts,
} from "./generate-content";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ArticlePageContent, HomeContent, SpecialtiesOverviewContent } from "#app/site/types.ts";
import ArticleView from "#app/views/article.tsx";
import { fixtureRoot } from "#tests/fixture-content.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture's content/ the test may change, and where its modules are generated. */
function contentCopy() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  dirs.push(root);
  fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
  return { root, outDir: path.join(root, "generated") };
}

describe("the content the editor writes", () => {
  /** The facts content/clinica.yaml and content/laboratorio.yaml give the texts ({{clinica}}, {{jejum:…}}…). */
  let known: ContentFacts = {};
  beforeAll(async () => {
    known = { clinic: (await readClinic(fixtureRoot)).settings, lab: await readLaboratory(fixtureRoot) };
  });

  it("reads the clinic's settings from content/clinica.yaml, the example data still marked", async () => {
    const { settings, placeholders } = await readClinic(fixtureRoot);
    expect(settings).toMatchObject({
      name: "Clínica Médica Barreiro",
      contact: { whatsappNumber: "5531987650123", phoneE164: "+553132100456", phoneDisplay: "(31) 3210-0456" },
      address: { postalCode: "30640-060", geo: { latitude: -19.9766, longitude: -44.0132 } },
      hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" }, {}],
      legal: { cnpj: "00.000.000/0001-00" },
      examCount: 800,
      rating: { value: 4.8, count: 127 },
    });
    expect(settings).not.toHaveProperty("placeholders");
    expect(placeholders).toEqual(
      expect.arrayContaining(["contact.whatsappNumber", "legal.cnpj", "legal.dataProtectionOfficer"]),
    );

    const { root, outDir } = contentCopy();
    await generateContent(root, outDir);
    const clinicModule = fs.readFileSync(path.join(outDir, "clinic.ts"), "utf8");
    expect(clinicModule).toContain("export const clinic = {");
    expect(clinicModule).toContain('"examCount": 800,');
    expect(clinicModule).toContain("export const placeholderFields: readonly string[] = [");
  });

  it("writes “Como chegar” of content/clinica.yaml as a module of its own, not into `site`", async () => {
    const { settings, directions } = await readClinic(fixtureRoot);
    expect(settings).not.toHaveProperty("directions");
    expect(directions).toMatchObject({ heading: "Como chegar", parking: { heading: "Estacionamento" } });
    const { root, outDir } = contentCopy();
    await generateContent(root, outDir);
    expect(fs.readFileSync(path.join(outDir, "clinic.ts"), "utf8")).not.toContain('"parking"');
    const directionsModule = fs.readFileSync(path.join(outDir, "directions.ts"), "utf8");
    expect(directionsModule).toContain("export const directions = {");
    expect(directionsModule).toContain(`"text": ${JSON.stringify(directions.busLines.text)}`);
  });

  it("reads a section's highlight as a link of the page's top to that section", async () => {
    const articles = await readArticles(fixtureRoot, known);
    const laboratory = articles.find(({ record }) => record.slug === "exames-laboratoriais")!.content;
    expect(laboratory.hero.highlightLinks).toEqual([
      { text: "Preparo explicado no agendamento", section: "preparo-e-jejum" },
    ]);
    expect(articles.find(({ record }) => record.slug === "cardiologista")!.content.hero).not.toHaveProperty(
      "highlightLinks",
    );
  });

  it("stops at a malformed phone of the clinic's settings, in Portuguese, on one line naming the settings and the field as the editor labels them", async () => {
    const { root, outDir } = contentCopy();
    const file = path.join(root, "content/clinica.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("phoneE164: '+553132100456'", "phoneE164: 3210-0456"));
    const error: Error = await generateContent(root, outDir).then(
      () => new Error("no error"),
      (reason: Error) => reason,
    );
    expect(error.message).toBe(
      "Dados da clínica › Contatos › Telefone fixo: número (com +55 e DDD, somente números): use +55, o DDD e o número, só com números, ex.: +553133330000",
    );
  });

  it("writes the facts kept once where a text names them, and refuses an unknown one", () => {
    expect(resolveFacts("Mais de {{exames}} exames", "x", known)).toBe("Mais de 800 exames");
    expect(resolveFacts("como {{jejum:Glicose,Insulina}}.", "x", known)).toBe(
      "como glicose e insulina (8 horas de jejum).",
    );
    expect(resolveFacts("{{jejum:Glicose,Colesterol,Triglicerídeos}}", "x", known)).toBe(
      "glicose (8 horas de jejum) e colesterol e triglicerídeos (Jejum só se o médico pedir (então 12 horas))",
    );
    expect(() => resolveFacts("{{jejum:Ferritina}}", "content/exames/x.yaml › faq[0].answer", known)).toThrow(
      "content/exames/x.yaml › faq[0].answer: “Ferritina” não está na tabela de jejum (content/laboratorio.yaml).",
    );
    expect(resolveFacts("{{preparo:alcohol}}", "x", known)).toBe(
      "Evite bebidas alcoólicas nas 72 horas anteriores à coleta.",
    );
    expect(() => resolveFacts("{{telefone}}", "content/exames/x.yaml › faq[0].answer")).toThrow(
      "content/exames/x.yaml › faq[0].answer: “{{telefone}}” não é um fato conhecido",
    );
  });

  it("says the fasting table as answers, one line per exam, exams in a row with the same fasting on one line", () => {
    expect(
      fastingAnswers([
        { exam: "Glicose", fasting: "8 horas de jejum" },
        { exam: "Colesterol", fasting: "Jejum só se o médico pedir (então 12 horas)" },
        { exam: "Triglicerídeos", fasting: "Jejum só se o médico pedir (então 12 horas)" },
        { exam: "TSH", fasting: "Sem jejum" },
        { exam: "Insulina", fasting: "8 horas de jejum" },
      ]),
    ).toEqual([
      "Glicose: 8 horas de jejum",
      "Colesterol e triglicerídeos: jejum só se o médico pedir (então 12 horas)",
      "TSH: sem jejum",
      "Insulina: 8 horas de jejum",
    ]);
  });

  it("shows neither the fasting table nor its section's answers until the laboratory's doctor confirms them: the notice instead", async () => {
    const lab = await readLaboratory(fixtureRoot);
    const pending = fastingTableFrom({ ...lab, confirmedByDoctor: false });
    expect(pending).toEqual({ caption: lab.fastingTable.caption, columns: [], rows: [], pending: lab.pendingNotice });
    const confirmed = fastingTableFrom({ ...lab, confirmedByDoctor: true });
    expect(confirmed.answers).toContain("Glicose: 8 horas de jejum");
    expect(confirmed.rows).toContainEqual(["Glicose", "8 horas de jejum"]);
    expect(confirmed).not.toHaveProperty("pending");
    // Both states reach the pages through the one module.
    expect(renderLaboratoryModule({ ...lab, confirmedByDoctor: false })).toContain(JSON.stringify(lab.pendingNotice));
  });

  it("answers on the first screens in both states: the link to the table once confirmed, what to do until then", async () => {
    const lab = await readLaboratory(fixtureRoot);
    const answers = [
      "Glicose: 8 horas de jejum",
      "Colesterol e triglicerídeos: jejum só se o médico pedir (então 12 horas)",
      "Insulina: 8 horas de jejum",
    ];
    expect(fastingSummaryFrom({ ...lab, confirmedByDoctor: false })).toEqual({
      heading: lab.summary.heading,
      answers,
      care: lab.summary.care,
      pending: lab.summary.whilePending,
    });
    expect(fastingSummaryFrom({ ...lab, confirmedByDoctor: true })).toEqual({
      heading: lab.summary.heading,
      answers,
      care: lab.summary.care,
      tableLink: lab.summary.tableLink,
    });
  });

  it("writes what the clinic said of health plans where a text names {{convenios}}, and never a plan it did not name", () => {
    const clinic = known.clinic!;
    expect(clinic.healthPlans).toEqual({ discriminant: "naoInformado", value: null });
    expect(resolveFacts("{{convenios}}", "x", known)).toBe(
      "Pergunte pelo WhatsApp quais planos de saúde atendemos antes de agendar.",
    );
    const listed = {
      ...clinic,
      healthPlans: { discriminant: "lista" as const, value: ["Unimed BH", "Amil"] },
    };
    expect(resolveFacts("{{convenios}}", "x", { ...known, clinic: listed })).toBe(
      "Atendemos os convênios Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
    );
    const privateOnly = { ...clinic, healthPlans: { discriminant: "soParticular" as const, value: null } };
    expect(resolveFacts("{{convenios}}", "x", { ...known, clinic: privateOnly })).toBe(
      "Não atendemos convênio: o atendimento é só particular.",
    );
  });

  it("takes the exam results link only as a whole https address, and an empty one as none", async () => {
    expect((await readClinic(fixtureRoot)).settings.examResultsUrl).toBe("https://resultados.exemplo.com.br/laudos");
    const { root, outDir } = contentCopy();
    const file = path.join(root, "content/clinica.yaml");
    const original = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, original.replace(/^examResultsUrl: .*$/m, "examResultsUrl: ''"));
    expect((await readClinic(root)).settings.examResultsUrl).toBe("");
    for (const refused of ["http://resultados.exemplo.com.br", "javascript:alert(1)", "resultados.exemplo.com.br"]) {
      fs.writeFileSync(file, original.replace(/^examResultsUrl: .*$/m, `examResultsUrl: '${refused}'`));
      await expect(generateContent(root, outDir), refused).rejects.toThrow(
        "Dados da clínica › Resultados de exames (link): use o endereço completo, começando com https://",
      );
    }
  });

  it("writes the clinic's name, its forms of payment and the number of specialty pages where a text names them", () => {
    expect(resolveFacts("{{clinica}} – Consultas", "x", known)).toBe("Clínica Médica Barreiro – Consultas");
    expect(resolveFacts("Aceitamos {{pagamento}}.", "x", known)).toBe(
      "Aceitamos dinheiro, cartão de crédito e cartão de débito.",
    );
    expect(resolveFacts("{{especialidades}} especialidades", "x", { specialtyCount: 13 })).toBe("13 especialidades");
    // The count is known only once the specialty pages have been read.
    expect(() => resolveFacts("{{especialidades}}", "content/paginas/inicio.yaml › meta.description")).toThrow(
      "content/paginas/inicio.yaml › meta.description: “{{especialidades}}” não é um fato conhecido",
    );
  });

  it("reads the five pages of “Páginas”, with the facts written and the site's settings left to the views", async () => {
    const pages = await readPages(fixtureRoot, { ...known, specialtyCount: 13 });
    expect(pages.map(({ slug, type }) => [slug, type])).toEqual([
      ["home", "HomeContent"],
      ["especialidades", "SpecialtiesOverviewContent"],
      ["indique-ja", "ReferralContent"],
      ["corpo-clinico", "CareTeamContent"],
      ["not-found", "NotFoundContent"],
    ]);
    const home = pages[0]!.content as HomeContent;
    expect(home.meta.title).toBe("Clínica Médica Barreiro – Consultas e Exames no Barreiro, BH");
    expect(home.meta.description).toContain("13 especialidades e mais de 800 exames");
    expect(home.specialties.cards.at(-1)).toMatchObject({
      title: "Mais especialidades",
      list: expect.arrayContaining([{ label: "Gastroenterologista", careArea: { specialty: "Gastroenterologia" } }]),
    });
    expect(home.specialties.cards.find((card) => card.title === "Psicólogo")).toMatchObject({
      careArea: { profession: "psicologia" },
    });
    const overview = pages[1]!.content as SpecialtiesOverviewContent;
    expect(overview.cards).toHaveLength(12);
    expect(overview.cards[0]).toMatchObject({ name: "Cardiologia", careArea: { specialty: "Cardiologia" } });

    const { root, outDir } = contentCopy();
    await generateContent(root, outDir);
    // The clinic's rating and hours, and the roster, are the views' to look up: the modules are data.
    expect(home.rating).toEqual({ reviews: expect.any(Array) });
    expect(home.pitch.items.filter((item) => item.hours)).toHaveLength(1);
    const homeModule = fs.readFileSync(path.join(outDir, "pages/home.ts"), "utf8");
    expect(homeModule.split("\n").slice(0, 4)).toEqual([
      "// Generated by scripts/generate-content.ts from content/ (edit there, or in the editor, `npm run editor`).",
      'import type { HomeContent } from "#app/site/types.ts";',
      "",
      "export const content: HomeContent = {",
    ]);
    const teamModule = fs.readFileSync(path.join(outDir, "pages/corpo-clinico.ts"), "utf8");
    expect(teamModule).not.toContain("staff");
    expect(fs.existsSync(path.join(outDir, "pages/not-found.ts"))).toBe(true);
  });

  it("reads the 13 specialties and 10 exams in menu order, and the roster with one technical director", async () => {
    const articles = await readArticles(fixtureRoot, known);
    expect(articles.filter(({ record }) => record.collection === "especialidades")).toHaveLength(13);
    expect(articles.filter(({ record }) => record.collection === "exames")).toHaveLength(10);
    expect(articles[0]!.record).toMatchObject({ slug: "cardiologista", label: "Cardiologista", order: 1 });
    const { people } = await readStaff(fixtureRoot);
    expect(people.filter((entry) => entry.technicalDirector).map((entry) => entry.person.id)).toEqual([
      "direcao-tecnica",
    ]);
  });

  it("makes a new exam file a page of the registry, in its menu group, with no code change", async () => {
    const { root, outDir } = contentCopy();
    const source = fs.readFileSync(path.join(root, "content/exames/ecocardiograma.yaml"), "utf8");
    fs.writeFileSync(
      path.join(root, "content/exames/holter.yaml"),
      source.replace(/^label: .*$/m, "label: Holter 24 horas").replace(/^order: .*$/m, "order: 11"),
    );
    await generateContent(root, outDir);
    const registry = fs.readFileSync(path.join(outDir, "article-pages.ts"), "utf8");
    // Data only: the list is JSON after its declaration.
    const [, list = "[]"] = /^export const articlePages: [^=]+= ([\s\S]*);$/m.exec(registry) ?? [];
    expect(JSON.parse(list)).toContainEqual(["holter", "Holter 24 horas", "exames", "Cardiologia"]);
    expect(fs.existsSync(path.join(outDir, "pages/holter.ts"))).toBe(true);
    // Removing it removes its module.
    fs.rmSync(path.join(root, "content/exames/holter.yaml"));
    await generateContent(root, outDir);
    expect(fs.existsSync(path.join(outDir, "pages/holter.ts"))).toBe(false);
  });

  it("takes a field added to the schema to the page's view, with no mapping of its own (“Duração da consulta”)", async () => {
    const { root, outDir } = contentCopy();
    const file = path.join(root, "content/especialidades/cardiologista.yaml");
    fs.writeFileSync(file, `${fs.readFileSync(file, "utf8")}consultationMinutes: 40\n`);
    await generateContent(root, outDir);
    const { content } = (await import(path.join(outDir, "pages/cardiologista.ts"))) as {
      content: ArticlePageContent;
    };
    expect(content.consultationMinutes).toBe(40);
    const page = renderToStaticMarkup(createElement(ArticleView, { content }));
    expect(page).toContain("<strong>Duração da consulta:</strong> cerca de 40 minutos.");
    // Left empty, as in every file of content/ today, the page says nothing of it.
    const empty = renderToStaticMarkup(
      createElement(ArticleView, { content: { ...content, consultationMinutes: null } }),
    );
    expect(empty).not.toContain("consultation-duration");
  });

  it("stops at a field that breaks the schema's rule, naming the page and the field as the editor labels them", async () => {
    const { root, outDir } = contentCopy();
    const file = path.join(root, "content/especialidades/cardiologista.yaml");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace(/^ {2}description: .*(\n {4}.*)*$/m, "  description: Curta."),
    );
    await expect(generateContent(root, outDir)).rejects.toThrow(
      "Cardiologista › Busca e compartilhamento › Descrição para o Google: deve ter pelo menos 70 caracteres.",
    );
  });

  it("stops at a broken field of a page of “Páginas”, in Portuguese, naming the page and the field as the editor labels them", async () => {
    const { root, outDir } = contentCopy();
    const referral = path.join(root, "content/paginas/indique-ja.yaml");
    fs.writeFileSync(
      referral,
      fs.readFileSync(referral, "utf8").replace(/^ {2}description: .*(\n {4}.*)*$/m, "  description: Curta."),
    );
    await expect(generateContent(root, outDir)).rejects.toThrow(
      "Programa Indique Já › Busca e compartilhamento › Descrição para o Google: deve ter pelo menos 70 caracteres.",
    );
    fs.copyFileSync(path.join(fixtureRoot, "content/paginas/indique-ja.yaml"), referral);

    const overview = path.join(root, "content/paginas/especialidades.yaml");
    fs.writeFileSync(overview, fs.readFileSync(overview, "utf8").replace("      - Check-up do coração\n", ""));
    await expect(generateContent(root, outDir)).rejects.toThrow(
      "Todas as especialidades › Cartões das especialidades › 1º › Quando procurar (quatro itens): a lista deve ter pelo menos 4 itens.",
    );
    fs.copyFileSync(path.join(fixtureRoot, "content/paginas/especialidades.yaml"), overview);

    fs.rmSync(path.join(root, "content/paginas/nao-encontrada.yaml"));
    await expect(generateContent(root, outDir)).rejects.toThrow(
      "content/paginas/nao-encontrada.yaml: o arquivo não existe",
    );
  });

  it("stops at a specialty page that still holds a rating of its own (legal review N2: the schema has none)", async () => {
    const { root, outDir } = contentCopy();
    const psychiatry = path.join(root, "content/especialidades/psiquiatra.yaml");
    fs.appendFileSync(psychiatry, "rating:\n  discriminant: true\n  value:\n    value: 4.9\n    count: 134\n");
    await expect(generateContent(root, outDir)).rejects.toThrow(
      "Psiquiatra: o campo “rating” não existe no editor; apague-o deste arquivo.",
    );
  });
});
