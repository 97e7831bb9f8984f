/**
 * The order test files start in: by group (vitest.config.ts), then the known long files first, then
 * Vitest's own order (durations of earlier runs, else file size). The unit, server and browser
 * tests share a group; Vitest's own order would start every browser file before the first server
 * file, and the crash tests, a minute of waiting for leases, would end the run alone.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Longest first, in the order of their durations in a fresh clone's run (seconds on this two-core
 * machine, December 2026, the browser tests in Chromium's headless shell: docs/decisions/064). A long
 * file started late ends the run alone: kill-during-switch, once not listed, started at 754 s of 942
 * and was the last to end; the files under ten seconds that start builds or servers (content-of,
 * publication-gate-shipped, shutdown), left to Vitest's order by file size, ended the run two at a
 * time. Every file of eight seconds or more is here.
 */
const longFiles = [
  "editor/kill-during-switch.test.ts", // 146
  "tests/e2e/editor-service.test.ts", // 130
  "tests/e2e/every-route.test.ts", // 63
  "server/leads/crash.test.ts", // 58
  "tests/e2e/cut-or-covered.test.ts", // 46
  "tests/e2e/lead-dialog.test.ts", // 43
  "tests/e2e/slow-phone.test.ts", // 33
  "tests/e2e/consent.test.ts", // 27
  "tests/e2e/content-editor.test.ts", // 23
  "tests/e2e/back-forward-cache.test.ts", // 20
  "tests/e2e/focus-not-obscured.test.ts", // 20
  "tests/e2e/targets.test.ts", // 16
  "editor/publisher.test.ts", // 16
  "tests/e2e/floating-button-covers-no-text.test.ts", // 15
  "server/shutdown.test.ts", // 15
  "tests/e2e/layout.test.ts", // 15
  "server/public-settings.test.ts", // 14
  "editor/auth.test.ts", // 12
  "tests/e2e/ui-facilities.test.ts", // 11
  "scripts/publication-gate-shipped.test.ts", // 11
  "tests/e2e/privacy-links-and-cookies.test.ts", // 11
  "scripts/content-of.test.ts", // 10
  "tests/e2e/behaviour.test.ts", // 10
  "tests/e2e/disclosures-and-broken-images.test.ts", // 10
  "tests/e2e/early-tap.test.ts", // 10
  "editor/app.test.ts", // 10
  "tests/e2e/every-alias.test.ts", // 10
  "tests/e2e/visit-budget.test.ts", // 9
  "tests/e2e/editor-conflict.test.ts", // 9
  "scripts/content-independence.test.ts", // 9
  "server/leads/routes.test.ts", // 9
  "server/leads/cli-commands.test.ts", // 8
  "server/security-tests/files.test.ts", // 8
];

const rank = (spec: TestSpecification) => {
  const index = longFiles.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? longFiles.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groupOf = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => groupOf(a.spec) - groupOf(b.spec) || rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
