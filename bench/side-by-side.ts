/**
 * The builds a bench measures side by side: the one it serves (`--client-dir`) and, with
 * `--before <dir>`, another one measured in the same runs, alternating, so both face the same
 * machine. Shared by bench:interactions and bench:tasks.
 */
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashesFileName } from "#server/static-site.ts";
import { projectRoot } from "./paths";

export interface Build {
  label: string;
  clientDir: string;
}

/** "before" and "after" with --before, else "this"; stops (`fail`) where a folder holds no build. */
export function buildsSideBySide(clientDir: string, before: string, fail: (message: string) => never): Build[] {
  const builds: Build[] = [
    ...(before ? [{ label: "before", clientDir: path.resolve(before) }] : []),
    { label: before ? "after" : "this", clientDir: path.resolve(clientDir) },
  ];
  for (const build of builds) {
    if (!fs.existsSync(path.join(build.clientDir, "index.html")))
      fail(`no build in ${build.clientDir}: run npm run build first`);
    // Our server reads what the build wrote beside the client folder (the inline scripts' hashes).
    if (!fs.existsSync(path.join(build.clientDir, "..", inlineScriptHashesFileName)))
      fail(
        `${build.clientDir} has no ${inlineScriptHashesFileName} beside it: copy the whole build folder (cp -rL build <dir>) and pass <dir>/client`,
      );
  }
  return builds;
}

/** The builds as a results file records them: each folder relative to the project where it can be. */
export const buildsForResults = (builds: Build[]): Build[] =>
  builds.map((build) => ({ ...build, clientDir: path.relative(projectRoot, build.clientDir) || build.clientDir }));
