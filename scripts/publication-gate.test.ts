/**
 * The publication gate on a small site of its own (tests/fixtures/publication/, whose data look
 * real but are invented: a CNPJ whose check digits agree, plausible CRMs, ordinary names, dates as
 * the editor writes them): it passes as it is, and each kind of example data, put into a copy, is
 * one Portuguese line that stops the publication — through the function the editor's "Publicar"
 * calls, through its command, and through `npm run build -- --publication`, which then writes
 * nothing and prints the very same lines. The shipped content with every flag unticked:
 * scripts/publication-gate-shipped.test.ts.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildKind } from "./build";
import { publicationBlockers, publicationItems, type GateOptions } from "./publication-gate";
import { councilQuestions } from "#cms/council-questions.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { problemsFrom } from "#editor/build-runner.ts";
import { nodeStartMs, tsxStartsBudget } from "./testing/start-budget";

const projectRoot = path.resolve(import.meta.dirname, "..");
const fixture = path.join(projectRoot, "tests/fixtures/publication");
const tsx = path.join(projectRoot, "node_modules/.bin/tsx");
const siteUrl = "https://www.clinicavaledobarreiro.com.br";
/** One bare node start here, now: the tests that start tsx wait a multiple of it (./testing/start-budget.ts). */
const nodeStart = nodeStartMs();
/** The fixture's own address and images, and a fixed year: what a publication of it is built with. */
const ready = (root: string): GateOptions => ({
  siteUrl,
  imagesDir: path.join(root, "images"),
  currentYear: 2026,
  today: "2026-12-02",
});
const blockersOf = (root: string, options: Partial<GateOptions> = {}) =>
  publicationBlockers(root, { ...ready(root), ...options });

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture site with one file's text changed by `edit`. */
function siteWith(file: string, edit: (text: string) => string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "publication-gate-"));
  dirs.push(root);
  fs.cpSync(fixture, root, { recursive: true });
  const target = path.join(root, "content", file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return root;
}

