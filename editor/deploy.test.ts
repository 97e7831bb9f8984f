import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorHostSetting, renderEditorNginxServer, renderEditorService } from "#scripts/deploy-config.ts";

describe("the editor's deploy files", () => {
  it("proxy the editor's own host name to the loopback service, with time for a publish", () => {
    const conf = renderEditorNginxServer({ editorHost: "editor.clinica.example" });
    expect(conf).toContain("server_name editor.clinica.example;");
    expect(conf).toContain("proxy_pass http://127.0.0.1:3001;");
    expect(conf).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    expect(conf).toContain("proxy_read_timeout 900s;");
  });

  it("are disabled until the clinic sets EDITOR_HOST", () => {
    expect(renderEditorNginxServer({})).not.toMatch(/^\s*server\s*\{/m);
    const unit = renderEditorService("/srv/site", undefined);
    expect(unit.split("\n").every((line) => line === "" || line.startsWith("#"))).toBe(true);
    const enabled = renderEditorService("/srv/site", "editor.clinica.example");
    expect(enabled).toContain("\nEnvironment=EDITOR_HOST=editor.clinica.example\n");
    expect(enabled).toContain("\nExecStart=/usr/bin/env npm run editor\n");
  });

  it("refuse a host name nginx would read as something else", () => {
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
