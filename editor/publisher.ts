/**
 * Preview, publish, undo and restore, on the checkout the editor edits: the wiring of the
 * publication records (./publication-records.ts), git (./content-git.ts), the build
 * (./build-runner.ts) and the release switch (./site-release.ts, scripts/release/).
 *
 * - Pré-visualizar: the whole site built from the saved content into data/editor/preview/, never
 *   the live site; served to logged-in staff only. Always built: while the publication gate has
 *   items left (editor/checklist.ts), as a demonstration, its notice on every page (decision 055).
 * - Publicar: a release made (the preview when it is this very content built the same way, else a
 *   build), the commit, then `build` switched to it with one rename.
 * - Desfazer / Restaurar esta versão: git first (a revert, or an earlier commit's content put
 *   back), then the switch to the release that showed it (built again when no longer kept).
 * A switch that fails puts git back; a git step that fails switches nothing. One of these runs at
 * a time on the checkout (`.build.lock`, shared with `npm run build`); another is told so, and
 * the panel is told the step the one running is at (`progress()`).
 */
import fs from "node:fs";
import path from "node:path";
import { takeLock } from "#scripts/release/lock.ts";
import { BuildRunner, type BuildCommand } from "./build-runner.ts";
import { publishableForReal } from "./checklist.ts";
import { ContentGit } from "./content-git.ts";
import {
  formatWhen,
  PublicationRecords,
  summaryOf,
  type ChangedFile,
  type Person,
  type Publication,
} from "./publication-records.ts";
import { lockName, OneAtATime, type Progress } from "./one-at-a-time.ts";
import { gitThenSwitch, type SwitchParts } from "./git-then-switch.ts";
import { PreviewRecord, type PreviewState } from "./preview-state.ts";
import { pauseForTest, SiteRelease } from "./site-release.ts";

export { contentFolders, labelOf, summaryOf } from "./publication-records.ts";
export type { ChangedFile, Person, Publication } from "./publication-records.ts";
export { problemsFrom } from "./build-runner.ts";
export { deployDone, deployRefused, pushDone, pushRefused } from "./after-switch.ts";
export { unexpectedError } from "./one-at-a-time.ts";
export type { Progress, Step } from "./one-at-a-time.ts";

export interface EditorPaths {
  /** The checkout: content/, images/, scripts/build.ts, build (the link), releases/. */
  root: string;
  /** data/editor/: accounts, secret, the preview, publication records. */
  dataDir: string;
}

export type Outcome =
  | { ok: true; publication?: Publication; durationMs: number; notes: string[]; warnings?: string[] }
  | { ok: false; busy?: boolean; problems: string[]; durationMs: number };

const refused = (problem: string, started: number): Outcome => ({
  ok: false,
  problems: [problem],
  durationMs: Date.now() - started,
});

export class Publisher {
  private readonly oneAtATime: OneAtATime<Outcome>;
  readonly records: PublicationRecords;
  readonly git: ContentGit;
  readonly runner: BuildRunner;
  readonly site: SiteRelease;
  private readonly previewRecord: PreviewRecord;

  constructor(
    readonly paths: EditorPaths,
    private readonly options: {
      /** The build command, for tests; `node --import tsx scripts/build.ts [--publication]` otherwise. */
      build?: BuildCommand;
      deployCommand?: string;
      /** EDITOR_PUBLISHES (editor/env.ts): "demonstracao" on a machine that serves the demonstration site. */
      publishes?: "publicacao" | "demonstracao";
      /** What the publication gate says of the checkout (editor/checklist.ts), for tests of the release steps alone. */
      readyToPublish?: (root: string) => { ready: boolean; left: number };
      log?: (message: string) => void;
    } = {},
  ) {
    this.records = new PublicationRecords(path.join(paths.dataDir, "publications.json"));
    this.git = new ContentGit(paths.root, paths.dataDir);
    this.site = new SiteRelease(paths.root, paths.dataDir);
    this.previewRecord = new PreviewRecord(paths.dataDir);
    // A journal still there (the repair at start found the lock held): settled before anything else.
    this.oneAtATime = new OneAtATime(paths, options.log, async () => {
      if (!this.site.readJournal()) return;
      for (const line of await this.site.repair(this.records, this.git)) options.log?.(`release repair: ${line}`);
    });
    this.runner = new BuildRunner(paths.root, {
      command: options.build,
      demonstration: this.publishesDemonstration(),
      onCheckPassed: () => this.oneAtATime.checkPassed(),
    });
  }

  private get parts(): SwitchParts {
    const { root } = this.paths;
    const { deployCommand, log } = this.options;
    const { git, site, runner, records } = this;
    return { root, git, site, runner, records, deployCommand, log, reach: (step) => this.oneAtATime.reach(step) };
  }

  get publicBuild(): string {
    return path.join(this.paths.root, "build");
  }
  get previewBuild(): string {
    return path.join(this.paths.dataDir, "preview");
  }

  busy(): string | undefined {
    return this.oneAtATime.busy();
  }

