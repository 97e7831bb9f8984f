/**
 * A publish (the editor service, `npm run build`) points the `build` link at a new release while
 * the server runs (scripts/release/, docs/decisions/045): the server serves the new pages without a restart (a page the new build adds
 * included: the server reads the build's own list of pages), and keeps serving the one it has
 * when the new one cannot be loaded.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./app";
import { copyBuildRecords, pageListFileName } from "./static-site";
import { removeTempDirs } from "./testing/leads";
import { testEnv } from "./testing/env";

const built = path.resolve(import.meta.dirname, "../build/client");
let dir = "";
let app: FastifyInstance;

/** A copy of the real build whose home page says `marker`. */
function buildWith(name: string, marker: string): string {
  const client = path.join(dir, name, "client");
  fs.cpSync(built, client, { recursive: true });
  // The build's records beside client/ (its inline scripts' hashes, its pages), which the server loads a build with.
  copyBuildRecords(path.dirname(built), path.join(dir, name));
  const index = path.join(client, "index.html");
  fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("</body>", `<p>${marker}</p></body>`));
  for (const twin of [".br", ".gz"]) fs.rmSync(`${index}${twin}`, { force: true });
  return path.join(dir, name);
}

/** What a publish does (scripts/release/switch.ts): the build made a release, a new link renamed over `build`. */
function swapIn(next: string): void {
  const release = path.join(dir, "releases", path.basename(next));
  fs.mkdirSync(path.dirname(release), { recursive: true });
  fs.renameSync(next, release);
  fs.symlinkSync(path.relative(dir, release), path.join(dir, ".build.next"));
  fs.renameSync(path.join(dir, ".build.next"), path.join(dir, "build"));
}

const home = async () => (await app.inject({ url: "/", headers: { "accept-encoding": "identity" } })).body;
const afterCheckInterval = () => new Promise((resolve) => setTimeout(resolve, 600));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "follow-build-"));
  swapIn(buildWith("first", "primeira publicação"));
  app = await buildServer({ env: testEnv({ CLIENT_DIR: path.join(dir, "build/client") }) });
});

afterAll(async () => {
  await app?.close();
  removeTempDirs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a build swapped into place", () => {
  it("is served without a restart", async () => {
    expect(await home()).toContain("primeira publicação");
    swapIn(buildWith("second", "segunda publicação"));
    await afterCheckInterval();
    expect(await home()).toContain("segunda publicação");
    expect((await app.inject({ url: "/cardiologista" })).statusCode).toBe(200);
  });

  it("is not served when a page is missing from it: the loaded build keeps serving", async () => {
    const broken = buildWith("broken", "publicação quebrada");
    fs.rmSync(path.join(broken, "client/cardiologista"), { recursive: true });
    fs.rmSync(path.join(broken, "client/cardiologista.html"), { force: true });
    swapIn(broken);
    await afterCheckInterval();
    expect(await home()).toContain("segunda publicação");
    expect((await app.inject({ url: "/cardiologista" })).statusCode).toBe(200);
  });

  it("serves a page the new build adds (a new exam page), answered 404 before, without a restart", async () => {
    // A server of its own, listening, started on a whole build (the one before is the broken one).
    swapIn(buildWith("third", "terceira publicação"));
    const listening = await buildServer({ env: testEnv({ CLIENT_DIR: path.join(dir, "build/client") }) });
    try {
      await listening.listen({ host: "127.0.0.1", port: 0 });
      const base = `http://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
      for (const urlPath of ["/holter-24-horas", "/holter-24-horas.html"])
        expect((await fetch(`${base}${urlPath}`)).status, urlPath).toBe(404);
      const next = buildWith("with-holter", "publicação com o Holter");
      // The page as the build writes it (its clean path's folder and its .html alias), and listed
      // among the build's pages, as the registry the build was made from lists it.
      const page = fs
        .readFileSync(path.join(next, "client/ecocardiograma/index.html"), "utf8")
        .replace("</body>", "<p>Página nova: Holter 24 horas</p></body>");
      fs.mkdirSync(path.join(next, "client/holter-24-horas"));
      fs.writeFileSync(path.join(next, "client/holter-24-horas/index.html"), page);
      fs.writeFileSync(path.join(next, "client/holter-24-horas.html"), page);
      const listed = path.join(next, pageListFileName);
      const urlPaths = JSON.parse(fs.readFileSync(listed, "utf8")) as string[];
      fs.writeFileSync(listed, JSON.stringify([...urlPaths, "/holter-24-horas", "/holter-24-horas.html"]));
      swapIn(next);
      await afterCheckInterval();
      for (const urlPath of ["/holter-24-horas", "/holter-24-horas.html"]) {
        const response = await fetch(`${base}${urlPath}`);
        expect(response.status, urlPath).toBe(200);
        expect(await response.text(), urlPath).toContain("Página nova: Holter 24 horas");
      }
      expect(await (await fetch(`${base}/`)).text()).toContain("publicação com o Holter");
    } finally {
      await listening.close();
    }
  });
});
