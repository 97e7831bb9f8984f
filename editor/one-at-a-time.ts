/**
 * One preview, publish, undo or restore at a time: in this process (another is told which one
 * runs), and on the checkout through its lock (`.build.lock`, shared with `npm run build`,
 * scripts/release/lock.ts), whose holder a second process is told. What runs and its step are
 * kept for the panel (editor/pages/progress.tsx). A failure comes back as one sentence naming its
 * cause (scripts/release/in-words.ts), or saying it was unexpected; its stack and its own words
 * (paths of the machine) go to the log only.
 */
import fs from "node:fs";
import { inWords } from "#scripts/release/in-words.ts";
import { LockHeldError, takeLock } from "#scripts/release/lock.ts";

export type Action = "preview" | "publish" | "undo" | "restore";

/** Where a preview, publish, undo or restore is (the panel shows it while it runs). */
export type Step = "checking" | "building" | "going-live" | "recording";

export interface Progress {
  kind: Action;
  step: Step;
  /** When the work started (ms since the epoch). */
  since: number;
}

export const unexpectedError =
  "Erro inesperado do editor. Tente de novo; se continuar, avise quem cuida do computador do site.";

/** The cause in words when it is one the staff can act on (inWords), else the unexpected error's sentence. */
function refusalOf(error: unknown): string {
  const words = inWords(error);
  return words.startsWith("Erro inesperado:") ? unexpectedError : words;
}

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
  private current: Progress | undefined;

  constructor(
    private readonly paths: { root: string; dataDir: string },
    private readonly log?: (message: string) => void,
    /** Run first under the lock (the repair of a switch a crash left, when the start could not). */
    private readonly first?: () => Promise<void>,
  ) {}

  busy(): string | undefined {
    return this.running && busyMessage[this.running];
  }

  /** The work running now and its step. */
  progress(): Progress | undefined {
    return this.current && { ...this.current };
  }

  /** The work has reached `step`. */
  reach(step: Step): void {
    if (this.current) this.current.step = step;
  }

  /** The build says the content check passed: a work still checking is now building. */
  checkPassed(): void {
    if (this.current?.step === "checking") this.current.step = "building";
  }

  async run(kind: Action, work: (started: number) => Promise<Outcome>): Promise<Outcome | Refusal> {
    if (this.running) return { ok: false, busy: true, problems: [busyMessage[this.running]], durationMs: 0 };
    const started = Date.now();
    this.running = kind;
    // An undo or a restore checks nothing: it puts git and the site back (building only when needed).
    const step = kind === "undo" || kind === "restore" ? "going-live" : "checking";
    this.current = { kind, step, since: started };
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
      return { ok: false, busy: error instanceof LockHeldError, problems: [refusalOf(error)], durationMs: 0 };
    } finally {
      this.running = undefined;
      this.current = undefined;
    }
  }
}
