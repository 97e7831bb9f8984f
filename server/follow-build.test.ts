/**
 * A publish (the editor service, `npm run build`) renames a new build into build/'s place while
 * the server runs: the server serves the new pages without a restart, and keeps serving the
 * one it has when the new one cannot be loaded.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./app";
import { removeTempDirs } from "./testing/leads";
import { testEnv } from "./testing/env";

const built = path.resolve(import.meta.dirname, "../build/client");
let dir = "";
let app: FastifyInstance;

/** A copy of the real build whose home page says `marker`. */
function buildWith(name: string, marker: string): string {
  const client = path.join(dir, name, "client");
  fs.cpSync(built, client, { recursive: true });
  // The hashes of the build's inline scripts, which the server loads a build with, beside client/.
  fs.copyFileSync(path.join(built, "../inline-script-hashes.json"), path.join(dir, name, "inline-script-hashes.json"));
  const index = path.join(client, "index.html");
  fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("</body>", `<p>${marker}</p></body>`));
  for (const twin of [".br", ".gz"]) fs.rmSync(`${index}${twin}`, { force: true });
  return path.join(dir, name);
}

/** What a publish does: two renames. */
function swapIn(next: string): void {
  fs.rmSync(path.join(dir, "previous"), { recursive: true, force: true });
  fs.renameSync(path.join(dir, "build"), path.join(dir, "previous"));
  fs.renameSync(next, path.join(dir, "build"));
}

const home = async () => (await app.inject({ url: "/", headers: { "accept-encoding": "identity" } })).body;
const afterCheckInterval = () => new Promise((resolve) => setTimeout(resolve, 600));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "follow-build-"));
  fs.renameSync(buildWith("first", "primeira publicação"), path.join(dir, "build"));
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
});
