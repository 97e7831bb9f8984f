/**
 * One preview, publish, undo or restore at a time: in this process (another is told which one
 * runs), and on the checkout through its lock (`.build.lock`, shared with `npm run build`,
 * scripts/release/lock.ts), whose holder a second process is told. A failure comes back as one
 * sentence naming its cause (scripts/release/in-words.ts); its stack goes to the log only.
 */
import fs from "node:fs";
import { inWords } from "#scripts/release/in-words.ts";
import { LockHeldError, takeLock } from "#scripts/release/lock.ts";

export type Action = "preview" | "publish" | "undo" | "restore";

const busyMessage: Record<Action, string> = {
  preview: "Uma pré-visualização está sendo preparada. Aguarde ela terminar e tente de novo.",
  publish: "Outra publicação está em andamento. Aguarde ela terminar e tente de novo.",
  undo: "Uma publicação está sendo desfeita. Aguarde e tente de novo.",
  restore: "Uma versão anterior está sendo restaurada. Aguarde e tente de novo.",
};

/** How the lock names the editor's actions to whoever finds it held. */
export const lockName: Record<Action, string> = {
  preview: "editor: pré-visualizar",
  publish: "editor: publicar",
  undo: "editor: desfazer",
  restore: "editor: restaurar",
};

type Refusal = { ok: false; busy?: boolean; problems: string[]; durationMs: number };

export class OneAtATime<Outcome> {
  private running: Action | undefined;

  constructor(
    private readonly paths: { root: string; dataDir: string },
    private readonly log?: (message: string) => void,
    /** Run first under the lock (the repair of a switch a crash left, when the start could not). */
    private readonly first?: () => Promise<void>,
  ) {}

  busy(): string | undefined {
    return this.running && busyMessage[this.running];
  }

  async run(kind: Action, work: (started: number) => Promise<Outcome>): Promise<Outcome | Refusal> {
    if (this.running) return { ok: false, busy: true, problems: [busyMessage[this.running]], durationMs: 0 };
    const started = Date.now();
    this.running = kind;
    try {
      fs.mkdirSync(this.paths.dataDir, { recursive: true, mode: 0o700 });
      const lock = takeLock(this.paths.root, lockName[kind]);
      try {
        await this.first?.();
        return await work(started);
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof LockHeldError)) this.log?.(`${kind} failed: ${(error as Error).stack ?? String(error)}`);
      return { ok: false, busy: error instanceof LockHeldError, problems: [inWords(error)], durationMs: 0 };
    } finally {
      this.running = undefined;
    }
  }
}
