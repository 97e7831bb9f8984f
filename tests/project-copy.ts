/**
 * A copy of the project in a temporary folder, for the tests and benchmarks that build, edit or
 * publish a whole site without touching the checkout: its files as git has them (tracked, and new
 * ones git does not ignore), the generated folders asked for, the installed packages linked.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");

export interface ProjectCopyOptions {
  /** Generated folders (not in git) to bring along when they exist, e.g. "generated", "build". */
  generated?: readonly string[];
  /** A folder holding the content/ to use instead of the project's (tests/fixtures). */
  contentFrom?: string;
  /** Make the copy a git repository of its own, one commit by this person (as a publish needs). */
  gitAuthor?: { name: string; email: string };
}

export function copyProject(
  prefix: string,
  { generated = [], contentFrom, gitAuthor }: ProjectCopyOptions = {},
): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  }).stdout.split("\0");
  for (const file of listed.filter(Boolean)) {
    if (!fs.existsSync(path.join(projectRoot, file))) continue;
    // A link to a folder git does not ignore (a worktree's node_modules link; `build`, the link to
    // the live release, before .gitignore named it): linked or copied below, never as a file.
    if (fs.statSync(path.join(projectRoot, file)).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      fs.copyFileSync(path.join(projectRoot, file), path.join(copy, file));
    } catch (error) {
      // Gone since git listed it: a file another test wrote for a moment (eslint/lint-rules.test.ts
      // lints samples it writes into app/ and server/, beside this project's other tests).
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  for (const folder of generated)
    if (fs.existsSync(path.join(projectRoot, folder)))
      // The live release's files, not the `build` link (its releases/ stay here): the copy's first
      // build or publish makes its plain build/ a release of its own (docs/decisions/045).
      fs.cpSync(path.join(projectRoot, folder), path.join(copy, folder), { recursive: true, dereference: true });
  // The tag-manager variant is a test build of its own: no copy needs it.
  fs.rmSync(path.join(copy, "build/variants"), { recursive: true, force: true });
  if (contentFrom) {
    fs.rmSync(path.join(copy, "content"), { recursive: true, force: true });
    fs.cpSync(path.join(contentFrom, "content"), path.join(copy, "content"), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(copy, "node_modules"));
  if (gitAuthor) {
    const identity = ["-c", `user.name=${gitAuthor.name}`, "-c", `user.email=${gitAuthor.email}`];
    for (const args of [
      ["init", "--quiet"],
      ["add", "."],
      [...identity, "commit", "--quiet", "-m", "início"],
    ])
      spawnSync("git", args, { cwd: copy });
  }
  return copy;
}
