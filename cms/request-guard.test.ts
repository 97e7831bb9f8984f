/** The editor writes only inside the content's own folders (the bridge's write guard). */
import { describe, expect, it } from "vitest";
import keystaticConfig from "./config";
import { guardUpdateBody, isWritablePath, writableRootsOf } from "./request-guard";
import { uploadRulesOf } from "./upload-rules";

const roots = writableRootsOf(keystaticConfig);
const uploads = uploadRulesOf(keystaticConfig);

describe("the write guard", () => {
  it("knows the editor's folders: collections, singletons and uploaded images", () => {
    expect(roots).toEqual(expect.arrayContaining(["content/equipe", "content/clinica", "images/enviadas"]));
  });

  it("writes inside a folder past its separator, or a singleton's own file, never a sibling sharing the prefix", () => {
    for (const writable of ["content/equipe/ana.yaml", "content/clinica.yaml", "images/enviadas/foto.png"])
      expect(isWritablePath(writable, roots), writable).toBe(true);
    for (const refused of [
      "content/equipe-x/pwn.yaml",
      "images/enviadasX/a.svg",
      "content/clinica-x.yaml",
      "content/clinica.yaml/x",
      "content/equipe/../../server/app.ts",
      "/etc/passwd",
      "content\\equipe\\a.yaml",
      "content/equipe//a.yaml",
      "data/leads.sqlite",
    ])
      expect(isWritablePath(refused, roots), refused).toBe(false);
  });

  it("refuses an update body with any path outside, or not the shape Keystatic takes", () => {
    const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
    const yaml = Buffer.from("name: Ana\n").toString("base64");
    expect(
      guardUpdateBody(
        body({ additions: [{ path: "content/equipe/a.yaml", contents: yaml }], deletions: [] }),
        roots,
        uploads,
      ).ok,
    ).toBe(true);
    expect(
      guardUpdateBody(
        body({ additions: [{ path: "content/equipe-x/a.yaml", contents: yaml }], deletions: [] }),
        roots,
        uploads,
      ),
    ).toEqual({
      ok: false,
      status: 400,
      message: "Caminho fora das pastas do conteúdo.",
    });
    expect(
      guardUpdateBody(body({ additions: [], deletions: [{ path: "images/enviadasX/a.svg" }] }), roots, uploads).ok,
    ).toBe(false);
    expect(guardUpdateBody(body({ additions: "x" }), roots, uploads).ok).toBe(false);
    expect(guardUpdateBody(new TextEncoder().encode("{").buffer as ArrayBuffer, roots, uploads).ok).toBe(false);
  });
});
