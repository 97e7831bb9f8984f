/**
 * Preview, publish, undo and restore, on the checkout the editor edits: the wiring of the
 * publication records (./publication-records.ts), git (./content-git.ts), the build
 * (./build-runner.ts) and the release switch (./site-release.ts, scripts/release/).
 *
 * - Pré-visualizar: the whole site built from the saved content into data/editor/preview/, never
 *   the live site; served to logged-in staff only.
 * - Publicar: a release made (the preview when it is this very content, else a build), the
 *   commit, then `build` switched to it with one rename.
 * - Desfazer / Restaurar esta versão: git first (a revert, or an earlier commit's content put
 *   back), then the switch to the release that showed it (built again when no longer kept).
 * A switch that fails puts git back; a git step that fails switches nothing. One of these runs at
 * a time on the checkout (`.build.lock`, shared with `npm run build`); another is told so.
 */
import fs from "node:fs";
import path from "node:path";
import { inWords } from "#scripts/release/in-words.ts";
import { LockHeldError, takeLock } from "#scripts/release/lock.ts";
import { afterSwitch } from "./after-switch.ts";
import { BuildRunner, type BuildCommand } from "./build-runner.ts";
import { ContentGit } from "./content-git.ts";
import {
  formatWhen,
  PublicationRecords,
  summaryOf,
  type ChangedFile,
  type Person,
  type Publication,
} from "./publication-records.ts";
import { pauseForTest, SiteRelease, type Journal } from "./site-release.ts";

export { contentFolders, labelOf, summaryOf } from "./publication-records.ts";
export type { ChangedFile, Person, Publication } from "./publication-records.ts";
export { problemsFrom } from "./build-runner.ts";

export interface EditorPaths {
  /** The checkout: content/, images/, scripts/build.ts, build (the link), releases/. */
  root: string;
  /** data/editor/: accounts, secret, the preview, publication records. */
  dataDir: string;
}

export type Outcome =
  | { ok: true; publication?: Publication; durationMs: number; notes: string[] }
  | { ok: false; busy?: boolean; problems: string[]; durationMs: number };

interface PreviewState {
  fingerprint: string;
  at: string;
  ok: boolean;
  problems: string[];
}

type Action = "preview" | "publish" | "undo" | "restore";
const busyMessage: Record<Action, string> = {
  preview: "Uma pré-visualização está sendo preparada. Aguarde ela terminar e tente de novo.",
  publish: "Outra publicação está em andamento. Aguarde ela terminar e tente de novo.",
  undo: "Uma publicação está sendo desfeita. Aguarde e tente de novo.",
  restore: "Uma versão anterior está sendo restaurada. Aguarde e tente de novo.",
};
const lockName: Record<Action, string> = {
  preview: "editor: pré-visualizar",
  publish: "editor: publicar",
  undo: "editor: desfazer",
  restore: "editor: restaurar",
};

const refused = (problem: string, started: number): Outcome => ({
  ok: false,
  problems: [problem],
  durationMs: Date.now() - started,
});

export class Publisher {
  private running: Action | undefined;
  readonly records: PublicationRecords;
  readonly git: ContentGit;
  readonly runner: BuildRunner;
  readonly site: SiteRelease;

  constructor(
    readonly paths: EditorPaths,
    private readonly options: {
      /** The build command, for tests; `node --import tsx scripts/build.ts [--publication]` otherwise. */
      build?: BuildCommand;
      deployCommand?: string;
      log?: (message: string) => void;
    } = {},
  ) {
    this.records = new PublicationRecords(path.join(paths.dataDir, "publications.json"));
    this.git = new ContentGit(paths.root);
    this.runner = new BuildRunner(paths.root, options.build);
    this.site = new SiteRelease(paths.root, paths.dataDir);
  }

  get publicBuild(): string {
    return path.join(this.paths.root, "build");
  }
  get previewBuild(): string {
    return path.join(this.paths.dataDir, "preview");
  }
  private get previewStateFile(): string {
    return path.join(this.paths.dataDir, "preview.json");
  }

  busy(): string | undefined {
    return this.running && busyMessage[this.running];
  }

