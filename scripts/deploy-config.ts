/**
 * Host rules for serving the build without our server, generated from what our server applies
 * in code: the page registry (routes and `.html` aliases), server/http-policy.ts (cache lifetimes,
 * security headers, content security policy) and the built pages themselves, read through
 * server/static-site.ts so each page's inline-script hashes are exactly the ones our server sends.
 *
 *   build/client/_headers, build/client/_redirects   Netlify and Cloudflare Pages
 *   build/nginx.conf                                 one `server {}` block for nginx
 *   build/nginx-logrotate.conf                       keeps nginx's access logs for the policy's terms
 *
 * The render functions are pure; `loadSiteRules` and `writeDeployConfigs` read and write the build.
 */
import fs from "node:fs";
import path from "node:path";
import util from "node:util";
import { pageUrlPaths } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { loadEnv, type ServerEnv } from "#server/env.ts";
import {
  bodyLimitBytes,
  contentTypeFor,
  nonDocumentCsp,
  cspOptionsFrom,
  errorCacheControl,
  indexingHeaders,
  isPublicationBuild,
  leadEndpointIsExternal,
  securityHeaders,
} from "#server/http-policy.ts";
import { notFoundPageFile, prerenderedFile } from "#server/build-layout.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { loadStaticSite, type StaticSite } from "#server/static-site.ts";
import { RUM_BODY_LIMIT_BYTES, RUM_PATH } from "#shared/rum.ts";
import { ACCESS_LOG_PATH_DAYS, APPLICATION_LOG_DAYS } from "#shared/access-log.ts";

/** The settings that change the rules: where leads go, whether the tag manager loads, whether it is a publication build. */
export type DeploySettings = Pick<
  ServerEnv,
  "AUTOMATION_ID" | "VITE_LEAD_ENDPOINT" | "VITE_GTM_ID" | "PUBLICATION_BUILD"
>;

export interface PageRule {
  /** A clean page path or its `.html` alias. */
  urlPath: string;
  /** The prerendered file that answers it, as a path under the client dir (`/x/index.html`). */
  file: string;
  cacheControl: string;
  csp: string;
}

export interface SiteRules {
  /** Every page and alias, in registry order. */
  pages: PageRule[];
  notFound: { file: string; cacheControl: string; csp: string };
  /** Every other file of the build (`/assets/…`, `/favicon.svg`, …) with its cache lifetime. */
  files: { urlPath: string; cacheControl: string }[];
  /** Where the browser posts leads when our relay receives them: `/webhook/<AUTOMATION_ID>`. */
  leadRelayPath: string;
  /** Where the pages send their speed beacons when our relay receives leads (app/lib/rum.ts). */
  rumPath: string;
  /** Headers of every answer: the security headers and, in a demonstration build, X-Robots-Tag: noindex. */
  headers: Readonly<Record<string, string>>;
}

export interface NginxServerOptions {
  /** Absolute path of the build's client dir on the machine nginx runs on. */
  root: string;
  /**
   * Where plain HTTP is taken, as `listen` takes it: `80`, `127.0.0.1:8080`, `[::]:80`. With `tls`,
   * these only redirect to https (and answer Let's Encrypt's challenges); without, they serve the
   * site (behind a load balancer that ends TLS, or in tests).
   */
  listen: string | string[];
  /** Serve the site over TLS 1.2/1.3 and HTTP/2 with this certificate chain and key (absolute paths). */
  tls?: {
    certificate: string;
    certificateKey: string;
    /** Default: 443 on IPv4 and IPv6. */
    listen?: string[];
  };
  /** Folder Let's Encrypt's `certbot certonly --webroot -w <folder>` writes its http-01 challenges to. */
  acmeWebroot?: string;
  /** Host names of the site; `_` answers any host. */
  serverName?: string;
  /** Our relay (`npm start`: leads and speed beacons), `host:port`; omitted when leads go to an external automation URL. */
  leadRelayUpstream?: string;
  /** Absolute folder of the access logs; nginxAccessLogs.dir, which build/nginx-logrotate.conf rotates. */
  accessLogDir?: string;
}

/**
 * nginx's own access logs, in the privacy policy's terms (shared/access-log.ts), instead of its
 * default `combined` log (user agent, full request line with the query, Referer): the lines with
 * the path as requested, without its query, in one file kept ACCESS_LOG_PATH_DAYS, the same without the path in
 * another kept ACCESS_LOG_DAYS. Their own folder, so Debian's /etc/logrotate.d/nginx (14 days)
 * never rotates them; build/nginx-logrotate.conf does.
 */
export const nginxAccessLogs = {
  dir: "/var/log/clinica-nginx",
  // The path as requested, without its query: `$uri` would name the file a page is served from.
  pathMap: 'map $request_uri $clinica_request_path { "~^(?<clinica_path>[^?]*)" $clinica_path; }',
  paths: {
    file: "paginas.log",
    format: "clinica_paginas",
    fields: "$remote_addr [$time_iso8601] $request_method $clinica_request_path $status",
  },
  access: {
    file: "acesso.log",
    format: "clinica_acesso",
    fields: "$remote_addr [$time_iso8601] $request_method $status",
  },
} as const;

