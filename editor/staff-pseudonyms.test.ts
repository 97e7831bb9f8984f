import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
