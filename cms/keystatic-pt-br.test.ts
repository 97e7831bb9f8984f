/**
 * Keystatic's interface in Portuguese (cms/keystatic-pt-br.ts): the editor's page bundled with the
 * plugin holds none of the English the staff met (docs/tests-and-content.md), and every entry of
 * the table still finds its text in Keystatic's code (an upgrade that moves one fails here).
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { KEYSTATIC_VERSION, isKeystaticBrowserCode, patches, phrases, translateKeystatic } from "./keystatic-pt-br";

const projectRoot = path.resolve(import.meta.dirname, "..");
const keystaticDir = path.join(projectRoot, "node_modules/@keystatic/core");
const browserFiles = fs
  .readdirSync(path.join(keystaticDir, "dist"))
  .map((name) => path.join(keystaticDir, "dist", name))
  .filter(isKeystaticBrowserCode);

/** The English words and sentences the staff met in the editor (the November 2026 review), as literals. */
const englishLiterals = [
  "Save",
  "Done",
  "Edit item",
  "Add item",
  "Slug",
  "Regenerate",
  "Unsaved",
  "Entry created",
  "Are you sure? This action cannot be undone.",
  "Yes, delete",
  "Delete entry",
  "Cancel",
  "Choose file",
  "Remove",
  "Edit",
  "Paragraph",
  "Empty list",
  "Add the first item to see it here.",
  "Reset",
  "Copy entry",
  "Paste entry",
  "Text block",
  "Formatting options",
  "Text formatting",
  "Clear formatting",
  "Lists",
  "Bullet list",
  "Blocks",
  "Table",
  "Open app navigation",
  "show search",
];
/** The sentences Keystatic builds from pieces: validation messages, the draft toast, the counts. */
const englishSentences = [
  /\} must not be empty`/,
  /\} must be no longer than \$\{/,
  /\} must be at least \$\{\w+\} characters long`/,
  /\} must match the pattern \$\{/,
  /\} is required`/,
  /["'] is required["']/,
  /\} is not a valid date`/,
  /Restored draft from/,
  /plural: ["']entries["']/,
];

/** Keystatic's browser code, and what the plugin makes of it: read and translated once for the file's tests. */
let originals: string[] = [];
let translations: ReturnType<typeof translateKeystatic>[] = [];
beforeAll(() => {
  originals = browserFiles.map((file) => fs.readFileSync(file, "utf8"));
  translations = originals.map((code) => translateKeystatic(code));
}, 120_000);

const literal = (text: string) => new RegExp(`["']${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']`);

describe("Keystatic in Portuguese", () => {
  it(`is written for the Keystatic installed (${KEYSTATIC_VERSION})`, () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(keystaticDir, "package.json"), "utf8")) as {
      version: string;
    };
    expect(version).toBe(KEYSTATIC_VERSION);
  });

  it("finds every phrase and every patch of its table in Keystatic's browser code", () => {
    const used = new Set(translations.flatMap((translation) => [...translation.used]));
    expect(Object.keys(phrases).filter((english) => !used.has(english))).toEqual([]);
    expect(patches.map(([pattern]) => pattern.source).filter((source) => !used.has(source))).toEqual([]);
  });

  it("leaves none of the English the staff met in the code it rewrites, and it only rewrites Keystatic's browser code", () => {
    expect(browserFiles.length).toBeGreaterThan(5);
    const translated = translations.map((translation) => translation.code).join("\n");
    const original = originals.join("\n");
    for (const english of englishLiterals) {
      expect(original, english).toMatch(literal(english));
      expect(translated, english).not.toMatch(literal(english));
    }
    for (const sentence of englishSentences) {
      expect(original).toMatch(sentence);
      expect(translated, String(sentence)).not.toMatch(sentence);
    }
    expect(translated).toContain("`Preencha “${fieldLabel}”.`");
    expect(translated).toContain("`“${fieldLabel}” deve ter no máximo ${max} caracteres.`");
    expect(isKeystaticBrowserCode(path.join(keystaticDir, "dist/keystatic-core-ui.node.js"))).toBe(false);
    expect(isKeystaticBrowserCode(path.join(projectRoot, "node_modules/react/index.js"))).toBe(false);
  });

  it("the editor's UI as `npm run build` bundled it (build-editor/): none of the English the staff met is left", () => {
    const assets = path.join(projectRoot, "build-editor/assets");
    if (!fs.existsSync(assets))
      throw new Error("No build-editor/: run `npm run build` (or `npm run build:editor`) first.");
    const code = fs
      .readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => fs.readFileSync(path.join(assets, name), "utf8"))
      .join("\n");
    expect(code).toContain("Sim, excluir");
    expect(code).toContain("Item criado");
    for (const english of englishLiterals) expect(code, english).not.toMatch(literal(english));
    for (const sentence of englishSentences) expect(code, String(sentence)).not.toMatch(sentence);
  });
});
