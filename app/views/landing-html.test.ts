import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { landingHtmlRule } from "../../eslint.config.js";

const root = path.resolve(import.meta.dirname, "../..");
// Only the rule under test, with the project's parser: `npm run lint` applies it to the tree.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.tsx"], languageOptions: { parser: tseslint.parser } }, landingHtmlRule],
});

async function landingHtmlErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const withHook = `import { useState } from "react";
export function Counter() {
  const [count] = useState(0);
  return <p>{count}</p>;
}
`;
const withHandler = `export function Alert() {
  return <button type="button" onClick={() => console.log("x")}>x</button>;
}
`;
const staticMarkup = `export function Note({ text }: { text: string }) {
  return <p data-note="">{text}</p>;
}
`;

describe("views and sections stay static HTML (docs/decisions/011)", () => {
  it.each(["app/components/sections/sample.tsx", "app/views/sample.tsx"])(
    "%s may hold neither a hook nor an on* handler",
    async (file) => {
      expect(await landingHtmlErrors(withHook, file)).toEqual([expect.stringMatching(/^No hooks in a view/)]);
      expect(await landingHtmlErrors(withHandler, file)).toEqual([
        expect.stringMatching(/^No on\* handlers in a view/),
      ]);
      expect(await landingHtmlErrors(staticMarkup, file)).toEqual([]);
    },
  );

  it.each(["~/components/lead/lead-dialog-trigger", "~/components/layout/mobile-menu", "../layout/site-header"])(
    "keeps %s out of views and sections",
    async (module) => {
      const code = `import * as part from "${module}";\nexport const parts = [part];\n`;
      const [result] = await eslint.lintText(code, {
        filePath: path.join(root, "app/components/sections/sample.tsx"),
      });
      expect(result?.messages.map((message) => message.ruleId)).toEqual(["no-restricted-imports"]);
    },
  );

  it("leaves the layout free to use both", async () => {
    expect(await landingHtmlErrors(withHook + withHandler, "app/components/layout/sample.tsx")).toEqual([]);
  });
});
