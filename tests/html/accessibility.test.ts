/**
 * The accessibility statement (Lei 13.146/2015, art. 63) and the symbol every page's footer shows
 * linking to it (§1), read from the prerendered pages. The statement's status comes from the
 * project's own automated tests, which it names; those files must exist.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "#generated/pages/acessibilidade.ts";
import { pages } from "#app/site/registry.ts";
import { longDate } from "#app/lib/long-date.ts";
import { builtDocument, squash, textOf } from "../built-site";

const statement = () => builtDocument("/acessibilidade");

describe("the accessibility statement", () => {
  it("cites ABNT NBR 17225 and WCAG 2.2 level AA", () => {
    const text = squash(textOf(statement(), "main"));
    expect(text).toContain("ABNT NBR 17225:2025");
    expect(text).toContain("(WCAG) 2.2, nível AA");
    expect(text).toContain("Lei nº 13.146/2015");
  });

  it("states the conformance status and the date of the last evaluation, from the statement's file", () => {
    const evaluatedOn = content.conformance!.evaluatedOn;
    const lines = [...statement().querySelectorAll('[data-testid="conformance"] p')].map((line) =>
      squash(line.textContent),
    );
    expect(lines).toEqual([
      "Situação de conformidade: parcialmente conforme com a norma ABNT NBR 17225:2025 e as WCAG 2.2, nível AA.",
      `Data da última avaliação: ${longDate(evaluatedOn)}.`,
    ]);
    // The status explains itself: automated tests pass, but do not cover every requirement.
    const situation = squash(textOf(statement(), "#situacao"));
    expect(situation).toContain("parcialmente conforme");
    expect(situation).toContain("testes automáticos");
    expect(situation).toContain("auditoria manual");
  });

  it("tells patients how it is evaluated, axe and the keyboard, without the project's file names; the tests exist", () => {
    const method = squash(textOf(statement(), "#como-testamos"));
    expect(method).toContain(
      "A cada nova versão do código do site, todas as páginas são verificadas com a ferramenta automática axe-core, nos testes automáticos do site.",
    );
    expect(method).toContain("teclado");
    expect(method).not.toMatch(/tests\/|\.test\.ts/);
    // What the statement describes is what the project's browser tests do.
    const root = process.cwd();
    const everyRoute = fs.readFileSync(path.join(root, "tests/e2e/every-route.test.ts"), "utf8");
    expect(everyRoute).toContain("axeViolations(page)");
    for (const file of ["layout.test.ts", "lead-dialog.test.ts"])
      expect(fs.readFileSync(path.join(root, "tests/e2e", file), "utf8")).toMatch(
        /keyboard|press\("(Tab|Escape|Enter)"\)/,
      );
  });

  it("says the staff's edits are not checked with axe yet, as neither the build nor the editor's publication runs it", () => {
    expect(squash(textOf(statement(), "#como-testamos"))).toContain(
      "As mudanças de texto e imagem feitas pela equipe no editor seguem as regras do editor, mas ainda não passam por essa verificação.",
    );
    expect(squash(textOf(statement(), "#situacao"))).toContain(
      "todas as páginas da versão do código em uso passaram nos testes automáticos",
    );
    // When a publication starts running axe, this fails: then the statement can say so.
    const root = process.cwd();
    for (const file of ["scripts/build.ts", "editor/publisher.ts"])
      expect(fs.readFileSync(path.join(root, file), "utf8"), file).not.toMatch(/axe/i);
  });
});

describe("the accessibility symbol in the footer", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    "%s shows the symbol, drawn inline, in a link named 'Acessibilidade' to the statement",
    (urlPath) => {
      const links = [...builtDocument(urlPath).querySelectorAll('footer a[data-testid="accessibility-link"]')];
      expect(links).toHaveLength(1);
      const link = links[0]!;
      expect(link.getAttribute("href")).toBe("/acessibilidade");
      expect(squash(link.textContent)).toBe("Acessibilidade");
      const symbol = link.querySelector('svg[data-slot="accessibility-symbol"]');
      expect(symbol).not.toBeNull();
      // The link's text names it; the drawing beside it is not read twice.
      expect(symbol!.getAttribute("aria-hidden")).toBe("true");
      expect(symbol!.querySelectorAll("circle, path").length).toBeGreaterThanOrEqual(3);
    },
  );
});
