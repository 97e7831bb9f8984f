/**
 * The changes to Keystatic's screens (editor/keystatic-screens.ts) find their code in the
 * installed Keystatic exactly as often as expected, and a Keystatic whose code moved stops the
 * build naming the change, instead of silently showing slugs again.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  changeKeystaticScreens,
  isKeystaticScreensCode,
  screenChanges,
  validationFailedHook,
} from "./keystatic-screens";

const projectRoot = path.resolve(import.meta.dirname, "..");
const screensFile = path.join(projectRoot, "node_modules/@keystatic/core/dist/keystatic-core-ui.js");
const keystatic = fs.readFileSync(screensFile, "utf8");

describe("Keystatic's screens for the staff", () => {
  it("applies to Keystatic's screens file only", () => {
    expect(isKeystaticScreensCode(screensFile)).toBe(true);
    expect(isKeystaticScreensCode(`${screensFile}?v=1234`)).toBe(true);
    expect(isKeystaticScreensCode(path.join(projectRoot, "node_modules/@keystatic/core/dist/keystatic-core.js"))).toBe(
      false,
    );
  });

  it("changes the breadcrumb, the lists and the refused save in the installed Keystatic", () => {
    const changed = changeKeystaticScreens(keystatic);
    expect(changed).not.toMatch(/label: props\.itemSlug\s*\}\]/);
    expect(changed).toContain("props.initialState?.[collectionConfig.slugField]");
    expect(changed).not.toContain("name: 'Slug'");
    expect(changed).not.toMatch(/\[statusCell\]\), nameCell,/);
    expect(changed.split(`setForceValidation(true); globalThis.${validationFailedHook}?.();`)).toHaveLength(4);
  });

  it("stops, naming the change, when Keystatic's code moved", () => {
    for (const change of screenChanges) {
      const moved = keystatic.replace(change.pattern, "/* moved */");
      expect(() => changeKeystaticScreens(moved)).toThrow(change.why);
    }
  });
});
