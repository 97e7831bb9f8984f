/**
 * Compiles the inline scripts of app/inline/ (see its README), and the consent script, which lives
 * with the rest of the consent code in app/consent/: each file on its own, bundled,
 * minified, as an IIFE, for the browsers the site supports. The Vite plugin in vite.config.ts
 * serves the result to `import script from "#app/inline/x?inline-script"`; the browser tests compare
 * the built pages with it.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { speculationRules } from "#app/lib/speculation-rules.ts";

export const inlineScriptDir = path.resolve(import.meta.dirname, "../app/inline");

/** Inline scripts that live beside the code they belong to rather than in app/inline/. */
const inlineScriptsElsewhere = [path.resolve(import.meta.dirname, "../app/consent/consent-script.ts")];

export const inlineScriptSuffix = "?inline-script";

/** The exact text a page's `<script>` holds for the inline script in `file`. */
export function compileInlineScript(file: string): string {
  const result = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    legalComments: "none",
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`);
  return output.text.trim();
}

/** Every inline script, by file name, as compiled. */
export function compiledInlineScripts(): { name: string; text: string }[] {
  return [
    ...fs
      .readdirSync(inlineScriptDir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => path.join(inlineScriptDir, file)),
    ...inlineScriptsElsewhere,
  ].map((file) => ({ name: path.basename(file), text: compileInlineScript(file) }));
}

/**
 * The exact text of every inline script a page may hold: the compiled ones and the speculation
 * rules (app/root.tsx writes them as this JSON). Their hashes, computed here from the sources and
 * never read from the built HTML, are all a page's CSP may allow (scripts/postbuild.ts).
 */
export function allowedInlineScriptTexts(): string[] {
  return [...compiledInlineScripts().map((script) => script.text), JSON.stringify(speculationRules)];
}
