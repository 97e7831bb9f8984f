/**
 * The git side of a publication, on the checkout's content/ and images/: what is saved but not
 * published, the commit of a publication (authored by the account's pseudonym, so git history
 * names nobody: ./staff-pseudonyms.ts), the revert of an undo, the
 * content of an earlier commit put back for a restore, and putting HEAD back when the switch of
 * the site that follows fails or was interrupted (editor/publisher.ts orders them).
 */
import fs from "node:fs";
import path from "node:path";
import { contentFolders, summaryOf, type ChangedFile, type Person, type Publication } from "./publication-records.ts";
import { GitError } from "#scripts/release/in-words.ts";
import { git, run } from "./run.ts";
import { StaffPseudonyms } from "./staff-pseudonyms.ts";

export class ContentGit {
  private readonly pseudonyms: StaffPseudonyms;

  /** `dataDir`: data/editor/, where the accounts' pseudonyms are kept. */
  constructor(
    readonly root: string,
    dataDir: string,
  ) {
    this.pseudonyms = new StaffPseudonyms(dataDir);
  }

  /** The pseudonym commits name for an account ("Equipe 3"). */
  pseudonymOf(email: string): string {
    return this.pseudonyms.authorFor(email).name;
  }

  /** The content folders this checkout has (git refuses a pathspec that matches nothing). */
  folders(): string[] {
    return contentFolders.filter((folder) => fs.existsSync(path.join(this.root, folder)));
  }

  async head(): Promise<string> {
    return (await git(this.root, ["rev-parse", "HEAD"])).trim();
  }

  /**
   * What is saved but not published: content and photo files git sees changed. Without optional
   * locks: the panel asks this on every reload, also while a publish commits, and a plain
   * `git status` takes .git/index.lock for a moment to refresh the index, which made the
   * publication's own `git add`/`git commit` fail ("index.lock: File exists") on a busy machine.
   */
  async changedFiles(): Promise<ChangedFile[]> {
    const out = await git(this.root, [
      "--no-optional-locks",
      "status",
      "--porcelain=v1",
      "--untracked-files=all",
      "--no-renames",
      "--",
      ...this.folders(),
    ]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const code = line.slice(0, 2);
        const status = code.includes("D") ? "D" : code.includes("?") || code.includes("A") ? "A" : "M";
        return { status, path: line.slice(3) };
      });
  }

  /** What `commit`'s content and photos differ from HEAD's in, as git names them. */
  async filesChangedSince(commit: string): Promise<ChangedFile[]> {
    const out = await git(this.root, [
      "diff",
      "--name-status",
      "--no-renames",
      "HEAD",
      commit,
      "--",
      ...contentFolders,
    ]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [status = "M", file = ""] = line.split("\t");
        return { status: status.slice(0, 1), path: file };
      });
  }

  /** The commit's author and committer: the account's pseudonym, never the person. */
  private authorEnv(person: Person): NodeJS.ProcessEnv {
    const author = this.pseudonyms.authorFor(person.email);
    return {
      ...process.env,
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    };
  }

  /**
   * Commits every change of the content folders (the whole folders: a file a publication added
   * and an undo removed is no pathspec git takes); returns the commit.
   */
  async commit(person: Person, subject: string, body: string): Promise<string> {
    await git(this.root, ["add", "--all", "--", ...this.folders()]);
    await git(
      this.root,
      ["commit", "--quiet", "--no-verify", "--allow-empty", "-m", subject, "-m", body],
      this.authorEnv(person),
    );
    return this.head();
  }

  /**
   * A revert commit of the publication. When git cannot revert it cleanly, the published files
   * are put back as they were before it, and that is committed.
   */
  async revert(person: Person, last: Publication, subject: string): Promise<string> {
    const root = this.root;
    const env = this.authorEnv(person);
    const reverted = await run("git", ["revert", "--no-edit", "--no-commit", last.commit], { cwd: root, env });
    if (reverted.code !== 0) {
      if (/index\.lock/.test(reverted.stderr)) throw new GitError(`git revert: ${reverted.stderr.trim()}`);
      await run("git", ["revert", "--abort"], { cwd: root, env });
      for (const file of last.files) {
        const existed = await run("git", ["cat-file", "-e", `${last.commit}^:${file.path}`], { cwd: root });
        if (existed.code === 0) await git(root, ["checkout", `${last.commit}^`, "--", file.path]);
        else await git(root, ["rm", "--quiet", "--force", "--ignore-unmatch", "--", file.path]);
      }
    }
    const body = [`Desfaz ${last.commit}.`, ...last.files.map((file) => `${file.status} ${file.path}`)].join("\n");
    return this.commit(person, subject, body);
  }

  /** A restore's commit: content and photos made `commit`'s again, `files` (what that changes) in its body. */
  async restore(person: Person, commit: string, subject: string, files: ChangedFile[]): Promise<string> {
    await this.putBack(commit);
    const body = [`Restaura ${commit}.`, ...files.map((file) => `${file.status} ${file.path}`)];
    return this.commit(person, subject, body.join("\n"));
  }

  /** Undo and restore switch to a release without the edits saved since: they wait for those to be published. */
  async unpublishedRefusal(what: string): Promise<string | undefined> {
    const changed = await this.changedFiles();
    if (changed.length === 0) return undefined;
    return `Há alterações salvas que ainda não foram publicadas (${summaryOf(changed)}). Publique-as (ou desfaça-as no editor) antes de ${what}: nada mudou no site.`;
  }

  /** Content and photos made exactly `commit`'s (files it has not are removed), staged. */
  async putBack(commit: string): Promise<void> {
    for (const folder of contentFolders) {
      const had = await run("git", ["cat-file", "-e", `${commit}:${folder}`], { cwd: this.root });
      if (had.code === 0)
        await git(this.root, ["restore", `--source=${commit}`, "--staged", "--worktree", "--", folder]);
      else if (fs.existsSync(path.join(this.root, folder)))
        await git(this.root, ["rm", "-r", "--quiet", "--ignore-unmatch", "--", folder]);
    }
  }

  /**
   * HEAD back to `head`, after a switch that failed or never happened. `withFiles`: the content
   * folders too (an undo or a restore changed them; nothing unpublished was there, they refuse
   * then); without, the saved files stay as the staff left them (a publish only committed them).
   */
  async resetTo(head: string, withFiles: boolean): Promise<void> {
    await run("git", ["revert", "--abort"], { cwd: this.root });
    await git(this.root, ["reset", "--quiet", head]);
    if (!withFiles) return;
    await this.putBack(head);
    await git(this.root, ["reset", "--quiet", head]);
    await git(this.root, ["clean", "-f", "-d", "--quiet", "--", ...this.folders()]);
  }

  /** The content files' diff of a publication's commit. */
  async diff(commit: string): Promise<string> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return "";
    const out = await git(this.root, [
      "show",
      "--format=",
      "--no-color",
      "--stat",
      "--patch",
      commit,
      "--",
      ...contentFolders,
    ]);
    return out.length > 200_000 ? `${out.slice(0, 200_000)}\n… (cortado)` : out;
  }
}