/** The `log_format` lines (http context: before `server {`, the file being included inside `http {}`) and the `access_log` lines of the server. */
function nginxAccessLogLines(dir: string): { formats: string[]; accessLogs: string[] } {
  const logs = [nginxAccessLogs.paths, nginxAccessLogs.access];
  return {
    formats: [nginxAccessLogs.pathMap, ...logs.map(({ format, fields }) => `log_format ${format} '${fields}';`)],
    accessLogs: logs.map(({ file, format }) => `access_log ${nginxString(path.join(dir, file))} ${format};`),
  };
}

/** The logrotate rule shipped beside nginx.conf: one file a day, kept for the policy's terms. */
export function renderNginxLogrotate(accessLogDays: number): string {
  const rule = (file: string, days: number) => [
    `${nginxAccessLogs.dir}/${file} {`,
    "    daily",
    `    rotate ${days}`,
    "    missingok",
    "    notifempty",
    "    compress",
    "    delaycompress",
    "    create 0640 root adm",
    "    sharedscripts",
    "    postrotate",
    "        [ -s /run/nginx.pid ] && kill -USR1 $(cat /run/nginx.pid)",
    "    endscript",
    "}",
  ];
  return [
    "# logrotate: nginx's access logs of the site (build/nginx.conf), kept as the privacy policy says.",
    "# Generated by scripts/deploy-config.ts; `npm run build` rewrites it. Install:",
    `#   mkdir -p -m 0750 ${nginxAccessLogs.dir} && cp build/nginx-logrotate.conf /etc/logrotate.d/clinica-nginx`,
    `# The lines with the page's path: ${ACCESS_LOG_PATH_DAYS} days.`,
    ...rule(nginxAccessLogs.paths.file, ACCESS_LOG_PATH_DAYS),
    `# IP, date and time (with method and status): ${accessLogDays} days (Marco Civil da Internet, art. 15).`,
    ...rule(nginxAccessLogs.access.file, accessLogDays),
    "",
  ].join("\n");
}

/** Mozilla's "intermediate" TLS 1.2 ciphers: ECDHE key exchange, AES-GCM or ChaCha20-Poly1305. */
const tlsCiphers = [
  "ECDHE-ECDSA-AES128-GCM-SHA256",
  "ECDHE-RSA-AES128-GCM-SHA256",
  "ECDHE-ECDSA-AES256-GCM-SHA384",
  "ECDHE-RSA-AES256-GCM-SHA384",
  "ECDHE-ECDSA-CHACHA20-POLY1305",
  "ECDHE-RSA-CHACHA20-POLY1305",
].join(":");

interface RateZone {
  name: string;
  perMinute: number;
  burst: number;
}

/** nginx's limits on the relay's locations: the relay's own rates, a burst of as many again. */
const leadRateZone: RateZone = {
  name: "clinica_leads",
  perMinute: loadEnv({}).LEAD_RATE_LIMIT_PER_MINUTE,
  burst: loadEnv({}).LEAD_RATE_LIMIT_PER_MINUTE,
};
const rumRateZone: RateZone = {
  name: "clinica_rum",
  perMinute: loadEnv({}).RUM_RATE_LIMIT_PER_MINUTE,
  burst: loadEnv({}).RUM_RATE_LIMIT_PER_MINUTE,
};

/** Our server's body limits, applied by nginx before a lead or a beacon reaches the relay. */
const leadBodyLimit = `${bodyLimitBytes / 1024}k`;
const rumBodyLimit = `${RUM_BODY_LIMIT_BYTES / 1024}k`;

/** The rules of a loaded site; `site` must have been loaded with `cspOptionsFrom(settings)`. */
function siteRulesFrom(site: StaticSite, settings: DeploySettings): SiteRules {
  if (!site.notFound.csp) throw new Error("The loaded site's not-found page has no CSP");
  return {
    pages: pageUrlPaths().map((urlPath) => {
      const resource = site.pages.get(urlPath);
      if (!resource?.csp) throw new Error(`The loaded site has no page at ${urlPath}`);
      return { urlPath, file: prerenderedFile(urlPath), cacheControl: resource.cacheControl, csp: resource.csp };
    }),
    notFound: { file: notFoundPageFile, cacheControl: errorCacheControl, csp: site.notFound.csp },
    files: [...site.files].map(([urlPath, resource]) => ({ urlPath, cacheControl: resource.cacheControl })),
    leadRelayPath: `/webhook/${settings.AUTOMATION_ID}`,
    rumPath: RUM_PATH,
    headers: { ...securityHeaders, ...indexingHeaders(isPublicationBuild(settings)) },
  };
}

/** Reads the build the way our server does and derives its rules. */
export function loadSiteRules(clientDir: string, settings: DeploySettings): SiteRules {
  return siteRulesFrom(loadStaticSite(clientDir, cspOptionsFrom(settings)), settings);
}

/** `x-content-type-options` → `X-Content-Type-Options`, as host docs and people write them. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * One rule per folder of files (`/images/*`) and per top-level file, since each host matches
 * by URL pattern; a folder whose files differ in cache lifetime cannot become one rule.
 */
