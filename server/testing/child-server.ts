/** For tests: `server/index.ts` as production starts it, in a child process, with its log lines at hand. */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { projectRoot } from "./leads";

export interface ChildServer {
  child: ChildProcess;
  /** Every stdout line so far (pino JSON). */
  lines: string[];
  stderr: () => string;
  /** Resolves with the first line matching, from those seen or still to come. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (null when killed by a signal) and signal. */
  exited: Promise<[code: number | null, signal: NodeJS.Signals | null]>;
}

/**
 * Spawns the server with only the given environment (plus PATH): nothing from the test runner's
 * leaks in. Its sources through tsx, or `compiledEntry`, the same sources compiled as production
 * runs them (tests/compiled-relay.ts), for a test that starts many.
 */
export function spawnServer(env: Record<string, string>, cwd = projectRoot, compiledEntry?: string): ChildServer {
  // tsx by its path: the child may run in a folder with no node_modules (a copied .env's test).
  const tsxLoader = path.join(projectRoot, "node_modules/tsx/dist/loader.mjs");
  const child = spawn(
    process.execPath,
    compiledEntry
      ? [compiledEntry]
      : ["--import", pathToFileURL(tsxLoader).href, path.join(projectRoot, "server/index.ts")],
    {
      cwd,
      env: { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  readline.createInterface({ input: child.stdout! }).on("line", (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((entry) => entry.pattern.test(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    waitForLine(pattern, timeoutMs = 30_000) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`No log line matching ${pattern} within ${timeoutMs} ms:\n${lines.join("\n")}\n${stderr}`),
            ),
          timeoutMs,
        );
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
        void exited.then(([code]) => {
          clearTimeout(timer);
          reject(new Error(`server exited with ${code} before logging ${pattern}:\n${lines.join("\n")}\n${stderr}`));
        });
      });
    },
  };
}

/** Waits for the "site ready" line and returns the server's base URL. */
export async function baseUrlOf(server: ChildServer, timeoutMs?: number): Promise<string> {
  const line = await server.waitForLine(/site ready at http:\/\/localhost:\d+/, timeoutMs);
  return `http://127.0.0.1:${/localhost:(\d+)/.exec(line)![1]}`;
}
