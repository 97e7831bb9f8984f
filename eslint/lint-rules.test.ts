/**
 * The lint rules bite: the layers (eslint/layers.js) with the project's whole configuration, the
 * type-aware promise rules, and the hooks rules on plain .ts modules. Each sample is written for a
 * moment as a file of the layer it stands for (the type-aware rules read files the TypeScript
 * project holds, never loose text), and all are linted at once.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { layerViolation } from "./layers.js";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
/** The first type-aware lint builds the TypeScript program of the whole project: seconds, not ms. */
const programTimeout = 120_000;

/** The samples the project's whole configuration lints: code, and the folder it stands in. */
const samples = {
  layers: { code: 'import { env } from "#server/env.ts";\nexport const x = env;\n', dir: "app/lib" },
  floatingPromise: {
    code: "export async function send(): Promise<void> {}\nexport function go() {\n  send();\n}\n",
    dir: "server",
  },
  hooks: {
    code: 'import { useState } from "react";\nexport function useFlag(on: boolean) {\n  if (on) useState(0);\n}\n',
    dir: "app/lib",
  },
} as const;
const reported = new Map<keyof typeof samples, (string | null)[]>();

// Every sample in one lint: the first type-aware lint builds the TypeScript program of the whole
// project, seconds on a loaded machine; one lint per sample built it once each.
beforeAll(async () => {
  const files = Object.entries(samples).map(([name, { code, dir }]) => {
    const file = path.join(root, dir, `lint-sample-${process.pid}-${name}-${Math.random().toString(36).slice(2)}.ts`);
    fs.writeFileSync(file, code);
    return { name: name as keyof typeof samples, file };
  });
  try {
    const results = await eslint.lintFiles(files.map(({ file }) => file));
    for (const { name, file } of files) {
      const messages = results.find((result) => result.filePath === file)?.messages ?? [];
      expect(messages.filter((message) => message.fatal)).toEqual([]);
      reported.set(
        name,
        messages.map((message) => message.ruleId),
      );
    }
  } finally {
    for (const { file } of files) fs.rmSync(file, { force: true });
  }
}, programTimeout);

describe("layers", () => {
  it.each([
    ["app/site/pages/x.ts", "#app/lib/booking-links.ts", "Content is data"],
    ["app/site/site.ts", "../lib/utils", "Content is data"],
    ["app/lib/x.ts", "#server/env.ts", "never imports server/"],
    ["app/components/x.tsx", "#scripts/postbuild.ts", "never imports scripts/"],
    ["app/lib/x.ts", "node:fs", "Node-only"],
    ["app/lib/x.ts", "path", "Node-only"],
    ["shared/lead/x.ts", "#app/site/site.ts", "bottom layer"],
    ["shared/lead/x.ts", "node:crypto", "Node-only"],
    ["server/app.ts", "#scripts/postbuild.ts", "never imports scripts/"],
    ["server/leads/x.ts", "#tests/postgres.ts", "never imports tests/"],
    ["server/leads/x.ts", "../../app/site/registry", "subpath import"],
    ["tests/e2e/x.test.ts", "../../app/site/site", "subpath import"],
    ["app/consent/consent-script.ts", "#app/lib/analytics.ts", "inline script"],
    ["app/consent/consent-script.ts", "react", "inline script"],
    ["app/inline/disclosure.ts", "#app/consent/rules.ts", "inline script"],
    ["app/site/clinical-staff.ts", "#cms/config.ts", "never imports cms/"],
    ["app/routes/page.tsx", "#cms/article.ts", "never imports cms/"],
    ["server/app.ts", "#cms/config.ts", "never imports the content editor"],
    ["server/app.ts", "#editor/app.ts", "app/, server/ and cms/ never import it"],
    ["app/root.tsx", "#editor/pages.ts", "app/, server/ and cms/ never import it"],
    ["cms/config.ts", "#server/env.ts", "imports only cms/, shared/ and app/site/"],
    ["cms/config.ts", "#app/lib/images.ts", "imports only cms/, shared/ and app/site/"],
  ])("%s may not import %s", (importer, specifier, reason) => {
    expect(layerViolation(importer, specifier)).toContain(reason);
  });

  it.each([
    ["app/site/pages/x.ts", "#app/site/types.ts"],
    ["app/site/site.ts", "#shared/public-env.ts"],
    ["app/lib/x.ts", "#app/site/site.ts"],
    ["app/lib/lead/x.ts", "#shared/lead/schema.ts"],
    ["app/lib/x.test.ts", "node:fs"],
    ["server/app.ts", "#app/site/registry.ts"],
    ["server/leads/x.ts", "#shared/lead/schema.ts"],
    ["server/testing/env.ts", "#tests/postgres.ts"],
    ["scripts/postbuild.ts", "#server/build-layout.ts"],
    ["app/views/x.test.ts", "../../eslint.config.js"],
    ["app/consent/consent-script.ts", "./rules"],
    ["app/consent/consent-banner.tsx", "#generated/consent.ts"],
    ["app/inline/start-entry.ts", "#shared/public-env.ts"],
    ["cms/config.ts", "#shared/content-rules.ts"],
    ["editor/app.ts", "#cms/config.ts"],
    ["cms/config.ts", "#app/site/types.ts"],
    ["editor/ui/main.tsx", "#cms/config.ts"],
    ["scripts/generate-content.ts", "#cms/config.ts"],
    ["app/site/clinical-staff.ts", "#generated/clinical-staff.ts"],
  ])("%s may import %s", (importer, specifier) => {
    expect(layerViolation(importer, specifier)).toBeUndefined();
  });

  it("lets app/ take types, and only types, from the editor's schema (erased: nothing of it reaches the pages)", () => {
    expect(layerViolation("app/site/types.ts", "#cms/article.ts", true)).toBeUndefined();
    expect(layerViolation("app/site/types.ts", "#cms/article.ts")).toContain("never imports cms/");
  });

  it("is applied by npm run lint", () => {
    expect(reported.get("layers")).toContain("local/layers");
  });
});

describe("type-aware rules", () => {
  it("reports a promise nobody awaits or handles", () => {
    expect(reported.get("floatingPromise")).toContain("@typescript-eslint/no-floating-promises");
  });
});

describe("hooks rules", () => {
  it("cover hooks in a plain .ts module of app/", () => {
    expect(reported.get("hooks")).toContain("react-hooks/rules-of-hooks");
  });
});
