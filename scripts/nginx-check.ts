/**
 * nginx's own check (`nginx -t`) of the config the build generates (build/nginx.conf), run by the
 * build when nginx is installed: a page at an address nginx already has a location for once
 * passed every other check and made the next config rollout fail ("duplicate location /rum").
 * Nothing is bound or started. What belongs to the server machine is swapped for throwaway
 * stand-ins in a temp prefix — the access logs' folder, and Let's Encrypt's certificate for a
 * self-signed one made by openssl — so the check runs on any developer's machine; everything
 * else is checked as written.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nginxAccessLogs } from "./deploy/log-retention";

export type NginxCheck = { ran: false; skipped: string } | { ran: true; ok: boolean; output: string };

/** Where nginx usually is: on PATH, or in sbin (not on a normal user's PATH on Debian). */
const nginxCandidates = ["nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];

export function findNginx(): string | undefined {
  return nginxCandidates.find((candidate) => !spawnSync(candidate, ["-v"], { stdio: "ignore" }).error);
}

/** The smallest main config around the site's: every path nginx writes stays in the prefix. */
function mainConfig(prefix: string, siteFile: string): string {
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (name) => `    ${name}_temp_path ${path.join(prefix, name)};`,
  );
  // As root, nginx would check that the worker user "nobody" exists; keep the user running the build.
  const workerUser = process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : [];
  return [
    ...workerUser,
    "worker_processes 1;",
    "events { worker_connections 64; }",
    "http {",
    "    access_log off;",
    ...tempPaths,
    `    include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

/** A self-signed certificate and key in `prefix`, or undefined without openssl. */
function throwawayCertificate(prefix: string): { certificate: string; key: string } | undefined {
  const certificate = path.join(prefix, "check.crt");
  const key = path.join(prefix, "check.key");
  const made = spawnSync(
    "openssl",
    // An EC key: made in milliseconds, where RSA takes seconds on a busy machine.
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=check"])
      .concat(["-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );
  return made.status === 0 ? { certificate, key } : undefined;
}

/**
 * `nginx -t` on a server block as build/nginx.conf holds it; skipped, saying why, without nginx.
 * `nginx`: the binary, or null when there is none (found on PATH or in sbin by default).
 */
export function checkNginxConfig(siteConfig: string, nginx: string | null = findNginx() ?? null): NginxCheck {
  if (!nginx) return { ran: false, skipped: "nginx não está instalado neste computador" };
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-nginx-t-"));
  try {
    let site = siteConfig.replaceAll(`${nginxAccessLogs.dir}/`, `${prefix}/`);
    if (/^\s*ssl_certificate/m.test(site)) {
      const stand = throwawayCertificate(prefix);
      if (!stand)
        return { ran: false, skipped: "o openssl não está instalado (precisa dele para o certificado de teste)" };
      site = site
        .replace(/^(\s*ssl_certificate) [^;]+;/gm, `$1 "${stand.certificate}";`)
        .replace(/^(\s*ssl_certificate_key) [^;]+;/gm, `$1 "${stand.key}";`);
    }
    fs.writeFileSync(path.join(prefix, "site.conf"), site);
    fs.writeFileSync(path.join(prefix, "nginx.conf"), mainConfig(prefix, path.join(prefix, "site.conf")));
    const result = spawnSync(
      nginx,
      [
        "-t",
        "-p",
        prefix,
        "-c",
        path.join(prefix, "nginx.conf"),
        "-g",
        `pid ${path.join(prefix, "nginx.pid")}; error_log stderr;`,
      ],
      { encoding: "utf8" },
    );
    if (result.error) return { ran: false, skipped: `o nginx não pôde ser executado (${result.error.message})` };
    return { ran: true, ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

/** nginx's complaint in one line, without the temp prefix: `duplicate location "/rum"`. */
export function nginxComplaint(output: string): string {
  const line = output.split("\n").find((text) => /\[(emerg|alert|crit|error)\]/.test(text)) ?? output.trim();
  return line
    .replace(/^.*?\[(emerg|alert|crit|error)\]\s*(\d+#\d+:\s*)?/, "")
    .replace(/ in \S+site\.conf:(\d+)$/, " (linha $1)")
    .trim();
}

/** The build step's report, or the one Portuguese line that stops the build. */
export function nginxCheckOutcome(
  check: NginxCheck,
  file: string,
): { ok: true; report: string } | { ok: false; line: string } {
  if (!check.ran) return { ok: true, report: `skipped: ${check.skipped}` };
  if (check.ok) return { ok: true, report: `nginx -t: ${file} is valid` };
  return {
    ok: false,
    line: `O nginx recusaria a configuração gerada (${file}): ${nginxComplaint(check.output)}.`,
  };
}