function fileCacheRules(files: SiteRules["files"]): [pattern: string, cacheControl: string][] {
  const rules = new Map<string, string>();
  for (const { urlPath, cacheControl } of files) {
    const segments = urlPath.split("/").slice(1);
    const pattern = segments.length > 1 ? `/${segments[0]}/*` : urlPath;
    const existing = rules.get(pattern);
    if (existing !== undefined && existing !== cacheControl)
      throw new Error(`${pattern} mixes cache lifetimes (${existing} / ${cacheControl})`);
    rules.set(pattern, cacheControl);
  }
  return [...rules].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The CSP of any path no other rule names (an unknown path, answered with the not-found page):
 * the not-found page's policy with its inline-script hashes replaced by 'unsafe-inline'. Hosts
 * cannot key a rule on "no other rule matched", so this one applies to every path, and browsers
 * enforce every policy they get: a page keeps its own hashes (a hash in its own policy, inline
 * scripts allowed by this one), an unknown path gets this policy, whose other directives are the
 * not-found page's. That page is a static file that reflects no input.
 */
export function fallbackCsp(notFoundCsp: string): string {
  return notFoundCsp
    .split("; ")
    .map((directive) =>
      directive.startsWith("script-src ")
        ? [...directive.split(" ").filter((token) => !token.startsWith("'sha256-")), "'unsafe-inline'"].join(" ")
        : directive,
    )
    .join("; ");
}

/**
 * Netlify / Cloudflare Pages `_headers`. Both hosts apply every rule whose pattern matches and
 * join the values of a header set by more than one, so each header comes from exactly one
 * matching rule: security headers from `/*`, Cache-Control from the specific path. The CSP is
 * the one header set twice on purpose: `/*` gives unknown paths the not-found page's policy
 * (fallbackCsp), and a page's own rule adds its stricter one (two policies, both enforced).
 */
export function renderHeadersFile(rules: SiteRules): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${headerName(name)}: ${value}`)].join("\n");
  const blocks = [
    block("/*", { ...rules.headers, "content-security-policy": fallbackCsp(rules.notFound.csp) }),
    ...fileCacheRules(rules.files).map(([pattern, cacheControl]) => block(pattern, { "cache-control": cacheControl })),
    ...rules.pages.map((page) =>
      block(page.urlPath, { "cache-control": page.cacheControl, "content-security-policy": page.csp }),
    ),
    block(rules.notFound.file, {
      "cache-control": rules.notFound.cacheControl,
      "content-security-policy": rules.notFound.csp,
    }),
  ];
  return [
    "# Response headers for Netlify and Cloudflare Pages, generated by scripts/deploy-config.ts",
    "# from server/http-policy.ts and the built pages. Do not edit: `npm run build` rewrites it.",
    ...blocks,
    "",
  ].join("\n");
}

/**
 * Netlify / Cloudflare Pages `_redirects`. Only codes both hosts accept, except the final 404
 * rule, which Netlify applies and Cloudflare Pages skips (it answers unknown paths with
 * /404.html and status 404 by itself). No trailing-slash rule: Netlify matches rules with or
 * without a trailing slash, so `/x/ /x 301` would loop; `/x/` gets the page through `/x`'s rewrite.
 */
export function renderRedirectsFile(rules: SiteRules): string {
  const rewrites = rules.pages
    .filter((page) => page.file !== page.urlPath && page.urlPath !== "/")
    .map((page) => `${page.urlPath} ${page.file} 200`);
  return [
    "# Rewrites for Netlify and Cloudflare Pages, generated by scripts/deploy-config.ts from",
    "# app/site/registry.ts. Do not edit: `npm run build` rewrites it. First match wins.",
    "#",
    "# A clean page URL is answered by the page prerendered for it, not by its `.html` alias file",
    "# (a real file, served as is). Static rules first: Cloudflare counts every rule after a",
    "# wildcard as dynamic.",
    ...rewrites,
    "",
    "# Anything else, /404 included: the not-found page with status 404.",
    `/404 ${rules.notFound.file} 404`,
    `/* ${rules.notFound.file} 404`,
    "",
  ].join("\n");
}

/** A value inside double quotes in nginx's config: no quote, backslash, `$` (a variable) or line break. */
function nginxString(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`Cannot put ${JSON.stringify(value)} into nginx.conf`);
  return `"${value}"`;
}

function nginxToken(value: string, what: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`Invalid ${what} for nginx.conf: ${JSON.stringify(value)}`);
  return value;
}

const indent = (lines: string[], depth: number) => lines.map((line) => `${" ".repeat(depth * 4)}${line}`);

/** `types {}` and charset settings for the extensions in the build, from http-policy's content types. */
function nginxContentTypes(rules: SiteRules): string[] {
  const extensions = new Set([
    ".html",
    ...rules.files.map((file) => path.extname(file.urlPath).toLowerCase()).filter(Boolean),
  ]);
  const extensionsByType = new Map<string, string[]>();
  const charsetTypes = new Set<string>();
  const charsets = new Set<string>();
  for (const extension of [...extensions].sort()) {
    const [type, ...parameters] = contentTypeFor(extension)
      .split(";")
      .map((part) => part.trim());
    const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length);
    if (charset) {
      // nginx always counts text/html among charset_types, and warns when it is listed again.
      if (type !== "text/html") charsetTypes.add(type!);
      charsets.add(charset);
    }
    extensionsByType.set(type!, [...(extensionsByType.get(type!) ?? []), extension.slice(1)]);
  }
  if (charsets.size > 1)
    throw new Error(`nginx sets one charset per server; the build needs ${[...charsets].join(", ")}`);
  return [
    "types {",
    ...indent(
      [...extensionsByType].map(([type, typeExtensions]) => `${type} ${typeExtensions.join(" ")};`),
      1,
    ),
    "}",
    `default_type ${contentTypeFor("")};`,
    ...(charsets.size > 0 ? [`charset ${[...charsets][0]};`, `charset_types ${[...charsetTypes].join(" ")};`] : []),
  ];
}

