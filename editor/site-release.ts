/**
 * The editor's side of the release switch (scripts/release/, docs/decisions/045): where its
 * releases come from (a preview moved in, or a build), the journal of a switch under way
 * (data/editor/switch.json) and what the editor does at start with one a crash interrupted: the
 * `build` link is the truth. Switched: the publication is recorded. Not switched: git is put back.
 */
import fs from "node:fs";
import path from "node:path";
import {
  completeRelease,
  incomingDir,
  isComplete,
  layoutOf,
  liveRelease,
  newReleaseId,
  prune,
  type ReleaseLayout,
} from "#scripts/release/releases.ts";
import { adoptLegacyFolder, repair, switchTo, type SwitchStep } from "#scripts/release/switch.ts";
import type { BuildRunner } from "./build-runner.ts";
import type { ContentGit } from "./content-git.ts";
import type { Publication, PublicationRecords } from "./publication-records.ts";
import { writePrivateJson } from "./private-json.ts";

/** The steps of a publish, an undo and a restore a test may stop the editor at (EDITOR_TEST_PAUSE_AT). */
export type Step = SwitchStep | "release-ready" | "journal-written" | "committed" | "switched" | "recorded";

export interface Journal {
  kind: Publication["kind"];
  headBefore: string;
  /** The release being put live, and the one live before. */
  release: string;
  replaced?: string;
  /** Put content/ and images/ back too on a rollback (an undo or restore changed them). */
  filesToo: boolean;
  /** The record to add once the switch is done; set when the commit is made. */
  record?: Publication;
}

/**
 * Test only (docs/editor-service.md): with NODE_ENV=test and EDITOR_TEST_PAUSE_AT=<step>, the
 * editor stops for good at that step, after saying so on stderr, for a test to kill it there.
 */
export async function pauseForTest(step: Step): Promise<void> {
  if (process.env.NODE_ENV !== "test" || process.env.EDITOR_TEST_PAUSE_AT !== step) return;
  process.stderr.write(`EDITOR_TEST_PAUSED ${step}\n`);
  await new Promise<never>(() => {});
}

export class SiteRelease {
  readonly layout: ReleaseLayout;
  private readonly journalFile: string;

  constructor(
    readonly root: string,
    readonly dataDir: string,
  ) {
    this.layout = layoutOf(path.join(root, "build"));
    this.journalFile = path.join(dataDir, "switch.json");
  }

  live(): string | undefined {
    return liveRelease(this.layout);
  }

  isKept(id: string | undefined): id is string {
    return !!id && isComplete(this.layout, id);
  }

  /** The preview made from this very content becomes a release (copied when data/ is another disk). */
  fromPreview(preview: string, madeBy: string): string {
    const id = newReleaseId();
    const incoming = incomingDir(this.layout, id);
    try {
      fs.renameSync(preview, incoming);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      fs.cpSync(preview, incoming, { recursive: true });
      fs.rmSync(preview, { recursive: true, force: true });
    }
    completeRelease(this.layout, incoming, id, madeBy);
    return id;
  }

  /** A release built from the content saved now; its problems when the build refuses. */
  async build(runner: BuildRunner, madeBy: string): Promise<{ id?: string; problems: string[] }> {
    const id = newReleaseId();
    const incoming = incomingDir(this.layout, id);
    const built = await runner.build(incoming, this.layout.link);
    if (!built.ok) {
      fs.rmSync(incoming, { recursive: true, force: true });
      return { problems: built.problems };
    }
    completeRelease(this.layout, incoming, id, madeBy);
    return { id, problems: [] };
  }

  /** A plain build/ folder (before releases) made a release, the link put in its place. */
  async adoptLegacy(): Promise<string | undefined> {
    return this.live() === "legacy" ? adoptLegacyFolder(this.layout, pauseForTest) : undefined;
  }

  switchTo(id: string): Promise<void> {
    return switchTo(this.layout, id, pauseForTest);
  }

  /** Releases beyond the bound removed; never the live one nor those `protect` names (the one an undo needs). */
  prune(protect: (string | undefined)[]): string[] {
    return prune(this.layout, protect);
  }

  readJournal(): Journal | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.journalFile, "utf8")) as Journal;
    } catch {
      return undefined;
    }
  }

  writeJournal(journal: Journal): void {
    writePrivateJson(this.journalFile, journal);
  }

  clearJournal(): void {
    fs.rmSync(this.journalFile, { force: true });
  }

  /**
   * At start, under the lock: the link made whole (scripts/release/switch.ts `repair`), then the
   * switch a crash interrupted settled: done → its record added; not done → git put back. Returns
   * what it repaired, for the log.
   */
  async repair(records: PublicationRecords, git: ContentGit): Promise<string[]> {
    const asides = ["swapping", "previous-build", "publication"].map((name) => path.join(this.dataDir, name));
    const done = repair(this.layout, asides);
    const journal = this.readJournal();
    if (journal) {
      if (this.live() === journal.release && journal.record) {
        records.add(journal.record);
        done.push(`the ${journal.kind} ${journal.record.id} had switched the site when it stopped: recorded`);
      } else {
        const head = await git.head();
        if (head !== journal.headBefore) {
          await git.resetTo(journal.headBefore, journal.filesToo);
          done.push(`a ${journal.kind} stopped before the switch: git put back from ${head} to ${journal.headBefore}`);
        } else done.push(`a ${journal.kind} stopped before its commit: nothing to undo`);
      }
      this.clearJournal();
    }
    // The folders of the swap before releases: once build is a link, nothing needs them.
    if (this.live() !== "legacy")
      for (const aside of ["swapping", "previous-build", "publication"])
        if (fs.existsSync(path.join(this.dataDir, aside))) {
          fs.rmSync(path.join(this.dataDir, aside), { recursive: true, force: true });
          done.push(`removed data/editor/${aside}, a build kept by the editor before releases`);
        }
    return done;
  }
}
