/**
 * No string of content/ can become code (the security review of November 2026): a FAQ answer and a
 * Markdoc paragraph written as the generator's old smuggling form, `__expression__<base64>__`,
 * holding JavaScript that would write a file, are generated, imported and rendered by the views as
 * they are in the build, and the page shows them as text while no file is written.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import type { ArticlePageContent, StoredDocument } from "#app/site/types.ts";
import ArticleView from "#app/views/article.tsx";
import DocumentView from "#app/views/document.tsx";
import { generateContent } from "./generate-content";
import { fixtureRoot } from "#tests/fixture-content.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-payload-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Where the payload would write, were it ever run. */
const marker = path.join(root, "executado.txt");
const script = `globalThis.process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(marker)}, "executado")`;
const payload = `__expression__${Buffer.from(script).toString("base64url")}__`;

describe("content that looks like code", () => {
  it("is a JavaScript statement that writes a file, were it run", () => {
    // The test's own control: the same text, run on purpose, does write the file.
    const control = path.join(root, "controle.txt");
    new Function(script.replace(JSON.stringify(marker), JSON.stringify(control)))();
    expect(fs.existsSync(control)).toBe(true);
  });

  it("reaches the page as text from a FAQ answer and a Markdoc paragraph, and runs nowhere", async () => {
    fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
    const faqFile = path.join(root, "content/especialidades/cardiologista.yaml");
    fs.writeFileSync(
      faqFile,
      fs.readFileSync(faqFile, "utf8").replace(/^( {4}answer: )(?:>-\n(?: {6}.*\n)+|.*\n)/m, `$1${payload}\n`),
    );
    const policyFile = path.join(root, "content/documentos/politica-de-privacidade.mdoc");
    // As the editor saves a paragraph typed with underscores: escaped, so Markdoc reads them as text.
    const typed = payload.replace(/_/g, "\\_");
    fs.writeFileSync(policyFile, fs.readFileSync(policyFile, "utf8").replace(/(\n## [^\n]*\n)/, `$1\n${typed}\n`));

    const outDir = path.join(root, "generated");
    await generateContent(root, outDir);
    const { content: cardiology } = (await import(path.join(outDir, "pages/cardiologista.ts"))) as {
      content: ArticlePageContent;
    };
    const { content: policy } = (await import(path.join(outDir, "pages/politica-de-privacidade.ts"))) as {
      content: StoredDocument;
    };
    expect(cardiology.faq[0]!.answer).toBe(payload);

    const articleHtml = renderToStaticMarkup(createElement(ArticleView, { content: cardiology }));
    const policyHtml = renderToStaticMarkup(createElement(DocumentView, { content: policy }));
    // The whole text of an element: the payload has none of the characters HTML escapes.
    expect(articleHtml).toContain(`>${payload}<`);
    expect(policyHtml).toContain(`>${payload}</p>`);
    expect(fs.existsSync(marker)).toBe(false);
  });
});
