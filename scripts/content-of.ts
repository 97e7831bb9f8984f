/**
 * The content check of any copy of content/, without touching the project's generated modules
 * (generated/, which the tests hold generated from their fixture): the check reads the
 * pages through modules generated from the content, so it runs in a throwaway copy of the
 * project's code (app/, cms/, scripts/, shared/; node_modules/, images/ and public/ linked), as
 * `tsx scripts/build.ts --check-only` with CONTENT_ROOT naming the content: the very steps and
 * messages of `npm run build`, nothing built.
 *
 * Those steps draw the artwork into public/images/generated/, the templated images (the share
 * image, the campaign's) with the checked content's facts. That folder is the copy's own, seeded
 * with the project's files (their times kept, so nothing fresh is redrawn): linked, the check would
 * leave the project's share image drawn from another content, newer than its sources, and the next
 * `npm run build` would ship it as fresh.
 *
 *   tsx scripts/content-of.ts [dir]   checks dir/content/ (default: the project's content/)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const projectRoot = path.resolve(import.meta.dirname, "..");
const copied = ["package.json", "tsconfig.json", "app", "cms", "scripts", "shared"];
const linked = ["node_modules", "images"];
const generatedImages = path.join("public", "images", "generated");

/** public/ in the copy: every entry linked to the project's, except the artwork's folder, copied. */
function preparePublic(copy: string): void {
  const linkEntriesOf = (dir: string, except: string) => {
    fs.mkdirSync(path.join(copy, dir), { recursive: true });
    for (const entry of fs.readdirSync(path.join(projectRoot, dir)))
      if (entry !== except) fs.symlinkSync(path.join(projectRoot, dir, entry), path.join(copy, dir, entry));
  };
  linkEntriesOf("public", "images");
  linkEntriesOf(path.join("public", "images"), "generated");
  if (fs.existsSync(path.join(projectRoot, generatedImages)))
    fs.cpSync(path.join(projectRoot, generatedImages), path.join(copy, generatedImages), {
      recursive: true,
      preserveTimestamps: true,
    });
}

export interface ContentCheckResult {
  /** True when the check found nothing: `npm run build` would build this content. */
  ok: boolean;
  /** What the check printed (its Portuguese lines, one per problem). */
  output: string;
}

/** Runs the build's content check on `root`/content/ in a throwaway copy of the project's code. */
export async function checkContentOf(root: string): Promise<ContentCheckResult> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  try {
    for (const name of copied) fs.cpSync(path.join(projectRoot, name), path.join(copy, name), { recursive: true });
    for (const name of linked) fs.symlinkSync(path.join(projectRoot, name), path.join(copy, name));
    preparePublic(copy);
    const env = { ...process.env, CONTENT_ROOT: path.resolve(root) };
    const tsx = path.join(projectRoot, "node_modules/.bin/tsx");
    return await new Promise<ContentCheckResult>((resolve, reject) => {
      const child = spawn(tsx, ["scripts/build.ts", "--check-only"], {
        cwd: copy,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      child.once("error", reject);
      child.once("close", (code) => resolve({ ok: code === 0, output }));
    });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(process.argv[2] ?? projectRoot);
  const { ok, output } = await checkContentOf(root);
  process.stdout.write(output);
  process.exitCode = ok ? 0 : 1;
}
