import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateContent, readDocuments } from "./generate-content";
import { fixtureRoot } from "#tests/fixture-content.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ with the privacy policy's text (after its fields) replaced by `body`. */
function policyWith(body: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"));
  dirs.push(root);
  fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
  const file = path.join(root, "content/documentos/politica-de-privacidade.mdoc");
  const [, fields] = fs.readFileSync(file, "utf8").split("---\n");
  fs.writeFileSync(file, `---\n${fields}---\n\n${body}\n`);
  return root;
}

const policy = async (root: string) =>
  (await readDocuments(root)).find((document) => document.slug === "politica-de-privacidade")!.content;

describe("the documents the editor writes (content/documentos/*.mdoc)", () => {
  it("reads the three documents: introduction, sections in order, each block where the editor put it", async () => {
    const documents = await readDocuments(fixtureRoot);
    expect(documents.map(({ slug }) => slug).sort()).toEqual([
      "acessibilidade",
      "condicoes-preco-baixo-garantido",
      "politica-de-privacidade",
    ]);
    const conditions = documents.find(({ slug }) => slug === "condicoes-preco-baixo-garantido")!.content;
    expect(conditions).toMatchObject({
      title: "Condições do Preço Baixo Garantido",
      mainEntity: { type: "MedicalWebPage", name: "Condições do Preço Baixo Garantido" },
      updatedOn: "2026-11-27",
    });
    expect("sections" in conditions && conditions.sections.map(({ id }) => id)).toEqual([
      "como-funciona",
      "orcamentos-aceitos",
      "o-que-nao-esta-incluido",
      "duvidas",
    ]);
  });

  it("keeps a paragraph after a list after it, and lists contacts where “Contatos” stands", async () => {
    const root = policyWith(
      [
        "Introdução.",
        '## Um trecho {% id="um-trecho" %}',
        "- primeiro item",
        "- segundo item",
        "Depois da lista.",
        '{% contatos canais=["dpo-email"] /%}',
      ].join("\n\n"),
    );
    const content = await policy(root);
    expect(content).toMatchObject({
      intro: ["Introdução."],
      sections: [
        {
          id: "um-trecho",
          heading: "Um trecho",
          blocks: [
            { bullets: ["primeiro item", "segundo item"] },
            { paragraph: "Depois da lista." },
            { contacts: ["dpo-email"] },
          ],
        },
      ],
    });
  });

  it("writes a named fact as code reading the site's value, and marked text as depending on the tag manager", async () => {
    const root = policyWith(
      [
        '## Prazos {% id="prazos" %}',
        'Guardamos por {% dado nome="prazo-dos-contatos" /%}{% com-cookies %} e medimos{% /com-cookies %}.',
        "{% sem-cookies %}Sem cookies.{% /sem-cookies %}",
      ].join("\n\n"),
    );
    const outDir = path.join(root, "generated");
    await generateContent(root, outDir);
    const module = fs.readFileSync(path.join(outDir, "pages/politica-de-privacidade.ts"), "utf8");
    expect(module).toContain('import { documentFacts, visibleDocument, withTagManager } from "../../document-facts";');
    expect(module).toContain(
      '"paragraph": `Guardamos por ${documentFacts["prazo-dos-contatos"]}${withTagManager ? ` e medimos` : ""}.`',
    );
    expect(module).toContain('"paragraph": `${withTagManager ? "" : `Sem cookies.`}`');
  });

  it("keeps a fact inside the mark the editor wrote around it, though the editor saves the mark on each side", async () => {
    const module = async (body: string) => {
      const root = policyWith(['## Dados {% id="dados" %}', body].join("\n\n"));
      const outDir = path.join(root, "generated");
      await generateContent(root, outDir);
      return fs.readFileSync(path.join(outDir, "pages/politica-de-privacidade.ts"), "utf8");
    };
    const written = '`${withSpeedMeasurement ? `Mede ${documentFacts["medidas-de-velocidade"]}.` : ""}`';
    // As the file is written by hand, and as the editor saves it.
    expect(
      await module('- {% com-medicao %}Mede {% dado nome="medidas-de-velocidade" /%}.{% /com-medicao %}'),
    ).toContain(written);
    expect(
      await module(
        '- {% com-medicao %}Mede {% /com-medicao %}{% dado nome="medidas-de-velocidade" /%}{% com-medicao %}.{% /com-medicao %}',
      ),
    ).toContain(written);
    // At an edge of the text, too; a fact after unmarked words stays unmarked.
    expect(
      await module('- {% com-medicao %}Mede {% /com-medicao %}{% dado nome="medidas-de-velocidade" /%}'),
    ).toContain('`${withSpeedMeasurement ? `Mede ${documentFacts["medidas-de-velocidade"]}` : ""}`');
    expect(
      await module('- Mede {% dado nome="medidas-de-velocidade" /%}{% com-medicao %}.{% /com-medicao %}'),
    ).toContain('`Mede ${documentFacts["medidas-de-velocidade"]}${withSpeedMeasurement ? `.` : ""}`');
  });

  it("says the speed measurement only in a build that measures (leads to our relay)", async () => {
    const root = policyWith(
      ['## Dados {% id="dados" %}', "- {% com-medicao %}Velocidade do site.{% /com-medicao %}"].join("\n\n"),
    );
    const outDir = path.join(root, "generated");
    await generateContent(root, outDir);
    const module = fs.readFileSync(path.join(outDir, "pages/politica-de-privacidade.ts"), "utf8");
    expect(module).toContain('import { visibleDocument, withSpeedMeasurement } from "../../document-facts";');
    expect(module).toContain('`${withSpeedMeasurement ? `Velocidade do site.` : ""}`');
  });

  it.each([
    ["## Sem âncora\n\nTexto.", "o título “Sem âncora” precisa de uma âncora"],
    ['### Pequeno {% id="pequeno" %}\n\nTexto.', "use só títulos de nível 2"],
    ['## A {% id="a" %}\n\nUm {% dado nome="telefone-do-dono" /%}.', "“telefone-do-dono” não é um dado do site"],
    ['## A {% id="a" %}\n\n- item\n  - dentro', "uma lista dentro de outra não é aceita"],
    [
      '## A {% id="a" %}\n\n{% table %}\n- x\n---\n- y\n{% /table %}',
      "uma tabela precisa estar em “Tabela com título”",
    ],
    ['## A {% id="a" %}\n\n## B {% id="a" %}', "duas seções com a âncora “a”"],
    ['- solta\n\n## A {% id="a" %}', "antes do primeiro título vêm só parágrafos"],
    ['## A {% id="a" %}\n\n{% contatos canais=["fax"] /%}', "“Contatos” precisa de um ou mais canais"],
  ])("refuses %j, naming the file in Portuguese", async (body, words) => {
    await expect(policy(policyWith(body))).rejects.toThrow(
      `content/documentos/politica-de-privacidade.mdoc › texto: ${words}`,
    );
  });
});
