/**
 * build/nginx.conf: one `server {}` block serving the build as our server does (each page at its
 * path with its own CSP, files with their cache lifetimes, the relay's two locations rate-limited),
 * over TLS with port 80 redirecting, or plain HTTP behind a load balancer or in tests.
 */
import path from "node:path";
import { loadEnv } from "#server/env.ts";
import { bodyLimitBytes, contentTypeFor, nonDocumentCsp, securityHeaders } from "#server/http-policy.ts";
import { RUM_BODY_LIMIT_BYTES } from "#shared/rum.ts";
import { nginxAccessLogLines, nginxAccessLogs, nginxLogFiles } from "./log-retention";
import { indent, nginxString, nginxToken } from "./nginx-syntax";
import {
  acmeWebroot,
  errorLogLines,
  letsEncryptCertificate,
  listenPattern,
  redirectServer,
  tlsServerLines,
  type TlsSettings,
} from "./nginx-tls";
import { headerName, type SiteRules } from "./site-rules";

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
  tls?: TlsSettings;
  /** Folder Let's Encrypt's `certbot certonly --webroot -w <folder>` writes its http-01 challenges to. */
  acmeWebroot?: string;
  /** Host names of the site; `_` answers any host. */
  serverName?: string;
  /** Our relay (`npm start`: leads and speed beacons), `host:port`; omitted when leads go to an external automation URL. */
  leadRelayUpstream?: string;
  /** Absolute folder of the access and error logs; nginxAccessLogs.dir, which build/nginx-logrotate.conf rotates. */
  accessLogDir?: string;
}

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
  const listens = [options.listen].flat().map((listen) => nginxToken(listen, "listen address", listenPattern));
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
  const tlsLines = tls ? tlsServerLines(tls) : listens.map((listen) => `listen ${listen};`);
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
  const logLines = [...accessLog.accessLogs, ...errorLogLines(accessLogDir, nginxLogFiles("site").errors)];
  // Port 80 with TLS on: every answer a redirect to https (the canonical host when named), except
  // Let's Encrypt's challenges; the security headers, but HSTS only means something over https;
  // logged as the TLS server is, not in nginx's default `combined` log.
  const { "strict-transport-security": _hsts, ...plainHttpHeaders } = withOurHeaders();
  const plainHttpServer = tls
    ? [
        "",
        "# Plain HTTP: redirects to https only.",
        ...redirectServer({
          listens,
          serverName,
          redirectHost: serverName === "_" ? "$host" : serverName.split(" ")[0]!,
          lines: [...logLines, ...addHeaders(plainHttpHeaders)],
          acmeWebroot: options.acmeWebroot,
        }),
      ]
    : [];
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
        ...logLines,
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
    ...plainHttpServer,
    "",
  ];
  return lines.map((line) => line.trimEnd()).join("\n");
}

/**
 * build/nginx.conf's edge: HTTP on port 80 (IPv4 and IPv6) redirecting to https, the site on 443
 * with Let's Encrypt's certificate for the host (docs/operations-tls.md) and its challenges
 * answered from /var/www/letsencrypt.
 */
export function productionNginxOptions(host: string): Omit<NginxServerOptions, "root" | "leadRelayUpstream"> {
  return { listen: ["80", "[::]:80"], serverName: host, tls: letsEncryptCertificate(host), acmeWebroot };
}
