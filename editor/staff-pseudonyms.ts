/**
 * The name and e-mail each publication's git commit is authored by: a pseudonym per account
 * ("Equipe 3 <editor-3@editor.invalid>"), never the person's own. Git history is kept forever and
 * pushed to the remote; the mapping from pseudonym to account stays on the editor's machine, in
 * data/editor/pseudonyms.json (mode 0600, never in git), so whoever runs the machine can still
 * answer "who published this?" while the history itself names nobody (LGPD art. 6 III, the
 * legal review's N7; docs/decisions/048).
 *
 * Numbers are given in order of first publication and never reused. When an account is removed
 * (`npm run editors -- remove`), its line of the mapping goes with it: its commits keep their
 * pseudonym, which then names nobody, and an account made again under that e-mail gets a new one.
 */
import path from "node:path";
import { normalEmail } from "./accounts.ts";
import { readPrivateJson, writePrivateJson } from "./private-json.ts";

export interface CommitAuthor {
  name: string;
  email: string;
}

interface PseudonymFile {
  /** The last number given. */
  last: number;
  /** Account e-mail → its number. */
  accounts: Record<string, number>;
}

/** The author a number stands for; `.invalid` is reserved (RFC 2606): it can never reach anyone. */
export function authorOfNumber(number: number): CommitAuthor {
  return { name: `Equipe ${number}`, email: `editor-${number}@editor.invalid` };
}

export class StaffPseudonyms {
  readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, "pseudonyms.json");
  }

  /** The commit author for an account, given a new number on its first publication. */
  authorFor(email: string): CommitAuthor {
    const address = normalEmail(email);
    const known = this.read();
    const number = known.accounts[address];
    if (number !== undefined) return authorOfNumber(number);
    const next = known.last + 1;
    this.write({ last: next, accounts: { ...known.accounts, [address]: next } });
    return authorOfNumber(next);
  }

  /** The account behind a pseudonym's number, for whoever runs the machine. */
  accountOf(number: number): string | undefined {
    return Object.entries(this.read().accounts).find(([, given]) => given === number)?.[0];
  }

  /** Drops an account's line of the mapping; its number is never given again. */
  forget(email: string): void {
    const known = this.read();
    const address = normalEmail(email);
    if (!(address in known.accounts)) return;
    const { [address]: _forgotten, ...rest } = known.accounts;
    this.write({ last: known.last, accounts: rest });
  }

  private read(): PseudonymFile {
    const parsed = (readPrivateJson(this.file) ?? {}) as Partial<PseudonymFile>;
    return { last: Number(parsed.last) || 0, accounts: parsed.accounts ?? {} };
  }

  private write(content: PseudonymFile): void {
    writePrivateJson(this.file, content);
  }
}
