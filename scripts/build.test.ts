import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyProject } from "#tests/project-copy.ts";
import { buildAside } from "./build";
import { nodeStartMs, tsxStartsBudget } from "./testing/start-budget";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder holding a published build (`build/` with one page), as the site has between builds. */
function publishedBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-aside-"));
  dirs.push(root);
  const target = path.join(root, "build");
  fs.mkdirSync(path.join(target, "client"), { recursive: true });
  fs.writeFileSync(path.join(target, "client/index.html"), "the site as published");
  return target;
}

describe("building aside", () => {
  it("replaces the published build only with one that finished, leaving no staging folder", async () => {
    const target = publishedBuild();
    await buildAside(target, (staging) => {
      // Nothing of the new build shows while it is made.
      expect(fs.readFileSync(path.join(target, "client/index.html"), "utf8")).toBe("the site as published");
      fs.mkdirSync(path.join(staging, "client"));
      fs.writeFileSync(path.join(staging, "client/index.html"), "the new site");
    });
    expect(fs.readFileSync(path.join(target, "client/index.html"), "utf8")).toBe("the new site");
    expect(fs.readdirSync(path.dirname(target))).toEqual(["build"]);
  });

  it("leaves the published build exactly as it was when the build fails halfway", async () => {
    const target = publishedBuild();
    await expect(
      buildAside(target, (staging) => {
        fs.mkdirSync(path.join(staging, "client"));
        fs.writeFileSync(path.join(staging, "client/index.html"), "half a site");
        throw new Error("react-router build failed (1)");
      }),
    ).rejects.toThrow("react-router build failed (1)");
    expect(fs.readFileSync(path.join(target, "client/index.html"), "utf8")).toBe("the site as published");
    expect(fs.readdirSync(path.dirname(target))).toEqual(["build"]);
  });

  it("publishes a first build where there was none", async () => {
    const target = path.join(path.dirname(publishedBuild()), "outro");
    await buildAside(target, (staging) => fs.writeFileSync(path.join(staging, "marker"), "x"));
    expect(fs.readFileSync(path.join(target, "marker"), "utf8")).toBe("x");
  });
});

describe("npm run build beside the editor", () => {
  /** `tsx scripts/build.ts` in a copy of the project; what it printed and its exit code. */
  function buildIn(copy: string) {
    const result = spawnSync(path.join(copy, "node_modules/.bin/tsx"), ["scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, CONTENT_ROOT: "" },
    });
    return { status: result.status, stderr: result.stderr };
  }

  // A copy of the project and a tsx start each: seconds alone, many times that on a loaded machine
  // (./testing/start-budget.ts).
  const timeout = tsxStartsBudget(1, nodeStartMs());
  it("refuses while another process holds the checkout's lock, naming it, and builds nothing", { timeout }, () => {
    const copy = copyProject("build-locked-");
    dirs.push(copy);
    const startedAt = new Date().toISOString();
    fs.writeFileSync(
      path.join(copy, ".build.lock"),
      JSON.stringify({ pid: process.pid, command: "editor: publicar", startedAt }),
    );
    const { status, stderr } = buildIn(copy);
    expect(status).toBe(1);
    expect(stderr).toContain(
      `Outra publicação ou construção está em andamento (editor: publicar, processo ${process.pid},`,
    );
    expect(fs.existsSync(path.join(copy, "generated"))).toBe(false);
    expect(fs.existsSync(path.join(copy, "releases"))).toBe(false);
  });

  it("leaves an editor's interrupted switch for the editor to settle, and builds nothing", { timeout }, () => {
    const copy = copyProject("build-after-crash-");
    dirs.push(copy);
    fs.mkdirSync(path.join(copy, "data/editor"), { recursive: true });
    fs.writeFileSync(path.join(copy, "data/editor/switch.json"), "{}");
    const { status, stderr } = buildIn(copy);
    expect(status).toBe(1);
    expect(stderr).toContain("Uma publicação do editor foi interrompida e ainda não foi concluída");
    expect(fs.existsSync(path.join(copy, ".build.lock"))).toBe(false);
    expect(fs.existsSync(path.join(copy, "releases"))).toBe(false);
  });
});
