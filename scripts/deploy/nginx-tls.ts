/**
 * What the site's and the editor's nginx servers share at their edge: TLS 1.2/1.3 with HTTP/2 on
 * IPv4 and IPv6, a port-80 server that only redirects to https (and answers Let's Encrypt's
 * challenges), and an error log of their own that keeps what the privacy policy allows.
 */
import path from "node:path";
import { indent, nginxString, nginxToken } from "./nginx-syntax";

export interface TlsSettings {
  certificate: string;
  certificateKey: string;
  /** Default: 443 on IPv4 and IPv6. */
  listen?: string[];
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

export const listenPattern = /^(\[[0-9a-fA-F:.]+\]:|[\w.-]+:)?\d{1,5}$/;

/** A file nginx reads or writes, quoted; relative paths would depend on nginx's prefix. */
export function absoluteFile(file: string, what: string): string {
  if (!path.isAbsolute(file)) throw new Error(`${what} must be an absolute path: ${file}`);
  return nginxString(file);
}

/** The `listen … ssl http2` and certificate lines of a server over TLS. */
export function tlsServerLines(tls: TlsSettings): string[] {
  const listens = (tls.listen ?? ["443", "[::]:443"]).map((listen) =>
    nginxToken(listen, "listen address", listenPattern),
  );
  return [
    ...listens.map((listen) => `listen ${listen} ssl http2;`),
    `ssl_certificate ${absoluteFile(tls.certificate, "TLS certificate")};`,
    `ssl_certificate_key ${absoluteFile(tls.certificateKey, "TLS certificate key")};`,
    "# TLS 1.2 and 1.3 only; forward-secret AEAD ciphers for 1.2 (1.3 has only such).",
    "ssl_protocols TLSv1.2 TLSv1.3;",
    `ssl_ciphers ${tlsCiphers};`,
    "ssl_prefer_server_ciphers off;",
    "ssl_session_timeout 1d;",
    "ssl_session_cache shared:clinica_tls:10m;",
    "ssl_session_tickets off;",
  ];
}

/** Let's Encrypt's certificate for a host, as `certbot certonly --webroot` writes it. */
export function letsEncryptCertificate(host: string): TlsSettings {
  return {
    certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
    certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
  };
}

/** The folder certbot's http-01 challenges are answered from, on every host of the machine. */
export const acmeWebroot = "/var/www/letsencrypt";

/**
 * nginx's error log of a server: its own file (build/nginx-logrotate.conf keeps it the policy's
 * path term), at `warn`, so `limit_req` refusals, logged at `info`, never reach it (each would
 * name the client's address and the Referer with its query).
 */
export function errorLogLines(dir: string, file: string): string[] {
  return [`error_log ${absoluteFile(path.join(dir, file), "nginx error log")} warn;`, "limit_req_log_level info;"];
}

/**
 * The plain-HTTP server in front of a TLS one: every answer a 308 to https at `redirectHost`
 * (`$host` when any host is served), but Let's Encrypt's challenges; logs as the TLS server's.
 */
export function redirectServer(options: {
  listens: string[];
  serverName: string;
  redirectHost: string;
  /** The lines every answer carries (headers), and the log lines. */
  lines: string[];
  acmeWebroot?: string;
}): string[] {
  return [
    "server {",
    ...indent(
      [
        ...options.listens.map((listen) => `listen ${nginxToken(listen, "listen address", listenPattern)};`),
        `server_name ${options.serverName};`,
        "server_tokens off;",
        ...options.lines,
        ...(options.acmeWebroot
          ? [
              "# Let's Encrypt's http-01 challenges (docs/go-live.md).",
              "location /.well-known/acme-challenge/ {",
              ...indent([`root ${absoluteFile(options.acmeWebroot, "ACME webroot")};`, "try_files $uri =404;"], 1),
              "}",
            ]
          : []),
        `location / { return 308 https://${options.redirectHost}$request_uri; }`,
      ],
      1,
    ),
    "}",
  ];
}
