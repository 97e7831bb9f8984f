/**
 * Global setup of every test project: the content modules app/site/ imports, generated
 * (scripts/generate-content.ts) from the tests' fixed copy of the content, tests/fixtures/content/
 * (tests/fixture-content.ts), never from the clinic's content/: what the staff edit never changes
 * what a test sees. `npm run build` and `npm run typecheck` generate them from content/ (unless
 * CONTENT_ROOT says otherwise); this puts the fixture's back before any test runs.
 */
import { generateContent } from "#scripts/generate-content.ts";
import { fixtureRoot } from "./fixture-content";

export default async function setup(): Promise<void> {
  await generateContent(fixtureRoot);
}
