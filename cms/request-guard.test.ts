/**
 * The editor is closed to other pages on the same computer: the request guard (shared with any
 * editor service) and `npm run cms` itself, started here on a free port.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import keystaticConfig from "./config";
import { guardRequest, guardUpdateBody, isWritablePath, writableRootsOf } from "./request-guard";
import { uploadRulesOf } from "./upload-rules";

const projectRoot = path.resolve(import.meta.dirname, "..");
const roots = writableRootsOf(keystaticConfig);
const uploads = uploadRulesOf(keystaticConfig);
const hosts = new Set(["127.0.0.1:5199", "localhost:5199"]);

describe("the request guard", () => {
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

  it("refuses another Host, a cross-site or same-site fetch, and a foreign Origin on every API request", () => {
    const verdict = (method: string, url: string, headers: Record<string, string>) =>
      guardRequest({ method, url, headers: { host: "127.0.0.1:5199", ...headers } }, { allowedHosts: hosts });
    expect(
      guardRequest({ url: "/keystatic", headers: { host: "evil.example:5199" } }, { allowedHosts: hosts }),
    ).toMatchObject({ status: 421 });
    for (const site of ["cross-site", "same-site"])
      expect(verdict("GET", "/keystatic", { "sec-fetch-site": site })).toMatchObject({ status: 403 });
    expect(
      verdict("GET", "/api/keystatic/github/created-app?code=abc123", { origin: "http://evil.example" }),
    ).toMatchObject({ status: 403 });
    expect(verdict("GET", "/api/keystatic/tree", { origin: "https://127.0.0.1:5199" })).toMatchObject({ status: 403 });
    expect(verdict("GET", "/api/keystatic/tree", { origin: "null" })).toMatchObject({ status: 403 });
    expect(
      verdict("POST", "/api/keystatic/update", { origin: "http://127.0.0.1:5199", "sec-fetch-site": "same-origin" }),
    ).toEqual({ ok: true });
    expect(verdict("GET", "/keystatic", { "sec-fetch-site": "none" })).toEqual({ ok: true });
  });
});

describe("npm run cms", () => {
  let cms: { url: string; close: () => Promise<void> };
  let base = "";
  const contentRoot = fs.mkdtempSync(path.join(os.tmpdir(), "cms-guard-"));

  beforeAll(async () => {
    fs.mkdirSync(path.join(contentRoot, "content/equipe"), { recursive: true });
    process.env.CMS_ROOT = contentRoot;
    const { startCms } = await import("./server");
    cms = await startCms(0);
    base = new URL(cms.url).origin;
  }, 60_000);
  afterAll(async () => {
    await cms?.close();
    delete process.env.CMS_ROOT;
    fs.rmSync(contentRoot, { recursive: true, force: true });
  });

  it(
    "hands no file of the checkout outside the editor's own and its dependencies, and no CORS to other origins",
    { timeout: 90_000 },
    async () => {
      for (const file of ["server/app.ts", "package.json", ".env.example", "scripts/build.ts"]) {
        const answer = await fetch(`${base}/@fs${path.join(projectRoot, file)}`, {
          headers: { origin: "http://localhost:3000" },
        });
        expect(answer.status, file).toBe(403);
        expect(answer.headers.get("access-control-allow-origin"), file).toBeNull();
      }
      const own = await fetch(`${base}/main.tsx`, { headers: { origin: "http://localhost:3000" } });
      expect(own.status).toBe(200);
      expect(own.headers.get("access-control-allow-origin")).toBeNull();
    },
  );

  it("refuses a cross-site request and writes nothing outside the content's folders", async () => {
    const crossSite = await fetch(`${base}/api/keystatic/tree`, {
      headers: { "sec-fetch-site": "cross-site", "no-cors": "1" },
    });
    expect(crossSite.status).toBe(403);
    const sibling = await fetch(`${base}/api/keystatic/update`, {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1", origin: base },
      body: JSON.stringify({
        additions: [{ path: "content/equipe-x/pwn.yaml", contents: Buffer.from("x").toString("base64url") }],
        deletions: [],
      }),
    });
    expect(sibling.status).toBe(400);
    expect(fs.existsSync(path.join(contentRoot, "content/equipe-x"))).toBe(false);
  });
});
