/**
 * `npm run editor` (editor/start.mjs) runs the service compiled ahead (build-editor-server/) with
 * plain node, and its TypeScript sources through tsx when that build is older than them: either
 * way the login page answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEditorServer, serverDir } from "./build-ui";

const projectRoot = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(serverDir, ".stamp");
const children: ChildProcess[] = [];
let root = "";

/** Starts `node editor/start.mjs` on a port of its own; resolves with its stderr so far and the login page's status. */
async function start(): Promise<{ stderr: string; status: number }> {
  const child = spawn(process.execPath, ["editor/start.mjs"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, EDITOR_PORT: "0", EDITOR_ROOT: root },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const port = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`editor/start.mjs exited with ${code}: ${stderr}`)));
  });
  const response = await fetch(`http://127.0.0.1:${port}/entrar`);
  child.kill("SIGTERM");
  return { stderr, status: response.status };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-start-"));
  fs.mkdirSync(path.join(root, "content"));
  await buildEditorServer();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(root, { recursive: true, force: true });
  // The build as `npm run build:editor` leaves it, whatever a test did to its stamp.
  await buildEditorServer();
});

describe("npm run editor", () => {
  it("runs the service compiled ahead, without the TypeScript loader", async () => {
    const { stderr, status } = await start();
    expect(status).toBe(200);
    expect(stderr).not.toContain("running the sources through tsx");
  }, 60_000);

  it("runs the sources through tsx when one of them changed since the service was compiled", async () => {
    const stamp = JSON.parse(fs.readFileSync(stampFile, "utf8")) as { inputs: Record<string, string> };
    expect(Object.keys(stamp.inputs)).toContain("editor/app.ts");
    stamp.inputs["editor/app.ts"] = "0".repeat(64);
    fs.writeFileSync(stampFile, JSON.stringify(stamp));
    const { stderr, status } = await start();
    expect(status).toBe(200);
    expect(stderr).toContain("build-editor-server/ is missing or older than the sources");
  }, 60_000);
});