/** The one cache lifetime of a group of files that nginx serves from one location. */
function uniformCacheControl(files: SiteRules["files"], group: string): Record<string, string> {
  const values = new Set(files.map((file) => file.cacheControl));
  if (values.size > 1)
    throw new Error(
      `${group} mix cache lifetimes (${[...values].join(" / ")}): nginx.conf serves them from one location`,
    );
  return values.size === 1 ? { "cache-control": [...values][0]! } : {};
}

/**
 * The headers of an answer nginx makes itself (a file, a redirect, a 400, a 429): the security
 * headers and, unless the answer is a page with its own, the CSP that lets nothing load or run.
 */
function withOurHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { "content-security-policy": nonDocumentCsp, ...headers, ...securityHeaders };
}

function addHeaders(headers: Record<string, string>): string[] {
  // `always`: on 4xx/5xx answers too, as our server sends them on every response.
  return Object.entries(headers).map(([name, value]) => `add_header ${headerName(name)} ${nginxString(value)} always;`);
}

/**
 * nginx `server {}` block, to be included inside `http {}`. nginx drops every inherited
 * add_header in a location that sets one of its own, so locations that set Cache-Control or a
 * CSP repeat the security headers; the others inherit them from the server level.
 */
export function renderNginxServer(rules: SiteRules, options: NginxServerOptions): string {
  if (!path.isAbsolute(options.root)) throw new Error(`nginx root must be an absolute path: ${options.root}`);
  const listenPattern = /^(\[[0-9a-fA-F:.]+\]:|[\w.-]+:)?\d{1,5}$/;
  const listens = [options.listen].flat().map((listen) => nginxToken(listen, "listen address", listenPattern));
  const tlsListens = (options.tls?.listen ?? ["443", "[::]:443"]).map((listen) =>
    nginxToken(listen, "listen address", listenPattern),
  );
  const absoluteFile = (file: string, what: string) => {
    if (!path.isAbsolute(file)) throw new Error(`${what} must be an absolute path: ${file}`);
    return nginxString(file);
  };
  const serverName = nginxToken(options.serverName ?? "_", "server name", /^[\w.*-]+( [\w.*-]+)*$/);
  const upstream =
    options.leadRelayUpstream === undefined
      ? undefined
      : nginxToken(options.leadRelayUpstream, "lead relay upstream", /^(\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5}$/);
  const withSecurityHeaders = (headers: Record<string, string>) =>
    addHeaders(withOurHeaders({ ...headers, ...rules.headers }));
  const isAsset = (file: SiteRules["files"][number]) => file.urlPath.startsWith("/assets/");
  const assetCacheControl = uniformCacheControl(rules.files.filter(isAsset), "/assets/");
  const otherFileCacheControl = uniformCacheControl(
    rules.files.filter((file) => !isAsset(file)),
    "other files",
  );

  const pageLocations = rules.pages.flatMap((page) => [
    `location = ${page.urlPath} {`,
    // Serves the file inside this location, so its headers apply; a missing file is a 404.
    ...indent(
      [
        `try_files ${page.file} =404;`,
        ...withSecurityHeaders({ "cache-control": page.cacheControl, "content-security-policy": page.csp }),
      ],
      1,
    ),
    "}",
  ]);
  const trailingSlashLocations = rules.pages
    .filter((page) => page.urlPath !== "/" && !page.urlPath.endsWith(".html"))
    .map((page) => `location = ${page.urlPath}/ { return 308 ${page.urlPath}$is_args$args; }`);
  const fileLocations = [
    "# Hashed assets, then every other file of the build, each at its own path only.",
    "location /assets/ {",
    ...indent(["try_files $uri =404;", ...withSecurityHeaders(assetCacheControl)], 1),
    "}",
    "location / {",
    ...indent(["try_files $uri =404;", ...withSecurityHeaders(otherFileCacheControl)], 1),
    "}",
  ];
  const relayLocation = (relayPath: string, bodyLimit: string, zone: RateZone, extra: string[] = []) => [
    `location = ${relayPath} {`,
    ...indent(
      [
        `client_max_body_size ${bodyLimit};`,
        ...extra,
        `proxy_pass http://${upstream};`,
        "proxy_http_version 1.1;",
        "proxy_set_header Host $host;",
        // nginx is the edge: the client's own address replaces any X-Forwarded-For it sent, so
        // the relay's per-address rate limit (TRUST_PROXY=127.0.0.1) cannot be dodged by forging one.
        "proxy_set_header X-Forwarded-For $remote_addr;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
        // The relay sends the same security headers; nginx adds its own (also on a 502), once.
        ...Object.keys(withOurHeaders(rules.headers)).map((name) => `proxy_hide_header ${headerName(name)};`),
        // A client past its rate gets 429 from nginx, before the relay: as the relay counts, an IPv6
        // client by its /64. The relay's own limit stays the rule; this keeps floods off it.
        `limit_req zone=${zone.name} burst=${zone.burst} nodelay;`,
        "limit_req_status 429;",
      ],
      1,
    ),
    "}",
  ];
  const relayLocations = upstream
    ? [
        "# Leads: our relay validates, stores and forwards them; build/relay.service starts it on",
        "# 127.0.0.1 (unreachable but through nginx) with TRUST_PROXY=127.0.0.1.",
        ...relayLocation(rules.leadRelayPath, leadBodyLimit, leadRateZone),
        "# Speed beacons of the pages (app/lib/rum.ts): counted by the same relay, nothing kept, so",
        "# nginx's own access log (address, user agent, referrer) leaves them out too.",
        ...relayLocation(rules.rumPath, rumBodyLimit, rumRateZone, ["access_log off;"]),
      ]
    : [];

  const tls = options.tls;
  const tlsLines = tls
    ? [
        ...tlsListens.map((listen) => `listen ${listen} ssl http2;`),
        `ssl_certificate ${absoluteFile(tls.certificate, "TLS certificate")};`,
        `ssl_certificate_key ${absoluteFile(tls.certificateKey, "TLS certificate key")};`,
        "# TLS 1.2 and 1.3 only; forward-secret AEAD ciphers for 1.2 (1.3 has only such).",
        "ssl_protocols TLSv1.2 TLSv1.3;",
        `ssl_ciphers ${tlsCiphers};`,
        "ssl_prefer_server_ciphers off;",
        "ssl_session_timeout 1d;",
        "ssl_session_cache shared:clinica_tls:10m;",
        "ssl_session_tickets off;",
      ]
    : listens.map((listen) => `listen ${listen};`);
  // Port 80 with TLS on: every answer a redirect to https (the canonical host when named), except
  // Let's Encrypt's challenges; the security headers, but HSTS only means something over https.
  const redirectHost = serverName === "_" ? "$host" : serverName.split(" ")[0]!;
  const { "strict-transport-security": _hsts, ...plainHttpHeaders } = withOurHeaders();
  const redirectServer = tls
    ? [
        "",
        "# Plain HTTP: redirects to https only.",
        "server {",
        ...indent(
          [
            ...listens.map((listen) => `listen ${listen};`),
            `server_name ${serverName};`,
            "server_tokens off;",
            ...addHeaders(plainHttpHeaders),
            ...(options.acmeWebroot
              ? [
                  "# Let's Encrypt's http-01 challenges (docs/operations-tls.md).",
                  "location /.well-known/acme-challenge/ {",
                  ...indent([`root ${absoluteFile(options.acmeWebroot, "ACME webroot")};`, "try_files $uri =404;"], 1),
                  "}",
                ]
              : []),
            `location / { return 308 https://${redirectHost}$request_uri; }`,
          ],
          1,
        ),
        "}",
      ]
    : [];
  const rateZones = upstream
    ? [
        "# Rate limits of the relay's two locations, per client: an IPv4 address, or an IPv6 /64 (its",
        "# first 8 bytes), as the relay counts (server/rate-limit-key.ts).",
        "map $binary_remote_addr $clinica_rate_client {",
        '    "~(?s)^(?<clinica_net>.{8}).{8}$" $clinica_net;',
        "    default $binary_remote_addr;",
        "}",
        ...[leadRateZone, rumRateZone].map(
          (zone) => `limit_req_zone $clinica_rate_client zone=${zone.name}:10m rate=${zone.perMinute}r/m;`,
        ),
        "",
      ]
    : [];

  const accessLogDir = options.accessLogDir ?? nginxAccessLogs.dir;
  if (!path.isAbsolute(accessLogDir))
    throw new Error(`nginx access-log folder must be an absolute path: ${accessLogDir}`);
  const accessLog = nginxAccessLogLines(accessLogDir);
  const lines = [
    "# nginx: the site as our server serves it. Generated by scripts/deploy-config.ts from",
    "# app/site/registry.ts, server/http-policy.ts and the built pages; do not edit, render it for",
    "# another root, address, certificate or relay with:",
    "#   npx tsx scripts/nginx-config.ts --root <client dir> [--listen <address>]... [--certificate <file> --certificate-key <file> | --no-tls] [--acme-webroot <folder>] [--relay <host:port>] [--server-name <name>]",
    "# Include it inside `http {}`. TLS: docs/operations-tls.md.",
    "",
    "# Access logs in the privacy policy's format and terms: no user agent, no query, no Referer.",
    ...accessLog.formats,
    "",
    ...rateZones,
    "server {",
    ...indent(
      [
        ...accessLog.accessLogs,
        ...tlsLines,
        `server_name ${serverName};`,
        `root ${nginxString(options.root)};`,
        "",
        "server_tokens off;",
        "# Relative Location headers, as our server sends.",
        "absolute_redirect off;",
        "# nginx resolves `..` (climbing above the root is a 400); no symbolic link leads out of the root either.",
        "disable_symlinks on from=$document_root;",
        "# The build's pre-compressed .gz twins (Debian's nginx has no brotli module; .br stays unused).",
        "gzip_static on;",
        "gzip_vary on;",
        "",
        "# Content types of server/http-policy.ts.",
        ...nginxContentTypes(rules),
        "",
        "# Unknown paths get the not-found page with status 404.",
        `error_page 404 ${rules.notFound.file};`,
        "",
        "# Every answer carries the security headers and a CSP, nginx's own errors, redirects and 429s",
        "# included (locations below that set headers repeat them).",
        ...addHeaders(withOurHeaders(rules.headers)),
        "",
        "# Pages, at their clean path and `.html` alias, each with its own CSP (its inline-script hashes).",
        ...pageLocations,
        "",
        "# A trailing slash goes to the clean path, query kept.",
        ...trailingSlashLocations,
        "",
        "# The not-found page exists only as the answer to a 404, so /404.html itself is one.",
        `location = ${rules.notFound.file} {`,
        ...indent(
          [
            "internal;",
            ...withSecurityHeaders({
              "cache-control": rules.notFound.cacheControl,
              "content-security-policy": rules.notFound.csp,
            }),
          ],
          1,
        ),
        "}",
        "",
        ...fileLocations,
        "",
        "# Page files answer only at their routes, compressed twins are not URLs, and the static-host",
        "# rule files are not content (as server/static-site.ts).",
        "location ~ \\.(html|br|gz)$ { return 404; }",
        "location = /_headers { return 404; }",
        "location = /_redirects { return 404; }",
        ...(relayLocations.length > 0 ? ["", ...relayLocations] : []),
      ],
      1,
    ),
    "}",
    ...redirectServer,
    "",
  ];
  return lines.map((line) => line.trimEnd()).join("\n");
}