  previewState(): PreviewState | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.previewStateFile, "utf8")) as PreviewState;
    } catch {
      return undefined;
    }
  }

  publications(): Publication[] {
    return this.records.all();
  }
  fingerprint(): string {
    return this.runner.fingerprint();
  }
  changedFiles(): Promise<ChangedFile[]> {
    return this.git.changedFiles();
  }
  diff(commit: string): Promise<string> {
    return this.git.diff(commit);
  }

  /** The last publication or restore, when it can be undone. */
  canUndo(): boolean {
    const last = this.records.all()[0];
    return !!last && last.kind !== "desfazer" && !last.undone;
  }

  /** Any publication but the newest record (what the site shows now) can be restored. */
  canRestore(id: string): boolean {
    const records = this.records.all();
    return records.findIndex((record) => record.id === id) > 0;
  }

  /** At start: an interrupted switch finished or rolled back (see SiteRelease.repair), under the lock. */
  async repair(): Promise<string[]> {
    fs.mkdirSync(this.paths.dataDir, { recursive: true, mode: 0o700 });
    const lock = takeLock(this.paths.root, "editor: reparo ao iniciar");
    try {
      return await this.site.repair(this.records, this.git);
    } finally {
      lock.release();
    }
  }

  private async exclusive(kind: Action, work: (started: number) => Promise<Outcome>): Promise<Outcome> {
    if (this.running) return { ok: false, busy: true, problems: [busyMessage[this.running]], durationMs: 0 };
    const started = Date.now();
    this.running = kind;
    try {
      fs.mkdirSync(this.paths.dataDir, { recursive: true, mode: 0o700 });
      const lock = takeLock(this.paths.root, lockName[kind]);
      try {
        return await work(started);
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof LockHeldError))
        this.options.log?.(`${kind} failed: ${(error as Error).stack ?? String(error)}`);
      return { ok: false, busy: error instanceof LockHeldError, problems: [inWords(error)], durationMs: 0 };
    } finally {
      this.running = undefined;
    }
  }

  preview(): Promise<Outcome> {
    return this.exclusive("preview", async (started) => {
      const fingerprint = this.fingerprint();
      const built = await this.runner.build(this.previewBuild, this.publicBuild);
      if (!built.ok) fs.rmSync(this.previewBuild, { recursive: true, force: true });
      const state: PreviewState = {
        fingerprint,
        at: new Date().toISOString(),
        ok: built.ok && this.fingerprint() === fingerprint,
        problems: built.problems,
      };
      fs.writeFileSync(this.previewStateFile, `${JSON.stringify(state, null, 2)}\n`);
      const durationMs = Date.now() - started;
      return built.ok ? { ok: true, durationMs, notes: [] } : { ok: false, problems: built.problems, durationMs };
    });
  }

  publish(person: Person): Promise<Outcome> {
    return this.exclusive("publish", async (started) => {
      const files = await this.changedFiles();
      if (files.length === 0)
        return refused("Não há alterações para publicar: o conteúdo é o mesmo da última publicação.", started);
      const fingerprint = this.fingerprint();
      const preview = this.previewState();
      // A preview the staff looked at, then a file saved again: what would go live is not what she saw.
      if (preview?.ok && preview.fingerprint !== fingerprint)
        return refused(
          `O conteúdo foi alterado depois da pré-visualização de ${formatWhen(preview.at)}. Nada foi publicado: pré-visualize de novo para conferir e então publique.`,
          started,
        );
      const notes: string[] = [];
      let release: string;
      if (preview?.ok && fs.existsSync(path.join(this.previewBuild, "client"))) {
        // The preview is this very content, built the same way: it becomes the release.
        release = this.site.fromPreview(this.previewBuild, lockName.publish);
        notes.push("Publicada a pré-visualização já pronta (o conteúdo não mudou desde ela).");
      } else {
        const built = await this.site.build(this.runner, lockName.publish);
        if (!built.id) return { ok: false, problems: built.problems, durationMs: Date.now() - started };
        release = built.id;
      }
      fs.rmSync(this.previewStateFile, { force: true });
      await pauseForTest("release-ready");
      if (this.fingerprint() !== fingerprint)
        return refused("O conteúdo foi alterado durante a publicação. Nada mudou no site: publique de novo.", started);
      const summary = summaryOf(files);
      return this.switched(person, started, notes, {
        kind: "publicacao",
        release,
        filesToo: false,
        commit: () =>
          this.git.commit(
            person,
            `Conteúdo: ${summary}`,
            files.map((file) => `${file.status} ${file.path}`).join("\n"),
          ),
        record: { summary, files },
      });
    });
  }

  undo(person: Person): Promise<Outcome> {
    return this.exclusive("undo", async (started) => {
      const last = this.records.all()[0];
      if (!last || !this.canUndo())
        return refused("Não há publicação para desfazer: a última já foi desfeita.", started);
      const unpublished = await this.unpublishedRefusal("desfazer");
      if (unpublished) return refused(unpublished, started);
      const summary = `desfaz a publicação de ${last.name} (${summaryOf(last.files)})`;
      return this.switched(person, started, [], {
        kind: "desfazer",
        release: this.site.isKept(last.replaced) ? last.replaced : undefined,
        filesToo: true,
        commit: () => this.git.revert(person, last, `Conteúdo: ${summary}`),
        record: { summary, files: last.files, undoes: last.id },
      });
    });
  }

  restore(person: Person, publicationId: string): Promise<Outcome> {
    return this.exclusive("restore", async (started) => {
      const chosen = this.records.find(publicationId);
      if (!chosen || !this.canRestore(publicationId))
        return refused("Esta versão não pode ser restaurada: ela já é a que o site mostra, ou não existe.", started);
      const unpublished = await this.unpublishedRefusal("restaurar uma versão");
      if (unpublished) return refused(unpublished, started);
      const files = await this.git.filesChangedSince(chosen.commit);
      const summary = `restaura a versão de ${chosen.name} de ${formatWhen(chosen.at)} (${chosen.summary})`;
      return this.switched(person, started, [], {
        kind: "restauracao",
        release: this.site.isKept(chosen.release) ? chosen.release : undefined,
        filesToo: true,
        commit: async () => {
          await this.git.putBack(chosen.commit);
          const body = [`Restaura ${chosen.commit}.`, ...files.map((file) => `${file.status} ${file.path}`)];
          return this.git.commit(person, `Conteúdo: ${summary}`, body.join("\n"));
        },
        record: { summary, files, restores: chosen.id },
      });
    });
  }

  /** Undo and restore switch to a release without the edits saved since: they wait for those to be published. */
  private async unpublishedRefusal(what: string): Promise<string | undefined> {
    const changed = await this.changedFiles();
    if (changed.length === 0) return undefined;
    return `Há alterações salvas que ainda não foram publicadas (${summaryOf(changed)}). Publique-as (ou desfaça-as no editor) antes de ${what}: nada mudou no site.`;
  }

  /**
   * The common end of a publish, an undo and a restore: journal, git, (the release built when it
   * is not kept), the one-rename switch, the record. A failure before the switch puts git back; a
   * crash anywhere is settled by `repair` at the next start from the journal and the link.
   */
  private async switched(
    person: Person,
    started: number,
    notes: string[],
    plan: {
      kind: Publication["kind"];
      release: string | undefined;
      filesToo: boolean;
      commit: () => Promise<string>;
      record: Pick<Publication, "summary" | "files" | "undoes" | "restores">;
    },
  ): Promise<Outcome> {
    // A plain build/ folder from before releases becomes one first, so the undo can name it.
    await this.site.adoptLegacy();
    const replaced = this.site.live();
    const journal: Journal = {
      kind: plan.kind,
      headBefore: await this.git.head(),
      release: plan.release ?? "",
      replaced,
      filesToo: plan.filesToo,
    };
    this.site.writeJournal(journal);
    await pauseForTest("journal-written");
    let commit: string;
    try {
      commit = await plan.commit();
    } catch (error) {
      await this.rollBack(journal);
      throw error;
    }
    try {
      if (!plan.release) {
        // No longer kept: built again from the content git has just put back.
        const built = await this.site.build(this.runner, lockName[plan.kind === "desfazer" ? "undo" : "restore"]);
        if (!built.id) {
          await this.rollBack(journal);
          return { ok: false, problems: built.problems, durationMs: Date.now() - started };
        }
        journal.release = built.id;
      }
      journal.record = {
        id: commit.slice(0, 12),
        kind: plan.kind,
        at: new Date().toISOString(),
        email: person.email,
        name: person.name,
        commit,
        durationMs: Date.now() - started,
        release: journal.release,
        replaced,
        ...plan.record,
      };
      this.site.writeJournal(journal);
      await pauseForTest("committed");
      await this.site.switchTo(journal.release);
    } catch (error) {
      if (this.site.live() !== journal.release) await this.rollBack(journal);
      throw error;
    }
    await pauseForTest("switched");
    const publication = journal.record;
    this.records.add(publication);
    await pauseForTest("recorded");
    this.site.clearJournal();
    for (const removed of this.site.prune([replaced]))
      this.options.log?.(`release ${removed} removed: beyond the releases kept`);
    await afterSwitch(this.paths.root, publication, notes, this.options.deployCommand);
    publication.durationMs = Date.now() - started;
    this.records.update(publication);
    return { ok: true, publication, durationMs: publication.durationMs, notes };
  }

  private async rollBack(journal: Journal): Promise<void> {
    try {
      if ((await this.git.head()) !== journal.headBefore) await this.git.resetTo(journal.headBefore, journal.filesToo);
      this.site.clearJournal();
    } catch (error) {
      // The journal stays: the next start of the editor puts git back (SiteRelease.repair).
      this.options.log?.(`rollback of git failed, left for the repair at start: ${String(error)}`);
    }
  }
}
