/**
 * Global setup of every test project: the content modules generated from content/ (the editor's
 * files, scripts/generate-content.ts), which app/site/ imports. `npm run build` and
 * `npm run typecheck` make them too; this lets `npm run test:changed` run on a fresh checkout.
 */
import { generateContent } from "#scripts/generate-content.ts";

export default async function setup(): Promise<void> {
  await generateContent();
}