/** The settings the pages were built with, as the build recorded them (server/public-settings.ts). */
export function buildTimeSettings(buildDir: string): DeploySettings {
  const { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID, PUBLICATION_BUILD } = readPublicSettings(buildDir);
  return {
    AUTOMATION_ID,
    VITE_LEAD_ENDPOINT: VITE_LEAD_ENDPOINT ?? undefined,
    VITE_GTM_ID: VITE_GTM_ID ?? undefined,
    PUBLICATION_BUILD: PUBLICATION_BUILD ?? undefined,
  };
}

/** Our relay where `npm start` listens by default. */
export const defaultLeadRelayUpstream = `127.0.0.1:${loadEnv({}).PORT}`;

/** What build/relay.service sets: the relay reachable only from this machine, trusting nginx on it. */
export const relayBehindNginxEnv = { HOST: "127.0.0.1", PORT: String(loadEnv({}).PORT), TRUST_PROXY: "127.0.0.1" };

/** Where build/relay.service reads the settings beyond its own (AUTOMATION_WEBHOOK_URL, ...): root's, 0600. */
export const relayEnvironmentFile = "/etc/clinica/relay.env";

/**
 * A systemd unit that starts our compiled server (build/relay/index.js, straight at node) behind
 * build/nginx.conf: on 127.0.0.1, so no client reaches it past nginx (and forges
 * X-Forwarded-For), trusting nginx's address only, with a private umask, restarted when it fails.
 * Sandboxed to `systemd-analyze security` "OK": the whole file system read-only but the data
 * folder, no capabilities, no devices, the kernel and other processes out of sight, only the
 * system calls and address families a network service uses, and memory and task limits. No
 * MemoryDenyWriteExecute: V8 compiles JavaScript into executable memory. The node is the project's
 * own (node_modules/.bin/node: the Node 24 `npm install` brings, which every npm script runs on;
 * docs/decisions/040-node-24-from-the-install.md), not the system's.
 */
