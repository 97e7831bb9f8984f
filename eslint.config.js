import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./eslint/layers.js";

/** Views, sections, the footer and the floating button: HTML the browser keeps without hydrating it (docs/decisions/011). */
export const landingHtmlFiles = [
  "app/views/**/*.tsx",
  "app/components/sections/**/*.tsx",
  "app/components/layout/site-footer.tsx",
  "app/components/layout/floating-whatsapp.tsx",
];

const landingHtmlMessage = (what) =>
  `No ${what} in a view or a section: the landing page keeps this HTML without hydrating it, so they would ` +
  "never run (docs/decisions/011). Put them in app/components/layout/, app/lib/page-behaviour.ts or app/inline/.";

/** The rule over views and sections; app/views/landing-html.test.ts checks it bites. */
/** @type {import("eslint").Linter.Config} */
export const landingHtmlRule = {
  // The landing page keeps its prerendered body without hydrating it (docs/decisions/011): a hook
  // or an event handler in a view or a section would silently do nothing there. Interactive
  // parts live in the layout, in the delegated listeners (app/lib/page-behaviour.ts) or in an
  // inline script (app/inline/).
  files: landingHtmlFiles,
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "CallExpression[callee.name=/^use[A-Z]/], CallExpression[callee.property.name=/^use[A-Z]/]",
        message: landingHtmlMessage("hooks"),
      },
      { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: landingHtmlMessage("on* handlers") },
    ],
    // The lead dialog and the layout's parts are interactive: rendered in kept HTML they would be inert.
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              "~/components/lead/*",
              "~/components/layout/*",
              "**/components/lead/*",
              "**/components/layout/*",
              "../lead/*",
              "../layout/*",
            ],
            message:
              "No lead dialog or layout component in a view or a section: the landing page keeps this HTML " +
              "without hydrating it, so they would not work (docs/decisions/011). Link out with " +
              "app/lib/booking-links.ts, or put the interactive part in the layout.",
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
      // A build being made, or the one it replaced (scripts/build.ts), while the checks run beside it.
      ".build-staging/",
      ".build-previous/",
      "bench-results/",
      "test-results/",
      "data/",
      ".react-router/",
      "app/generated/",
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
  landingHtmlRule,
);
