import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildRelease } from "./build-release";
import { inWords, GitError } from "./in-words";
import { lockFileOf, lockHeldEnv, LockHeldError, lockOrParents, takeLock } from "./lock";
import {
  completeRelease,
  completeReleases,
  incomingDir,
  keptReleases,
  layoutOf,
  liveRelease,
  newReleaseId,
  prune,
  readMarker,
  releaseDir,
  type ReleaseLayout,
} from "./releases";
import { repair, switchTo, tempLinkOf, type SwitchStep } from "./switch";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A checkout's top with a plain build/ folder, as before releases. */
function checkout(): { root: string; layout: ReleaseLayout } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "release-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
  fs.writeFileSync(path.join(root, "build/client/index.html"), "versão antiga");
  return { root, layout: layoutOf(path.join(root, "build")) };
}

/** Releases made after the checkout's build/ (a release's id says when it was built). */
let clock = Date.now() + 1000;
/** A complete release whose home page says `text`, its files written under umask 077. */
function release(layout: ReleaseLayout, text: string): string {
  const id = newReleaseId(new Date((clock += 1000)));
  const dir = incomingDir(layout, id);
  const umask = process.umask(0o077);
  try {
    fs.mkdirSync(path.join(dir, "client/assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "client/index.html"), text);
    fs.writeFileSync(path.join(dir, "client/assets/run.sh"), "#!/bin/sh\n", { mode: 0o700 });
  } finally {
    process.umask(umask);
  }
  completeRelease(layout, dir, id, "test");
  return id;
}

const home = (root: string) => fs.readFileSync(path.join(root, "build/client/index.html"), "utf8");

/** A pause that stops the switch at `step` as a SIGKILL there would: nothing after it runs. */
const killedAt = (at: SwitchStep) => (step: SwitchStep) => {
  if (step === at) throw new Error(`killed at ${step}`);
};

describe("the switch", () => {
  it("puts a release live by renaming a relative link over build, its files readable by others", async () => {
    const { root, layout } = checkout();
    const id = release(layout, "versão nova");
    await switchTo(layout, id);
    expect(fs.readlinkSync(layout.link)).toBe(`releases/${id}`);
    expect(home(root)).toBe("versão nova");
    const mode = (file: string) => fs.statSync(path.join(releaseDir(layout, id), file)).mode & 0o777;
    expect([mode("."), mode("client"), mode("client/index.html"), mode("client/assets/run.sh")]).toEqual([
      0o755, 0o755, 0o644, 0o755,
    ]);
    expect(fs.existsSync(tempLinkOf(layout))).toBe(false);
  });

  it("makes the plain build/ of before a release, kept for an undo", async () => {
    const { root, layout } = checkout();
    const id = release(layout, "versão nova");
    await switchTo(layout, id);
    const [, legacy] = completeReleases(layout);
    expect(readMarker(releaseDir(layout, legacy!))?.madeBy).toBe("build/ before releases");
    expect(fs.readFileSync(path.join(releaseDir(layout, legacy!), "client/index.html"), "utf8")).toBe("versão antiga");
    await switchTo(layout, legacy!);
    expect(home(root)).toBe("versão antiga");
  });

  it("refuses a release without its marker and switches nothing", async () => {
    const { root, layout } = checkout();
    fs.mkdirSync(path.join(layout.releasesDir, "20261202T000000000Z-abcd/client"), { recursive: true });
    await expect(switchTo(layout, "20261202T000000000Z-abcd")).rejects.toThrow("not complete");
    expect(home(root)).toBe("versão antiga");
  });
});

describe("a crash at each step of a switch, then the repair", () => {
  for (const step of ["legacy-link-made", "legacy-moved", "link-made"] as const)
    it(`leaves one whole release live after a kill at ${step}`, async () => {
      const { root, layout } = checkout();
      const id = release(layout, "versão nova");
      await expect(switchTo(layout, id, killedAt(step))).rejects.toThrow("killed");
      if (step === "legacy-moved") expect(fs.existsSync(layout.link)).toBe(false);
      const repaired = repair(layout);
      expect(repaired.length).toBeGreaterThan(0);
      expect(["versão antiga", "versão nova"]).toContain(home(root));
      expect(fs.existsSync(tempLinkOf(layout))).toBe(false);
      // And the next switch goes through.
      await switchTo(layout, id);
      expect(home(root)).toBe("versão nova");
      expect(repair(layout)).toEqual([]);
    });

  it("points a dangling or missing build at the newest whole release, and removes half-made ones", async () => {
    const { root, layout } = checkout();
    const older = release(layout, "versão 1");
    const newer = release(layout, "versão 2");
    await switchTo(layout, older);
    fs.rmSync(releaseDir(layout, older), { recursive: true });
    fs.mkdirSync(path.join(layout.releasesDir, ".incoming-20261202T100000000Z-0000/client"), { recursive: true });
    fs.mkdirSync(path.join(layout.releasesDir, "20261202T100000000Z-1111/client"), { recursive: true });
    const repaired = repair(layout);
    expect(home(root)).toBe("versão 2");
    expect(liveRelease(layout)).toBe(newer);
    expect(repaired.join("\n")).toContain(`points at release ${newer}`);
    // What is left: the whole releases (the new one and build/ of before), no half-made one.
    expect(fs.readdirSync(layout.releasesDir).sort()).toEqual([...completeReleases(layout)].sort());
    expect(fs.readdirSync(layout.releasesDir)).toHaveLength(2);
  });

  it("recovers the build an older version kept aside when build and every release are gone", () => {
    const { root, layout } = checkout();
    const aside = path.join(root, "data/editor/previous-build");
    fs.mkdirSync(path.dirname(aside), { recursive: true });
    fs.renameSync(layout.link, aside);
    expect(repair(layout, [aside]).join("\n")).toMatch(/now points at release \d{8}T\d{9}Z-/);
    expect(home(root)).toBe("versão antiga");
  });
});

describe("the releases kept", () => {
  it(`keeps the live one, the ${keptReleases} newest others and the one protected; removes the rest`, async () => {
    const { layout } = checkout();
    const ids = Array.from({ length: 9 }, (_, index) => release(layout, `versão ${index}`));
    await switchTo(layout, ids[2]!);
    const removed = prune(layout, [ids[0]]);
    const kept = completeReleases(layout);
    expect(kept).toContain(ids[2]);
    expect(kept).toContain(ids[0]);
    expect(kept.filter((id) => id !== ids[2] && id !== ids[0])).toHaveLength(keptReleases);
    expect(removed).toContain(ids[1]);
  });

  it("builds a release with npm run build's steps and leaves the live one when the build fails", async () => {
    const { root, layout } = checkout();
    const lines: string[] = [];
    const id = await buildRelease(
      layout.link,
      "test",
      (dir) => {
        fs.mkdirSync(path.join(dir, "client"));
        fs.writeFileSync(path.join(dir, "client/index.html"), "construída");
      },
      (line) => lines.push(line),
    );
    expect(liveRelease(layout)).toBe(id);
    await expect(
      buildRelease(layout.link, "test", () => {
        throw new Error("react-router build failed (1)");
      }),
    ).rejects.toThrow("failed");
    expect(home(root)).toBe("construída");
    expect(fs.readdirSync(layout.releasesDir).filter((name) => name.startsWith("."))).toEqual([]);
  });
});

describe("the lock", () => {
  it("lets one holder in and names it to the second", () => {
    const { root } = checkout();
    const held = takeLock(root, "npm run build");
    expect(() => takeLock(root, "editor: publicar")).toThrow(LockHeldError);
    try {
      takeLock(root, "editor: publicar");
    } catch (error) {
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Outra publicação ou construção está em andamento \\(npm run build, processo ${process.pid}, desde `,
        ),
      );
    }
    held.release();
    expect(fs.existsSync(lockFileOf(root))).toBe(false);
    takeLock(root, "editor: publicar").release();
  });

  it("takes over a lock whose holder is dead", () => {
    const { root } = checkout();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    fs.writeFileSync(
      lockFileOf(root),
      JSON.stringify({ pid: Number(dead.stdout), command: "editor: publicar", startedAt: new Date().toISOString() }),
    );
    const held = takeLock(root, "npm run build");
    expect(JSON.parse(fs.readFileSync(lockFileOf(root), "utf8")).pid).toBe(process.pid);
    held.release();
  });

  it("is its holder's for the build it runs (BUILD_LOCK_HELD_BY), for no one else", () => {
    const { root } = checkout();
    fs.writeFileSync(
      lockFileOf(root),
      JSON.stringify({ pid: process.ppid, command: "editor: publicar", startedAt: new Date().toISOString() }),
    );
    process.env[lockHeldEnv] = String(process.ppid);
    try {
      lockOrParents(root, "npm run build").release();
      expect(fs.existsSync(lockFileOf(root))).toBe(true);
      process.env[lockHeldEnv] = "1";
      expect(() => lockOrParents(root, "npm run build")).toThrow(LockHeldError);
    } finally {
      delete process.env[lockHeldEnv];
    }
  });
});

describe("failures in words", () => {
  const failure = (code: string) => Object.assign(new Error(`${code}: something, rename 'a' -> 'b'`), { code });
  it("names the cause in one Portuguese sentence", () => {
    expect(inWords(failure("ENOSPC"))).toBe("O disco do servidor está cheio: libere espaço e tente de novo.");
    expect(inWords(failure("EXDEV"))).toMatch(/^As pastas do site estão em discos diferentes/);
    expect(inWords(failure("EACCES"))).toMatch(/^O serviço não tem permissão para gravar/);
    expect(inWords(new GitError("git commit: fatal: Unable to create '/x/.git/index.lock': File exists."))).toMatch(
      /^O registro de versões \(git\) está ocupado por outro programa/,
    );
    for (const code of ["ENOSPC", "EXDEV", "EACCES"]) expect(inWords(failure(code))).not.toMatch(/rename|->|\n/);
  });
});
