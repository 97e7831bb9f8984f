/**
 * The fixture's booking numbers are invented ones off the example list, so that the tests' main
 * demonstration build links them like a clinic's own (decision 059). content/ ships the examples
 * (shared/example-values.ts); this puts them back in a copy of the fixture, for the tests of what
 * the shipped numbers do: the publication gate refuses them, a demonstration switches booking off.
 */
import fs from "node:fs";
import path from "node:path";
import { exampleValues } from "#shared/example-values.ts";

/** Writes the shipped example WhatsApp and phone into `root`/content/clinica.yaml; returns `root`. */
export function withShippedPhones(root: string): string {
  const file = path.join(root, "content/clinica.yaml");
  const [whatsappNumber, whatsappDisplay, phoneE164, phoneDisplay] = exampleValues.phones.map(({ value }) => value);
  const before = fs.readFileSync(file, "utf8");
  const after = before
    .replace(/^( {2}whatsappNumber:).*$/m, `$1 '${whatsappNumber}'`)
    .replace(/^( {2}whatsappDisplay:).*$/m, `$1 ${whatsappDisplay}`)
    .replace(/^( {2}phoneE164:).*$/m, `$1 '${phoneE164}'`)
    .replace(/^( {2}phoneDisplay:).*$/m, `$1 ${phoneDisplay}`);
  if (after === before) throw new Error(`${file}: no contact numbers to replace`);
  fs.writeFileSync(file, after);
  return root;
}
