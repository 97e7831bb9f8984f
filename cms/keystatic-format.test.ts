/**
 * The content files are in the form Keystatic writes them (cms/keystatic-format.ts), so a save in
 * the editor changes only the lines of the field she edited: each YAML file of the tests' copy of
 * the content (formatted like content/, by `tsx cms/keystatic-format.ts`) comes back byte for byte
 * through Keystatic's own reading and writing.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorYamlFiles, keystaticBytes } from "./keystatic-format";

/** The tests' copy of the content (tests/fixture-content.ts: cms/ does not import tests/). */
const fixtureRoot = path.resolve(import.meta.dirname, "../tests/fixtures");

const read = (file: string) => fs.readFileSync(path.join(fixtureRoot, file));
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("content files as Keystatic writes them", () => {
  it("every YAML file comes back unchanged through Keystatic's reader and serialiser", async () => {
    const files = editorYamlFiles(fixtureRoot);
    expect(files.length).toBeGreaterThanOrEqual(30);
    const changed: string[] = [];
    for (const file of files)
      if (text(await keystaticBytes(file, read(file))) !== read(file).toString()) changed.push(file);
    expect(changed).toEqual([]);
  }, 180_000);

  it("a one-field edit saved by Keystatic changes that field's lines only", async () => {
    const file = path.join("content", "especialidades", "cardiologista.yaml");
    const before = read(file).toString();
    const answer = /( {4}answer: >-\n)((?: {6}.*\n)+)/.exec(before)!;
    const edited = before.replace(answer[0], `${answer[1]}      Uma resposta nova, curta.\n`);
    const saved = text(await keystaticBytes(file, new TextEncoder().encode(edited))).split("\n");
    const original = before.split("\n");
    let start = 0;
    while (saved[start] === original[start]) start++;
    let end = 0;
    while (saved.at(-1 - end) === original.at(-1 - end)) end++;
    expect(original.slice(start, original.length - end).join("\n")).toBe(answer[0].trimEnd());
    expect(saved.slice(start, saved.length - end)).toEqual(["    answer: Uma resposta nova, curta."]);
  }, 180_000);

  it("rewrites a file not in Keystatic's form (what a first save did to every file before)", async () => {
    const file = path.join("content", "clinica.yaml");
    const unfolded = read(file)
      .toString()
      .replace(
        /tagline: >-\n((?: {2}.*\n)+)/,
        (_match, lines: string) => `tagline: ${lines.replace(/\n {2}/g, " ").trim()}\n`,
      );
    expect(unfolded).not.toBe(read(file).toString());
    expect(text(await keystaticBytes(file, new TextEncoder().encode(unfolded)))).toBe(read(file).toString());
  }, 180_000);
});
