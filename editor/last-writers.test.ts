/** Who saved each file last is kept only as long as a session can last (12 hours), by e-mail only. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LastWriters } from "./last-writers.ts";
import { maxSessionMs } from "./session.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the last writers", () => {
  it("keep who saved a file and when, across a restart, in a private file holding no name", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "last-writers-"));
    dirs.push(dataDir);
    new LastWriters(dataDir, () => 1_000).record(["content/clinica.yaml"], "ana@clinica.example");
    expect(new LastWriters(dataDir, () => 2_000).of("content/clinica.yaml")).toEqual({
      email: "ana@clinica.example",
      at: 1_000,
    });
    const file = path.join(dataDir, "last-writers.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({
      "content/clinica.yaml": { email: "ana@clinica.example", at: 1_000 },
    });
  });

  it("forget a save once every session that could predate it has ended, from the file too", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "last-writers-"));
    dirs.push(dataDir);
    let now = 1_000;
    const writers = new LastWriters(dataDir, () => now);
    writers.record(["content/clinica.yaml"], "ana@clinica.example");
    now += maxSessionMs + 1;
    expect(writers.of("content/clinica.yaml")).toBeUndefined();
    writers.record(["content/equipe/bruno.yaml"], "bruno@clinica.example");
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dataDir, "last-writers.json"), "utf8")))).toEqual([
      "content/equipe/bruno.yaml",
    ]);
  });
});
