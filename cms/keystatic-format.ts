/**
 * A content file as the editor writes it: read through the schema (cms/config.ts) and written back
 * with the very functions Keystatic's page uses when she saves (its parseProps, serializeProps
 * and js-yaml's dump, taken from Keystatic's browser code, which has no public export for them).
 * A file already in this form changes only in the lines of the field she edits; one that is not
 * (long texts not folded, dates quoted, an empty list left out) is rewritten whole on her first save.
 *
 *   tsx cms/keystatic-format.ts [dir]   rewrites dir/content/'s YAML files as Keystatic writes them
 *                                       (default: the project's content/ and the tests' fixture)
 *
 * Only YAML files (collections and singletons without a text field): the documents (.mdoc) go
 * through Keystatic's Markdoc editor, whose output is not reproduced here.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentSchema } from "@keystatic/core";
import keystaticConfig from "./config";

const projectRoot = path.resolve(import.meta.dirname, "..");
const dist = path.join(projectRoot, "node_modules/@keystatic/core/dist");

/** Keystatic 0.6.9's internal modules (cms/keystatic-pt-br.test.ts pins the version). */
interface KeystaticInternals {
  parseProps: (
    schema: ComponentSchema,
    value: unknown,
    path: unknown[],
    pathWithArrayFieldSlugs: string[],
    parseFormField: (schema: FormField, value: unknown, path: unknown[]) => unknown,
    isReader: boolean,
  ) => unknown;
  serializeProps: (
    state: unknown,
    schema: ComponentSchema,
    slugField: string | undefined,
    slug: string | undefined,
    shouldSuggestFilenamePrefix: boolean,
  ) => { value: unknown; extraFiles: unknown[] };
  object: (fields: Record<string, ComponentSchema>) => ComponentSchema;
  loadDataFile: (data: Uint8Array, format: { data: "yaml" | "json"; contentField: undefined }) => { loaded: unknown };
  /** js-yaml's dump, the one Keystatic's page writes YAML with. */
  dump: (value: unknown) => string;
}

interface FormField {
  formKind?: string;
  parse: (value: unknown, extra: unknown) => unknown;
}

let internals: Promise<KeystaticInternals> | undefined;

/** Loads Keystatic's UI modules once (slow: they bring React and the editor's components). */
function keystatic(): Promise<KeystaticInternals> {
  internals ??= (async (): Promise<KeystaticInternals> => {
    const load = (file: string) =>
      import(pathToFileURL(path.join(dist, file)).href) as Promise<
        Record<string, KeystaticInternals[keyof KeystaticInternals]>
      >;
    const ui = await load("index-3c244051.js");
    const shell = await load("index-5d64e651.js");
    const files = await load("required-files-bd819871.js");
    const jsYaml = createRequire(path.join(dist, "keystatic-core-ui.js")).resolve("js-yaml");
    const { dump } = (await import(pathToFileURL(jsYaml).href)) as Pick<KeystaticInternals, "dump">;
    return {
      parseProps: ui.p,
      serializeProps: ui.c,
      object: shell.o,
      loadDataFile: files.l,
      dump,
    } as KeystaticInternals;
  })();
  return internals;
}

/** The schema, slug field and slug of a file under content/, or undefined for a file the editor does not write as YAML. */
function entryOf(relativeFile: string) {
  const file = relativeFile.replaceAll(path.sep, "/");
  for (const [, collection] of Object.entries(keystaticConfig.collections ?? {})) {
    const dir = collection.path!.replace(/\/\*$/, "");
    if (path.posix.dirname(file) === dir && file.endsWith(".yaml"))
      return { schema: collection.schema, slugField: collection.slugField, slug: path.posix.basename(file, ".yaml") };
  }
  for (const [, singleton] of Object.entries(keystaticConfig.singletons ?? {}))
    if (`${singleton.path}.yaml` === file) return { schema: singleton.schema, slugField: undefined, slug: undefined };
  return undefined;
}

/**
 * The bytes Keystatic writes for `relativeFile` (relative to the project, e.g.
 * "content/clinica.yaml") holding `data`, after loading it in the editor and saving it unchanged.
 */
export async function keystaticBytes(relativeFile: string, data: Uint8Array): Promise<Uint8Array | undefined> {
  const entry = entryOf(relativeFile);
  if (!entry) return undefined;
  const { parseProps, serializeProps, object, loadDataFile, dump } = await keystatic();
  const rootSchema = object(entry.schema as Record<string, ComponentSchema>);
  const { loaded } = loadDataFile(data, { data: "yaml", contentField: undefined });
  const state = parseProps(
    rootSchema,
    loaded,
    [],
    [],
    (schema, value, at) => {
      if (at.length === 1 && at[0] === entry.slugField) return schema.parse(value, { slug: entry.slug });
      // An uploaded photo: only its file name is in the YAML, which is all the save writes back.
      if (schema.formKind === "asset") return schema.parse(value, { asset: new Uint8Array(), slug: entry.slug });
      return schema.parse(value, undefined);
    },
    false,
  );
  const { value } = serializeProps(state, rootSchema, entry.slugField, entry.slug, true);
  return new TextEncoder().encode(dump(value));
}

/** Every YAML file of `root`/content/ the editor writes, relative to `root`. */
export function editorYamlFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((item) => {
      const relative = path.join(dir, item.name);
      return item.isDirectory() ? walk(relative) : [relative];
    });
  return walk("content").filter((file) => entryOf(file) !== undefined);
}

/** Rewrites `root`/content/'s YAML files as Keystatic writes them; returns those that changed. */
export async function formatAsKeystatic(root: string): Promise<string[]> {
  const changed: string[] = [];
  for (const file of editorYamlFiles(root)) {
    const before = fs.readFileSync(path.join(root, file));
    const after = await keystaticBytes(file, before);
    if (after && !Buffer.from(after).equals(before)) {
      fs.writeFileSync(path.join(root, file), after);
      changed.push(file);
    }
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const roots = process.argv[2]
    ? [path.resolve(process.argv[2])]
    : [projectRoot, path.join(projectRoot, "tests/fixtures")];
  for (const root of roots) {
    const changed = await formatAsKeystatic(root);
    console.log(
      `${path.relative(projectRoot, path.join(root, "content")) || "content"}: ${changed.length} arquivo(s) reescritos como o editor os grava.`,
    );
    for (const file of changed) console.log(`  ${file}`);
  }
}
