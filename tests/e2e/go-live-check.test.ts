/**
 * `npm run go-live -- check` on a scratch machine prepared as docs/go-live.md says (users, modes,
 * settings, a publication build, certificates, the generated files installed and enabled): every
 * item ok and exit 0; then, one case per line it can print, one step undone and that line shown,
 * exit 1. nginx -t runs for real on the installed configs (a throw-away certificate).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePublicSettings } from "#server/public-settings.ts";
import { loadEnv } from "#server/env.ts";
import {
  defaultLeadRelayUpstream,
  loadSiteRules,
  productionNginxOptions,
  renderEditorNginxServer,
  renderEditorService,
  renderJournaldNamespace,
  renderLeadsBackupService,
  renderLeadsBackupTimer,
  renderNginxLogrotate,
  renderNginxServer,
  renderRelayService,
} from "#scripts/deploy-config.ts";
import { checkMachine, type CheckLine } from "#scripts/go-live/checks.ts";
import { installedFiles } from "#scripts/go-live/installed-files.ts";
import type { Machine } from "#scripts/go-live/machine.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const siteHost = "www.clinica.example";
const editorHost = "editor.clinica.example";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-go-live-"));
const templateRoot = path.join(scratch, "template");
let caseNumber = 0;

/** The checkout lives at /srv/clinica under the system root, as on the server. */
const machineAt = (systemRoot: string): Machine => ({ systemRoot, projectRoot: path.join(systemRoot, "srv/clinica") });

function write(file: string, text: string, mode = 0o644): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.chmodSync(file, mode);
}

