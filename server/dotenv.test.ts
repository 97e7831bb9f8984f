import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadDotEnv } from "./dotenv";

const dirs: string[] = [];
afterEach(() => {
  delete process.env.DOTENV_TEST_SETTING;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function checkoutWithDotEnv(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dotenv-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, ".env"), "DOTENV_TEST_SETTING=from-the-checkout\n");
  return dir;
}

describe("a checkout's .env", () => {
  it("fills in the settings on a developer's or operator's shell", () => {
    expect(loadDotEnv(checkoutWithDotEnv(), {})).toBe(true);
    expect(process.env.DOTENV_TEST_SETTING).toBe("from-the-checkout");
  });

  it("is never read under systemd, whose units name their own settings file", () => {
    expect(loadDotEnv(checkoutWithDotEnv(), { INVOCATION_ID: "0123456789abcdef" })).toBe(false);
    expect(process.env.DOTENV_TEST_SETTING).toBeUndefined();
  });
});
