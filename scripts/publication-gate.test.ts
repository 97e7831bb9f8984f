/**
 * The publication gate on a small site of its own (tests/fixtures/publication/content/, whose
 * data look real): it passes as it is, and each kind of example data, put into a copy, is one
 * Portuguese line that stops the publication — through the function the editor's "Publicar" calls,
 * through its command, and through `npm run build -- --publication`, which then writes nothing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildKind } from "./build";
import { publicationBlockers } from "./publication-gate";

const projectRoot = path.resolve(import.meta.dirname, "..");
const fixture = path.join(projectRoot, "tests/fixtures/publication");
const tsx = path.join(projectRoot, "node_modules/.bin/tsx");

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
    expect(publicationBlockers(fixture)).toEqual([]);
  });

  it("refuses each field the clinic still marks as example data", () => {
    const root = siteWith("clinica.yaml", replacing("placeholders: []", "placeholders:\n  - legal.cnpj\n  - social"));
    expect(publicationBlockers(root)).toEqual([
      "Dados da clínica › Campos ainda com dados de exemplo: “CNPJ” ainda tem dado de exemplo.",
      "Dados da clínica › Campos ainda com dados de exemplo: “Redes sociais” ainda tem dado de exemplo.",
    ]);
  });

  it("refuses a person marked as example", () => {
    const root = siteWith("equipe/patologia-clinica.yaml", replacing("placeholder: false", "placeholder: true"));
    expect(publicationBlockers(root)).toEqual([
      "Dra. Lúcia Andrade Rocha › Dados de exemplo, a substituir antes de publicar: é uma pessoa de exemplo; ponha os dados reais e desmarque esta opção.",
      // The stamp she signs is no review either.
      "Exames laboratoriais › Revisão médica › Revisado por: o aviso “Conteúdo revisado” leva o nome de uma pessoa de exemplo (Dra. Lúcia Andrade Rocha).",
    ]);
  });

  it("refuses the laboratory table before its doctor confirms it", () => {
    const root = siteWith("laboratorio.yaml", replacing("confirmedByDoctor: true", "confirmedByDoctor: false"));
    expect(publicationBlockers(root)).toEqual([
      "Preparo para exames de sangue › Preparo conferido pelo(a) médico(a) responsável: a tabela de jejum ainda não foi conferida pelo(a) médico(a) responsável pelo laboratório.",
    ]);
  });

  it("refuses a review stamp signed by an example person", () => {
    const root = siteWith("especialidades/cardiologista.yaml", replacing("reviewer: cardiologia", "reviewer: exemplo"));
    fs.writeFileSync(
      path.join(root, "content/equipe/exemplo.yaml"),
      "name: Nome do Cardiologista\nplaceholder: true\n",
    );
    expect(publicationBlockers(root)).toEqual([
      "Nome do Cardiologista › Dados de exemplo, a substituir antes de publicar: é uma pessoa de exemplo; ponha os dados reais e desmarque esta opção.",
      "Cardiologista › Revisão médica › Revisado por: o aviso “Conteúdo revisado” leva o nome de uma pessoa de exemplo (Nome do Cardiologista).",
    ]);
  });

  it("refuses a rating without its source or the date it was read, the clinic's and a page's", () => {
    const clinic = siteWith("clinica.yaml", replacing("  source: Google\n", ""));
    expect(publicationBlockers(clinic)).toEqual([
      "Dados da clínica › Nota da clínica (página inicial e Google) › Fonte da nota: a nota 4,8 não tem fonte e data da consulta (ex.: Google, 25/11/2026); sem elas é dado de exemplo.",
    ]);
    const page = siteWith("especialidades/cardiologista.yaml", replacing('    readOn: "2026-11-25"\n', ""));
    expect(publicationBlockers(page)).toEqual([
      "Cardiologista › Fonte da nota: a nota 4,8 não tem fonte e data da consulta (ex.: Google, 25/11/2026); sem elas é dado de exemplo.",
    ]);
  });

  it("refuses a testimonial without the date of the patient's written authorisation, on a page or the home page", () => {
    const page = siteWith("especialidades/cardiologista.yaml", replacing('        authorizedOn: "2026-10-05"\n', ""));
    expect(publicationBlockers(page)).toEqual([
      "Cardiologista › Avaliações mostradas › 1ª › Data da autorização escrita do paciente: o depoimento de “Maria S.” não tem esta data; sem ela não pode ser publicado.",
    ]);
    const home = siteWith("paginas/inicio.yaml", replacing('      authorizedOn: "2026-09-12"\n', ""));
    expect(publicationBlockers(home)).toEqual([
      "Página inicial › Avaliações de pacientes › Avaliações mostradas › 1ª › Data da autorização escrita do paciente: o depoimento de “João P.” não tem esta data; sem ela não pode ser publicado.",
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
    expect(publicationBlockers(root)).toEqual(["Política de Privacidade: falta preencher “[empresa a preencher]”."]);
  });

  it("as a command: exits 1 with one line per item on stderr, and 0 on the ready site", { timeout: 60_000 }, () => {
    const root = siteWith("laboratorio.yaml", replacing("confirmedByDoctor: true", "confirmedByDoctor: false"));
    const refused = spawnSync(tsx, ["scripts/publication-gate.ts", root], { cwd: projectRoot, encoding: "utf8" });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(
      "  Preparo para exames de sangue › Preparo conferido pelo(a) médico(a) responsável: a tabela de jejum ainda não foi conferida pelo(a) médico(a) responsável pelo laboratório.\n",
    );
    expect(refused.stderr).toContain("Nada foi publicado");
    const passed = spawnSync(tsx, ["scripts/publication-gate.ts", fixture], { cwd: projectRoot, encoding: "utf8" });
    expect(passed.status).toBe(0);
    expect(passed.stderr).toBe("");
  });
});

describe("the publication build", () => {
  it("is asked for with --publication; a plain build is a demonstration", () => {
    expect(buildKind(["--publication"])).toBe("publication");
    expect(buildKind([])).toBe("demonstration");
  });

  it(
    "refuses today's example content before building anything, and leaves the build folder as it was",
    { timeout: 60_000 },
    () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "publication-build-"));
      dirs.push(root);
      const buildDir = path.join(root, "build");
      fs.mkdirSync(path.join(buildDir, "client"), { recursive: true });
      fs.writeFileSync(path.join(buildDir, "client/index.html"), "the site as published");
      const result = spawnSync(tsx, ["scripts/build.ts", "--publication"], {
        cwd: projectRoot,
        encoding: "utf8",
        // The project's own content/, as publicationBlockers(projectRoot) reads it, whatever the suite's CONTENT_ROOT.
        env: { ...process.env, BUILD_DIR: buildDir, CONTENT_ROOT: "" },
      });
      expect(result.status).toBe(1);
      // One line per item, each naming its file (publicationBlockers of the project, as the editor gets them).
      const expected = publicationBlockers(projectRoot);
      expect(expected.length).toBeGreaterThan(0);
      for (const line of expected) expect(result.stderr).toContain(`  ${line}\n`);
      expect(fs.readdirSync(root)).toEqual(["build"]);
      expect(fs.readdirSync(buildDir)).toEqual(["client"]);
      expect(fs.readFileSync(path.join(buildDir, "client/index.html"), "utf8")).toBe("the site as published");
    },
  );
});
