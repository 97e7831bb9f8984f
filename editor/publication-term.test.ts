import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pruneExpiredPublications, withinTerm } from "./publication-term.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const now = new Date("2026-12-01T12:00:00.000Z");

describe("the publication records' term", () => {
  it("keeps 12 months of records, to the day", () => {
    const records = [
      { id: "new", at: "2026-11-30T12:00:00.000Z" },
      { id: "edge", at: "2025-12-01T12:00:00.000Z" },
      { id: "old", at: "2025-11-30T12:00:00.000Z" },
      { id: "broken", at: "ontem" },
    ];
    expect(withinTerm(records, now).map((record) => record.id)).toEqual(["new", "edge"]);
  });

  it("rewrites the records file without the expired ones, and leaves a file within term untouched", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-term-"));
    dirs.push(dir);
    const file = path.join(dir, "publications.json");
    fs.writeFileSync(file, JSON.stringify([{ at: "2026-11-30T12:00:00.000Z" }, { at: "2024-01-01T00:00:00.000Z" }]));
    expect(pruneExpiredPublications(file, now)).toBe(1);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual([{ at: "2026-11-30T12:00:00.000Z" }]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(pruneExpiredPublications(file, now)).toBe(0);
    expect(pruneExpiredPublications(path.join(dir, "none.json"), now)).toBe(0);
  });
});
