/**
 * The one test that reads the clinic's own content/: it must pass the build's content check (the
 * rules of shared/content-rules.ts, in Portuguese), as `npm run build` and the editor's preview
 * require. Every other test reads the fixed copy, tests/fixtures/content/ (tests/fixture-content.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContentOf } from "./content-of";
import { fixtureRoot } from "#tests/fixture-content.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the clinic's content (content/)", () => {
  it("passes the content check the build runs, and leaves the project's artwork as it was", async () => {
    // The check draws the share image from content/'s facts; the project's copy (drawn for the
    // fixture by the tests' build) must stay as it is, or the next build would ship it as fresh.
    const shareImage = path.join(projectRoot, "public/images/generated/og-image.png");
    const before = fs.existsSync(shareImage)
      ? { bytes: fs.readFileSync(shareImage), mtimeMs: fs.statSync(shareImage).mtimeMs }
      : null;
    const { ok, output } = await checkContentOf(projectRoot);
    expect(ok, output).toBe(true);
    expect(output).toContain("content check: every page, person and setting follows the rules");
    expect(output).toMatch(/images: \d+ sources, [1-9]\d* files written/);
    expect(before, "the tests' build draws the share image before any test").not.toBeNull();
    expect(fs.statSync(shareImage).mtimeMs).toBe(before!.mtimeMs);
    expect(fs.readFileSync(shareImage).equals(before!.bytes)).toBe(true);
  }, 120_000);

  it("is refused, one Portuguese line per problem, when it breaks a rule (the check is real)", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-of-"));
    dirs.push(root);
    fs.cpSync(path.join(fixtureRoot, "content"), path.join(root, "content"), { recursive: true });
    const file = path.join(root, "content/exames/ecg-eletrocardiograma.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("reviewedOn: 2026-11-23", "reviewedOn: 2099-01-01"));
    const { ok, output } = await checkContentOf(root);
    expect(ok).toBe(false);
    expect(output).toContain("Nada foi construído: o site publicado continua como estava.");
    expect(output).toContain(
      "Eletrocardiograma (ECG) › Revisão médica › Data da revisão: a data da revisão (2099-01-01) está no futuro.",
    );
  }, 120_000);
});
