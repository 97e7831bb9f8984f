/**
 * nginx on a scratch prefix (a temp folder), as the build's `nginx -t` and the nginx tests run it:
 * the smallest main config around our server blocks, every path nginx writes kept in the prefix.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The main config that includes `siteFiles` in one `http {}`. `accessLogOff`: no access log but
 * the ones our server blocks name (else nginx's default one, logs/access.log in the prefix).
 * `worker`: the user nginx's workers run as when started as root (a web server's user is not the
 * one that published, e.g. nobody); the user running us otherwise.
 */
export function scratchMainConfig(
  prefix: string,
  siteFiles: string[],
  { accessLogOff = true, worker }: { accessLogOff?: boolean; worker?: string } = {},
): string {
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (name) => `    ${name}_temp_path ${path.join(prefix, name)};`,
  );
  // As root, nginx would run its workers as "nobody" (and check that it exists), who cannot read a
  // checkout inside a private directory (a fresh clone under mktemp -d is 0700): keep the user running us.
  const workerUser = process.getuid?.() === 0 ? [`user ${worker ?? os.userInfo().username};`] : [];
  return [
    ...workerUser,
    "worker_processes 1;",
    "events { worker_connections 64; }",
    "http {",
    ...(accessLogOff ? ["    access_log off;"] : []),
    ...tempPaths,
    ...siteFiles.map((file) => `    include ${file};`),
    "}",
    "",
  ].join("\n");
}

/** `-g` for an nginx on the prefix: its pid file there, its errors on stderr. */
export const scratchGlobals = (prefix: string) => `pid ${path.join(prefix, "nginx.pid")}; error_log stderr;`;

/**
 * `nginx -t` (nothing bound or started) on `site` written to the prefix's site.conf, inside the
 * prefix's nginx.conf. The caller makes and removes the prefix.
 */
export function nginxTestOnPrefix(nginx: string, prefix: string, site: string): SpawnSyncReturns<string> {
  const siteFile = path.join(prefix, "site.conf");
  const configFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(siteFile, site);
  fs.writeFileSync(configFile, scratchMainConfig(prefix, [siteFile]));
  return spawnSync(nginx, ["-t", "-p", prefix, "-c", configFile, "-g", scratchGlobals(prefix)], {
    encoding: "utf8",
  });
}
