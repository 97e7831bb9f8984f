/**
 * One build or switch at a time on a checkout: `.build.lock` at its top, created with O_EXCL
 * (`wx`), naming its holder. `scripts/build.ts` and the editor service (for a preview, publish,
 * undo or restore) take it; the generated modules, `releases/` and the `build` link are shared by
 * both. A lock whose holder is dead (a process killed, a machine restarted) is taken over; a live
 * one makes the second caller refuse, naming who holds it (docs/decisions/045).
 */
import fs from "node:fs";
import path from "node:path";

export interface LockHolder {
  pid: number;
  /** What the holder runs, in words: "npm run build", "editor: publicar". */
  command: string;
  startedAt: string;
}

/** A child of the holder (the build the editor runs) is told the lock is already its parent's. */
export const lockHeldEnv = "BUILD_LOCK_HELD_BY";

export const lockFileOf = (root: string) => path.join(root, ".build.lock");

export class LockHeldError extends Error {
  readonly code = "ELOCKED";
  constructor(readonly holder: LockHolder | undefined) {
    super(
      `Outra publicação ou construção está em andamento (${holder ? describeHolder(holder) : "quem a começou não se identificou"}). Aguarde ela terminar e tente de novo.`,
    );
  }
}

export function describeHolder(holder: LockHolder): string {
  const since = new Date(holder.startedAt);
  const when = Number.isNaN(since.getTime())
    ? holder.startedAt
    : since.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });
  return `${holder.command}, processo ${holder.pid}, desde ${when}`;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as LockHolder;
    return Number.isInteger(parsed.pid) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface HeldLock {
  readonly holder: LockHolder;
  release(): void;
}

/**
 * Takes the checkout's lock or throws LockHeldError. A lock file that names a dead process is
 * removed and taken; one that cannot be read (its holder killed between creating and writing it,
 * a few microseconds) is taken over once it is older than a few seconds.
 */
export function takeLock(root: string, command: string): HeldLock {
  const file = lockFileOf(root);
  const holder: LockHolder = { pid: process.pid, command, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o644);
      try {
        fs.writeSync(fd, `${JSON.stringify(holder)}\n`);
      } finally {
        fs.closeSync(fd);
      }
      return { holder, release: () => releaseIfOurs(file, holder) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readHolder(file);
    if (current && current.pid === process.pid) throw new LockHeldError(current);
    const stale = current ? !isAlive(current.pid) : ageMs(file) > 5_000;
    if (!stale) throw new LockHeldError(current);
    // A stale lock: gone only if it is still the one just read (another process may have taken it over).
    if (JSON.stringify(readHolder(file)) === JSON.stringify(current)) fs.rmSync(file, { force: true });
  }
  throw new LockHeldError(readHolder(file));
}

/**
 * The lock, for a process its holder started (`BUILD_LOCK_HELD_BY=<holder's pid>`): it checks the
 * lock does name that process, and neither takes nor releases it.
 */
export function lockOrParents(root: string, command: string): HeldLock {
  const parent = Number(process.env[lockHeldEnv]);
  const current = readHolder(lockFileOf(root));
  if (Number.isInteger(parent) && current?.pid === parent && isAlive(parent)) return { holder: current, release() {} };
  return takeLock(root, command);
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function releaseIfOurs(file: string, holder: LockHolder): void {
  const current = readHolder(file);
  if (current && current.pid === holder.pid && current.startedAt === holder.startedAt) fs.rmSync(file, { force: true });
}
