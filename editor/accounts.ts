/**
 * The editor's accounts: one per staff member, in a file of the machine (data/editor/accounts.json,
 * mode 0600, never in git), made by whoever runs the machine (`npm run editors`). A password is
 * kept only as its scrypt hash with a salt of its own (node:crypto), compared in constant time,
 * and must pass editor/password-rules.ts. Only `npm run editors` writes this file; the service
 * reads it on every request, so a reset (which records when the account's sessions ended) or a
 * removal ends the account's open sessions at their next request.
 */
import crypto from "node:crypto";
import { readPrivateJson, writePrivateJson } from "./private-json.ts";

export interface Account {
  /** The login: an e-mail address, lower-cased. */
  email: string;
  /** The name a publication's commit is authored by. */
  name: string;
  /** `scrypt$N$r$p$salt$hash`, base64url. */
  password: string;
  createdAt: string;
  /** Set by a password reset: every session started before it has ended. */
  sessionsEndedAt?: string;
}

const scryptParams = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, keyLength, scryptParams);
  const { N, r, p } = scryptParams;
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, N, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = crypto.scryptSync(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so both cases take the same time. */
export const decoyHash = hashPassword(crypto.randomBytes(16).toString("hex"));

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A person's name on one line: control characters (newlines, tabs, escapes) become spaces. */
export function cleanName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a session started at `started` (ms) may still be used by this account. */
export function sessionAllowed(account: Account, started: number): boolean {
  if (started < Date.parse(account.createdAt)) return false;
  return !account.sessionsEndedAt || started > Date.parse(account.sessionsEndedAt);
}

export class AccountError extends Error {}

export class AccountStore {
  constructor(readonly file: string) {}

  list(): Account[] {
    const parsed = (readPrivateJson(this.file) ?? {}) as { accounts?: Account[] };
    return Array.isArray(parsed.accounts) ? parsed.accounts : [];
  }

  find(email: string): Account | undefined {
    const wanted = normalEmail(email);
    return this.list().find((account) => account.email === wanted);
  }

  async add(email: string, name: string, password: string): Promise<Account> {
    const address = normalEmail(email);
    if (!emailPattern.test(address) || /\p{Cc}/u.test(address))
      throw new AccountError(`“${cleanName(email)}” não é um endereço de e-mail.`);
    const fullName = cleanName(name);
    if (fullName.length < 2) throw new AccountError("Informe o nome da pessoa (aparece nas publicações).");
    await checkPassword(password, [address, fullName]);
    const accounts = this.list();
    if (accounts.some((account) => account.email === address))
      throw new AccountError(`Já existe uma conta para ${address}.`);
    const account: Account = {
      email: address,
      name: fullName,
      password: hashPassword(password),
      createdAt: new Date().toISOString(),
    };
    this.write([...accounts, account]);
    return account;
  }

  remove(email: string): void {
    const address = normalEmail(email);
    const accounts = this.list();
    if (!accounts.some((account) => account.email === address)) throw new AccountError(`Não há conta para ${address}.`);
    this.write(accounts.filter((account) => account.email !== address));
  }

  /** A new password; every open session of the account ends. */
  async reset(email: string, password: string): Promise<void> {
    const address = normalEmail(email);
    const accounts = this.list();
    const account = accounts.find((candidate) => candidate.email === address);
    if (!account) throw new AccountError(`Não há conta para ${address}.`);
    await checkPassword(password, [address, account.name]);
    account.password = hashPassword(password);
    account.sessionsEndedAt = new Date().toISOString();
    this.write(accounts);
  }

  /** The account when the password is its own; the same work either way. */
  authenticate(email: string, password: string): Account | undefined {
    const account = this.find(email);
    const matches = verifyPassword(password, account?.password ?? decoyHash);
    return account && matches ? account : undefined;
  }

  private write(accounts: Account[]): void {
    writePrivateJson(this.file, { accounts });
  }
}

/** The strength estimator is loaded here only, when a password is set: the service never needs it. */
async function checkPassword(password: string, personal: string[]): Promise<void> {
  const { passwordProblem } = await import("./password-rules.ts");
  const problem = passwordProblem(password, personal);
  if (problem) throw new AccountError(problem);
}