/** A machine where every step of docs/go-live.md was done. */
function prepareTemplate(): void {
  const machine = machineAt(templateRoot);
  const root = machine.projectRoot;
  const sys = (absolute: string) => path.join(templateRoot, absolute);
  const { uid, gid } = os.userInfo();
  // Step 2: the users (here, all of them this process, so the modes below are ours to set).
  write(
    sys("/etc/passwd"),
    `root:x:${uid}:${gid}::/root:/bin/sh\nclinica:x:${uid}:${gid}::/nonexistent:/usr/sbin/nologin\nclinica-editor:x:${uid}:${gid}::/nonexistent:/usr/sbin/nologin\n`,
  );
  write(sys("/etc/group"), `root:x:${gid}:\nclinica:x:${gid}:\n`);
  // Step 3: the checkout, its content ready for publication (the gate's own passing fixture).
  fs.cpSync(path.join(repository, "tests/fixtures/publication/content"), path.join(root, "content"), {
    recursive: true,
  });
  fs.mkdirSync(path.join(root, ".git"), { recursive: true });
  // Step 4: data/ and the editor's folder.
  fs.mkdirSync(path.join(root, "data/editor"), { recursive: true });
  fs.chmodSync(path.join(root, "data"), 0o710);
  fs.chmodSync(path.join(root, "data/editor"), 0o700);
  write(path.join(root, "data/leads.sqlite"), "", 0o600);
  // Step 5: the settings, root's, and a publication build with the editor on.
  write(sys("/etc/clinica/relay.env"), "ALERT_WEBHOOK_URL=https://alertas.example/clinica\n", 0o600);
  const buildDir = path.join(root, "build");
  write(path.join(buildDir, "relay/index.js"), "");
  writePublicSettings(buildDir, { PUBLICATION_BUILD: "1", VITE_SITE_URL: `https://${siteHost}` });
  const { AUTOMATION_ID } = loadEnv({});
  const rules = loadSiteRules(path.join(repository, "build/client"), { AUTOMATION_ID });
  const generated: Record<string, string> = {
    "nginx.conf": renderNginxServer(rules, {
      root: "/srv/clinica/build/client",
      ...productionNginxOptions(siteHost),
      leadRelayUpstream: defaultLeadRelayUpstream,
    }),
    "editor-nginx.conf": renderEditorNginxServer({ editorHost }),
    "relay.service": renderRelayService("/srv/clinica"),
    "editor.service": renderEditorService("/srv/clinica", editorHost),
    "clinica-leads-backup.service": renderLeadsBackupService("/srv/clinica"),
    "clinica-leads-backup.timer": renderLeadsBackupTimer(),
    "journald@clinica.conf": renderJournaldNamespace(),
    "nginx-logrotate.conf": renderNginxLogrotate(184),
  };
  for (const [name, text] of Object.entries(generated)) write(path.join(buildDir, name), text);
  // Step 6: the certificates (a throw-away one for both hosts).
  for (const host of [siteHost, editorHost]) {
    const live = sys(`/etc/letsencrypt/live/${host}`);
    fs.mkdirSync(live, { recursive: true });
    const key = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${host}`,
        "-keyout",
        path.join(live, "privkey.pem"),
        "-out",
        path.join(live, "fullchain.pem"),
      ],
      { encoding: "utf8" },
    );
    expect(key.status, key.stderr).toBe(0);
  }
  // Steps 7 and 8: nginx's log folder, the files installed and enabled.
  fs.mkdirSync(sys("/var/log/clinica-nginx"), { recursive: true });
  for (const file of installedFiles) {
    fs.mkdirSync(path.dirname(sys(file.installed)), { recursive: true });
    fs.copyFileSync(path.join(buildDir, file.build), sys(file.installed));
    if (file.wantedBy) {
      const wants = sys(`/etc/systemd/system/${file.wantedBy}`);
      fs.mkdirSync(wants, { recursive: true });
      fs.symlinkSync(`../${path.basename(file.installed)}`, path.join(wants, path.basename(file.installed)));
    }
  }
}

/** A fresh copy of the prepared machine, changed by `undo`; its check's lines. */
function checkAfter(undo: (machine: Machine, sys: (absolute: string) => string) => void): CheckLine[] {
  const systemRoot = path.join(scratch, `case-${++caseNumber}`);
  // cp -a: modes and links as they are (fs.cpSync leaves folders at the umask's).
  expect(spawnSync("cp", ["-a", templateRoot, systemRoot]).status).toBe(0);
  const machine = machineAt(systemRoot);
  undo(machine, (absolute) => path.join(systemRoot, absolute));
  return checkMachine(machine);
}

const missingLines = (lines: CheckLine[]) => lines.filter((line) => !line.ok).map((line) => line.text);

beforeAll(prepareTemplate, 60_000);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("npm run go-live -- check", () => {
  it("on the prepared machine: every item ok, exit 0", () => {
    const cli = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/go-live.ts",
        "check",
        "--root",
        path.join(templateRoot, "srv/clinica"),
        "--system-root",
        templateRoot,
      ],
      { cwd: repository, encoding: "utf8" },
    );
    expect(cli.stdout).toContain("Everything is in place.");
    expect(cli.stdout).not.toContain("MISSING");
    expect(cli.stdout).toContain("ok      nginx -t on the installed configs");
    expect(cli.status, cli.stderr).toBe(0);
  });

  it("on a bare machine: one line per missing step, exit 1", () => {
    const bare = path.join(scratch, "bare");
    fs.mkdirSync(path.join(bare, "srv/clinica"), { recursive: true });
    const cli = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/go-live.ts",
        "check",
        "--root",
        path.join(bare, "srv/clinica"),
        "--system-root",
        bare,
      ],
      { cwd: repository, encoding: "utf8" },
    );
    expect(cli.status).toBe(1);
    const lines = cli.stdout.split("\n").filter((line) => line.includes("MISSING"));
    expect(lines.map((line) => line.replace(/^\s+MISSING /, "").split(/[:;]/, 1)[0])).toEqual([
      "users",
      "data is missing in " + path.join(bare, "srv/clinica") + " (docs/go-live.md, step 4)",
      "settings",
      "build",
      "editor",
      "content",
      ...installedFiles.filter((file) => !file.editor).map((file) => file.installed + " is missing"),
      "nginx",
    ]);
    expect(cli.stdout).toContain(`${lines.length} item(s) missing.`);
    expect(cli.stdout).toContain(
      `content: no checkout of the site in ${path.join(bare, "srv/clinica")}; git clone it there`,
    );
  });

  const cases: { step: string; undo: Parameters<typeof checkAfter>[0]; lines: RegExp[] }[] = [
    {
      step: "a user not created",
      undo: (_machine, sys) =>
        fs.writeFileSync(sys("/etc/passwd"), fs.readFileSync(sys("/etc/passwd"), "utf8").replace(/^clinica:.*\n/m, "")),
      // And what clinica should own is now owned by someone else.
      lines: [
        /^users: clinica not on this machine; create them/,
        /^data is 0710 \S+; it must be 0710 clinica:clinica/,
        /^data\/leads\.sqlite is 0600 \S+; it must be 0600 clinica/,
      ],
    },
    {
      step: "data/ missing",
      undo: (machine) => fs.rmSync(path.join(machine.projectRoot, "data"), { recursive: true }),
      lines: [/^data is missing in .*srv\/clinica \(docs\/go-live\.md, step 4\)$/, /^data\/editor is missing in /],
    },
    {
      step: "a store file readable by others",
      undo: (machine) => fs.chmodSync(path.join(machine.projectRoot, "data/leads.sqlite"), 0o644),
      lines: [/^data\/leads\.sqlite is 0644 \S+; it must be 0600 clinica \(docs\/go-live\.md, step 4\)$/],
    },
    {
      step: "a .env left in the checkout",
      undo: (machine) => write(path.join(machine.projectRoot, ".env"), "PORT=3000\n"),
      lines: [/^settings: .*srv\/clinica\/\.env exists; move it to \/etc\/clinica\/relay\.env$/],
    },
    {
      step: "no settings file",
      undo: (_machine, sys) => fs.rmSync(sys("/etc/clinica/relay.env")),
      lines: [/^settings: \/etc\/clinica\/relay\.env is missing; copy \.env\.example there and fill it$/],
    },
    {
      step: "the settings readable by others",
      undo: (_machine, sys) => fs.chmodSync(sys("/etc/clinica/relay.env"), 0o644),
      lines: [/^settings: \/etc\/clinica\/relay\.env is 0644 root; it must be 0600 root$/],
    },
    {
      step: "a setting the relay refuses",
      undo: (_machine, sys) => fs.appendFileSync(sys("/etc/clinica/relay.env"), "TRUST_PROXY=0.0.0.0/0\n"),
      lines: [/^settings: \/etc\/clinica\/relay\.env is refused by the relay: TRUST_PROXY/],
    },
    {
      step: "no alert channel",
      undo: (_machine, sys) => fs.writeFileSync(sys("/etc/clinica/relay.env"), "PORT=3000\n"),
      lines: [/^settings: ALERT_WEBHOOK_URL: not set, and this is a publication build that keeps its leads\./],
    },
    {
      step: "no build",
      undo: (machine) => fs.rmSync(path.join(machine.projectRoot, "build/relay"), { recursive: true }),
      lines: [/^build: no build in .*; run npm run build:publicacao$/],
    },
    {
      step: "a demonstration build",
      undo: (machine) =>
        writePublicSettings(path.join(machine.projectRoot, "build"), { VITE_SITE_URL: `https://${siteHost}` }),
      lines: [/^build: build\/ holds a demonstration build \(example data\); run npm run build:publicacao$/],
    },
    {
      step: "the editor off",
      undo: (machine) =>
        write(path.join(machine.projectRoot, "build/editor.service"), renderEditorService("/srv/clinica", undefined)),
      lines: [/^editor: EDITOR_HOST was not set when the site was built, so the editor is off/],
    },
    {
      step: "example data in the content",
      undo: (machine) => {
        const file = path.join(machine.projectRoot, "content/clinica.yaml");
        fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("placeholders: []", "placeholders: [cnpj]"));
      },
      lines: [
        /^content: 1 item\(s\) still example data or unconfirmed, first “Dados da clínica › .*“cnpj” ainda tem dado de exemplo\.”; all: npx tsx scripts\/publication-gate\.ts$/,
      ],
    },
    {
      step: "no certificate for the editor",
      undo: (_machine, sys) => fs.rmSync(sys(`/etc/letsencrypt/live/${editorHost}`), { recursive: true }),
      lines: [
        new RegExp(
          `^certificate of ${editorHost}: /etc/letsencrypt/live/${editorHost}/fullchain\\.pem and .*privkey\\.pem not there; get it with certbot`,
        ),
        /^nginx -t fails: .*cannot load certificate ".*editor\.clinica\.example\/fullchain\.pem"/,
      ],
    },
    {
      step: "a file not installed",
      undo: (_machine, sys) => fs.rmSync(sys("/etc/logrotate.d/clinica-nginx")),
      lines: [
        /^\/etc\/logrotate\.d\/clinica-nginx is missing: cp build\/nginx-logrotate\.conf \/etc\/logrotate\.d\/clinica-nginx$/,
      ],
    },
    {
      step: "an installed file older than the build",
      undo: (_machine, sys) => fs.appendFileSync(sys("/etc/systemd/system/clinica-relay.service"), "# edited\n"),
      lines: [
        /^\/etc\/systemd\/system\/clinica-relay\.service differs from build\/relay\.service: copy it again; systemctl daemon-reload && systemctl enable --now clinica-relay$/,
      ],
    },
    {
      step: "the backup timer not enabled",
      undo: (_machine, sys) => fs.rmSync(sys("/etc/systemd/system/timers.target.wants/clinica-leads-backup.timer")),
      lines: [
        /^clinica-leads-backup\.timer is installed but not enabled: systemctl daemon-reload && systemctl enable --now clinica-leads-backup\.timer$/,
      ],
    },
    {
      step: "no log folder for nginx",
      undo: (_machine, sys) => fs.rmSync(sys("/var/log/clinica-nginx"), { recursive: true }),
      lines: [
        /^nginx: the log folder \/var\/log\/clinica-nginx is missing; mkdir -m 0750 \/var\/log\/clinica-nginx$/,
        /^nginx -t fails: .*open\(\) ".*clinica-nginx\/.*" failed/,
      ],
    },
    {
      step: "a config nginx refuses",
      undo: (machine, sys) => {
        for (const file of [
          path.join(machine.projectRoot, "build/editor-nginx.conf"),
          sys("/etc/nginx/sites-enabled/clinica-editor.conf"),
        ])
          fs.appendFileSync(file, "clinica_unknown_directive on;\n");
      },
      lines: [
        /^nginx -t fails: .*unknown directive "clinica_unknown_directive" in .*\/etc\/nginx\/sites-enabled\/clinica-editor\.conf:\d+$/,
      ],
    },
    {
      step: "no nginx",
      undo: (machine) => (machine.nginxBinary = "/nonexistent/nginx"),
      lines: [/^nginx -t fails: nginx is not installed \(\/nonexistent\/nginx\); apt-get install nginx$/],
    },
  ];

  it.each(cases)("with $step: says so, and only that", ({ undo, lines }) => {
    const missing = missingLines(checkAfter(undo));
    expect(missing, missing.join("\n")).toHaveLength(lines.length);
    lines.forEach((pattern, index) => expect(missing[index]).toMatch(pattern));
  });
});