  /** The work running now and its step, for the panel. */
  progress(): Progress | undefined {
    return this.oneAtATime.progress();
  }

  /** EDITOR_PUBLISHES=demonstracao: publications are demonstration builds (example data allowed). */
  publishesDemonstration(): boolean {
    return this.options.publishes === "demonstracao";
  }

  previewState(): PreviewState | undefined {
    return this.previewRecord.read();
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

  /**
   * The preview: what Publicar would build, or, while the publication gate has items left, a
   * demonstration of the same content (the staff always see their edits; the gate stops Publicar).
   */
  preview(): Promise<Outcome> {
    return this.oneAtATime.run("preview", async (started) => {
      const fingerprint = this.fingerprint();
      const { ready, left } = this.publishesDemonstration()
        ? { ready: false, left: 0 }
        : (this.options.readyToPublish ?? publishableForReal)(this.paths.root);
      const demonstration = !ready;
      const built = await this.runner.build(
        this.previewBuild,
        this.publicBuild,
        demonstration ? "demonstration" : "publication",
      );
      if (!built.ok) fs.rmSync(this.previewBuild, { recursive: true, force: true });
      const state: PreviewState = {
        fingerprint,
        at: new Date().toISOString(),
        ok: built.ok && this.fingerprint() === fingerprint,
        problems: built.problems,
        demonstration,
      };
      this.previewRecord.write(state);
      const durationMs = Date.now() - started;
      const notes =
        left > 0
          ? [
              `É uma demonstração: cada página leva o aviso de dados de exemplo, porque ainda ${left === 1 ? "falta 1 item" : `faltam ${left} itens`} para publicar de verdade (a lista está nesta página).`,
            ]
          : [];
      return built.ok ? { ok: true, durationMs, notes } : { ok: false, problems: built.problems, durationMs };
    });
  }

  publish(person: Person): Promise<Outcome> {
    return this.oneAtATime.run("publish", async (started) => {
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
      // A demonstration preview (items were left) never goes live as a publication.
      const builtAsPublished =
        (preview?.demonstration ?? this.publishesDemonstration()) === this.publishesDemonstration();
      if (preview?.ok && builtAsPublished && fs.existsSync(path.join(this.previewBuild, "client"))) {
        // The preview is this very content, built the same way: it becomes the release.
        release = this.site.fromPreview(this.previewBuild, lockName.publish);
        notes.push("Publicada a pré-visualização já pronta (o conteúdo não mudou desde ela).");
        this.oneAtATime.reach("building");
      } else {
        const built = await this.site.build(this.runner, lockName.publish);
        if (!built.id) return { ok: false, problems: built.problems, durationMs: Date.now() - started };
        release = built.id;
      }
      this.previewRecord.clear();
      await pauseForTest("release-ready");
      if (this.fingerprint() !== fingerprint)
        return refused("O conteúdo foi alterado durante a publicação. Nada mudou no site: publique de novo.", started);
      const summary = summaryOf(files);
      return gitThenSwitch(this.parts, person, started, notes, {
        madeBy: lockName.publish,
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
    return this.oneAtATime.run("undo", async (started) => {
      const last = this.records.all()[0];
      if (!last || !this.canUndo())
        return refused("Não há publicação para desfazer: a última já foi desfeita.", started);
      const unpublished = await this.git.unpublishedRefusal("desfazer");
      if (unpublished) return refused(unpublished, started);
      // The commit names the publication's pseudonym, never the person (editor/staff-pseudonyms.ts).
      const summary = `desfaz a publicação de ${this.git.pseudonymOf(last.email)} (${summaryOf(last.files)})`;
      return gitThenSwitch(this.parts, person, started, [], {
        madeBy: lockName.undo,
        kind: "desfazer",
        release: this.site.isKept(last.replaced) ? last.replaced : undefined,
        filesToo: true,
        commit: () => this.git.revert(person, last, `Conteúdo: ${summary}`),
        record: { summary, files: last.files, undoes: last.id },
      });
    });
  }

  restore(person: Person, publicationId: string): Promise<Outcome> {
    return this.oneAtATime.run("restore", async (started) => {
      const chosen = this.records.find(publicationId);
      if (!chosen || !this.canRestore(publicationId))
        return refused("Esta versão não pode ser restaurada: ela já é a que o site mostra, ou não existe.", started);
      const unpublished = await this.git.unpublishedRefusal("restaurar uma versão");
      if (unpublished) return refused(unpublished, started);
      const files = await this.git.filesChangedSince(chosen.commit);
      const by = this.git.pseudonymOf(chosen.email);
      const summary = `restaura a versão de ${by} de ${formatWhen(chosen.at)} (${chosen.summary})`;
      return gitThenSwitch(this.parts, person, started, [], {
        madeBy: lockName.restore,
        kind: "restauracao",
        release: this.site.isKept(chosen.release) ? chosen.release : undefined,
        filesToo: true,
        commit: () => this.git.restore(person, chosen.commit, `Conteúdo: ${summary}`, files),
        record: { summary, files, restores: chosen.id },
      });
    });
  }
}
