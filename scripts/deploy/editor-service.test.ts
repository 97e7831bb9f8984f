/**
 * The editor's deploy files: its systemd unit in a box of its own (scored and verified by systemd
 * where systemd-analyze is installed), beside the relay's and the backup's, and its nginx block
 * written like the site's (tests/e2e/nginx-tls.test.ts serves it with a login over https).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorHostSetting, renderEditorNginxServer, renderEditorService } from "./editor-service";
import { renderLeadsBackupService, renderLeadsBackupTimer } from "./leads-backup-timer";
import { renderRelayService } from "./relay-service";
import { exposureScore, systemdAnalyzeAvailable, verifyUnits, withUnitFiles } from "./testing/systemd-analyze";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const host = "editor.clinica.example";
const unitLines = (unit: string, key: string) =>
  unit
    .split("\n")
    .filter((line) => line.startsWith(`${key}=`))
    .flatMap((line) => line.slice(key.length + 1).split(" "));

describe("the editor's systemd unit", () => {
  const unit = renderEditorService("/srv/clinica", host);

  it("runs the project's Node on editor/start.mjs as its own user, in the checkout's group, behind nginx", () => {
    expect(unit).toContain("\nUser=clinica-editor\nGroup=clinica\n");
    expect(unit).toContain("\nExecStart=/srv/clinica/node_modules/.bin/node /srv/clinica/editor/start.mjs\n");
    expect(unit).toContain(`\nEnvironment=EDITOR_HOST=${host}\n`);
    expect(unit).toContain("\nEnvironment=EDITOR_TRUST_PROXY=1\n");
    expect(unit).toContain("\nUMask=0077\n");
    expect(unit).toMatch(/\nMemoryMax=\d+G\n/);
    expect(() => renderEditorService("srv/clinica", host)).toThrow(/absolute path/);
  });

  it("writes only what a publish writes; the leads, the relay's logs, backups and settings out of sight", () => {
    expect(unit).toContain("\nProtectSystem=strict\n");
    expect(unitLines(unit, "ReadWritePaths")).toEqual([
      "-/srv/clinica",
      "-/srv/clinica/releases",
      "-/srv/clinica/content",
      "-/srv/clinica/images",
      "-/srv/clinica/.git",
      "-/srv/clinica/data/editor",
      "-/srv/clinica/generated",
      "-/srv/clinica/public/images/generated",
      "-/srv/clinica/build-editor",
      "-/srv/clinica/build-editor-server",
      "-/srv/clinica/.react-router",
      "-/srv/clinica/node_modules/.vite",
      "-/srv/clinica/node_modules/.vite-temp",
    ]);
    // The code below the checkout folder (writable for the `build` link's rename) is read-only again.
    const readOnly = unitLines(unit, "ReadOnlyPaths");
    for (const code of ["node_modules", "editor", "server", "scripts", "package.json", "vite.config.ts", ".env"])
      expect(readOnly).toContain(`-/srv/clinica/${code}`);
    expect(unitLines(unit, "InaccessiblePaths")).toEqual([
      "-/srv/clinica/data/leads.sqlite",
      "-/srv/clinica/data/leads.sqlite-wal",
      "-/srv/clinica/data/leads.sqlite-shm",
      "-/srv/clinica/data/lead-deletions.log",
      "-/srv/clinica/data/access-log",
      "-/srv/clinica/data/backups",
      "-/var/log/clinica-nginx",
      "-/etc/clinica/relay.env",
    ]);
    // And the relay never reads the editor's accounts and session secret.
    expect(unitLines(renderRelayService("/srv/clinica"), "InaccessiblePaths")).toContain("-/srv/clinica/data/editor");
  });

  it("gives the editor's publications the site's address the build was made for, and nothing else", () => {
    expect(unitLines(unit, "Environment")).not.toContainEqual(expect.stringMatching(/^VITE_SITE_URL=/));
    const withAddress = renderEditorService(
      "/srv/clinica",
      host,
      undefined,
      "https://www.clinicavaledobarreiro.com.br",
    );
    expect(withAddress).toContain(
      "\nEnvironment=VITE_SITE_URL=https://www.clinicavaledobarreiro.com.br\nEnvironmentFile=-/etc/clinica/editor.env\n",
    );
    for (const unsafe of ["https://a.example/ x", "http://www.clinica.example", 'https://a.example"\nUser=root'])
      expect(renderEditorService("/srv/clinica", host, undefined, unsafe), unsafe).not.toContain("VITE_SITE_URL");
  });

  it("is disabled until the clinic sets EDITOR_HOST", () => {
    const disabled = renderEditorService("/srv/clinica", undefined);
    expect(disabled.split("\n").every((line) => line === "" || line.startsWith("#"))).toBe(true);
    expect(renderEditorNginxServer({})).not.toMatch(/^\s*server\s*\{/m);
  });

  it("scores 2.0 or less in systemd-analyze, as the relay's and the backup's do, and verifies", () => {
    if (!systemdAnalyzeAvailable()) return;
    const units = {
      "clinica-editor.service": renderEditorService(projectRoot, host, undefined, "https://www.clinica.example"),
      "clinica-relay.service": renderRelayService(projectRoot),
      "clinica-leads-backup.service": renderLeadsBackupService(projectRoot),
      "clinica-leads-backup.timer": renderLeadsBackupTimer(),
    };
    withUnitFiles(units, (files) => {
      for (const file of files.filter((name) => name.endsWith(".service"))) {
        const { score, report } = exposureScore(file);
        expect(score, report).toBeLessThanOrEqual(2.0);
      }
      const verified = verifyUnits(files);
      expect(verified.output).toBe("");
      expect(verified.status).toBe(0);
    });
  });
});

describe("the editor's nginx block", () => {
  const conf = renderEditorNginxServer({ editorHost: host });

  it("is the site's edge: TLS with HTTP/2 on IPv4 and IPv6, Let's Encrypt's certificate, port 80 a 308, HSTS", () => {
    for (const line of [
      "listen 443 ssl http2;",
      "listen [::]:443 ssl http2;",
      `ssl_certificate "/etc/letsencrypt/live/${host}/fullchain.pem";`,
      `ssl_certificate_key "/etc/letsencrypt/live/${host}/privkey.pem";`,
      "ssl_protocols TLSv1.2 TLSv1.3;",
      "ssl_session_tickets off;",
      "listen 80;",
      "listen [::]:80;",
      `location / { return 308 https://${host}$request_uri; }`,
      'root "/var/www/letsencrypt";',
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    ])
      expect(conf).toContain(line);
    expect(conf).not.toMatch(/listen 80 ssl|listen 443;/);
  });

  it("proxies with the client's address and https, takes uploads, rate-limits POST /entrar without logging refusals", () => {
    expect(conf.match(/proxy_set_header X-Forwarded-Proto https;/g)).toHaveLength(2);
    expect(conf).not.toContain("$scheme");
    expect(conf).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(conf).toContain("proxy_pass http://127.0.0.1:3001;");
    expect(conf).toContain("client_max_body_size 30m;");
    expect(conf).toMatch(/location = \/entrar \{\n\s+limit_req zone=clinica_editor_login burst=10 nodelay;/);
    expect(conf).toContain('    POST $clinica_editor_client;\n    default "";');
    expect(conf.match(/limit_req_log_level info;/g)).toHaveLength(2);
  });

  it("logs both servers in the policy's two formats and an error log of its own, never nginx's combined log", () => {
    for (const file of ["editor-paginas.log", "editor-acesso.log"])
      expect(
        conf.match(new RegExp(`access_log "/var/log/clinica-nginx/${file}" clinica_editor_\\w+;`, "g")),
      ).toHaveLength(2);
    expect(conf.match(/error_log "\/var\/log\/clinica-nginx\/editor-erros\.log" warn;/g)).toHaveLength(2);
    expect(conf).toContain(
      "log_format clinica_editor_paginas '$remote_addr [$time_iso8601] $request_method $clinica_editor_request_path $status';",
    );
    expect(conf).toContain("log_format clinica_editor_acesso '$remote_addr [$time_iso8601] $request_method $status';");
  });

  it("refuses a host name nginx would read as something else", () => {
    expect(() => renderEditorNginxServer({ editorHost: "editor.example; return 200" })).toThrow();
  });
});

describe("EDITOR_HOST at build time", () => {
  it("comes from the environment, else from the project's .env", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-host-"));
    expect(editorHostSetting(root, {})).toBeUndefined();
    fs.writeFileSync(path.join(root, ".env"), "PORT=3000\nEDITOR_HOST=editor.clinica.example\n");
    expect(editorHostSetting(root, {})).toBe("editor.clinica.example");
    expect(editorHostSetting(root, { EDITOR_HOST: "outro.clinica.example" })).toBe("outro.clinica.example");
    expect(editorHostSetting(root, { EDITOR_HOST: "" })).toBeUndefined();
    fs.rmSync(root, { recursive: true });
  });
});
