/**
 * For the editor's tests: a checkout of its own in a temporary folder (content/, a git repository
 * with one commit) and the staff's accounts in its data/editor/; removed by `removeCheckouts()`,
 * which each test file that makes them calls after its tests (a hook registered here, at import,
 * would run for the first file of a worker only: vitest.config.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AccountStore } from "../accounts.ts";

/** The staff of the tests' clinic. */
export const accounts = {
  ana: { email: "ana@clinica.example", name: "Ana Souza", password: "cadeira-verde-do-jardim" },
  bruno: { email: "bruno@clinica.example", name: "Bruno Lima", password: "mesa-azul-da-recepcao" },
} as const;
export type Account = keyof typeof accounts;

export const anaEmail = accounts.ana.email;
export const anaPassword = accounts.ana.password;

const checkouts: string[] = [];

/** A checkout holding `files` (relative path → text; content/clinica.yaml by default) and the accounts of `who`. */
export async function makeCheckout(
  files: Record<string, string> = {},
  who: readonly Account[] = ["ana"],
): Promise<{ root: string; dataDir: string; uiDir: string; accounts: AccountStore }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-checkout-"));
  checkouts.push(root);
  for (const [file, text] of Object.entries({ "content/clinica.yaml": "sabado: 07h às 12h\n", ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root });
  git("init", "--quiet");
  git("add", ".");
  git("-c", "user.name=Dev", "-c", "user.email=dev@x.example", "commit", "--quiet", "-m", "início");
  const dataDir = path.join(root, "data/editor");
  const store = new AccountStore(path.join(dataDir, "accounts.json"));
  for (const account of who)
    await store.add(accounts[account].email, accounts[account].name, accounts[account].password);
  return { root, dataDir, uiDir: path.join(root, "ui"), accounts: store };
}

export function removeCheckouts(): void {
  for (const root of checkouts.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}