/** Replaces `from` (which must be there) by `to`. */
const replacing = (from: string, to: string) => (text: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe("the publication gate", () => {
  it("lets a site with every datum real and confirmed be published", () => {
    expect(blockersOf(fixture)).toEqual([]);
  });

  it("refuses each field the clinic still marks as example data", () => {
    const root = siteWith("clinica.yaml", replacing("placeholders: []", "placeholders:\n  - legal.cnpj\n  - social"));
    expect(blockersOf(root)).toEqual([
      "Dados da clínica › Campos ainda com dados de exemplo: “CNPJ” ainda tem dado de exemplo.",
      "Dados da clínica › Campos ainda com dados de exemplo: “Redes sociais” ainda tem dado de exemplo.",
    ]);
  });

  it("refuses a person marked as example", () => {
    const root = siteWith("equipe/patologia-clinica.yaml", replacing("placeholder: false", "placeholder: true"));
    expect(blockersOf(root)).toEqual([
      "Dra. Lúcia Andrade Rocha › Dados de exemplo, a substituir antes de publicar: é uma pessoa de exemplo; ponha os dados reais e desmarque esta opção.",
      // The stamp she signs is no review either.
      "Exames laboratoriais › Revisão médica › Revisado por: o aviso “Conteúdo revisado” leva o nome de uma pessoa de exemplo (Dra. Lúcia Andrade Rocha).",
    ]);
  });

  it("refuses the laboratory table before its doctor confirms it", () => {
    const root = siteWith("laboratorio.yaml", replacing("confirmedByDoctor: true", "confirmedByDoctor: false"));
    expect(blockersOf(root)).toEqual([
      "Preparo para exames de sangue › Preparo conferido pelo(a) médico(a) responsável: a tabela de jejum ainda não foi conferida pelo(a) médico(a) responsável pelo laboratório.",
    ]);
  });

  it("refuses a question to the medical council until its written answer is ticked as received", () => {
    const root = siteWith("clinica.yaml", replacing("councilAnswers:\n  - indiqueJaBrinde\n", "councilAnswers: []\n"));
    expect(publicationItems(root, ready(root))).toEqual([
      {
        message:
          "Dados da clínica › Respostas do CRM-MG recebidas: o CRM-MG ainda não respondeu, por escrito, se a clínica pode dar a caneca do Indique Já por indicação registrada. Quando a resposta chegar, marque “Indique Já: o brinde por indicação” (se o conselho não permitir, a página Indique Já sai do site ou fica sem brinde, antes de marcar).",
        who: "conselho",
        file: "content/clinica.yaml",
        field: "councilAnswers",
      },
    ]);
    // One list: every question the gate asks is one the editor's box offers.
    expect(councilQuestions.map(({ key }) => key)).toEqual(["indiqueJaBrinde"]);
  });

  it("refuses a review stamp signed by an example person", () => {
    const root = siteWith("especialidades/cardiologista.yaml", replacing("reviewer: cardiologia", "reviewer: exemplo"));
    fs.writeFileSync(
      path.join(root, "content/equipe/exemplo.yaml"),
      "name: Nome do Cardiologista\nplaceholder: true\n",
    );
    expect(blockersOf(root)).toEqual([
      // Marked as example and named as one: one line, the name's, which also asks to untick the mark.
      "Nome do Cardiologista › Nome completo: “Nome do Cardiologista” é um nome de exemplo; ponha o nome completo. Depois, desmarque “Dados de exemplo, a substituir antes de publicar”.",
      "Cardiologista › Revisão médica › Revisado por: o aviso “Conteúdo revisado” leva o nome de uma pessoa de exemplo (Nome do Cardiologista).",
    ]);
  });

  it("refuses a review stamp its reviewer has not confirmed, or dated after today", () => {
    const unconfirmed = siteWith(
      "especialidades/cardiologista.yaml",
      replacing("confirmedByReviewer: true", "confirmedByReviewer: false"),
    );
    expect(blockersOf(unconfirmed)).toEqual([
      "Cardiologista › Revisão médica › A revisão foi feita por esta pessoa, nesta data: o aviso “Conteúdo revisado” ainda não foi confirmado por quem revisou; marque quando a revisão tiver sido feita, na data indicada.",
    ]);
    const ahead = siteWith(
      "exames/exames-laboratoriais.yaml",
      replacing("reviewedOn: 2026-11-20", "reviewedOn: 2026-12-24"),
    );
    expect(blockersOf(ahead, { today: "2026-12-02" })).toEqual([
      "Exames laboratoriais › Revisão médica › Data da revisão: a revisão está datada no futuro (24/12/2026).",
    ]);
    expect(blockersOf(ahead, { today: "2026-12-24" })).toEqual([]);
  });

  it("refuses an urgent-advice box no doctor of the clinic has confirmed", () => {
    const root = siteWith(
      "especialidades/cardiologista.yaml",
      replacing("urgentAdviceConfirmed: true", "urgentAdviceConfirmed: false"),
    );
    expect(publicationItems(root, ready(root))).toEqual([
      {
        message:
          "Cardiologista › Aviso de urgência conferido pelos médicos da clínica: o aviso de urgência ainda não foi conferido pelos médicos da clínica.",
        who: "cada médico",
        file: "content/especialidades/cardiologista.yaml",
        field: "urgentAdviceConfirmed",
      },
    ]);
    // A page without the box needs no confirmation.
    const none = siteWith(
      "especialidades/cardiologista.yaml",
      replacing("urgentAdvice: 'Dor ou aperto no peito, desmaio ou falta de ar forte: ligue 192 agora.'\n", ""),
    );
    expect(blockersOf(none)).toEqual([]);
  });

  it("refuses the clinic's rating without its source, the link to it or the date it was read", () => {
    const place = "Dados da clínica › Nota da clínica (página inicial)";
    const rest =
      "a nota 4,7 não tem fonte, link da página da nota e data da consulta (ex.: Google, https://maps.app.goo.gl/…, 25/11/2026); sem eles é dado de exemplo.";
    const noSource = siteWith("clinica.yaml", replacing("  source: Google\n", ""));
    expect(blockersOf(noSource)).toEqual([`${place} › Fonte da nota: ${rest}`]);
    for (const link of ["", "http://maps.app.goo.gl/vLdB8rR7cQyJ2xNk9"]) {
      const unlinked = siteWith(
        "clinica.yaml",
        replacing("  sourceUrl: https://maps.app.goo.gl/vLdB8rR7cQyJ2xNk9\n", link ? `  sourceUrl: ${link}\n` : ""),
      );
      expect(blockersOf(unlinked), link).toEqual([`${place} › Link da página da nota: ${rest}`]);
    }
    const undated = siteWith("clinica.yaml", replacing("  readOn: 2026-11-25\n", ""));
    expect(blockersOf(undated)).toEqual([`${place} › Data da consulta da nota: ${rest}`]);
  });

  it("refuses a page with a rating of its own: Google rates the clinic, not a specialty (legal review N2)", () => {
    for (const rating of [
      "rating:\n  discriminant: true\n  value:\n    value: 4.9\n    count: 134\n    source: Google\n    readOn: 2026-11-25\n",
      "rating:\n  discriminant: false\n",
    ]) {
      const root = siteWith("especialidades/cardiologista.yaml", (text) => `${text}${rating}`);
      expect(publicationItems(root, ready(root))).toEqual([
        {
          message:
            "Cardiologista: a página ainda tem uma nota própria no arquivo; o Google avalia a clínica, não uma especialidade ou exame, e só a nota da clínica aparece (na página inicial). Apague o campo “rating” deste arquivo.",
          who: "quem administra o servidor",
          file: "content/especialidades/cardiologista.yaml",
          field: "",
        },
      ]);
    }
  });

  it("refuses a testimonial without the date of the patient's written authorisation or the technical director's reading", () => {
    const place = "Página inicial › Avaliações de pacientes › Avaliações mostradas › 1ª";
    const unauthorised = siteWith("paginas/inicio.yaml", replacing("      authorizedOn: 2026-09-12\n", ""));
    expect(blockersOf(unauthorised)).toEqual([
      `${place} › Data da autorização escrita do paciente: o depoimento de “João P.” não tem esta data; sem ela não pode ser publicado.`,
    ]);
    const unread = siteWith(
      "paginas/inicio.yaml",
      replacing("      confirmedByTechnicalDirector: true\n", "      confirmedByTechnicalDirector: false\n"),
    );
    expect(publicationItems(unread, ready(unread))).toEqual([
      {
        message: `${place} › Conferido pela direção técnica: o depoimento de “João P.” ainda não foi conferido pela direção técnica; marque quando o(a) diretor(a) técnico(a) o tiver lido.`,
        who: "cada médico",
        file: "content/paginas/inicio.yaml",
        field: "rating.reviews[0].confirmedByTechnicalDirector",
      },
    ]);
  });

  it("refuses a blank left in a document for the clinic to fill", () => {
    const root = siteWith(
      "documentos/politica-de-privacidade.mdoc",
      replacing(
        "Atende Fácil Tecnologia Ltda., com servidores no Brasil",
        "[empresa a preencher], com servidores no Brasil",
      ),
    );
    expect(blockersOf(root)).toEqual(["Política de Privacidade: falta preencher “[empresa a preencher]”."]);
  });

  it("refuses, whatever the flags say, a CNPJ whose check digits fail, numbers no council issues and stand-in names", () => {
    const clinic = siteWith("clinica.yaml", (text) =>
      replacing(
        "cnpj: 11.444.777/0001-61",
        "cnpj: 11.444.777/0001-62",
      )(text)
        .replace("crmRegistration: CRM-MG nº 7845", "crmRegistration: CRM-MG nº 0784")
        .replace("name: Renata Campos Ferreira", "name: Fulana de Tal")
        .replace("shortName: Clínica Vale do Barreiro", "shortName: Nome da Clínica"),
    );
    expect(blockersOf(clinic)).toEqual([
      "Dados da clínica › Nome curto: “Nome da Clínica” é um nome de exemplo; ponha o nome completo.",
      "Dados da clínica › Identificação legal (CFM 2.336/2023 e LGPD) › CNPJ: o CNPJ “11.444.777/0001-62” não existe (os dois últimos dígitos não conferem com os outros); copie-o do cartão CNPJ da clínica.",
      "Dados da clínica › Identificação legal (CFM 2.336/2023 e LGPD) › Registro da clínica no CRM-MG (pessoa jurídica): “0784” não é um número de CRM possível (de 3 a 6 algarismos, sem zero à esquerda); ponha o número do registro.",
      "Dados da clínica › Identificação legal (CFM 2.336/2023 e LGPD) › Encarregado(a) pelo tratamento de dados pessoais (LGPD art. 41) › Nome do(a) encarregado(a): “Fulana de Tal” é um nome de exemplo; ponha o nome completo.",
    ]);
    for (const [crm, rqe] of [
      ["00002", "1"],
      ["54", "0345"],
      ["1234567", "1234567"],
    ] as const) {
      const person = siteWith("equipe/cardiologia.yaml", (text) =>
        replacing('crm: "54321"', `crm: "${crm}"`)(text).replace('rqe: "12345"', `rqe: "${rqe}"`),
      );
      const lines = blockersOf(person);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        new RegExp(
          `^Dra\\. Helena Prado Moreira › Número do CRM-MG \\(somente números\\): “${crm}” (é dado de exemplo|não é um número de CRM possível)`,
        ),
      );
      expect(lines[1]).toContain(`› Número do RQE (somente números): “${rqe}” não é um número de RQE possível`);
    }
    const named = siteWith(
      "equipe/cardiologia.yaml",
      replacing("name: Dra. Helena Prado Moreira", "name: Dra. Nome da Cardiologista"),
    );
    expect(blockersOf(named)).toEqual([
      "Dra. Nome da Cardiologista › Nome completo: “Dra. Nome da Cardiologista” é um nome de exemplo; ponha o nome completo.",
    ]);
  });

  it("says a field ticked as example and still holding its example value once, asking for both", () => {
    const root = siteWith("clinica.yaml", (text) =>
      replacing(
        "cnpj: 11.444.777/0001-61",
        "cnpj: 00.000.000/0001-00",
      )(text).replace("placeholders: []", "placeholders:\n  - legal.cnpj"),
    );
    expect(blockersOf(root)).toEqual([
      "Dados da clínica › Identificação legal (CFM 2.336/2023 e LGPD) › CNPJ: “00.000.000/0001-00” é dado de exemplo; ponha o dado real. Depois, desmarque “CNPJ” em “Campos ainda com dados de exemplo”.",
    ]);
    const rating = siteWith("clinica.yaml", (text) =>
      replacing("  value: 4.7\n  count: 212\n  source: Google\n", "  value: 4.8\n  count: 127\n")(text),
    );
    expect(blockersOf(rating)).toEqual([
      "Dados da clínica › Nota da clínica (página inicial) › Número de avaliações: “nota 4,8 com 127 avaliações” é dado de exemplo, ainda não confirmado pela clínica; ponha o dado real (se for mesmo este, peça a quem administra o servidor para confirmá-lo). Ponha também a fonte, o link da página da nota e a data em que foi lida.",
    ]);
  });

  it("refuses hours that cannot be, a copyright year to come, and the brief's figures on a rating", () => {
    const root = siteWith("clinica.yaml", (text) =>
      replacing(
        "opens: '08:00'\n    closes: '12:00'",
        "opens: '12:00'\n    closes: '08:00'",
      )(text)
        .replace("copyrightYear: 2026", "copyrightYear: 2027")
        .replace("  value: 4.7\n  count: 212", "  value: 4.8\n  count: 127"),
    );
    expect(blockersOf(root)).toEqual([
      "Dados da clínica › Horário de funcionamento › 2º › Fecha às (HH:MM): fecha às 08:00, antes de abrir (12:00); confira.",
      "Dados da clínica › Ano do aviso de direitos autorais: 2027 ainda não chegou; use o ano em que o site foi publicado.",
      "Dados da clínica › Nota da clínica (página inicial) › Número de avaliações: “nota 4,8 com 127 avaliações” é dado de exemplo, ainda não confirmado pela clínica; ponha o dado real (se for mesmo este, peça a quem administra o servidor para confirmá-lo).",
    ]);
  });

  it("reads a template's own words, its facts left to the content; refuses one without the director's line or with an unknown fact", () => {
    const root = siteWith("clinica.yaml", (text) => text);
    const image = path.join(root, "images/og-image.svg");
    const template = fs.readFileSync(image, "utf8");
    const withTemplate = (edit: (svg: string) => string) => {
      fs.writeFileSync(image, edit(template));
      return blockersOf(root);
    };
    // {{clinica}} is drawn from the content, whose own lines judge it: the template passes.
    expect(template).toContain("{{clinica}}");
    expect(withTemplate((svg) => svg)).toEqual([]);
    expect(
      withTemplate((svg) =>
        svg.replace(/<text[^>]*>\{\{identificacao\}\}<\/text>/, "<text>Clínica Médica Vale do Barreiro</text>"),
      ),
    ).toEqual([
      "images/og-image.svg: a imagem não escreve mais {{identificacao}}, a linha com a clínica e o diretor técnico; corrija o modelo (docs/publication.md).",
    ]);
    expect(withTemplate((svg) => svg.replace("Consultas e", "{{telefone}} ·"))).toEqual([
      "images/og-image.svg: “{{telefone}}” não é um dado que a imagem conheça ({{clinica}}, {{registro}}, {{exames}}, {{especialidades}}, {{identificacao}}); corrija o modelo (docs/publication.md).",
    ]);
  });

  it("refuses an image that draws example text, and a build without the site's real address", () => {
    const root = siteWith("clinica.yaml", (text) => text);
    const image = path.join(root, "images/og-image.svg");
    fs.writeFileSync(
      image,
      fs.readFileSync(image, "utf8").replace("Consultas e +650 exames", "Clínica Médica Barreiro &#183; +800 exames"),
    );
    expect(blockersOf(root)).toEqual([
      "images/og-image.svg: a imagem ainda escreve “Clínica Médica Barreiro”, dado de exemplo; refaça-a com o dado real da clínica.",
      "images/og-image.svg: a imagem ainda escreve “800”, dado de exemplo; refaça-a com o dado real da clínica.",
    ]);
    const noAddress = publicationItems(fixture, { ...ready(fixture), siteUrl: undefined });
    expect(noAddress).toEqual([
      {
        message:
          "Endereço do site: a publicação não sabe o endereço real do site (ex.: VITE_SITE_URL=https://www.suaclinica.com.br, em /etc/clinica/editor.env no servidor); sem ele o mapa do site e o Google recebem o endereço de exemplo.",
        who: "quem administra o servidor",
        file: "/etc/clinica/editor.env",
        field: "VITE_SITE_URL",
      },
    ]);
    for (const wrong of [
      "http://www.clinicavaledobarreiro.com.br",
      "https://localhost",
      "https://www.clinicavaledobarreiro.com.br/inicio",
      "clinicavaledobarreiro",
    ])
      expect(blockersOf(fixture, { siteUrl: wrong }), wrong).toEqual([
        `Endereço do site: “${wrong}” não é o endereço de um site (https:// e o nome, sem caminho; ex.: VITE_SITE_URL=https://www.suaclinica.com.br).`,
      ]);
    expect(blockersOf(fixture, { siteUrl: `${siteUrl}/` })).toEqual([]);
  });

  it(
    "as a command: exits 1 with one line per item on stderr, grouped by who acts, and 0 on the ready site",
    { timeout: tsxStartsBudget(2, nodeStart) },
    () => {
      const env = { ...process.env, VITE_SITE_URL: siteUrl };
      const root = siteWith("laboratorio.yaml", replacing("confirmedByDoctor: true", "confirmedByDoctor: false"));
      const refused = spawnSync(tsx, ["scripts/publication-gate.ts", root], {
        cwd: projectRoot,
        encoding: "utf8",
        env,
      });
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain(
        "\nMédico responsável pelo laboratório (1):\n  Preparo para exames de sangue › Preparo conferido pelo(a) médico(a) responsável: a tabela de jejum ainda não foi conferida pelo(a) médico(a) responsável pelo laboratório.\n",
      );
      expect(refused.stderr).toContain("Nada foi publicado");
      const passed = spawnSync(tsx, ["scripts/publication-gate.ts", fixture], {
        cwd: projectRoot,
        encoding: "utf8",
        env,
      });
      expect(passed.status).toBe(0);
      expect(passed.stderr).toBe("");
    },
  );
});

