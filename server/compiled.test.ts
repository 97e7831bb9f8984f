/**
 * Production runs the server compiled by `npm run build` (scripts/build-server.ts), not through a
 * TypeScript loader: `npm start` is `node build/relay/index.js`, and that file serves the site
 * and takes leads with nothing but Node and node_modules.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot, removeTempDirs, tempDir, validLead } from "./testing/leads";

afterAll(removeTempDirs);

const compiledEntry = path.join(projectRoot, "build/relay/index.js");

describe("the compiled server", () => {
  it("is what `npm start` runs, plain JavaScript with no TypeScript source or loader left in it", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe("node build/relay/index.js");
    const code = fs.readFileSync(compiledEntry, "utf8");
    expect(code).not.toMatch(/from "#(app|shared|server)\//);
    expect(code).not.toMatch(/(from |import\()"[^"]+\.tsx?"/);
    expect(code).not.toContain("tsx");
  });

  it("runs `npm run leads` too, compiled; tsx is a tool of development and the build only", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.scripts.leads).toBe("node build/relay/cli.js");
    expect(manifest.dependencies.tsx).toBeUndefined();
    expect(manifest.devDependencies.tsx).toBeDefined();
    const cli = spawnSync(process.execPath, [path.join(projectRoot, "build/relay/cli.js"), "help"], {
      cwd: tempDir(),
      env: { PATH: process.env.PATH },
      encoding: "utf8",
    });
    expect(`${cli.stdout}${cli.stderr}`).toContain("npm run leads -- backup [<file>]");
  });

  it("serves the pages and stores a lead, run by plain node", { timeout: 30_000 }, async () => {
    const dataDir = path.join(tempDir(), "data");
    const child = spawn(process.execPath, [compiledEntry], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_PATH: path.join(dataDir, "leads.sqlite"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const port = await new Promise<string>((resolve, reject) => {
        readline.createInterface({ input: child.stdout }).on("line", (line) => {
          const match = /site ready at http:\/\/localhost:(\d+)/.exec(line);
          if (match) resolve(match[1]!);
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
      });
      const page = await fetch(`http://127.0.0.1:${port}/psiquiatra`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<!DOCTYPE html>");
      const lead = await fetch(`http://127.0.0.1:${port}/webhook/agendamento`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validLead(1)),
      });
      expect(lead.status).toBe(201);
      expect(fs.existsSync(path.join(dataDir, "leads.sqlite"))).toBe(true);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
