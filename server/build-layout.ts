/**
 * The shape of the build in build/client, shared by the server that serves it and the scripts that
 * write, rewrite and measure it: where each page's file is, how to list the files, and how their
 * pre-compressed twins are made.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Where the build puts each page: `/` → index.html, `/x` → x/index.html, `/x.html` → x.html. */
export function prerenderedFile(urlPath: string): string {
  if (urlPath === "/") return "/index.html";
  return urlPath.endsWith(".html") ? urlPath : `${urlPath}/index.html`;
}

/** The not-found page's file: prerendered through /404, answered with status 404 for unknown paths. */
export const notFoundPageFile = "/404.html";

/** Every file below `dir`, depth first; nothing when `dir` does not exist. */
export function* walkFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else yield full;
  }
}

/** Text files worth serving compressed; smaller than 256 bytes they gain nothing. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|map)$/;
const MIN_COMPRESSED_SIZE = 256;

/** Writes (or removes, when not worth it) the brotli-11 and gzip-9 twins of a file; true when written. */
export function writeCompressedTwins(file: string): boolean {
  return compressedTwinsWriter()(file);
}

/**
 * writeCompressedTwins for the files of one build: a file with the same bytes as one already
 * compressed (every page and its `.html` alias are the same document) gets copies of that one's
 * twins instead of a brotli-11 pass of its own, the same bytes for half the work (brotli-11 of
 * the 60 pages took 5.5 of the build's 12 CPU-s after `react-router build`).
 */
export function compressedTwinsWriter(): (file: string) => boolean {
  const compressedAs = new Map<string, string>();
  return (file) => {
    fs.rmSync(`${file}.br`, { force: true });
    fs.rmSync(`${file}.gz`, { force: true });
    if (!COMPRESSIBLE.test(file)) return false;
    const content = fs.readFileSync(file);
    if (content.length < MIN_COMPRESSED_SIZE) return false;
    const digest = crypto.createHash("sha256").update(content).digest("hex");
    const same = compressedAs.get(digest);
    if (same) {
      fs.copyFileSync(`${same}.br`, `${file}.br`);
      fs.copyFileSync(`${same}.gz`, `${file}.gz`);
      return true;
    }
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    compressedAs.set(digest, file);
    return true;
  };
}
