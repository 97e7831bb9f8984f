/**
 * The HTTP rules of the site in one place: cache lifetimes, security headers and the
 * content security policy. Our server applies them in code; the deploy configs for static
 * hosts and nginx are generated from the same functions.
 */
import crypto from "node:crypto";

export type ResourceKind = "html" | "hashed-asset" | "static";

/** Every answer that is not a 200 page or file (the not-found page included) is never cached. */
export const errorCacheControl = "no-store";

/** The largest request body accepted: a lead is a few hundred bytes. */
export const bodyLimitBytes = 16 * 1024;

/**
 * How long a client may hold a connection, and how many the server keeps. A request (headers and
 * body) has 15 s in all, so a body trickled a byte at a time is cut with 408; an idle socket goes
 * after 30 s, a kept-alive one after 5 s; past 1024 open connections new ones are dropped. Node
 * checks the request deadlines every `checkIntervalMs`. Behind nginx the body arrives buffered;
 * these hold when the relay is reached directly.
 */
export interface ConnectionLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  checkIntervalMs: number;
}

export const connectionLimits: ConnectionLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
  checkIntervalMs: 1_000,
};

/** Hashed `/assets/*` never change: a year, immutable. HTML is revalidated on every visit. */
export function cacheControlFor(kind: ResourceKind): string {
  switch (kind) {
    case "hashed-asset":
      return "public, max-age=31536000, immutable";
    case "html":
      return "public, max-age=0, must-revalidate";
    case "static":
      return "public, max-age=86400, must-revalidate";
  }
}

/** The CSP source of one inline script: the SHA-256 of its exact text. */
export function inlineScriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The entities React (and postbuild, for the one `onclick`) writes in attribute values, decoded. */
const decodeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, name: string) =>
    name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : name === "amp" ? "&" : "'",
  );

/**
 * The text of every event-handler attribute (`onclick="…"`) of the page's elements, decoded as the
 * browser reads it: the browser hashes that text against the CSP. Script and style contents are
 * skipped; a tag's attributes are read in order, so text inside a quoted value is never taken for one.
 */
export function inlineHandlerTexts(html: string): string[] {
  const texts: string[] = [];
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  for (const tag of markup.matchAll(
    /<[a-zA-Z][^\s/>]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g,
  )) {
    for (const attribute of (tag[1] ?? "").matchAll(/\s+([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g)) {
      if (!/^on/i.test(attribute[1] ?? "")) continue;
      const raw = attribute[2] ?? "";
      texts.push(decodeAttribute(/^["']/.test(raw) ? raw.slice(1, -1) : raw));
    }
  }
  return texts;
}

/** What a page's CSP needs of its inline code (docs/decisions/065). */
export type InlineCodePolicy = Pick<CspOptions, "scriptHashes" | "inlineHandlers">;

/**
 * The page's inline code the browser runs, read once: the SHA-256 sources of its inline scripts
 * (JSON-LD is data, not run) and of its event-handler attributes (the one `onclick` of <html>), and
 * whether it has any handler, which the CSP must then let the hashes match.
 */
export function inlineCodePolicy(html: string): InlineCodePolicy {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/type=["']application\/ld\+json["']/.test(attributes) || body.length === 0) continue;
    hashes.add(inlineScriptHash(body));
  }
  const handlers = inlineHandlerTexts(html);
  for (const text of handlers) hashes.add(inlineScriptHash(text));
  return { scriptHashes: [...hashes], inlineHandlers: handlers.length > 0 };
}

/** SHA-256 sources of the page's inline code the browser runs: its scripts and its handlers. */
export function inlineScriptHashes(html: string): string[] {
  return inlineCodePolicy(html).scriptHashes;
}

/**
 * The inline code a page's CSP allows: its scripts and handlers, each of which must be one of ours
 * (`allowed`: computed at build time from app/inline/, the consent script and the speculation
 * rules, never read from the HTML). Code that is not, whatever put it there, throws: the build stops, and a server
 * refuses to load such a build.
 */
export function allowedInlineCode(html: string, allowed: ReadonlySet<string>, where: string): InlineCodePolicy {
  const policy = inlineCodePolicy(html);
  const foreign = policy.scriptHashes.filter((hash) => !allowed.has(hash));
  if (foreign.length > 0)
    throw new Error(
      `${where}: ${foreign.length} inline script(s) that are not ours (app/inline/, app/consent/consent-script.ts, the speculation rules) (${foreign.join(" ")}): a page runs only our own inline scripts`,
    );
  return policy;
}

export interface CspOptions {
  scriptHashes: string[];
  /** The page has event-handler attributes, whose hashes are among `scriptHashes` (docs/decisions/065). */
  inlineHandlers?: boolean;
  /** Origins the browser may POST leads to besides our own. */
  connectOrigins?: string[];
  /** Tag manager configured: its script and beacon hosts are allowed. */
  tagManager?: boolean;
}

/** The page settings that shape the CSP, as both our server and the static-host rules read them. */
export interface CspSettings {
  VITE_LEAD_ENDPOINT?: string;
  VITE_GTM_ID?: string;
}

/** True when the browser posts leads straight to an external automation URL instead of our relay. */
export function leadEndpointIsExternal(settings: CspSettings): boolean {
  return Boolean(settings.VITE_LEAD_ENDPOINT && /^https?:\/\//.test(settings.VITE_LEAD_ENDPOINT));
}

/** An external lead endpoint's origin joins connect-src; a tag-manager id allows its hosts. */
export function cspOptionsFrom(settings: CspSettings): Omit<CspOptions, "scriptHashes"> {
  const connectOrigins = leadEndpointIsExternal(settings) ? [new URL(settings.VITE_LEAD_ENDPOINT!).origin] : [];
  return { connectOrigins, tagManager: Boolean(settings.VITE_GTM_ID) };
}

export function contentSecurityPolicy({
  scriptHashes,
  inlineHandlers = false,
  connectOrigins = [],
  tagManager = false,
}: CspOptions): string {
  const gtm = tagManager
    ? ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"]
    : [];
  return [
    "default-src 'self'",
    // 'unsafe-hashes' lets the listed hashes match event-handler attributes too: the one `onclick` of
    // <html> (docs/decisions/065). No text that is not listed runs; every hash is of our own code.
    `script-src 'self' ${[...(inlineHandlers ? ["'unsafe-hashes'"] : []), ...scriptHashes, ...(tagManager ? ["https://www.googletagmanager.com"] : [])].join(" ")}`.trim(),
    // React and Radix set style attributes; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${gtm.join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${[...connectOrigins, ...gtm].join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
  // No other site may embed our responses (a page, an image, a JSON answer) in its own.
  "cross-origin-resource-policy": "same-origin",
};

/**
 * A demonstration build (example data, docs/publication.md) asks search engines to index none of
 * its answers; a publication build adds nothing. The pages say the same in a robots meta tag.
 */
export function indexingHeaders(publication: boolean): Readonly<Record<string, string>> {
  return publication ? {} : { "x-robots-tag": "noindex" };
}

/** True when the build's settings say it is a publication build (scripts/publication-gate.ts passed). */
export const isPublicationBuild = (settings: { PUBLICATION_BUILD?: string | null | undefined }) =>
  settings.PUBLICATION_BUILD === "1";

/** The CSP of every answer that is not a page (JSON, plain text): nothing may load or run from it. */
export const nonDocumentCsp = "default-src 'none'; frame-ancestors 'none'";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

export function contentTypeFor(extension: string): string {
  return contentTypes[extension.toLowerCase()] ?? "application/octet-stream";
}
