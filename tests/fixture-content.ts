/**
 * The content the code's tests are written against: tests/fixtures/content/, a fixed copy of the
 * editor's files (content/) with the spec's facts, changed only together with the tests that read
 * it. The staff edit content/, which no code test reads (scripts/content-independence.test.ts), so
 * a legitimate edit can never turn the suite red; what real content must follow is the content
 * check, which the build runs and the suite runs once on content/ (scripts/content-of.test.ts).
 */
import path from "node:path";

/** The directory that holds the fixture's content/ (the root generateContent and CONTENT_ROOT take). */
export const fixtureRoot = path.resolve(import.meta.dirname, "fixtures");

/** CONTENT_ROOT for the fixture, as the test runner and the builds for tests set it. */
export const FIXTURE_CONTENT_ROOT = "tests/fixtures";