describe("the publication build", () => {
  it("is asked for with --publication; a plain build is a demonstration", () => {
    expect(buildKind(["--publication"])).toBe("publication");
    expect(buildKind([])).toBe("demonstration");
  });

  it(
    "refuses the shipped example content before building anything, prints the gate's very lines, and leaves the build folder as it was",
    { timeout: tsxStartsBudget(1, nodeStart) },
    () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "publication-build-"));
      dirs.push(root);
      const buildDir = path.join(root, "build");
      fs.mkdirSync(path.join(buildDir, "client"), { recursive: true });
      fs.writeFileSync(path.join(buildDir, "client/index.html"), "the site as published");
      const result = spawnSync(tsx, ["scripts/build.ts", "--publication"], {
        cwd: projectRoot,
        encoding: "utf8",
        // The tests' copy of the shipped content, with no site address (an .env's included).
        env: { ...process.env, BUILD_DIR: buildDir, CONTENT_ROOT: "tests/fixtures", VITE_SITE_URL: "" },
      });
      expect(result.status).toBe(1);
      // The items the editor gets, each line printed once, under who must act.
      const expected = publicationItems(fixtureRoot, {
        siteUrl: undefined,
        imagesDir: path.join(projectRoot, "images"),
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(result.stderr).toContain(`O site ainda tem ${expected.length} dado(s) de exemplo`);
      for (const { message } of expected) expect(result.stderr.split(`\n  ${message}\n`)).toHaveLength(2);
      expect(result.stderr).toContain("\nQuem administra o servidor (");
      // What the editor's "Publicar" reads of it: the very lines, no heading among them.
      expect(problemsFrom(result.stderr).sort()).toEqual(expected.map(({ message }) => message).sort());
      expect(fs.readdirSync(root)).toEqual(["build"]);
      expect(fs.readdirSync(buildDir)).toEqual(["client"]);
      expect(fs.readFileSync(path.join(buildDir, "client/index.html"), "utf8")).toBe("the site as published");
    },
  );
});
