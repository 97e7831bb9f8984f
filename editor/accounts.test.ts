import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AccountError, AccountStore, hashPassword, verifyPassword } from "./accounts.ts";

const dirs: string[] = [];
const store = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-accounts-"));
  dirs.push(dir);
  return new AccountStore(path.join(dir, "data/accounts.json"));
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("editor accounts", () => {
  it("hashes with scrypt and a salt of its own, and checks the password", () => {
    const hash = hashPassword("senha-muito-boa");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toBe(hashPassword("senha-muito-boa"));
    expect(verifyPassword("senha-muito-boa", hash)).toBe(true);
    expect(verifyPassword("senha-muito-ruim", hash)).toBe(false);
  });

  it("adds, authenticates, resets and removes, in a file only its owner reads, with no password in it", () => {
    const accounts = store();
    accounts.add("Ana@Clinica.example", "Ana Souza", "primeira-senha");
    expect(fs.statSync(accounts.file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(accounts.file, "utf8")).not.toContain("primeira-senha");
    expect(accounts.authenticate("ana@clinica.example", "primeira-senha")?.name).toBe("Ana Souza");
    expect(accounts.authenticate("ana@clinica.example", "errada-errada")).toBeUndefined();
    expect(accounts.authenticate("ninguem@clinica.example", "primeira-senha")).toBeUndefined();
    accounts.reset("ana@clinica.example", "segunda-senha");
    expect(accounts.authenticate("ana@clinica.example", "primeira-senha")).toBeUndefined();
    expect(accounts.authenticate("ana@clinica.example", "segunda-senha")).toBeDefined();
    expect(accounts.list().map((account) => account.email)).toEqual(["ana@clinica.example"]);
    accounts.remove("ana@clinica.example");
    expect(accounts.list()).toEqual([]);
  });

  it("refuses a bad e-mail, a short password and a second account for one e-mail, in Portuguese, changing nothing", () => {
    const accounts = store();
    expect(() => accounts.add("ana", "Ana", "senha-longa-ok")).toThrow(AccountError);
    expect(() => accounts.add("ana@x.example", "Ana", "curta")).toThrow(
      "A senha precisa ter pelo menos 10 caracteres.",
    );
    accounts.add("ana@x.example", "Ana", "senha-longa-ok");
    expect(() => accounts.add("ANA@x.example", "Outra", "senha-longa-ok")).toThrow(
      "Já existe uma conta para ana@x.example.",
    );
    expect(() => accounts.remove("bia@x.example")).toThrow("Não há conta para bia@x.example.");
    expect(accounts.list()).toHaveLength(1);
  });
});
