/**
 * Where a problem is, in the editor's words: the entry's title, then each field's label as the
 * editor shows it, and 1-based ordinals for the items of a list, instead of the file and the keys
 * the build reads. The content check, the reader's errors and the publication gate all name a
 * place this way, and the editor's preview and publish list their lines as they are:
 *
 *   content/especialidades/cardiologista.yaml › faq[1].answer
 *   → Cardiologista › Perguntas frequentes › 2ª › Resposta
 *
 * The labels come from the editor's schema (cms/config.ts), the title from the entry's own name
 * field (its slugField) or, for one-file pages and settings, the label the editor lists them by.
 * A key the schema does not know (a field the build derives) stays as it is.
 */
import fs from "node:fs";
import path from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { load } from "js-yaml";
import config from "#cms/config.ts";
import { contentRoot } from "../content-root";

type Schema = Record<string, ComponentSchema>;

interface EditorEntry {
  /** What the editor calls the entry: its name, or the page's or settings' label. */
  title: string;
  schema: Schema;
  /** The entry as its file holds it; undefined when unreadable. */
  data?: Record<string, unknown>;
}

/**
 * The keys of the generated content that the editor's form names otherwise (scripts/content/pages.ts):
 * the content check walks the generated pages.
 */
const generatedKeys: Record<string, string> = { priceFrom: "price" };

/**
 * Lists whose items are feminine in Portuguese, by the first word of the list's label: their
 * items are "2ª", the others "2º" (“Perguntas frequentes › 2ª”, “Cartões › 1º”).
 */
const feminineLists =
  /^(perguntas|linhas|colunas|células|avaliações|palavras|condições|especialidades|notas|pessoas|áreas|horas|unidades|regras|datas|informações|fotos|etapas|faixas|formas|redes|orientações|respostas|mensagens|listas|observações|indicações)\b/i;

/** 0 → “1ª” or “1º”, after the list's label. */
export function ordinal(index: number, listLabel = ""): string {
  return `${index + 1}${feminineLists.test(listLabel.trim()) ? "ª" : "º"}`;
}

/** `faq[1].answer` or `faq.1.answer` → ["faq", "1", "answer"]. */
const keysOf = (field: string) => field.split(/[.[\]]+/).filter(Boolean);

const labelOf = (field: ComponentSchema): string | undefined => {
  if (field.kind === "conditional") return field.discriminant.label;
  if (field.kind === "child") return undefined;
  return "label" in field && typeof field.label === "string" ? field.label : undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The labels of the fields `field` passes through in `schema`, ordinals for list items. `data`, the
 * entry as its file holds it, says which choice a conditional field made (an exam's subject is a
 * test, not a specialty); without it, the first choice that has the key is taken.
 */
export function fieldLabels(schema: Schema, field: string, data?: unknown): string[] {
  const labels: string[] = [];
  const walk = (node: ComponentSchema | undefined, keys: string[], value: unknown): void => {
    const [key, ...rest] = keys;
    if (key === undefined) return;
    if (!node) {
      labels.push(...keys);
      return;
    }
    if (node.kind === "array") {
      if (!/^\d+$/.test(key)) return walk(node.element, keys, undefined);
      labels.push(ordinal(Number(key), node.label));
      // A list of lists (a table's rows): the inner list is named before its items.
      if (node.element.kind === "array" && rest.length > 0) labels.push(node.element.label);
      return walk(node.element, rest, Array.isArray(value) ? value[Number(key)] : undefined);
    }
    if (node.kind === "conditional") {
      if (key === "discriminant") {
        labels.push(node.discriminant.label ?? "");
        return;
      }
      const values = node.values as Record<string, ComponentSchema>;
      const next = key === "value" ? rest : keys;
      if (next.length === 0) return;
      const chosen = isRecord(value) ? values[String(value.discriminant)] : undefined;
      const branch =
        chosen?.kind === "object" && next[0]! in chosen.fields
          ? chosen
          : Object.values(values).find((candidate) => candidate.kind === "object" && next[0]! in candidate.fields);
      if (branch) return walk(branch, next, isRecord(value) ? value.value : undefined);
      labels.push(...next);
      return;
    }
    if (node.kind === "object") {
      const name = key in node.fields ? key : (generatedKeys[key] ?? key);
      const child = node.fields[name];
      if (!child) {
        labels.push(...keys);
        return;
      }
      // A choice (conditional) is named only when the place is the choice itself; below it, its fields are.
      const label = child.kind === "conditional" && rest.length > 0 ? undefined : labelOf(child);
      if (label) labels.push(label);
      return walk(child, rest, isRecord(value) ? value[name] : undefined);
    }
    // A single field (text, image, slug…): any key left is a part of its value, the field is the place.
  };
  walk({ kind: "object", fields: schema } as ComponentSchema, keysOf(field), data);
  return labels;
}

/** The entry of the editor a content file is, with its title as the editor lists it. */
export function editorEntry(file: string, root = contentRoot()): EditorEntry | undefined {
  const withoutExtension = file.replace(/\.(yaml|mdoc)$/, "");
  for (const singleton of Object.values(config.singletons) as { label: string; path: string; schema: Schema }[])
    if (singleton.path === withoutExtension)
      return { title: singleton.label, schema: singleton.schema, data: readEntry(path.join(root, file)) };
  for (const collection of Object.values(config.collections) as {
    path: string;
    slugField: string;
    schema: Schema;
  }[]) {
    const folder = collection.path.replace(/\*$/, "");
    if (!collection.path.endsWith("*") || !withoutExtension.startsWith(folder)) continue;
    const slug = withoutExtension.slice(folder.length);
    if (slug.includes("/")) continue;
    const data = readEntry(path.join(root, file));
    const name = data?.[collection.slugField];
    return {
      title: typeof name === "string" && name.trim() ? name.trim() : slug,
      schema: collection.schema,
      data,
    };
  }
  return undefined;
}

/** The entry as its file holds it (YAML, or a Markdoc file's frontmatter); undefined when unreadable. */
function readEntry(file: string): Record<string, unknown> | undefined {
  try {
    let text = fs.readFileSync(file, "utf8");
    if (file.endsWith(".mdoc")) text = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
    const data = load(text);
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The place of `field` in `file` as the editor shows it: “Cardiologista › Perguntas frequentes ›
 * 2ª › Resposta”. A file that is not one of the editor's (app/site/registry.ts) keeps its name:
 * “file › field”.
 */
export function editorPlace(file: string, field: string, root = contentRoot()): string {
  const entry = editorEntry(file, root);
  if (!entry) return field ? `${file} › ${field}` : file;
  return [entry.title, ...fieldLabels(entry.schema, field, entry.data)].join(" › ");
}
