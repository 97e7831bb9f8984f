/**
 * The prerendered site, read into memory once at start: every file with its pre-compressed
 * variants, validators and headers. Only files that exist in the build can ever be served,
 * so no request path can reach the file system (no traversal is possible by construction).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { htmlAlias, pages } from "../app/content/pages";
import { prerenderedFile, walkFiles } from "./build-layout";
import { cacheControlFor, contentSecurityPolicy, contentTypeFor, inlineScriptHashes, type CspOptions, type ResourceKind } from "./http-policy";

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

const etagOf = (body: Buffer, suffix: string) => `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}${suffix}"`;

function loadResource(file: string, kind: ResourceKind, csp?: Omit<CspOptions, "scriptHashes">): StaticResource {
  const identity = fs.readFileSync(file);
  const resource: StaticResource = {
    contentType: contentTypeFor(path.extname(file)),
    cacheControl: cacheControlFor(kind),
    variants: { identity: { body: identity, etag: etagOf(identity, "") } },
  };
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    if (fs.existsSync(file + suffix)) {
      const body = fs.readFileSync(file + suffix);
      resource.variants[encoding] = { body, etag: etagOf(identity, `-${encoding}`) };
    }
  }
  if (kind === "html") resource.csp = contentSecurityPolicy({ ...csp, scriptHashes: inlineScriptHashes(identity.toString("utf8")) });
  return resource;
}

/** Every page's URL paths (clean and `.html` alias) with the build file that holds it. */
function pageFiles(clientDir: string): [string, string][] {
  return pages
    .flatMap((page) => [page.path, htmlAlias(page.path)])
    .filter((urlPath): urlPath is string => urlPath !== null)
    .map((urlPath) => [urlPath, path.join(clientDir, prerenderedFile(urlPath))]);
}

export function loadStaticSite(clientDir: string, csp: Omit<CspOptions, "scriptHashes"> = {}): StaticSite {
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}: run \`npm run build\` first.`);
  }
  const site: StaticSite = { pages: new Map(), files: new Map(), notFound: loadResource(path.join(clientDir, "404.html"), "html", csp) };
  for (const [urlPath, file] of pageFiles(clientDir)) {
    if (!fs.existsSync(file)) throw new Error(`Page ${urlPath} is missing from the build (${file})`);
    site.pages.set(urlPath, loadResource(file, "html", csp));
  }
  for (const file of walkFiles(clientDir)) {
    // Pages are served only at their routes; compressed twins are variants of their original;
    // _headers and _redirects are rules for static hosts (scripts/deploy-config.ts), not content.
    if (/\.(html|br|gz)$|[\\/]_(headers|redirects)$/.test(file)) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    site.files.set(urlPath, loadResource(file, urlPath.startsWith("/assets/") ? "hashed-asset" : "static"));
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
