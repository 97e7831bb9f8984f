/**
 * Builds the site with other build-time settings (e.g. a tag-manager id) into a directory of its
 * own, for tests of a configuration the main build does not have. The artwork and icon sprite come
 * from the main build's inputs (public/, generated/), which must exist.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${errors}`)),
    );
  });
}

/**
 * Builds into `buildDir` (replaced whole), which must be inside the project: the prerendering
 * server build resolves its packages from node_modules. `root`: the project to build, this one
 * or a copy of it whose generated modules come from other content (tests/test-builds.ts).
 */
export async function buildSiteVariant(
  settings: Record<string, string>,
  buildDir: string,
  root = projectRoot,
): Promise<void> {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.mkdirSync(buildDir, { recursive: true });
  // NODE_ENV as `npm run build` has it: under vitest it is "test", which would make Vite bundle
  // React's development build, and the variant would not be the site a visitor gets.
  const env = { ...process.env, ...settings, NODE_ENV: "production", BUILD_DIR: buildDir };
  const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);
  try {
    await run(bin("react-router"), ["build"], env, root);
    await run(bin("tsx"), ["scripts/postbuild.ts"], env, root);
  } catch (error) {
    fs.rmSync(buildDir, { recursive: true, force: true });
    throw error;
  }
}
