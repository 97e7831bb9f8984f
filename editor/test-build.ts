/**
 * Test only: a "build" that copies the live release in a moment, for the tests that start the
 * real editor process to kill it during a switch (editor/kill-during-switch.test.ts), where what
 * is tested is the switch, not the site's build. Honoured only with NODE_ENV=test and
 * EDITOR_TEST_BUILD=copia-do-site (docs/editor-service.md); the content's fingerprint is written
 * beside the copy, so each release says which content it was "built" from.
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildCommand } from "./build-runner.ts";
import { BuildRunner } from "./build-runner.ts";

export function testBuildFromEnvironment(root: string): BuildCommand | undefined {
  if (process.env.NODE_ENV !== "test" || process.env.EDITOR_TEST_BUILD !== "copia-do-site") return undefined;
  return async (outDir) => {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.cpSync(fs.realpathSync(path.join(root, "build")), outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "content-fingerprint.txt"), new BuildRunner(root).fingerprint());
    return { code: 0, stdout: "", stderr: "" };
  };
}
