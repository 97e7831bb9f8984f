import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AccountError, AccountStore, cleanName, hashPassword, sessionAllowed, verifyPassword } from "./accounts.ts";
import { passwordProblem } from "./password-rules.ts";

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

  it("adds, authenticates, resets and removes, in a file only its owner reads, with no password in it", async () => {
    const accounts = store();
    await accounts.add("Ana@Clinica.example", "Ana Souza", "primeira-senha");
    expect(fs.statSync(accounts.file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(accounts.file, "utf8")).not.toContain("primeira-senha");
    expect(accounts.authenticate("ana@clinica.example", "primeira-senha")?.name).toBe("Ana Souza");
    expect(accounts.authenticate("ana@clinica.example", "errada-errada")).toBeUndefined();
    expect(accounts.authenticate("ninguem@clinica.example", "primeira-senha")).toBeUndefined();
    await accounts.reset("ana@clinica.example", "segunda-senha");
    expect(accounts.authenticate("ana@clinica.example", "primeira-senha")).toBeUndefined();
    expect(accounts.authenticate("ana@clinica.example", "segunda-senha")).toBeDefined();
    expect(accounts.list().map((account) => account.email)).toEqual(["ana@clinica.example"]);
    accounts.remove("ana@clinica.example");
    expect(accounts.list()).toEqual([]);
  });

  it("refuses a bad e-mail, a short password and a second account for one e-mail, in Portuguese, changing nothing", async () => {
    const accounts = store();
    await expect(accounts.add("ana", "Ana", "senha-longa-ok")).rejects.toThrow(AccountError);
    await expect(accounts.add("ana@x.example", "Ana", "curta")).rejects.toThrow(
      "A senha precisa ter pelo menos 10 caracteres.",
    );
    await accounts.add("ana@x.example", "Ana", "senha-longa-ok");
    await expect(accounts.add("ANA@x.example", "Outra", "senha-longa-ok")).rejects.toThrow(
      "Já existe uma conta para ana@x.example.",
    );
    expect(() => accounts.remove("bia@x.example")).toThrow("Não há conta para bia@x.example.");
    await expect(accounts.reset("ana@x.example", "1234567890")).rejects.toThrow("Senha fraca demais");
    expect(accounts.list()).toHaveLength(1);
    expect(accounts.authenticate("ana@x.example", "senha-longa-ok")).toBeDefined();
  });

  it("keeps a name on one line: control characters and newlines are dropped", async () => {
    expect(cleanName("  Ana\nSouza\r\n\u0007\u001b[31m Lima\u2028 ")).toBe("Ana Souza [31m Lima");
    const accounts = store();
    await accounts.add("ana@x.example", "Ana\nSouza", "cadeira-verde-do-jardim");
    expect(accounts.find("ana@x.example")?.name).toBe("Ana Souza");
  });

  it("ends every session that began before a reset, or before the account was made again", async () => {
    const accounts = store();
    await accounts.add("ana@x.example", "Ana", "cadeira-verde-do-jardim");
    const before = Date.now();
    expect(sessionAllowed(accounts.find("ana@x.example")!, before)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await accounts.reset("ana@x.example", "mesa-amarela-da-cozinha");
    expect(sessionAllowed(accounts.find("ana@x.example")!, before)).toBe(false);
    expect(sessionAllowed(accounts.find("ana@x.example")!, Date.now() + 1)).toBe(true);
    accounts.remove("ana@x.example");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await accounts.add("ana@x.example", "Ana", "cadeira-verde-do-jardim");
    expect(sessionAllowed(accounts.find("ana@x.example")!, before)).toBe(false);
  });
});

describe("the password rule", () => {
  it.each([
    ["aaaaaaaaaa", "repete o mesmo caractere"],
    ["1234567890", "é uma das senhas mais usadas do mundo"],
    ["senha12345", "é feita de uma palavra ou senha comum"],
    ["abcdefghij", "é uma sequência"],
    ["qwertyuiop", "é uma das senhas mais usadas do mundo"],
    ["anasouza123", "usa o e-mail ou o nome da pessoa"],
    ["curta", "pelo menos 10 caracteres"],
  ])("refuses %j in Portuguese, saying why", (password, reason) => {
    expect(passwordProblem(password, ["ana@clinica.example", "Ana Souza"])).toContain(reason);
  });

  it("accepts a passphrase of unrelated words, and the passwords the tests log in with", () => {
    for (const password of ["cadeira-verde-do-jardim", "senha-da-ana-2026", "senha-da-ana-1"])
      expect(passwordProblem(password, ["ana@clinica.example", "Ana Souza"]), password).toBeUndefined();
  });
});

describe("npm run editors", () => {
  const projectRoot = path.resolve(import.meta.dirname, "..");
  const editors = (root: string, args: string[], input: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "editor/cli.ts", ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, EDITOR_ROOT: root },
      input,
      encoding: "utf8",
    });

  it("refuses a weak password with its reason, and takes a strong one", () => {
    const root = path.dirname(path.dirname(store().file));
    const weak = editors(root, ["add", "ana@clinica.example", "Ana Souza"], "aaaaaaaaaa\n");
    expect(weak.status, weak.stderr).toBe(1);
    expect(weak.stderr).toContain("Senha fraca demais: repete o mesmo caractere.");
    expect(fs.existsSync(path.join(root, "data/editor/accounts.json"))).toBe(false);
    const strong = editors(root, ["add", "ana@clinica.example", "Ana Souza"], "cadeira-verde-do-jardim\n");
    expect(strong.status, strong.stderr).toBe(0);
    expect(strong.stdout).toContain("Conta criada para ana@clinica.example.");
    const reset = editors(root, ["reset", "ana@clinica.example"], "senha12345\n");
    expect(reset.status).toBe(1);
    expect(reset.stderr).toContain("Senha fraca demais");
    const accounts = new AccountStore(path.join(root, "data/editor/accounts.json"));
    expect(accounts.authenticate("ana@clinica.example", "cadeira-verde-do-jardim")).toBeDefined();
  }, 120_000);
});
