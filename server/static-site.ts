/**
 * The prerendered site, read into memory once at start: every file with its pre-compressed
 * variants, validators and headers; a page with an inline script that is not one of ours is
 * refused (readInlineScriptHashes). Only files that exist in the build can ever be served,
 * so no request path can reach the file system (no traversal is possible by construction).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { notFoundPageFile, prerenderedFile, walkFiles } from "./build-layout";
import {
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeFor,
  allowedInlineCode,
  type CspOptions,
  type InlineCodePolicy,
  type ResourceKind,
} from "./http-policy";

export type Encoding = "br" | "gzip" | "identity";

export interface StaticResource {
  contentType: string;
  cacheControl: string;
  /** Only on HTML pages. */
  csp?: string;
  variants: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
}

export interface StaticSite {
  /** Pages by clean path and by `.html` alias. */
  pages: Map<string, StaticResource>;
  /** Other files by URL path (`/assets/…`, `/favicon.svg`, …). */
  files: Map<string, StaticResource>;
  notFound: StaticResource;
}

/** What a page's CSP is made of: the policy's settings and the hashes of our own inline scripts. */
export type PageCspOptions = Omit<CspOptions, keyof InlineCodePolicy> & { allowedScripts: ReadonlySet<string> };

/**
 * Written by the build beside build/client (never served): the hashes of the inline scripts
 * compiled from our sources. Pages are checked against it, so the CSP never trusts a script
 * merely because the HTML holds it.
 */
export const inlineScriptHashesFileName = "inline-script-hashes.json";

/**
 * Written by the build beside build/client (never served): every URL path a page answers at, from
 * the registry the build prerendered (pageUrlPaths of app/site/registry.ts). The server reads the
 * list of the build it serves, not the registry it was compiled with, so a page a publish adds (a
 * new exam page) is served as soon as its build is swapped in, without a restart.
 */
export const pageListFileName = "pages.json";

/** The records the build writes beside client/ that a server needs to load it. */
export const buildRecordFileNames = [inlineScriptHashesFileName, pageListFileName] as const;

/** Copies a build's records (beside its client/) to another build folder: for tests and benchmarks that assemble one. */
export function copyBuildRecords(fromBuildDir: string, toBuildDir: string): void {
  for (const name of buildRecordFileNames) fs.copyFileSync(path.join(fromBuildDir, name), path.join(toBuildDir, name));
}

export function readPageUrlPaths(buildDir: string): string[] {
  const file = path.join(buildDir, pageListFileName);
  let urlPaths: unknown;
  try {
    urlPaths = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    throw new Error(`No ${file}: the build records the paths of its pages there; run \`npm run build\` first.`);
  }
  if (
    !Array.isArray(urlPaths) ||
    urlPaths.length === 0 ||
    !urlPaths.every((urlPath) => typeof urlPath === "string" && /^\/[\w./-]*$/.test(urlPath) && !urlPath.includes(".."))
  )
    throw new Error(`${file} is not what this server's build writes: run \`npm run build\` again.`);
  return urlPaths as string[];
}

export function readInlineScriptHashes(buildDir: string): ReadonlySet<string> {
  const file = path.join(buildDir, inlineScriptHashesFileName);
  let hashes: unknown;
  try {
    hashes = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    throw new Error(
      `No ${file}: the build records the hashes of its inline scripts there; run \`npm run build\` first.`,
    );
  }
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === "string" && /^'sha256-[\w+/=]+'$/.test(hash)))
    throw new Error(`${file} is not what this server's build writes: run \`npm run build\` again.`);
  return new Set(hashes as string[]);
}

/** One file of the build with its pre-compressed twins; the validator is the content's, one per encoding. */
export function loadResource(file: string, kind: ResourceKind, csp?: PageCspOptions): StaticResource {
  const identity = fs.readFileSync(file);
  const tag = crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 22);
  const resource: StaticResource = {
    contentType: contentTypeFor(path.extname(file)),
    cacheControl: cacheControlFor(kind),
    variants: { identity: { body: identity, etag: `"${tag}"` } },
  };
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (fs.existsSync(file + suffix))
      resource.variants[encoding] = { body: fs.readFileSync(file + suffix), etag: `"${tag}-${encoding}"` };
  }
  if (kind === "html") {
    const { allowedScripts = new Set<string>(), ...policy } = csp ?? {};
    resource.csp = contentSecurityPolicy({
      ...policy,
      ...allowedInlineCode(identity.toString("utf8"), allowedScripts, file),
    });
  }
  return resource;
}

