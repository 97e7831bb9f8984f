/**
 * The order test files start in: by group (vitest.config.ts), then the known long files first, then
 * Vitest's own order (durations of earlier runs, else file size). The unit, server and browser
 * tests share a group; Vitest's own order would start every browser file before the first server
 * file, and the crash tests, a minute of waiting for leases, would end the run alone.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Longest first, each a minute or more on two cores: in the order of their durations in a fresh
 * clone's run (seconds on a slower two-core machine, December 2026). A long file started late ends
 * the run alone: kill-during-switch, not listed, started at 754 s of 942 and was the last to end.
 */
const longFiles = [
  "tests/e2e/editor-service.test.ts", // 208
  "tests/e2e/lead-dialog.test.ts", // 180
  "editor/kill-during-switch.test.ts", // 179
  "tests/e2e/cut-or-covered.test.ts", // 153
  "tests/e2e/consent.test.ts", // 113
  "tests/e2e/every-route.test.ts", // 108
  "tests/e2e/slow-phone.test.ts", // 91
  "tests/e2e/floating-button-covers-no-text.test.ts", // 76
  "tests/e2e/behaviour.test.ts", // 73
  "tests/e2e/targets.test.ts", // 72
  "tests/e2e/consent-banner-on-a-phone.test.ts", // 71
  "server/leads/crash.test.ts", // 68
  "tests/e2e/ui-facilities.test.ts", // 66
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
