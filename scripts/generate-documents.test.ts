import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { StoredDocument } from "#app/site/types.ts";
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
  (await readDocuments(root)).find((document) => document.slug === "politica-de-privacidade")!
    .content as StoredDocument;

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

  /** The first block of the policy's first section, read from `body`. */
  const firstBlock = async (body: string) => {
    const content = await policy(policyWith(['## Dados {% id="dados" %}', body].join("\n\n")));
    return content.sections[0]!.blocks;
  };

  it("keeps a named fact and marked text as data for the view, never as code", async () => {
    const root = policyWith(
      [
        '## Prazos {% id="prazos" %}',
        'Guardamos por {% dado nome="prazo-dos-contatos" /%}{% com-cookies %} e medimos{% /com-cookies %}.',
        "{% sem-cookies %}Sem cookies.{% /sem-cookies %}",
      ].join("\n\n"),
    );
    const content = await policy(root);
    expect(content.sections[0]!.blocks).toEqual([
      {
        paragraph: [
          "Guardamos por ",
          { fact: "prazo-dos-contatos" },
          { when: "withTagManager", shown: true, text: [" e medimos"] },
          ".",
        ],
      },
      { paragraph: [{ when: "withTagManager", shown: false, text: ["Sem cookies."] }] },
    ]);
    const outDir = path.join(root, "generated");
    await generateContent(root, outDir);
    const module = fs.readFileSync(path.join(outDir, "pages/politica-de-privacidade.ts"), "utf8");
    expect(module).not.toMatch(/^import (?!type)/m);
    expect(module).not.toContain("${");
  });

  it("keeps a fact inside the mark the editor wrote around it, though the editor saves the mark on each side", async () => {
    const inMark = [
      {
        bullets: [
          [{ when: "withSpeedMeasurement", shown: true, text: ["Mede ", { fact: "medidas-de-velocidade" }, "."] }],
        ],
      },
    ];
    // As the file is written by hand, and as the editor saves it.
    expect(
      await firstBlock('- {% com-medicao %}Mede {% dado nome="medidas-de-velocidade" /%}.{% /com-medicao %}'),
    ).toEqual(inMark);
    expect(
      await firstBlock(
        '- {% com-medicao %}Mede {% /com-medicao %}{% dado nome="medidas-de-velocidade" /%}{% com-medicao %}.{% /com-medicao %}',
      ),
    ).toEqual(inMark);
    // At an edge of the text, too; a fact after unmarked words stays unmarked.
    expect(
      await firstBlock('- {% com-medicao %}Mede {% /com-medicao %}{% dado nome="medidas-de-velocidade" /%}'),
    ).toEqual([
      {
        bullets: [[{ when: "withSpeedMeasurement", shown: true, text: ["Mede ", { fact: "medidas-de-velocidade" }] }]],
      },
    ]);
    expect(
      await firstBlock('- Mede {% dado nome="medidas-de-velocidade" /%}{% com-medicao %}.{% /com-medicao %}'),
    ).toEqual([
      {
        bullets: [
          ["Mede ", { fact: "medidas-de-velocidade" }, { when: "withSpeedMeasurement", shown: true, text: ["."] }],
        ],
      },
    ]);
  });

  it("says the speed measurement only in a build that measures (leads to our relay)", async () => {
    expect(await firstBlock("- {% com-medicao %}Velocidade do site.{% /com-medicao %}")).toEqual([
      { bullets: [[{ when: "withSpeedMeasurement", shown: true, text: ["Velocidade do site."] }]] },
    ]);
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
  ])("refuses %j, naming the document and its text as the editor shows them, in Portuguese", async (body, words) => {
    await expect(policy(policyWith(body))).rejects.toThrow(`Política de Privacidade › Texto: ${words}`);
  });
});