/**
 * Every file of a build that is not a page, by URL path (`/assets/…`, `/favicon.svg`, …). Pages are
 * served only at their routes; compressed twins are variants of their original; _headers and
 * _redirects are rules for static hosts (scripts/deploy-config.ts), not content.
 */
export function loadFiles(clientDir: string): Map<string, StaticResource> {
  const files = new Map<string, StaticResource>();
  for (const file of walkFiles(clientDir)) {
    if (/\.(html|br|gz)$|[\\/]_(headers|redirects)$/.test(file)) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    files.set(urlPath, loadResource(file, urlPath.startsWith("/assets/") ? "hashed-asset" : "static"));
  }
  return files;
}

export function loadStaticSite(clientDir: string, csp: Omit<CspOptions, "scriptHashes"> = {}): StaticSite {
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}: run \`npm run build\` first.`);
  }
  const buildDir = path.dirname(clientDir);
  const pageCsp: PageCspOptions = { ...csp, allowedScripts: readInlineScriptHashes(buildDir) };
  const site: StaticSite = {
    pages: new Map(),
    files: loadFiles(clientDir),
    notFound: loadResource(path.join(clientDir, notFoundPageFile), "html", pageCsp),
  };
  for (const urlPath of readPageUrlPaths(buildDir)) {
    const file = path.join(clientDir, prerenderedFile(urlPath));
    if (!fs.existsSync(file)) throw new Error(`Page ${urlPath} is missing from the build (${file})`);
    site.pages.set(urlPath, loadResource(file, "html", pageCsp));
  }
  return site;
}

/** The best encoding the client accepts among those the resource has. */
export function negotiateEncoding(acceptEncoding: string | undefined, resource: StaticResource): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (resource.variants.br && allows("br")) return "br";
  if (resource.variants.gzip && allows("gzip")) return "gzip";
  return "identity";
}

/**
 * The site of `clientDir` that follows a switch of the build (`npm run build`, the editor's
 * publish, undo and restore point the `build` link at another release, docs/decisions/045): at
 * most every `intervalMs`, a request looks whether the folder is another one than the one loaded
 * (its inode, or its index page's) and, if so, loads it. The link is resolved once per load, so a
 * switch during a load never mixes two releases. A build that cannot be loaded (incomplete) is
 * reported once and the loaded one keeps serving. No restart is needed for a publish.
 */
export function followBuild(
  clientDir: string,
  csp: Omit<CspOptions, "scriptHashes">,
  options: { intervalMs?: number; onReload?: (error?: unknown) => void } = {},
): { current: () => StaticSite; initial: StaticSite } {
  const intervalMs = options.intervalMs ?? 500;
  /** The release's own client folder behind the link, and what says which one it is. */
  const identity = (): { dir: string; id: string } | undefined => {
    try {
      const dir = fs.realpathSync(clientDir);
      const stat = fs.statSync(dir);
      const index = fs.statSync(path.join(dir, "index.html"));
      return { dir, id: `${stat.ino}:${index.ino}:${index.mtimeMs}` };
    } catch {
      return undefined;
    }
  };
  const first = identity();
  let loadedAs = first?.id;
  let site = loadStaticSite(first?.dir ?? clientDir, csp);
  let checkedAt = Date.now();
  let failedAs: string | undefined;
  return {
    initial: site,
    current: () => {
      const now = Date.now();
      if (now - checkedAt < intervalMs) return site;
      checkedAt = now;
      const seen = identity();
      if (seen === undefined || seen.id === loadedAs || seen.id === failedAs) return site;
      try {
        site = loadStaticSite(seen.dir, csp);
        loadedAs = seen.id;
        options.onReload?.();
      } catch (error) {
        failedAs = seen.id;
        options.onReload?.(error);
      }
      return site;
    },
  };
}
