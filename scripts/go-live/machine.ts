/**
 * The machine `npm run go-live -- check` looks at: the checkout, and the system's files read under
 * a root (`/` on the server; a scratch folder in tests), so every check reads files and never asks
 * systemd, which does not run everywhere the check does.
 */
import fs from "node:fs";
import path from "node:path";

export interface Machine {
  /** The checkout: /srv/clinica on the server. */
  projectRoot: string;
  /** Where /etc, /var and the rest are read from: `/` on the server. */
  systemRoot: string;
  /** nginx's binary: Debian's /usr/sbin/nginx unless a test names another. */
  nginxBinary?: string;
}

/** A system path (/etc/clinica/relay.env) as it lies under the machine's system root. */
export const systemPath = (machine: Machine, absolute: string) => path.join(machine.systemRoot, absolute);

/** A checkout path (build/nginx.conf) as it lies on the machine. */
export const projectPath = (machine: Machine, relative: string) => path.join(machine.projectRoot, relative);

/** Ids by name from /etc/passwd or /etc/group under the system root. */
export function accountIds(machine: Machine, file: "passwd" | "group"): Map<string, number> {
  const table = systemPath(machine, `/etc/${file}`);
  if (!fs.existsSync(table)) return new Map();
  return new Map(
    fs
      .readFileSync(table, "utf8")
      .split("\n")
      .map((line) => line.split(":"))
      .filter((fields) => fields.length >= 3 && fields[0])
      .map((fields) => [fields[0]!, Number(fields[2])]),
  );
}

/** A name for an id, for the lines the check prints. */
export function nameOf(ids: Map<string, number>, id: number): string {
  return [...ids].find(([, value]) => value === id)?.[0] ?? String(id);
}

/** The octal mode (0700) of a file, as `ls -l` shows its meaning and `chmod` takes it. */
export const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** The text of a file, or undefined when it is not there. */
export function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
