/**
 * Compiles the inline scripts of app/inline/ (see its README), and the consent script, which lives
 * with the rest of the consent code in app/consent/: each file on its own, bundled,
 * minified, as an IIFE, for the browsers the site supports. The Vite plugin in vite.config.ts
 * serves the result to `import script from "#app/inline/x?inline-script"`; the browser tests compare
 * the built pages with it. One file there is no script but the `onclick` of every page's `<html>`,
 * which postbuild writes in (app/inline/hold-early-taps.ts, docs/decisions/065).
 */
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { earlyTapHandlerPlaceholder } from "#app/lib/head.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";
import { escapeAttribute } from "./escape-attribute";

export const inlineScriptDir = path.resolve(import.meta.dirname, "../app/inline");

/** Inline scripts that live beside the code they belong to rather than in app/inline/. */
const inlineScriptsElsewhere = [path.resolve(import.meta.dirname, "../app/consent/consent-script.ts")];

export const inlineScriptSuffix = "?inline-script";

/** The module of the `onclick` that holds early taps: compiled as a handler, not as a script. */
const earlyTapHandlerModule = path.join(inlineScriptDir, "hold-early-taps.ts");

/** Modules of app/inline/ that are no script of their own, only bundled into the ones that import them. */
const helperModules = new Set([earlyTapHandlerModule, path.join(inlineScriptDir, "modal-reachable.ts")]);

const compileOptions = {
  bundle: true,
  write: false,
  minify: true,
  target: "es2020",
  legalComments: "none",
  logLevel: "silent",
} as const;

const outputText = (result: { outputFiles?: { text: string }[] }, what: string): string => {
  const output = result.outputFiles?.[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${what}`);
  return output.text.trim();
};

/** The exact text a page's `<script>` holds for the inline script in `file`. */
export function compileInlineScript(file: string): string {
  return outputText(buildSync({ ...compileOptions, entryPoints: [file], format: "iife" }), file);
}

/**
 * The exact text of the `onclick` of every page's `<html>`: the body of a handler the browser
 * compiles with `event` in scope, so plain statements, no wrapper.
 */
export function compileEarlyTapHandler(): string {
  const entry = `import { holdEarlyTap } from "./${path.basename(earlyTapHandlerModule)}"; holdEarlyTap(document, event);`;
  const result = buildSync({
    ...compileOptions,
    stdin: { contents: entry, resolveDir: inlineScriptDir, loader: "ts", sourcefile: "early-tap-handler.ts" },
    format: "esm",
  });
  return outputText(result, earlyTapHandlerModule);
}

/** The page's HTML with `handler` as the `onclick` of its `<html>`, where app/root.tsx left the placeholder. */
export function withEarlyTapHandler(html: string, handler: string): string {
  const placeholder = ` ${earlyTapHandlerPlaceholder}=""`;
  const start = /^<!DOCTYPE html><html [^>]*>/i.exec(html)?.[0] ?? "";
  if (start.split(placeholder).length !== 2 || html.split(placeholder).length !== 2)
    throw new Error("Expected the early-tap handler's placeholder once, on the page's <html> (app/root.tsx)");
  return html.replace(placeholder, () => ` onclick="${escapeAttribute(handler)}"`);
}

/** Every inline script, by file name, as compiled. */
export function compiledInlineScripts(): { name: string; text: string }[] {
  return [
    ...fs
      .readdirSync(inlineScriptDir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => path.join(inlineScriptDir, file))
      .filter((file) => !helperModules.has(file)),
    ...inlineScriptsElsewhere,
  ].map((file) => ({ name: path.basename(file), text: compileInlineScript(file) }));
}

/**
 * The exact text of every inline script a page may hold: the compiled ones, the speculation rules
 * (app/root.tsx writes them as this JSON) and the early-tap handler. Their hashes, computed here from
 * the sources and never read from the built HTML, are all a page's CSP may allow (scripts/postbuild.ts).
 */
export function allowedInlineScriptTexts(): string[] {
  return [
    ...compiledInlineScripts().map((script) => script.text),
    JSON.stringify(speculationRules),
    compileEarlyTapHandler(),
  ];
}
