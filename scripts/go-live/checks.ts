/**
 * Each step of docs/go-live.md as a check of the machine: one line per item, "ok" or what is
 * missing in plain words with what to do. Files only (see machine.ts); nginx is asked with
 * `nginx -t` on the installed configs.
 */
import fs from "node:fs";
import path from "node:path";
import util from "node:util";
import { loadEnv } from "#server/env.ts";
import { missingAlertChannel } from "#server/leads/alert-channel.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { letsEncryptCertificate } from "../deploy/nginx-tls";
import { nginxAccessLogs } from "../deploy/log-retention";
import { relayEnvironmentFile } from "../deploy/relay-service";
import { checkoutGroup, editorUser } from "../deploy/editor-service";
import { siteHost } from "../deploy/site-rules";
import { publicationItems } from "../publication-gate";
import { installedFiles } from "./installed-files";
import { accountIds, nameOf, octal, projectPath, readIfPresent, systemPath, type Machine } from "./machine";
import { nginxTestProblem } from "./nginx-check";

export interface CheckLine {
  ok: boolean;
  text: string;
}

const ok = (text: string): CheckLine => ({ ok: true, text });
const missing = (text: string): CheckLine => ({ ok: false, text });

const relayUser = "clinica";

/** EDITOR_HOST as the build wrote it into build/editor.service; undefined when the editor is off. */
export function builtEditorHost(machine: Machine): string | undefined {
  const unit = readIfPresent(projectPath(machine, "build/editor.service"));
  return unit && /^Environment=EDITOR_HOST=(\S+)$/m.exec(unit)?.[1];
}

function checkUsers(machine: Machine): CheckLine[] {
  const users = accountIds(machine, "passwd");
  const groups = accountIds(machine, "group");
  const absent = [relayUser, editorUser].filter((name) => !users.has(name));
  if (!groups.has(checkoutGroup)) absent.push(`group ${checkoutGroup}`);
  return [
    absent.length === 0
      ? ok(`users ${relayUser} and ${editorUser}, group ${checkoutGroup}`)
      : missing(`users: ${absent.join(", ")} not on this machine; create them (docs/go-live.md, step 2)`),
  ];
}

function checkBuild(machine: Machine): CheckLine[] {
  const settings = projectPath(machine, "build/public-settings.json");
  if (!fs.existsSync(projectPath(machine, "build/relay/index.js")) || !fs.existsSync(settings))
    return [missing(`build: no build in ${projectPath(machine, "build")}; run npm run build:publicacao`)];
  if (readPublicSettings(projectPath(machine, "build")).PUBLICATION_BUILD !== "1")
    return [missing("build: build/ holds a demonstration build (example data); run npm run build:publicacao")];
  return [ok("build: a publication build in build/")];
}

function checkPublicationGate(machine: Machine): CheckLine[] {
  if (!fs.existsSync(projectPath(machine, "content/clinica.yaml")))
    return [
      missing(
        `content: no checkout of the site in ${machine.projectRoot}; git clone it there (docs/go-live.md, step 3)`,
      ),
    ];
  // The site's address is the build's (its public settings); with no build yet, the build's line says what to do.
  const built = fs.existsSync(projectPath(machine, "build/public-settings.json"));
  const blockers = publicationItems(machine.projectRoot, {
    siteUrl: (built && readPublicSettings(projectPath(machine, "build")).VITE_SITE_URL) || undefined,
  })
    .filter((item) => built || item.field !== "VITE_SITE_URL")
    .map(({ message }) => message);
  if (blockers.length === 0) return [ok("content: the publication gate passes")];
  return [
    missing(
      `content: ${blockers.length} item(s) still example data or unconfirmed, first “${blockers[0]}”; all: npx tsx scripts/publication-gate.ts`,
    ),
  ];
}

function checkSettings(machine: Machine): CheckLine[] {
  const lines: CheckLine[] = [];
  if (fs.existsSync(projectPath(machine, ".env")))
    lines.push(missing(`settings: ${projectPath(machine, ".env")} exists; move it to ${relayEnvironmentFile}`));
  const file = systemPath(machine, relayEnvironmentFile);
  const text = readIfPresent(file);
  if (text === undefined)
    return [...lines, missing(`settings: ${relayEnvironmentFile} is missing; copy .env.example there and fill it`)];
  const stat = fs.statSync(file);
  const users = accountIds(machine, "passwd");
  if ((stat.mode & 0o777) !== 0o600 || stat.uid !== (users.get("root") ?? 0))
    lines.push(
      missing(
        `settings: ${relayEnvironmentFile} is ${octal(stat.mode)} ${nameOf(users, stat.uid)}; it must be 0600 root`,
      ),
    );
  const values = util.parseEnv(text);
  try {
    const env = loadEnv(values);
    const built = fs.existsSync(projectPath(machine, "build/public-settings.json"))
      ? readPublicSettings(projectPath(machine, "build"))
      : undefined;
    const refusal = missingAlertChannel({
      ...env,
      PUBLICATION_BUILD: built?.PUBLICATION_BUILD ?? undefined,
      VITE_LEAD_ENDPOINT: built?.VITE_LEAD_ENDPOINT ?? env.VITE_LEAD_ENDPOINT,
    });
    if (refusal) lines.push(missing(`settings: ${refusal.split("\n").join(" ")}`));
  } catch (error) {
    const problems = (error as Error).message
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
    lines.push(missing(`settings: ${relayEnvironmentFile} is refused by the relay: ${problems.join("; ")}`));
  }
  return lines.length > 0 ? lines : [ok(`settings: ${relayEnvironmentFile}`)];
}

