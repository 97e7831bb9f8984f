import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AccountStore } from "./accounts.ts";
import { forgetRemovedAccount } from "./staff-data.ts";
import { StaffNoticeRecords } from "./staff-notice.ts";
import { StaffPseudonyms } from "./staff-pseudonyms.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the staff's pseudonyms", () => {
  it("gives each account a number of its own, kept across restarts, in a file only the machine's keeper reads", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-pseudonyms-"));
    dirs.push(dataDir);
    expect(new StaffPseudonyms(dataDir).authorFor("ana@clinica.example")).toEqual({
      name: "Equipe 1",
      email: "editor-1@editor.invalid",
    });
    expect(new StaffPseudonyms(dataDir).authorFor("bia@clinica.example").name).toBe("Equipe 2");
    expect(new StaffPseudonyms(dataDir).authorFor(" Ana@Clinica.example ").name).toBe("Equipe 1");
    expect(new StaffPseudonyms(dataDir).accountOf(2)).toBe("bia@clinica.example");
    expect(fs.statSync(path.join(dataDir, "pseudonyms.json")).mode & 0o777).toBe(0o600);
  });
});

describe("a removed account", () => {
  it("leaves nothing of its own in the mapping or the notice's readers, and its number is never given again", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-pseudonyms-"));
    dirs.push(dataDir);
    new StaffPseudonyms(dataDir).authorFor("ana@clinica.example");
    new StaffNoticeRecords(dataDir).markRead("ana@clinica.example");
    forgetRemovedAccount(dataDir, "ana@clinica.example");
    expect(new StaffPseudonyms(dataDir).accountOf(1)).toBeUndefined();
    expect(new StaffNoticeRecords(dataDir).hasRead("ana@clinica.example")).toBe(false);
    for (const file of ["pseudonyms.json", "notices.json"])
      expect(fs.readFileSync(path.join(dataDir, file), "utf8")).not.toContain("ana@");
    expect(new StaffPseudonyms(dataDir).authorFor("ana@clinica.example").name).toBe("Equipe 2");
  });

  it("is forgotten so by `npm run editors -- remove`", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-remove-"));
    dirs.push(root);
    const dataDir = path.join(root, "data/editor");
    await new AccountStore(path.join(dataDir, "accounts.json")).add(
      "ana@clinica.example",
      "Ana Souza",
      "senha-da-ana-1",
    );
    new StaffPseudonyms(dataDir).authorFor("ana@clinica.example");
    const removed = spawnSync(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "cli.ts"), "remove", "ana@clinica.example"],
      { env: { ...process.env, EDITOR_ROOT: root }, encoding: "utf8" },
    );
    expect(removed.status, removed.stderr).toBe(0);
    expect(fs.readFileSync(path.join(dataDir, "pseudonyms.json"), "utf8")).not.toContain("ana@");
  });
});
