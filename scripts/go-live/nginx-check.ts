/**
 * `nginx -t` on the site's and the editor's generated files as installed, inside the smallest
 * `http {}`: every certificate, log folder and root they name must be there. Under a system root
 * other than `/` (tests), the files' absolute paths are read under it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Machine } from "./machine";

const debianNginx = "/usr/sbin/nginx";

/** nginx's verdict: undefined when the test is successful, else its first error line. */
export function nginxTestProblem(machine: Machine, installedFiles: string[]): string | undefined {
  const nginxBinary = machine.nginxBinary ?? debianNginx;
  if (!fs.existsSync(nginxBinary)) return `nginx is not installed (${nginxBinary}); apt-get install nginx`;
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-go-live-nginx-"));
  try {
    const includes = installedFiles.map((file, index) => {
      const text = fs.readFileSync(file, "utf8");
      // Absolute paths in the config are quoted (scripts/deploy/nginx-syntax.ts): read them under the root.
      const mapped =
        machine.systemRoot === "/"
          ? text
          : text.replace(/"(\/[^"]*)"/g, (_match, absolute: string) => `"${path.join(machine.systemRoot, absolute)}"`);
      const copy = path.join(prefix, `${index}.conf`);
      fs.writeFileSync(copy, mapped);
      return copy;
    });
    const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (name) => `    ${name}_temp_path ${path.join(prefix, name)};`,
    );
    const main = path.join(prefix, "nginx.conf");
    fs.writeFileSync(
      main,
      ["events {}", "http {", ...temps, ...includes.map((file) => `    include ${file};`), "}", ""].join("\n"),
    );
    const result = spawnSync(
      nginxBinary,
      ["-t", "-p", prefix, "-c", main, "-g", `pid ${path.join(prefix, "nginx.pid")}; error_log stderr;`],
      { encoding: "utf8" },
    );
    const output = `${result.stdout}${result.stderr}`;
    if (result.status === 0) return undefined;
    const first = output.split("\n").find((line) => /\[(emerg|alert|crit|error)\]/.test(line)) ?? output.trim();
    // Name the installed file, not the scratch copy nginx was given.
    return includes.reduce(
      (line, copy, index) => line.replaceAll(copy, installedFiles[index]!),
      first.replace(/^nginx: /, "").replace(/^[\d/: ]+/, ""),
    );
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}
