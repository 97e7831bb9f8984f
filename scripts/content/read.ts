/**
 * Reading the editor's files through its schema (cms/config.ts, Keystatic's typed reader): a file
 * that breaks a field's rule, or a singleton the site needs that is missing, stops the build with
 * its file and field named in Portuguese.
 */
import { createReader, type Entry } from "@keystatic/core/reader";
import config from "#cms/config.ts";
import { contentRoot } from "../content-root";
import { editorPlace } from "./places";

type SingletonKey = keyof typeof config.singletons;

/** The editor's reader of the content under `root`. */
export const reader = (root: string) => createReader(root, config);

/** A collection's entries, or a stop naming the broken field (contentReadError). */
export const readCollection = <Key extends keyof typeof config.collections>(root: string, key: Key) =>
  reader(root)
    .collections[key].all()
    .catch((error: unknown) => {
      throw contentReadError(error, root);
    });

/** A singleton's file: its path, with .mdoc when it holds Markdoc text (a content field), else .yaml. */
export function singletonFile(key: SingletonKey): string {
  const { path: file, format } = config.singletons[key];
  return `${file}.${typeof format === "object" && "contentField" in format ? "mdoc" : "yaml"}`;
}

/**
 * A singleton's entry, its Markdoc text read with it, or a stop naming its file when it is broken
 * (contentReadError) or missing; `where` is the editor's place to create it.
 */
export async function readSingleton<Key extends SingletonKey>(root: string, key: Key, where: string) {
  const entry = await reader(root)
    .singletons[key].read({ resolveLinkedFiles: true })
    .catch((error: unknown) => {
      throw contentReadError(error, root);
    });
  if (!entry)
    throw new Error(
      `${singletonFile(key)}: o arquivo não existe; o site precisa dele (crie-o no editor, em ${where}).`,
    );
  return entry as Entry<(typeof config.singletons)[Key]>;
}

/** Keystatic's reader's own words for a broken field rule, said in Portuguese. */
const fieldRuleWords: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) must not be empty$/, (label) => `“${label}” é obrigatório e está vazio.`],
  [
    /^(.+) must be at least (\d+) characters long$/,
    (label, count) => `“${label}” deve ter pelo menos ${count} caracteres.`,
  ],
  [
    /^(.+) must be no longer than (\d+) characters$/,
    (label, count) => `“${label}” deve ter no máximo ${count} caracteres.`,
  ],
  [/^(.+) must be at least (-?[\d.]+)$/, (label, min) => `“${label}” deve ser pelo menos ${min}.`],
  [/^(.+) must be at most (-?[\d.]+)$/, (label, max) => `“${label}” deve ser no máximo ${max}.`],
  [/^(.+) must be a whole number$/, (label) => `“${label}” deve ser um número inteiro.`],
  [/^(.+) must be a number$/, (label) => `“${label}” deve ser um número.`],
  [/^(.+) must be unique$/, (label) => `“${label}” não pode se repetir.`],
  // A key the schema does not have (a page's own rating, gone with legal review N2; a hand edit).
  [
    /^(?:: )?Key on object value "([^"]+)" is not allowed$/,
    (key) => `o campo “${key}” não existe no editor; apague-o deste arquivo.`,
  ],
  [
    /^Must have at least (\d+) elements?$/,
    (count) => `a lista deve ter pelo menos ${count} ${count === "1" ? "item" : "itens"}.`,
  ],
  [
    /^Must have at most (\d+) elements?$/,
    (count) => `a lista deve ter no máximo ${count} ${count === "1" ? "item" : "itens"}.`,
  ],
];

/**
 * A reader error ("Invalid data for "x" in collection "y": field: words", or for singleton "z") as the build's other
 * problems: one line per field, named as the editor shows it (scripts/content/places.ts: the
 * entry's title, read from `root`'s content/, and the fields' labels), in Portuguese:
 * “Cardiologista › Busca e compartilhamento › Descrição para o Google: deve ter pelo menos 70 caracteres.”
 */
export function contentReadError(error: unknown, root = contentRoot()): Error {
  const message = error instanceof Error ? error.message : String(error);
  const head = /^Invalid data for (?:"([^"]+)" in collection "([^"]+)"|singleton "([^"]+)"):\n([\s\S]*)$/.exec(message);
  if (!head) return error instanceof Error ? error : new Error(message);
  const [, slug, collection, singleton, details] = head;
  const file = singleton ? singletonFile(singleton as SingletonKey) : `content/${collection}/${slug}.yaml`;
  const lines = details!
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [, field = "", words = line] = /^([^:]+): ([\s\S]*)$/.exec(line) ?? [];
      const rule = fieldRuleWords.find(([pattern]) => pattern.test(words));
      const said = rule ? rule[1](...pattern(rule[0], words)) : words;
      const place = editorPlace(file, field, root);
      // The place ends with the field's label: the words need not repeat it.
      const label = /^“([^”]+)” (.*)$/.exec(said);
      return `${place}: ${label && place.endsWith(` › ${label[1]}`) ? label[2] : said}`;
    });
  return new Error(lines.join("\n"));
}

const pattern = (expression: RegExp, text: string) => expression.exec(text)!.slice(1);
