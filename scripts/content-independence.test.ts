/**
 * A legitimate edit of content/ never turns the suite red: the code's tests read only their fixed
 * copy of the content (tests/fixtures/content/, tests/fixture-content.ts), and what real content
 * must follow is the content check (scripts/content-of.test.ts, the one test that reads content/).
 * Here: the five edits a receptionist makes (tests/staff-edits.ts) pass the check, and no test
 * file, test helper or setup reads content/ or generates from it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContentOf } from "./content-of";
import { makeStaffEdits, staffEdits } from "#tests/staff-edits.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** What reads the clinic's content/ rather than the fixture, in a test's source. */
const readsRealContent: { pattern: RegExp; why: string }[] = [
  { pattern: /projectRoot,\s*["'`]content\b/, why: "joins the project root with content/" },
  { pattern: /["'`](?:\.\.?\/)+content\//, why: "reads content/ by a relative path" },
  {
    pattern:
      /\b(?:generateContent|readClinic|readStaff|readLaboratory|readArticles|readPages|readDocuments|renderConsentModule)\(\s*(?:\)|projectRoot\b)/,
    why: "generates or reads content without the fixture's root (the default is content/)",
  },
  { pattern: /\bcreateReader\(\s*projectRoot\b/, why: "opens content/ with Keystatic's reader" },
  { pattern: /\bcheckContentOf\(\s*projectRoot\b/, why: "checks content/ (only scripts/content-of.test.ts may)" },
  {
    pattern: /\bpublication(?:Blockers|Items)\(\s*(?:\)|projectRoot\b)/,
    why: "asks the publication gate about content/ (the default root)",
  },
  { pattern: /EDITOR_ROOT:\s*projectRoot\b/, why: "starts the editor on content/" },
];

/** Folders that hold no test code: content, packages, and what builds write (see .gitignore). */
const notTestCode = [
  "node_modules",
  ".git",
  "content",
  "fixtures",
  "generated",
  "build",
  "releases",
  "build-editor",
  "build-editor-staging",
  "build-editor-server",
  "build-editor-server-staging",
  "test-results",
];

/** Test files, test helpers and setups: every *.test.ts(x), tests/**, and the projects' global setups. */
function testSources(dir = projectRoot): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    // A folder another test file made and removed while this one walked the tree (the unit, server
    // and browser tests run side by side): it held no source of the checkout.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(projectRoot, full);
    if (entry.isDirectory()) return notTestCode.includes(entry.name) ? [] : testSources(full);
    const isTestCode =
      /\.test\.tsx?$/.test(entry.name) ||
      (relative.startsWith(`tests${path.sep}`) && entry.name.endsWith(".ts")) ||
      entry.name === "global-setup.ts";
    return isTestCode ? [relative] : [];
  });
}

function problemsOf(source: string): string[] {
  return readsRealContent.filter(({ pattern }) => pattern.test(source)).map(({ why }) => why);
}

describe("tests that do not depend on the clinic's content", () => {
  it("the five staff edits (an FAQ answer, a review count, a fasting time, Saturday's hours, a new exam page) pass the content check", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "staff-edits-"));
    dirs.push(root);
    fs.cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
    makeStaffEdits(root);
    const read = (file: string) => fs.readFileSync(path.join(root, "content", file), "utf8");
    expect(read("especialidades/cardiologista.yaml")).toContain(staffEdits.faqAnswer);
    expect(read("clinica.yaml")).toContain(`count: ${staffEdits.reviewCount}`);
    expect(read("clinica.yaml")).toContain(`closes: '${staffEdits.saturdayCloses}'`);
    expect(read("laboratorio.yaml")).toContain(`fasting: ${staffEdits.glucoseFasting}`);
    expect(read(`exames/${staffEdits.newExam.slug}.yaml`)).toContain(`label: ${staffEdits.newExam.label}`);
    const { ok, output } = await checkContentOf(root);
    expect(ok, output).toBe(true);
  }, 120_000);

  it("no test file, helper or setup reads content/: only the content check's test, on purpose", () => {
    const sources = testSources();
    // The scan sees the files it is about (a scan that found nothing would pass on nothing).
    expect(sources).toEqual(
      expect.arrayContaining([
        "tests/content-modules-setup.ts",
        "tests/test-builds.ts",
        path.join("tests", "e2e", "global-setup.ts"),
        path.join("scripts", "generate-content.test.ts"),
        path.join("app", "site", "content.test.ts"),
        path.join("tests", "html", "fasting.test.ts"),
      ]),
    );
    const offenders = sources
      .filter((file) => file !== path.join("scripts", "content-of.test.ts"))
      .filter((file) => file !== path.join("scripts", "content-independence.test.ts"))
      // The gate against the shipped content/, expecting only the example values it still holds.
      .filter((file) => file !== path.join("scripts", "publication-gate-shipped.test.ts"))
      .flatMap((file) =>
        problemsOf(fs.readFileSync(path.join(projectRoot, file), "utf8")).map((why) => `${file}: ${why}`),
      );
    expect(offenders).toEqual([]);
  });

  it("the scan recognises each way of reading content/ it forbids", () => {
    for (const source of [
      'fs.cpSync(path.join(projectRoot, "content"), target)',
      'fs.readFileSync("../content/clinica.yaml")',
      "await generateContent();",
      "await readClinic(projectRoot)",
      "createReader(projectRoot, config)",
      "checkContentOf(projectRoot)",
      "publicationBlockers()",
      "publicationItems(projectRoot, options)",
      "env: { EDITOR_ROOT: projectRoot }",
    ])
      expect(problemsOf(source), source).not.toEqual([]);
    expect(problemsOf("await generateContent(fixtureRoot); await readClinic(fixtureRoot)")).toEqual([]);
  });

  it("every setup that generates or builds uses the fixture: the global setup, the builds for tests, the test runner", () => {
    const source = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
    expect(source("tests/content-modules-setup.ts")).toMatch(/generateContent\(fixtureRoot\)/);
    expect(source("tests/test-builds.ts")).toMatch(/CONTENT_ROOT: FIXTURE_CONTENT_ROOT/);
    expect(source("scripts/test.ts")).toMatch(/process\.env\.CONTENT_ROOT = FIXTURE_CONTENT_ROOT/);
    expect(source("scripts/build.ts")).toMatch(/generateContent\(root\)/);
  });
});
