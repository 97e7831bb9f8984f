/**
 * What an editor save may add, beyond where (cms/request-guard.ts): Keystatic's local mode
 * writes whatever file the browser sends, so an `.html` page, an `.htaccess` or a script could be
 * saved among the photos and committed by the next publish, and an HTML file named `.jpg` broke
 * every later build. Here, from the schema itself:
 * - a file under an image field's folder (`images/enviadas/…`) is a JPEG, PNG or WebP photo by
 *   its first bytes, its name ends as its type does, and it is at most 10 MB (the schema's only
 *   image field asks for JPG, PNG or WebP: no SVG is taken from the editor);
 * - a content file (`content/…`) has the extension its collection or singleton is stored with
 *   (`.yaml`, or `.mdoc` for the documents' Markdoc);
 * - every part of its path is ASCII letters, digits, `.`, `_` or `-`, starting with a letter or a
 *   digit (no dot-file), and at most 100 characters.
 * A refusal names the file by its name only, in Portuguese: Keystatic shows the answer's text to
 * her as it is.
 */
import { Buffer } from "node:buffer";

/** What of a Keystatic config says how its files are stored. */
export interface StoredConfig {
  collections?: Record<string, { path?: string; format?: unknown; schema: unknown }>;
  singletons?: Record<string, { path?: string; format?: unknown; schema: unknown }>;
}

export interface UploadRules {
  /** The folders of the schema's image fields (`images/enviadas`). */
  imageDirectories: readonly string[];
  /** Each content root (a collection's folder, a singleton's file stem) and the extension of its files. */
  contentExtensions: ReadonlyMap<string, string>;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_NAME_LENGTH = 100;

/** The photo types taken, by their first bytes, and the extensions each may be named with. */
const photoTypes = [
  { label: "JPG", extensions: ["jpg", "jpeg"], matches: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    label: "PNG",
    extensions: ["png"],
    matches: (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    label: "WebP",
    extensions: ["webp"],
    matches: (bytes: Uint8Array) => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP",
  },
] as const;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The rules of a Keystatic config: its image fields' folders, and each entry's file extension. */
export function uploadRulesOf(config: StoredConfig): UploadRules {
  const imageDirectories = new Set<string>();
  const contentExtensions = new Map<string, string>();
  const findDirectories = (node: unknown, depth = 0): void => {
    if (typeof node !== "object" || node === null || depth > 40) return;
    const directory = (node as { directory?: unknown }).directory;
    if (typeof directory === "string") imageDirectories.add(directory.replace(/\/+$/, ""));
    for (const child of Object.values(node)) findDirectories(child, depth + 1);
  };
  for (const entry of [...Object.values(config.collections ?? {}), ...Object.values(config.singletons ?? {})]) {
    const root = (entry.path ?? "").replace(/\/?\*+.*$/, "").replace(/\/+$/, "");
    const markdoc = typeof entry.format === "object" && entry.format !== null && "contentField" in entry.format;
    if (root) contentExtensions.set(root, markdoc ? "mdoc" : "yaml");
    findDirectories(entry.schema);
  }
  return { imageDirectories: [...imageDirectories], contentExtensions };
}

/** A name as a refusal shows it: a name of 300 characters is cut, never echoed whole. */
function shown(name: string): string {
  return name.length > 60 ? `${name.slice(0, 40)}…${name.slice(-12)}` : name;
}

const segmentPattern = /^[a-z0-9][a-z0-9._-]*$/;
/** Cameras name photos `.JPG`, and Keystatic keeps the extension as uploaded: only it may be upper case. */
const withLowerExtension = (filepath: string) => filepath.replace(/\.[A-Za-z0-9]+$/, (end) => end.toLowerCase());
const isUnder = (filepath: string, root: string) => filepath.startsWith(`${root}/`);

/**
 * Why an addition of `contents` at `filepath` (relative, `/`-separated, already inside a writable
 * root: cms/request-guard.ts) is refused, in her words; undefined when it is taken.
 */
export function additionRefusal(filepath: string, contents: Uint8Array, rules: UploadRules): string | undefined {
  const name = filepath.split("/").at(-1) ?? filepath;
  const extension = /\.([^.]+)$/.exec(name)?.[1] ?? "";
  const segments = withLowerExtension(filepath).split("/");
  if (segments.some((segment) => segment.length > MAX_NAME_LENGTH || !segmentPattern.test(segment)))
    return `O arquivo “${shown(name)}” tem um nome que o site não aceita: use só letras sem acento, números, hífens e pontos, com até ${MAX_NAME_LENGTH} caracteres, e envie de novo.`;
  if (rules.imageDirectories.some((directory) => isUnder(filepath, directory))) {
    const type = photoTypes.find((candidate) => candidate.matches(contents));
    if (!type)
      return `O arquivo “${shown(name)}” não é uma foto JPG, PNG ou WebP: escolha uma foto num desses formatos.`;
    if (!(type.extensions as readonly string[]).includes(extension.toLowerCase()))
      return `O arquivo “${shown(name)}” é uma foto ${type.label}, mas o nome termina em “.${extension}”: renomeie para .${type.extensions[0]} e envie de novo.`;
    if (contents.byteLength > MAX_UPLOAD_BYTES)
      return `A foto “${shown(name)}” tem ${(contents.byteLength / 1024 / 1024).toFixed(1).replace(".", ",")} MB; o limite é ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: reduza a foto e envie de novo.`;
    return undefined;
  }
  for (const [root, wanted] of rules.contentExtensions)
    if (isUnder(filepath, root) || filepath === `${root}.${extension}`)
      return extension === wanted
        ? undefined
        : `O arquivo “${shown(name)}” não é um arquivo de conteúdo do site (.${wanted}): nada foi salvo.`;
  return `O arquivo “${shown(name)}” não pertence a nenhuma parte do site: nada foi salvo.`;
}

/**
 * Why the additions of an update body are refused (the first refused file), or undefined. Their
 * paths were checked already (cms/request-guard.ts); `contents` is base64 as Keystatic sends it.
 */
export function uploadsRefusal(additions: readonly unknown[], rules: UploadRules): string | undefined {
  for (const addition of additions) {
    const { path: filepath, contents } = (addition ?? {}) as { path?: unknown; contents?: unknown };
    if (typeof filepath !== "string" || typeof contents !== "string") return "Pedido inválido.";
    // Node's base64 takes both alphabets (Keystatic's local mode writes base64url, its UI sends either).
    const refusal = additionRefusal(filepath, Buffer.from(contents, "base64"), rules);
    if (refusal) return refusal;
  }
  return undefined;
}
