/**
 * Keystatic's screens changed where they speak to a programmer instead of the receptionist
 * (../shared/reviews/editor-2026-12.md, P8 and the breadcrumb): a Vite plugin applied when the
 * editor's page is bundled (editor/build-ui.ts), beside the Portuguese one (cms/keystatic-pt-br.ts).
 * node_modules is never modified; each change must find its code exactly as many times as
 * `expected` says, or the build stops naming it (an upgrade of Keystatic that moves the code is
 * then seen at once, not as a screen that silently went back to slugs).
 *
 * - The breadcrumb of an entry shows its name ("Corpo clínico › Dra. Ana Souza"), not its
 *   address ("cardiologia"); the address stays in its own field of the form.
 * - The lists of entries show the columns the schema names (name, order), without the address
 *   column Keystatic puts first: a row still opens its entry wherever it is tapped.
 * - After Salvar or Criar with a field to correct, Keystatic only colours the field, often below
 *   the fold; it now also calls `validationFailedHook`, which editor/ui/save-errors.tsx answers
 *   with a summary at the top and the first field scrolled into view.
 */
import type { Plugin } from "vite";

/** The browser global editor/ui/save-errors.tsx sets: called when Keystatic refuses to save. */
export const validationFailedHook = "__editorValidationFailed";

export interface ScreenChange {
  why: string;
  pattern: RegExp;
  replacement: string;
  /** How many times the pattern occurs in Keystatic's browser code (one per screen it serves). */
  expected: number;
}

/** The entry's name as the breadcrumb's last item: the slug field's `name`, or a plain text field. */
const entryName =
  "((value) => (value && typeof value === 'object' && typeof value.name === 'string' && value.name.trim()) || " +
  "(typeof value === 'string' && value.trim()) || props.itemSlug)" +
  "(props.initialState?.[collectionConfig.slugField])";

export const screenChanges: readonly ScreenChange[] = [
  {
    why: "the breadcrumb names the entry, not its address",
    pattern: /key: "item",(\s*)label: props\.itemSlug/g,
    replacement: `key: "item",$1label: ${entryName}`,
    expected: 1,
  },
  {
    why: "the list's columns are the schema's, without the address column",
    pattern: /\}\]\), \{\s*name: 'Slug',\s*key: SLUG\s*\}, \.\.\.collection\.columns\.map\(/g,
    replacement: "}]), ...collection.columns.map(",
    expected: 1,
  },
  {
    why: "the list's rows, without the address cell",
    pattern: /\[\.\.\.\(hideStatusColumn \? \[\] : \[statusCell\]\), nameCell, \.\.\.collection\.columns\.map\(/g,
    replacement: "[...(hideStatusColumn ? [] : [statusCell]), ...collection.columns.map(",
    expected: 1,
  },
  {
    why: "a refused Salvar or Criar (entry, new entry, page) is announced at the top",
    pattern: /setForceValidation\(true\);/g,
    replacement: `setForceValidation(true); globalThis.${validationFailedHook}?.();`,
    expected: 3,
  },
];

/** The file holding Keystatic's screens (its item page, lists and breadcrumbs). */
export function isKeystaticScreensCode(id: string): boolean {
  return /\/node_modules\/@keystatic\/core\/dist\/keystatic-core-ui\.js$/.test(
    id.split("?", 1)[0]!.replaceAll("\\", "/"),
  );
}

/** `code` with every change applied; throws naming a change whose code is not found as expected. */
export function changeKeystaticScreens(code: string): string {
  let text = code;
  for (const change of screenChanges) {
    const found = text.match(change.pattern)?.length ?? 0;
    if (found !== change.expected)
      throw new Error(
        `editor/keystatic-screens.ts: "${change.why}" expected its code ${change.expected} time(s) in Keystatic, found ${found}`,
      );
    text = text.replace(change.pattern, change.replacement);
  }
  return text;
}

export function keystaticScreens(): Plugin {
  return {
    name: "keystatic-screens",
    enforce: "pre",
    transform: (code, id) => (isKeystaticScreensCode(id) ? { code: changeKeystaticScreens(code), map: null } : null),
  };
}
