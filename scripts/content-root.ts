import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");

/**
 * The directory whose content/ the build and the generator read: the project's own, unless
 * CONTENT_ROOT names another (relative to the project). The test suite sets it to tests/fixtures,
 * the fixed copy of the content the code's tests are written against (tests/fixture-content.ts),
 * so editing content/ never changes what a test sees.
 */
export function contentRoot(): string {
  return path.resolve(projectRoot, process.env.CONTENT_ROOT || ".");
}

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
    })
    .sort();
}

/** A digest of `root`/content/ (each file's path and bytes): which content a build was made from. */
export function contentDigest(root: string): string {
  const dir = path.join(root, "content");
  const hash = crypto.createHash("sha256");
  for (const file of filesUnder(dir))
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update("\0");
  return hash.digest("hex");
}

/** The file, in a build directory, naming the content it was built from (never served: beside client/). */
export const contentSourceFile = (buildDir: string) => path.join(buildDir, "content-source.json");

export interface ContentSource {
  /** content/'s parent, relative to the project ("." for the project's own). */
  root: string;
  digest: string;
}

export function readContentSource(buildDir: string): ContentSource | undefined {
  const file = contentSourceFile(buildDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as ContentSource) : undefined;
}

export function writeContentSource(buildDir: string, root: string): void {
  const source: ContentSource = { root: path.relative(projectRoot, root) || ".", digest: contentDigest(root) };
  fs.writeFileSync(contentSourceFile(buildDir), `${JSON.stringify(source, null, 2)}\n`);
}
