import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateContent, readArticles, readStaff, resolveFacts } from "./generate-content";

const projectRoot = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ the test may change, and where its modules are generated. */
function contentCopy() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  dirs.push(root);
  fs.cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
  return { root, outDir: path.join(root, "generated") };
}

describe("the content the editor writes", () => {
  it("writes the facts kept once where a text names them, and refuses an unknown one", () => {
    expect(resolveFacts("Mais de {{exames}} exames", "x")).toBe("Mais de 800 exames");
    expect(resolveFacts("como {{jejum:Glicose,Colesterol}}.", "x")).toBe(
      "como glicose (8 a 12 horas) e colesterol (12 horas).",
    );
    expect(resolveFacts("{{preparo:alcohol}}", "x")).toBe("Evite bebidas alcoólicas nas 72 horas anteriores à coleta.");
    expect(() => resolveFacts("{{telefone}}", "content/exames/x.yaml › faq[0].answer")).toThrow(
      "content/exames/x.yaml › faq[0].answer: “{{telefone}}” não é um fato conhecido",
    );
  });

  it("reads the 13 specialties and 10 exams in menu order, and the roster with one technical director", async () => {
    const articles = await readArticles(projectRoot);
    expect(articles.filter(({ record }) => record.collection === "especialidades")).toHaveLength(13);
    expect(articles.filter(({ record }) => record.collection === "exames")).toHaveLength(10);
    expect(articles[0]!.record).toMatchObject({ slug: "cardiologista", label: "Cardiologista", order: 1 });
    const { people } = await readStaff(projectRoot);
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
    expect(registry).toContain('["holter","Holter 24 horas","exames","Cardiologia"]');
    expect(fs.existsSync(path.join(outDir, "pages/holter.ts"))).toBe(true);
    // Removing it removes its module.
    fs.rmSync(path.join(root, "content/exames/holter.yaml"));
    await generateContent(root, outDir);
    expect(fs.existsSync(path.join(outDir, "pages/holter.ts"))).toBe(false);
  });

  it("stops at a field that breaks the schema's rule, naming the file and the field", async () => {
    const { root, outDir } = contentCopy();
    const file = path.join(root, "content/especialidades/cardiologista.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^ {2}description: .*$/m, "  description: Curta."));
    await expect(generateContent(root, outDir)).rejects.toThrow(
      "content/especialidades/cardiologista.yaml › meta.description: “Descrição para o Google” deve ter pelo menos 70 caracteres.",
    );
  });
});
