import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./eslint/layers.js";

/**
 * What React renders at build time only (docs/decisions/032, 037): every component of app/ but the
 * browser's, which say so by their place or name: app/islands/, `*.client.tsx` and `*.hydrated.tsx`.
 * The browser keeps the prerendered HTML as it is and never runs these components. A
 * `*.hydrated.tsx` component is both (docs/decisions/042): prerendered in the page, then hydrated
 * where it stands by its island, so the prerendered parts may render it.
 */
export const prerenderOnlyFiles = ["app/**/*.tsx"];
export const browserFiles = ["app/islands/**", "app/**/*.client.tsx", "app/**/*.hydrated.tsx"];

const prerenderOnlyMessage = (what) =>
  `No ${what} in a part of the prerendered page: the browser keeps its HTML and never runs it, so they would ` +
  "never run (docs/decisions/032). Use a delegated listener in app/entry.client.ts, an inline script " +
  "(app/inline/) or an island (app/islands/, with its `*.client.tsx` components).";

/** The rule over the prerendered parts; app/views/prerender-only.test.ts checks it bites. */
/** @type {import("eslint").Linter.Config} */
export const prerenderOnlyRule = {
  // Rendering hooks (context, ids, the router's location at build time) are fine; state, effects
  // and event handlers would silently do nothing.
  files: prerenderOnlyFiles,
  ignores: browserFiles,
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector:
          "CallExpression[callee.name=/^use(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|Optimistic|ActionState|ImperativeHandle|Ref)$/], CallExpression[callee.property.name=/^use(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|Optimistic|ActionState|ImperativeHandle|Ref)$/]",
        message: prerenderOnlyMessage("state or effect hooks"),
      },
      { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: prerenderOnlyMessage("on* handlers") },
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["#app/islands/*", "**/islands/*", "**/*.client.tsx", "**/*.client"],
            message:
              "No island in a part of the prerendered page (docs/decisions/032): a trigger " +
              "(app/components/lead/lead-dialog-trigger.tsx) opens the dialog's island.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      // The link to the live release and the releases (scripts/release/, docs/decisions/045).
      "build",
      "releases/",
      "build-editor/",
      "build-editor-server/",
      "build-editor-server-staging/",
      "bench-results/",
      "test-results/",
      "data/",
      ".react-router/",
      "generated/",
      "public/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules: a promise nobody awaits is a lead or a page that silently fails.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { local: layersPlugin },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "local/layers": "error",
    },
  },
  {
    // Hooks live in components and in app/lib's modules alike.
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  prerenderOnlyRule,
);
