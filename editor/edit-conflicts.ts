/**
 * No edit is lost to a colleague's (docs/decisions/047). Keystatic's local mode saves whole files
 * and its update names no version it started from, so two people editing one page at once would
 * each overwrite the other. The bridge knows what each session was shown: Keystatic's UI builds
 * every form from the tree (`GET /api/keystatic/tree`: each file's git blob sha) and the blobs it
 * reads (`GET /api/keystatic/blob/<sha>/<path>`); a session's own saves move its view on. A save
 * (`POST /api/keystatic/update`) of a file whose version on disk is not the one that session last
 * had is refused with 409 and who changed it, when — unless she changed it herself from another
 * session. Saves run one at a time, so a check and its write cannot interleave with another's.
 *
 * What sessions were shown is kept in memory; after a restart a session has no view until its UI
 * reads the tree again, and a file another account saved since that session began is then
 * refused once (she reloads) rather than overwritten.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { clinicTimeZone } from "#shared/opening-status.ts";
import { keystaticSegments } from "./keystatic-path.ts";
import { LastWriters, type LastWrite } from "./last-writers.ts";
import { maxSessionMs } from "./session.ts";

/** The session a request comes from (editor/session.ts): its account and when it began. */
export interface EditingSession {
  email: string;
  started: number;
}

/** What Keystatic's generic handler answers. */
export interface KeystaticAnswer {
  status?: number;
  headers?: unknown;
  body?: unknown;
}

/** A file's version: its git blob sha, or null when it does not exist. */
type Version = string | null;

interface SessionView {
  /** The last tree the session read: every file's version then (absent = did not exist). */
  tree?: Map<string, string>;
  /** Versions read or written since, by path. */
  files: Map<string, Version>;
  lastUsed: number;
}

export function gitBlobSha(contents: Uint8Array): string {
  return crypto.createHash("sha1").update(`blob ${contents.byteLength}\0`).update(contents).digest("hex");
}

/** "às 10h32" today in Belo Horizonte, "em 01/12 às 22h05" another day. */
export function whenSaid(at: number, now: number): string {
  const parts = (time: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat("pt-BR", {
        timeZone: clinicTimeZone,
        day: "2-digit",
        month: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(time)
        .map((part) => [part.type, part.value]),
    );
  const then = parts(at);
  const today = parts(now);
  const clock = `às ${then.hour}h${then.minute}`;
  return then.day === today.day && then.month === today.month ? clock : `em ${then.day}/${then.month} ${clock}`;
}

export class EditConflicts {
  private readonly views = new Map<string, SessionView>();
  private readonly writers: LastWriters;
  private saving: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: {
      root: string;
      dataDir: string;
      /** An account's name as she knows her colleague, or undefined for a removed account. */
      nameOf: (email: string) => string | undefined;
      now?: () => number;
    },
  ) {
    this.writers = new LastWriters(options.dataDir, options.now);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * One call to Keystatic's API from `session`: a read is recorded as what the session was
   * shown; a save is checked first (409 on a conflict, Keystatic never called) and recorded after.
   */
  async around(
    session: EditingSession,
    method: string,
    url: URL,
    body: Uint8Array | undefined,
    handle: () => Promise<KeystaticAnswer>,
  ): Promise<KeystaticAnswer> {
    const params = keystaticSegments(url.pathname) ?? [];
    if (method === "POST" && params.join("/") === "update" && body) {
      const saved = this.saving.then(() => this.save(session, body, handle));
      this.saving = saved.catch(() => undefined);
      return saved;
    }
    const answer = await handle();
    if (method !== "GET" || (answer.status ?? 200) !== 200) return answer;
    if (params.join("/") === "tree" && typeof answer.body === "string") {
      const entries = JSON.parse(answer.body) as { path: string; sha: string; type?: string }[];
      const tree = new Map(entries.filter((entry) => entry.type !== "tree").map((entry) => [entry.path, entry.sha]));
      this.views.set(this.keyOf(session), { tree, files: new Map(), lastUsed: this.now() });
      this.forgetIdleSessions();
    } else if (params[0] === "blob" && params[1]) this.viewOf(session).files.set(params.slice(2).join("/"), params[1]);
    return answer;
  }

  private async save(
    session: EditingSession,
    body: Uint8Array,
    handle: () => Promise<KeystaticAnswer>,
  ): Promise<KeystaticAnswer> {
    const update = JSON.parse(new TextDecoder().decode(body)) as {
      additions: { path: string; contents: string }[];
      deletions: { path: string }[];
    };
    const paths = [...update.additions, ...update.deletions].map((change) => change.path);
    for (const filepath of paths) {
      const refusal = this.conflict(session, filepath);
      if (refusal) return { status: 409, headers: [["content-type", "text/plain; charset=utf-8"]], body: refusal };
    }
    const answer = await handle();
    if ((answer.status ?? 200) !== 200) return answer;
    const view = this.viewOf(session);
    for (const addition of update.additions)
      view.files.set(addition.path, gitBlobSha(Buffer.from(addition.contents, "base64")));
    for (const deletion of update.deletions) view.files.set(deletion.path, null);
    this.writers.record(paths, session.email);
    return answer;
  }

  /** Why saving `filepath` from this session would lose a colleague's change, or undefined. */
  private conflict(session: EditingSession, filepath: string): string | undefined {
    const onDisk = this.versionOnDisk(filepath);
    const view = this.views.get(this.keyOf(session));
    const known: Version | undefined = view?.files.has(filepath)
      ? view.files.get(filepath)!
      : view?.tree
        ? (view.tree.get(filepath) ?? null)
        : undefined;
    if (known === onDisk) return undefined;
    const writer = this.writers.of(filepath);
    if (writer?.email === session.email) return undefined;
    if (known === undefined) {
      // Unknown view (the editor restarted): only a colleague's save since this session began can be lost.
      if (onDisk === null || !writer || writer.at < session.started) return undefined;
    }
    return writer
      ? this.changedBy(writer)
      : "Esta página foi alterada desde que você a abriu: recarregue para ver a versão atual.";
  }

  private changedBy(writer: LastWrite): string {
    const name = this.options.nameOf(writer.email) ?? "outra pessoa da equipe";
    return `Esta página foi alterada por ${name} ${whenSaid(writer.at, this.now())}: recarregue para ver a versão dela.`;
  }

  private versionOnDisk(filepath: string): Version {
    try {
      return gitBlobSha(fs.readFileSync(path.join(this.options.root, filepath)));
    } catch (error) {
      // A path under a file is no file either.
      if (["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
      throw error;
    }
  }

  private keyOf(session: EditingSession): string {
    return `${session.email}\n${session.started}`;
  }

  private viewOf(session: EditingSession): SessionView {
    const key = this.keyOf(session);
    const view = this.views.get(key) ?? { files: new Map<string, Version>(), lastUsed: 0 };
    view.lastUsed = this.now();
    this.views.set(key, view);
    return view;
  }

  /** A session ends within maxSessionMs of its start: its view is no longer needed after. */
  private forgetIdleSessions(): void {
    for (const [key, view] of this.views) if (this.now() - view.lastUsed > maxSessionMs) this.views.delete(key);
  }
}
