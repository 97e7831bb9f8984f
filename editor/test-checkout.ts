/**
 * For the editor's tests: a checkout of its own in a temporary folder (content/, a git repository
 * with one commit) with one account, Ana's; removed by `removeCheckouts()`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AccountStore } from "./accounts.ts";

export const anaEmail = "ana@clinica.example";
export const anaPassword = "cadeira-verde-do-jardim";

const checkouts: string[] = [];

export async function makeCheckout(): Promise<{
  root: string;
  dataDir: string;
  uiDir: string;
  accounts: AccountStore;
}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-checkout-"));
  checkouts.push(root);
  fs.mkdirSync(path.join(root, "content"));
  fs.writeFileSync(path.join(root, "content/clinica.yaml"), "sabado: 07h às 12h\n");
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root });
  git("init", "--quiet");
  git("add", ".");
  git("-c", "user.name=Dev", "-c", "user.email=dev@x.example", "commit", "--quiet", "-m", "início");
  const dataDir = path.join(root, "data/editor");
  const accounts = new AccountStore(path.join(dataDir, "accounts.json"));
  await accounts.add(anaEmail, "Ana Souza", anaPassword);
  return { root, dataDir, uiDir: path.join(root, "ui"), accounts };
}

export function removeCheckouts(): void {
  for (const root of checkouts.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}
