/**
 * The list of publications (data/editor/publications.json, 0600): who published, undid or
 * restored what, when, its commit and the release it put live. Newest first, at most 500, and
 * none older than the term (12 months, ./publication-term.ts): read and written within it.
 */
import fs from "node:fs";
import path from "node:path";
import { withinTerm } from "./publication-term.ts";
import { writePrivateJson } from "./private-json.ts";

export interface Person {
  email: string;
  name: string;
}

export interface ChangedFile {
  /** A (added), M (modified), D (deleted), as git says it. */
  status: string;
  path: string;
}

export interface Publication {
  id: string;
  kind: "publicacao" | "desfazer" | "restauracao";
  at: string;
  email: string;
  name: string;
  commit: string;
  summary: string;
  files: ChangedFile[];
  durationMs: number;
  /** The release (releases/<id>) it put live, and the one live before it, which an undo goes back to. */
  release?: string;
  replaced?: string;
  /** For an undo: the publication it undid. */
  undoes?: string;
  /** For a restore: the publication whose version it put back. */
  restores?: string;
  undone?: boolean;
  push?: string;
  deploy?: string;
}

/** The folders the staff's edits live in, committed on publish. */
export const contentFolders = ["content", "images"];

/** A label the staff knows for each content file (the editor's names, not the files'). */
export function labelOf(file: string): string {
  const base = path.basename(file).replace(/\.(yaml|mdoc|svg|jpe?g|png|webp)$/, "");
  if (file === "content/clinica.yaml") return "Dados da clínica";
  if (file === "content/laboratorio.yaml") return "Laboratório";
  if (file === "content/aviso-de-cookies.yaml") return "Aviso de cookies";
  if (file.startsWith("content/equipe/")) return `Corpo clínico › ${base}`;
  if (file.startsWith("content/especialidades/")) return `Especialidade › ${base}`;
  if (file.startsWith("content/exames/")) return `Exame › ${base}`;
  if (file.startsWith("content/documentos/")) return `Documento › ${base}`;
  if (file.startsWith("content/paginas/")) return `Página › ${base}`;
  if (file.startsWith("images/")) return `Foto › ${base}`;
  return file;
}

/** "Conteúdo: Dados da clínica, Especialidade › cardiologista" (at most 4 labels, then "e mais N"). */
export function summaryOf(files: ChangedFile[]): string {
  const labels = [...new Set(files.map((file) => labelOf(file.path)))];
  const shown = labels.slice(0, 4).join(", ");
  return labels.length > 4 ? `${shown} e mais ${labels.length - 4}` : shown;
}

/** "02/12/2026, 09:30", the clinic's time: how the staff reads when something happened. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString("pt-BR", {
    timeZone: "America/Sao_Paulo",
    dateStyle: "short",
    timeStyle: "short",
  });
}

export class PublicationRecords {
  constructor(readonly file: string) {}

  all(): Publication[] {
    try {
      return withinTerm(JSON.parse(fs.readFileSync(this.file, "utf8")) as Publication[]);
    } catch {
      return [];
    }
  }

  find(id: string): Publication | undefined {
    return this.all().find((publication) => publication.id === id);
  }

  /** Written whole and renamed into place: a crash leaves the old list or the new one. */
  write(records: Publication[]): void {
    writePrivateJson(this.file, withinTerm(records).slice(0, 500));
  }

  /** `publication` first; an undo marks the one it undid. Idempotent (the repair at start may add it again). */
  add(publication: Publication): void {
    const records = this.all().filter((record) => record.id !== publication.id);
    if (publication.undoes) {
      const undone = records.find((record) => record.id === publication.undoes);
      if (undone) undone.undone = true;
    }
    this.write([publication, ...records]);
  }

  update(publication: Publication): void {
    this.write(this.all().map((record) => (record.id === publication.id ? publication : record)));
  }
}
