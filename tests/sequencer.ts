/**
 * The order test files start in: by group (vitest.config.ts), then the known long files first, then
 * Vitest's own order (durations of earlier runs, else file size). The unit, server and browser
 * tests share a group; Vitest's own order would start every browser file before the first server
 * file, and the crash tests, a minute of waiting for leases, would end the run alone.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Longest first, each a minute or more on two cores. */
const longFiles = [
  "tests/e2e/every-route.test.ts",
  "tests/e2e/editor-service.test.ts",
  "server/leads/crash.test.ts",
  "tests/e2e/cut-or-covered.test.ts",
  "tests/e2e/consent.test.ts",
  "tests/e2e/lead-dialog.test.ts",
  "tests/e2e/slow-phone.test.ts",
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
