/** A child process run to its end, its output kept (the build, git, the deploy command). */
import { spawn } from "node:child_process";
import { GitError } from "#scripts/release/in-words.ts";

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    /** Each chunk of its standard output as it comes (the build's progress, for the panel). */
    onOutput?: (chunk: string) => void;
  } = { cwd: "." },
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      options.onOutput?.(chunk);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = options.timeoutMs ? setTimeout(() => child.kill("SIGTERM"), options.timeoutMs) : undefined;
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}` });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** git in the checkout; throws with git's own message when it fails. */
export async function git(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const result = await run("git", args, { cwd, env });
  if (result.code !== 0) throw new GitError(`git ${args[0]}: ${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}
