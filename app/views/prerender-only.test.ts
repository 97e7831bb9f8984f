import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { prerenderOnlyRule } from "../../eslint.config.js";

const root = path.resolve(import.meta.dirname, "../..");
// Only the rule under test, with the project's parser: `npm run lint` applies it to the tree.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.tsx"], languageOptions: { parser: tseslint.parser } }, prerenderOnlyRule],
});

async function prerenderOnlyErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const withState = `import { useState } from "react";
export function Counter() {
  const [count] = useState(0);
  return <p>{count}</p>;
}
`;
const withEffect = `import * as React from "react";
export function Title() {
  React.useEffect(() => {}, []);
  return <p>x</p>;
}
`;
const withHandler = `export function Alert() {
  return <button type="button" onClick={() => console.log("x")}>x</button>;
}
`;
const withRenderHooks = `import { useId } from "react";
import { useLocation } from "react-router";
export function Note({ text }: { text: string }) {
  const id = useId();
  return <p id={id} data-path={useLocation().pathname}>{text}</p>;
}
`;

describe("the prerendered parts stay static HTML (docs/decisions/032)", () => {
  it.each([
    "app/components/sections/sample.tsx",
    "app/views/sample.tsx",
    "app/components/layout/sample.tsx",
    "app/routes/sample.tsx",
    "app/root.tsx",
    // Any other component of app/ too, unless its name or folder says it runs in the browser.
    "app/components/ui/sample.tsx",
    "app/components/lead/sample.tsx",
    "app/consent/sample.tsx",
  ])("%s may hold neither state, effects nor an on* handler", async (file) => {
    expect(await prerenderOnlyErrors(withState, file)).toEqual([expect.stringMatching(/^No state or effect hooks/)]);
    expect(await prerenderOnlyErrors(withEffect, file)).toEqual([expect.stringMatching(/^No state or effect hooks/)]);
    expect(await prerenderOnlyErrors(withHandler, file)).toEqual([expect.stringMatching(/^No on\* handlers/)]);
    expect(await prerenderOnlyErrors(withRenderHooks, file)).toEqual([]);
  });

  it.each(["#app/islands/lead-dialog-island.tsx", "#app/components/ui/toast.client.tsx", "./toast-list.client"])(
    "keeps %s out of the prerendered parts",
    async (module) => {
      const code = `import * as part from "${module}";\nexport const parts = [part];\n`;
      const [result] = await eslint.lintText(code, { filePath: path.join(root, "app/views/sample.tsx") });
      expect(result?.messages.map((message) => message.ruleId)).toEqual(["no-restricted-imports"]);
    },
  );

  it("lets the prerendered parts render a *.hydrated.tsx component, which their island hydrates (decision 042)", async () => {
    const code = `import { LeadForm } from "#app/components/lead/lead-form.hydrated.tsx";\nexport const Form = () => <LeadForm />;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(root, "app/components/lead/sample.tsx") });
    expect(result?.messages).toEqual([]);
    expect(await prerenderOnlyErrors(withState + withHandler, "app/components/lead/sample.hydrated.tsx")).toEqual([]);
  });

  it("leaves the browser's components, app/islands/ and *.client.tsx, free to use both", async () => {
    expect(await prerenderOnlyErrors(withState + withHandler, "app/islands/sample.tsx")).toEqual([]);
    expect(await prerenderOnlyErrors(withState + withHandler, "app/components/ui/sample.client.tsx")).toEqual([]);
    expect(await prerenderOnlyErrors(withState + withHandler, "app/components/ui/toast-list.client.tsx")).toEqual([]);
  });
});