export function renderRelayService(
  projectRoot: string,
  nodeBinary = path.join(projectRoot, "node_modules/.bin/node"),
): string {
  for (const [what, value] of [
    ["The project root", projectRoot],
    ["The node binary", nodeBinary],
  ] as const)
    if (!path.isAbsolute(value) || /[\s"\\$%;]/.test(value))
      throw new Error(`${what} must be an absolute path without spaces, quotes, $, % or ;: ${value}`);
  // The folder of the default DATABASE_PATH (data/leads.sqlite), where the access log and backups go too.
  const dataFolder = path.join(projectRoot, "data");
  return [
    "# systemd unit: our server (pages and lead relay) behind build/nginx.conf. Generated by",
    "# scripts/deploy-config.ts; `npm run build` rewrites it. Install (docs/operations-tls.md):",
    "#   useradd --system --home-dir /nonexistent clinica && mkdir -p data && chown clinica: data && chmod 700 data",
    `#   install -d -m 700 ${path.dirname(relayEnvironmentFile)} && install -m 600 -o root -g root .env ${relayEnvironmentFile}`,
    "#   cp build/relay.service /etc/systemd/system/clinica-relay.service",
    "#   systemctl daemon-reload && systemctl enable --now clinica-relay",
    `# Settings beyond these (AUTOMATION_WEBHOOK_URL, ALERT_WEBHOOK_URL, ...) go in ${relayEnvironmentFile}, read by`,
    "# systemd as root: the service user cannot read or change it. Keep no .env in the project folder.",
    "[Unit]",
    "Description=Clinica: site server and lead relay, behind nginx",
    "After=network-online.target",
    "Wants=network-online.target",
    "",
    "[Service]",
    "Type=simple",
    "User=clinica",
    "Group=clinica",
    `WorkingDirectory=${projectRoot}`,
    "Environment=NODE_ENV=production",
    ...Object.entries(relayBehindNginxEnv).map(([name, value]) => `Environment=${name}=${value}`),
    `EnvironmentFile=-${relayEnvironmentFile}`,
    "UMask=0077",
    "# Its log in a journal of its own, kept as the privacy policy says (build/journald@clinica.conf).",
    `LogNamespace=${journalNamespace}`,
    `ExecStart=${nodeBinary} ${path.join(projectRoot, "build/relay/index.js")}`,
    "Restart=on-failure",
    "KillSignal=SIGTERM",
    "TimeoutStopSec=15",
    "",
    "# The file system: read-only everywhere but the data folder (leads, access log, backups).",
    "ProtectSystem=strict",
    `ReadWritePaths=${dataFolder}`,
    "ProtectHome=true",
    "PrivateTmp=true",
    "PrivateDevices=true",
    "DevicePolicy=closed",
    "# No privileges to gain or hold.",
    "NoNewPrivileges=true",
    "CapabilityBoundingSet=",
    "AmbientCapabilities=",
    "PrivateUsers=true",
    "RestrictSUIDSGID=true",
    "RemoveIPC=true",
    "# The kernel, other processes and the host out of reach.",
    "ProtectKernelTunables=true",
    "ProtectKernelModules=true",
    "ProtectKernelLogs=true",
    "ProtectControlGroups=true",
    "ProtectClock=true",
    "ProtectHostname=true",
    "ProtectProc=invisible",
    "RestrictNamespaces=true",
    "RestrictRealtime=true",
    "LockPersonality=true",
    "# What a network service calls: IPv4, IPv6 and local sockets, the system-service calls.",
    "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX",
    "SystemCallArchitectures=native",
    "SystemCallFilter=@system-service",
    "SystemCallFilter=~@privileged @resources",
    "SystemCallErrorNumber=EPERM",
    "# A leak or a flood stops here, not at the machine's memory.",
    "MemoryMax=512M",
    "TasksMax=64",
    "",
    "[Install]",
    "WantedBy=multi-user.target",
    "",
  ].join("\n");
}

/** The journal namespace of the relay's application log (systemd ≥ 245), with its own retention. */
const journalNamespace = "clinica";

/** journald's settings for that namespace: the application log is deleted after APPLICATION_LOG_DAYS. */
export function renderJournaldNamespace(): string {
  return [
    "# journald: the relay's application log (build/relay.service, LogNamespace=clinica), kept as the",
    "# privacy policy says. Generated by scripts/deploy-config.ts. Install:",
    `#   cp build/journald@${journalNamespace}.conf /etc/systemd/journald@${journalNamespace}.conf`,
    `#   journalctl --namespace=${journalNamespace} reads it.`,
    "[Journal]",
    `MaxRetentionSec=${APPLICATION_LOG_DAYS}day`,
    "",
  ].join("\n");
}

/** The host name of the site the pages were built for (VITE_SITE_URL, or the site's own). */
export function siteHost(buildDir: string): string {
  return new URL(readPublicSettings(buildDir).VITE_SITE_URL ?? site.url).hostname;
}

/**
 * build/nginx.conf's edge: HTTP on port 80 (IPv4 and IPv6) redirecting to https, the site on 443
 * with Let's Encrypt's certificate for the host (docs/operations-tls.md) and its challenges
 * answered from /var/www/letsencrypt.
 */
export function productionNginxOptions(host: string): Omit<NginxServerOptions, "root" | "leadRelayUpstream"> {
  return {
    listen: ["80", "[::]:80"],
    serverName: host,
    tls: {
      certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
      certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
    },
    acmeWebroot: "/var/www/letsencrypt",
  };
}

/**
 * The last build step: writes _headers and _redirects into the client dir, build/nginx.conf and
 * build/relay.service, the editor's (build/editor-nginx.conf, build/editor.service), and the logs'
 * retention (build/journald@clinica.conf, build/nginx-logrotate.conf).
 */
export function writeDeployConfigs(
  buildDir = path.resolve(import.meta.dirname, "../build"),
  /** Where the build will be served from once published (scripts/build.ts builds aside, then swaps). */
  publishDir = buildDir,
): string {
  const clientDir = path.join(buildDir, "client");
  const settings = buildTimeSettings(buildDir);
  const rules = loadSiteRules(clientDir, settings);
  fs.writeFileSync(path.join(clientDir, "_headers"), renderHeadersFile(rules));
  fs.writeFileSync(path.join(clientDir, "_redirects"), renderRedirectsFile(rules));
  fs.writeFileSync(
    path.join(buildDir, "nginx.conf"),
    renderNginxServer(rules, {
      root: path.join(publishDir, "client"),
      ...productionNginxOptions(siteHost(buildDir)),
      leadRelayUpstream: leadEndpointIsExternal(settings) ? undefined : defaultLeadRelayUpstream,
    }),
  );
  fs.writeFileSync(path.join(buildDir, "relay.service"), renderRelayService(path.dirname(publishDir)));
  const editorHost = editorHostSetting(path.resolve(import.meta.dirname, ".."));
  fs.writeFileSync(path.join(buildDir, "editor-nginx.conf"), renderEditorNginxServer({ editorHost }));
  fs.writeFileSync(path.join(buildDir, "editor.service"), renderEditorService(path.dirname(publishDir), editorHost));
  fs.writeFileSync(path.join(buildDir, `journald@${journalNamespace}.conf`), renderJournaldNamespace());
  fs.writeFileSync(
    path.join(buildDir, "nginx-logrotate.conf"),
    renderNginxLogrotate(readPublicSettings(buildDir).ACCESS_LOG_DAYS),
  );
  return `_headers, _redirects (${rules.pages.length} pages and aliases), ../nginx.conf, ../relay.service, ../editor-nginx.conf, ../editor.service, ../journald@${journalNamespace}.conf, ../nginx-logrotate.conf`;
}

/** EDITOR_HOST from the environment, else from the project's .env (as `npm run editor` reads it). */
export function editorHostSetting(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.EDITOR_HOST !== undefined) return env.EDITOR_HOST.trim() || undefined;
  const file = path.join(projectRoot, ".env");
  if (!fs.existsSync(file)) return undefined;
  return util.parseEnv(fs.readFileSync(file, "utf8")).EDITOR_HOST?.trim() || undefined;
}

/** Where the editor service (`npm run editor`) listens by default: loopback only. */
export const defaultEditorPort = 3001;

/**
 * The nginx `server` block of the editor service, on its own host name (EDITOR_HOST), proxied
 * to 127.0.0.1:3001. Disabled (every line commented out) until the clinic sets EDITOR_HOST: the
 * editor is then reachable only on the machine itself. The site's server blocks never route to
 * it: none of the editor's paths exists on the site. Put it beside build/nginx.conf; the TLS
 * settings of the site's block apply here too (the editor's cookie is Secure over https).
 */
export function renderEditorNginxServer(options: { editorHost?: string; port?: number; listen?: string }): string {
  const port = options.port ?? defaultEditorPort;
  const header = [
    "# nginx: the editor service (npm run editor), on its own host name. Generated by",
    "# scripts/deploy-config.ts (renderEditorNginxServer); `npm run build` rewrites it.",
  ];
  if (!options.editorHost)
    return [
      ...header,
      "# Disabled: set EDITOR_HOST (e.g. editor.clinica.example) in .env and build again to enable it.",
      "",
    ].join("\n");
  const host = nginxToken(
    options.editorHost,
    "editor host name",
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
  );
  const listen = nginxToken(
    options.listen ?? "80",
    "listen address",
    /^(\[[0-9a-fA-F:.]+\]:|[\w.-]+:)?\d{1,5}( ssl)?$/,
  );
  return [
    ...header,
    "server {",
    ...indent(
      [
        `listen ${listen};`,
        `server_name ${host};`,
        // Photos uploaded through the editor.
        "client_max_body_size 30m;",
        "location / {",
        ...indent(
          [
            `proxy_pass http://127.0.0.1:${port};`,
            "proxy_set_header Host $host;",
            "proxy_set_header X-Forwarded-For $remote_addr;",
            "proxy_set_header X-Forwarded-Proto $scheme;",
            // A publish builds the whole site before it answers.
            "proxy_read_timeout 900s;",
            "proxy_send_timeout 900s;",
            "proxy_buffering off;",
          ],
          1,
        ),
        "}",
      ],
      1,
    ),
    "}",
    "",
  ].join("\n");
}

/**
 * The systemd unit of the editor service: on 127.0.0.1 only, trusting nginx in front of it, under
 * the same user as the site's server (it swaps build/ and commits content/). Disabled (commented
 * out) until the clinic sets EDITOR_HOST.
 */
export function renderEditorService(projectRoot: string, editorHost: string | undefined): string {
  if (!path.isAbsolute(projectRoot) || /[\s"\\]/.test(projectRoot))
    throw new Error(`The project root must be an absolute path without spaces or quotes: ${projectRoot}`);
  const unit = [
    "[Unit]",
    "Description=Clinica: the staff's content editor (log in, preview, publish, undo), behind nginx",
    "After=network-online.target",
    "Wants=network-online.target",
    "",
    "[Service]",
    "Type=simple",
    "User=clinica",
    `WorkingDirectory=${projectRoot}`,
    `Environment=EDITOR_PORT=${defaultEditorPort}`,
    `Environment=EDITOR_HOST=${editorHost ?? ""}`,
    "Environment=EDITOR_TRUST_PROXY=1",
    "UMask=0077",
    "ExecStart=/usr/bin/env npm run editor",
    "Restart=on-failure",
    "KillSignal=SIGTERM",
    "TimeoutStopSec=15",
    "NoNewPrivileges=true",
    "PrivateTmp=true",
    "",
    "[Install]",
    "WantedBy=multi-user.target",
    "",
  ];
  const header = [
    "# systemd unit: the editor service (npm run editor) behind build/editor-nginx.conf. Generated by",
    "# scripts/deploy-config.ts (renderEditorService); `npm run build` rewrites it. Install:",
    "#   cp build/editor.service /etc/systemd/system/clinica-editor.service",
    "#   systemctl daemon-reload && systemctl enable --now clinica-editor",
  ];
  if (editorHost) return [...header, ...unit].join("\n");
  return [
    ...header,
    "# Disabled until EDITOR_HOST is set in .env (then build again):",
    ...unit.map((line) => (line ? `# ${line}` : "#")),
    "",
  ].join("\n");
}
