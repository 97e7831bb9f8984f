/** What the page bench needs to decide a build is stale, and to run one. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { walkFiles } from "#server/build-layout.ts";
import { projectRoot } from "../paths";

/** The newest modification time among the inputs of a build (generated images are outputs of it). */
export function newestSourceTime(): { time: number; file: string } {
  const generated = path.join(projectRoot, "public/images/generated");
  const files = [
    ...walkFiles(path.join(projectRoot, "app")),
    ...[...walkFiles(path.join(projectRoot, "public"))].filter((file) => !file.startsWith(generated)),
    ...walkFiles(path.join(projectRoot, "images")),
    // Build steps (postbuild and what it imports); not tests or the test runner.
    ...[...walkFiles(path.join(projectRoot, "scripts"))].filter((file) => !/(\.test\.ts|[\\/]test\.ts)$/.test(file)),
    ...["react-router.config.ts", "vite.config.ts", "package-lock.json", ".env"].map((file) =>
      path.join(projectRoot, file),
    ),
  ].filter((file) => fs.existsSync(file));
  let newest = { time: 0, file: "" };
  for (const file of files) {
    const time = fs.statSync(file).mtimeMs;
    if (time > newest.time) newest = { time, file: path.relative(projectRoot, file) };
  }
  return newest;
}

export function runBuildStep(command: string, args: string[], cwd = projectRoot): Promise<void> {
  return new Promise((resolve, reject) => {
    // Build output goes to stderr: stdout carries only the results.
    const child = spawn(command, args, { cwd, stdio: ["ignore", 2, 2] });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}