function checkCertificates(machine: Machine, hosts: string[]): CheckLine[] {
  return hosts.map((host) => {
    const { certificate, certificateKey } = letsEncryptCertificate(host);
    const absent = [certificate, certificateKey].filter((file) => !fs.existsSync(systemPath(machine, file)));
    return absent.length === 0
      ? ok(`certificate of ${host}`)
      : missing(
          `certificate of ${host}: ${absent.join(" and ")} not there; get it with certbot (docs/go-live.md, step 6)`,
        );
  });
}

function checkInstalledFiles(machine: Machine, editorEnabled: boolean): CheckLine[] {
  return installedFiles
    .filter((file) => editorEnabled || !file.editor)
    .flatMap((file) => {
      const installed = readIfPresent(systemPath(machine, file.installed));
      const built = readIfPresent(projectPath(machine, `build/${file.build}`));
      const then = file.then ? `; ${file.then}` : "";
      if (installed === undefined)
        return [missing(`${file.installed} is missing: cp build/${file.build} ${file.installed}${then}`)];
      if (installed !== built)
        return [missing(`${file.installed} differs from build/${file.build}: copy it again${then}`)];
      const name = path.basename(file.installed);
      if (file.wantedBy && !fs.existsSync(systemPath(machine, `/etc/systemd/system/${file.wantedBy}/${name}`)))
        return [missing(`${name} is installed but not enabled: ${file.then}`)];
      return [ok(file.installed)];
    });
}

function checkNginx(machine: Machine, editorEnabled: boolean): CheckLine[] {
  const lines: CheckLine[] = [];
  if (!fs.existsSync(systemPath(machine, nginxAccessLogs.dir)))
    lines.push(
      missing(`nginx: the log folder ${nginxAccessLogs.dir} is missing; mkdir -m 0750 ${nginxAccessLogs.dir}`),
    );
  const configs = installedFiles
    .filter((file) => file.installed.startsWith("/etc/nginx/") && (editorEnabled || !file.editor))
    .map((file) => systemPath(machine, file.installed))
    .filter((file) => fs.existsSync(file));
  if (configs.length === 0) return lines;
  const problem = nginxTestProblem(machine, configs);
  lines.push(problem ? missing(`nginx -t fails: ${problem}`) : ok("nginx -t on the installed configs"));
  return lines;
}

function checkModes(machine: Machine, editorEnabled: boolean): CheckLine[] {
  const users = accountIds(machine, "passwd");
  const groups = accountIds(machine, "group");
  const expected: { relative: string; mode: number; owner: string; group?: string }[] = [
    { relative: "data", mode: 0o710, owner: relayUser, group: checkoutGroup },
    ...["data/leads.sqlite", "data/leads.sqlite-wal", "data/leads.sqlite-shm"].map((relative) => ({
      relative,
      mode: 0o600,
      owner: relayUser,
    })),
    ...(editorEnabled
      ? [
          { relative: "data/editor", mode: 0o700, owner: editorUser },
          { relative: ".git", mode: -1, owner: editorUser },
        ]
      : []),
  ];
  return expected.flatMap(({ relative, mode, owner, group }) => {
    const file = projectPath(machine, relative);
    if (!fs.existsSync(file))
      return relative === "data" || relative === "data/editor" || relative === ".git"
        ? [missing(`${relative} is missing in ${machine.projectRoot} (docs/go-live.md, step 4)`)]
        : [];
    const stat = fs.statSync(file);
    const wrongMode = mode >= 0 && (stat.mode & 0o777) !== mode;
    const wrongOwner = stat.uid !== users.get(owner) || (group !== undefined && stat.gid !== groups.get(group));
    const wanted = `${mode >= 0 ? `${octal(mode)} ` : ""}${owner}${group ? `:${group}` : ""}`;
    if (!wrongMode && !wrongOwner) return [ok(`${relative}: ${wanted}`)];
    const now = `${octal(stat.mode)} ${nameOf(users, stat.uid)}:${nameOf(groups, stat.gid)}`;
    return [missing(`${relative} is ${now}; it must be ${wanted} (docs/go-live.md, step 4)`)];
  });
}

function checkEditor(editorHost: string | undefined): CheckLine[] {
  return [
    editorHost
      ? ok(`editor: on at ${editorHost}`)
      : missing(
          "editor: EDITOR_HOST was not set when the site was built, so the editor is off; build again with it (docs/go-live.md, step 5)",
        ),
  ];
}

/** Every check in the order of docs/go-live.md. */
export function checkMachine(machine: Machine): CheckLine[] {
  const editorHost = builtEditorHost(machine);
  const built = fs.existsSync(projectPath(machine, "build/public-settings.json"));
  const hosts = built ? [siteHost(projectPath(machine, "build")), ...(editorHost ? [editorHost] : [])] : [];
  return [
    ...checkUsers(machine),
    ...checkModes(machine, !!editorHost),
    ...checkSettings(machine),
    ...checkBuild(machine),
    ...checkEditor(editorHost),
    ...checkPublicationGate(machine),
    ...checkCertificates(machine, hosts),
    ...checkInstalledFiles(machine, !!editorHost),
    ...checkNginx(machine, !!editorHost),
  ];
}
