/**
 * The common end of a publish, an undo and a restore, in the order that keeps the site, git and
 * the records agreeing (docs/decisions/045): the journal, git (a commit, a revert, or an earlier
 * commit's content put back), the release built again when it is no longer kept, the one-rename
 * switch, the record. A failure before the switch puts git back; a crash anywhere is settled by the
 * repair at the next start (./site-release.ts), from the journal and the link.
 */
import { afterSwitch } from "./after-switch.ts";
import type { BuildRunner } from "./build-runner.ts";
import type { ContentGit } from "./content-git.ts";
import type { Step } from "./one-at-a-time.ts";
import type { Person, Publication, PublicationRecords } from "./publication-records.ts";
import { pauseForTest, type Journal, type SiteRelease } from "./site-release.ts";

export interface SwitchParts {
  root: string;
  git: ContentGit;
  site: SiteRelease;
  runner: BuildRunner;
  records: PublicationRecords;
  deployCommand?: string;
  log?: (message: string) => void;
  /** The step reached, for the panel. */
  reach: (step: Step) => void;
}

export interface SwitchPlan {
  kind: Publication["kind"];
  /** The release to put live; undefined: build one from the content git leaves. */
  release: string | undefined;
  /** content/ and images/ to put back too when git is rolled back (an undo or a restore changed them). */
  filesToo: boolean;
  commit: () => Promise<string>;
  record: Pick<Publication, "summary" | "files" | "undoes" | "restores">;
  /** Who the lock names for a build made here. */
  madeBy: string;
}

export type SwitchOutcome =
  | { ok: true; publication: Publication; durationMs: number; notes: string[]; warnings: string[] }
  | { ok: false; problems: string[]; durationMs: number };

export async function gitThenSwitch(
  parts: SwitchParts,
  person: Person,
  started: number,
  notes: string[],
  plan: SwitchPlan,
): Promise<SwitchOutcome> {
  const { git, site, records } = parts;
  // A plain build/ folder from before releases becomes one first, so the undo can name it.
  await site.adoptLegacy();
  const replaced = site.live();
  const journal: Journal = {
    kind: plan.kind,
    headBefore: await git.head(),
    release: plan.release ?? "",
    replaced,
    filesToo: plan.filesToo,
  };
  site.writeJournal(journal);
  await pauseForTest("journal-written");
  let commit: string;
  try {
    commit = await plan.commit();
  } catch (error) {
    await rollBack(parts, journal);
    throw error;
  }
  try {
    if (!plan.release) {
      // No longer kept: built again from the content git has just put back.
      const built = await site.build(parts.runner, plan.madeBy);
      if (!built.id) {
        await rollBack(parts, journal);
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
    site.writeJournal(journal);
    await pauseForTest("committed");
    parts.reach("going-live");
    await site.switchTo(journal.release);
  } catch (error) {
    if (site.live() !== journal.release) await rollBack(parts, journal);
    throw error;
  }
  await pauseForTest("switched");
  parts.reach("recording");
  const publication = journal.record;
  records.add(publication);
  await pauseForTest("recorded");
  site.clearJournal();
  for (const removed of site.prune([replaced])) parts.log?.(`release ${removed} removed: beyond the releases kept`);
  const warnings: string[] = [];
  await afterSwitch(parts.root, publication, { notes, warnings }, parts.deployCommand, parts.log);
  publication.durationMs = Date.now() - started;
  records.update(publication);
  return { ok: true, publication, durationMs: publication.durationMs, notes, warnings };
}

/** Git back to the HEAD before; the journal then goes (it stays when git cannot: the repair at start retries). */
async function rollBack({ git, site, log }: SwitchParts, journal: Journal): Promise<void> {
  try {
    if ((await git.head()) !== journal.headBefore) await git.resetTo(journal.headBefore, journal.filesToo);
    site.clearJournal();
  } catch (error) {
    log?.(`rollback of git failed, left for the repair at start: ${String(error)}`);
  }
}
