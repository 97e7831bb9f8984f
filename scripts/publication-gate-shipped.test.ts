/**
 * The publication gate against the attack of the legal review (December 2026, N1): the content as
 * the project ships it, every example flag unticked (tests/untick-example-flags.ts), is still
 * refused, one line naming each example value (shared/example-values.ts), each line once, with who
 * must act and where. Then the other way round (N12): real data as the editor writes it, dates
 * unquoted, passes the gate and the build's content check.
 *
 * The shipped content is the tests' copy of it (tests/fixtures/content/, content/ as shipped, its
 * booking numbers apart, which tests/shipped-phones.ts puts back); the
 * clinic's own content/ is read once here on purpose, through a copy, for the example values it
 * still holds: a value the clinic has replaced is no longer expected, so its edits never turn this
 * red (scripts/content-independence.test.ts allows this file).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { exampleShownAs, exampleValues, type ExampleKind } from "#shared/example-values.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import { withShippedPhones } from "#tests/shipped-phones.ts";
import { untickExampleFlags } from "#tests/untick-example-flags.ts";
import { keystaticBytes } from "#cms/keystatic-format.ts";
import { checkContentOf } from "./content-of";
import { publicationItems, type GateOptions } from "./publication-gate";

const projectRoot = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch copy of `contentDir` as `<scratch>/content`. */
function copyOf(contentDir: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "publication-shipped-"));
  dirs.push(root);
  fs.cpSync(contentDir, path.join(root, "content"), { recursive: true });
  return root;
}

/** The build's images and a real address: only the content is on trial. */
const options: GateOptions = {
  siteUrl: "https://www.clinicavaledobarreiro.com.br",
  imagesDir: path.join(projectRoot, "images"),
  currentYear: 2026,
};

const everyExample = () =>
  (Object.keys(exampleValues) as ExampleKind[]).flatMap((kind) =>
    exampleValues[kind].map((example) => ({ kind, example, quoted: `“${exampleShownAs(kind, example)}”` })),
  );

const actors = [
  "recepção",
  "cada médico",
  "médico responsável pelo laboratório",
  "advogado",
  "conselho",
  "quem administra o servidor",
];

/** Every scalar the YAML files of `root`/content/ hold, as text. */
function scalarsOf(root: string): Set<string> {
  const scalars = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(walk);
    else if (typeof value === "string" || typeof value === "number") scalars.add(String(value));
  };
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) visit(path.join(dir, entry.name));
      else if (entry.name.endsWith(".yaml")) walk(load(fs.readFileSync(path.join(dir, entry.name), "utf8")));
  };
  visit(path.join(root, "content"));
  return scalars;
}

describe("the shipped content with every example flag unticked", () => {
  it("is refused with one line naming each example value, each line once, with who acts and where", () => {
    const root = withShippedPhones(copyOf(path.join(fixtureRoot, "content")));
    untickExampleFlags(root);
    const items = publicationItems(root, options);
    const messages = items.map(({ message }) => message);
    for (const { kind, quoted } of everyExample())
      expect(
        messages.some((message) => message.includes(quoted)),
        `${kind} ${quoted}`,
      ).toBe(true);
    expect(new Set(messages).size).toBe(messages.length);
    for (const { who, file, field, message } of items) {
      expect(actors, message).toContain(who);
      expect(fs.existsSync(path.join(file.startsWith("images/") ? projectRoot : root, file)), message).toBe(true);
      expect(typeof field).toBe("string");
    }
    // Nothing left that a flag alone answers for: the refusal is the values'.
    expect(
      messages.filter((message) => /desmarque|não foi conferida|falta preencher|não tem fonte/.test(message)),
    ).toEqual([]);
    // The people's lines are for each doctor, the clinic's for the reception.
    expect(items.find(({ file }) => file === "content/equipe/cardiologia.yaml")?.who).toBe("cada médico");
    expect(items.find(({ field }) => field === "legal.cnpj")?.who).toBe("recepção");
    // The share and campaign images draw the clinic's name, registration, counts and technical
    // director from the content (decision 057): those values are named once, at their fields, and
    // the images' own words hold no example value.
    expect(items.filter(({ file }) => file.startsWith("images/"))).toEqual([]);
  });

  it("content/ as the clinic has it now: every example value it still holds is named", () => {
    const root = copyOf(path.join(projectRoot, "content"));
    untickExampleFlags(root);
    const messages = publicationItems(root, options).map(({ message }) => message);
    const written = scalarsOf(root);
    const expected = everyExample().filter(({ example }) => written.has(example.value));
    for (const { kind, quoted } of expected)
      expect(
        messages.some((message) => message.includes(quoted)),
        `${kind} ${quoted}`,
      ).toBe(true);
  });
});

describe("real data as the editor writes it", () => {
  it("a sourced, linked clinic rating and an authorised, read testimonial, dates unquoted, pass the gate and the content check", async () => {
    const root = copyOf(path.join(fixtureRoot, "content"));
    const write = async (file: string, edit: (text: string) => string) => {
      const full = path.join(root, file);
      const before = fs.readFileSync(full, "utf8");
      const edited = edit(before);
      expect(edited).not.toBe(before);
      // Exactly the bytes Keystatic saves: the dates as the editor writes them.
      expect(new TextDecoder().decode(await keystaticBytes(file, new TextEncoder().encode(edited)))).toBe(edited);
      fs.writeFileSync(full, edited);
    };
    await write("content/clinica.yaml", (text) =>
      text.replace(
        "  count: 127\n",
        "  count: 131\n  source: Google\n  sourceUrl: https://maps.app.goo.gl/vLdB8rR7cQyJ2xNk9\n  readOn: 2026-11-25\n",
      ),
    );
    await write("content/paginas/inicio.yaml", (text) =>
      text.replace(
        "rating:\n  reviews: []\n",
        [
          "rating:",
          "  reviews:",
          "    - author: Maria S.",
          "      rating: 5",
          "      body: Fui atendida no horário e a equipe explicou tudo com calma.",
          "      datePublished: 2026-10-01",
          "      authorizedOn: 2026-10-05",
          "      confirmedByTechnicalDirector: true",
          "",
        ].join("\n"),
      ),
    );
    const lines = publicationItems(root, options).map(({ message }) => message);
    expect(lines.filter((line) => /Nota da clínica|Avaliações de pacientes/.test(line))).toEqual([]);
    const { ok, output } = await checkContentOf(root);
    expect(ok, output).toBe(true);
  }, 180_000);
});
