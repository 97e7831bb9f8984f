/**
 * The names the staff knows for the files a change touched, as the editor's own pages list them:
 * "Especialidade › Cardiologista", "Corpo clínico › Ana Souza", "Foto da página Holter 24
 * horas", read from the entries themselves; the file's path stays in the "Detalhes" fold. A file
 * that is gone (deleted, or an old record's) falls back to the publisher's label.
 */
import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { labelOf, type ChangedFile } from "../publisher.ts";

/** The collections whose entries have a name of their own, and the field that holds it. */
const collections = [
  { folder: "content/especialidades/", kind: "Especialidade", field: "label" },
  { folder: "content/exames/", kind: "Exame", field: "label" },
  { folder: "content/equipe/", kind: "Corpo clínico", field: "name" },
] as const;

function fieldOf(file: string, field: string): string | undefined {
  try {
    const data = load(fs.readFileSync(file, "utf8")) as Record<string, unknown> | undefined;
    const value = data?.[field];
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The name of the specialty or exam page a folder of uploaded photos belongs to (images/enviadas/<slug>/…). */
function pageNameOf(root: string, slug: string): string | undefined {
  for (const folder of ["content/especialidades/", "content/exames/"]) {
    const name = fieldOf(path.join(root, folder, `${slug}.yaml`), "label");
    if (name) return name;
  }
  return undefined;
}

export function displayNameOf(root: string, file: string): string {
  for (const { folder, kind, field } of collections)
    if (file.startsWith(folder)) {
      const name = fieldOf(path.join(root, file), field);
      if (name) return `${kind} › ${name}`;
    }
  const upload = /^images\/enviadas\/([^/]+)\//.exec(file);
  if (upload) {
    const page = pageNameOf(root, upload[1]!);
    if (page) return `Foto da página ${page}`;
  }
  return labelOf(file);
}

const statusWord: Record<string, string> = { A: "novo", M: "alterado", D: "apagado" };

export function statusWordOf(file: ChangedFile): string {
  return statusWord[file.status] ?? file.status;
}

/** One line per name (a page and its photo saved together are two lines; one page's two photos, one). */
export function namedChanges(root: string, files: ChangedFile[]): { name: string; status: string }[] {
  const seen = new Map<string, string>();
  for (const file of files) {
    const name = displayNameOf(root, file.path);
    if (!seen.has(name)) seen.set(name, statusWordOf(file));
  }
  return [...seen].map(([name, status]) => ({ name, status }));
}
