/**
 * The editor's sessions, kept on the server (docs/decisions/044): a login makes a random session
 * id; the cookie carries it, signed with HMAC-SHA256 under a secret of this machine
 * (data/editor/secret, 0600); data/editor/sessions.json (0600, replaced whole by a rename) keeps a
 * SHA-256 of each id (the file alone opens no session), its account, and when it started and was
 * last used. Ending a session removes it there, so every copy of its cookie ends with it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readPrivateJson, writePrivateJson } from "./private-json.ts";

/** `__Host-`: only ever set by this host, on `/`, Secure (browsers accept it on http://127.0.0.1 and localhost). */
export const sessionCookie = "__Host-editor_sessao";
export const defaultIdleMs = 30 * 60_000;
/** However active, a session lasts at most a working day. */
export const maxSessionMs = 12 * 60 * 60_000;
/** How stale a session's last use may be on disk: every request would otherwise rewrite the file. */
export const seenPersistMs = 60_000;

export interface StoredSession {
  /** SHA-256 of the session id, base64url. */
  idHash: string;
  email: string;
  /** When the session started and when it was last used (ms since the epoch). */
  started: number;
  seen: number;
}

export function loadSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, "secret");
  try {
    const secret = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
    if (secret.length >= 32) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32);
  fs.writeFileSync(file, `${secret.toString("base64url")}\n`, { mode: 0o600 });
  return secret;
}

const sign = (secret: Buffer, id: string) => crypto.createHmac("sha256", secret).update(id).digest("base64url");
const hashOf = (id: string) => crypto.createHash("sha256").update(id).digest("base64url");

/** The cookie's value for a session id. */
export function signSessionId(secret: Buffer, id: string): string {
  return `${id}.${sign(secret, id)}`;
}

/** The session id a cookie value carries, when it is ours and untampered. */
export function verifySessionId(secret: Buffer, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const [id, signature, extra] = value.split(".");
  if (!id || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, id));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return undefined;
  return id;
}

export class SessionStore {
  private sessions = new Map<string, StoredSession>();
  private writtenAt = 0;

  constructor(
    readonly file: string,
    private readonly limits: { idleMs: number; maxMs?: number } = { idleMs: defaultIdleMs },
    now = Date.now(),
  ) {
    this.sessions = new Map(this.read().map((session) => [session.idHash, session]));
    if (this.prune(now)) this.write(now);
  }

  /** A new session for the account; the id to put in the cookie. */
  create(email: string, now = Date.now()): string {
    const id = crypto.randomBytes(32).toString("base64url");
    this.sessions.set(hashOf(id), { idHash: hashOf(id), email, started: now, seen: now });
    this.prune(now);
    this.write(now);
    return id;
  }

  /** The live session of this id, marked as used now; an expired one is ended. */
  use(id: string, now = Date.now()): StoredSession | undefined {
    const session = this.sessions.get(hashOf(id));
    if (!session) return undefined;
    if (this.expired(session, now)) {
      this.sessions.delete(session.idHash);
      this.write(now);
      return undefined;
    }
    session.seen = Math.max(session.seen, now);
    if (now - this.writtenAt >= seenPersistMs) this.write(now);
    return session;
  }

  end(id: string, now = Date.now()): void {
    if (this.sessions.delete(hashOf(id))) this.write(now);
  }

  /** Ends every session of the account ("Sair de todos os aparelhos"); how many there were. */
  endAll(email: string, now = Date.now()): number {
    const ended = [...this.sessions.values()].filter((session) => session.email === email);
    for (const session of ended) this.sessions.delete(session.idHash);
    if (ended.length > 0) this.write(now);
    return ended.length;
  }

  /** The sessions alive now (for tests and the operator). */
  list(now = Date.now()): StoredSession[] {
    return [...this.sessions.values()].filter((session) => !this.expired(session, now));
  }

  /** Writes the last-use times kept in memory only (at close). */
  flush(now = Date.now()): void {
    this.prune(now);
    this.write(now);
  }

  private expired(session: StoredSession, now: number): boolean {
    return now - session.seen > this.limits.idleMs || now - session.started > (this.limits.maxMs ?? maxSessionMs);
  }

  /** Drops expired sessions; true when any was. */
  private prune(now: number): boolean {
    let pruned = false;
    for (const session of this.sessions.values())
      if (this.expired(session, now)) pruned = this.sessions.delete(session.idHash) || pruned;
    return pruned;
  }

  private read(): StoredSession[] {
    const parsed = (readPrivateJson(this.file) ?? {}) as { sessions?: unknown };
    return (Array.isArray(parsed.sessions) ? parsed.sessions : []).filter(
      (session): session is StoredSession =>
        typeof session?.idHash === "string" &&
        typeof session.email === "string" &&
        Number.isFinite(session.started) &&
        Number.isFinite(session.seen),
    );
  }

  private write(now: number): void {
    writePrivateJson(this.file, { sessions: [...this.sessions.values()] });
    this.writtenAt = now;
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The session cookie: HttpOnly, SameSite=Strict, Secure, on `/`, no Domain (what `__Host-` requires). */
export function sessionCookieHeader(value: string, options: { maxAgeS?: number } = {}): string {
  const attributes = [`${sessionCookie}=${value}`, "Path=/", "HttpOnly", "SameSite=Strict", "Secure"];
  if (options.maxAgeS !== undefined) attributes.push(`Max-Age=${options.maxAgeS}`);
  return attributes.join("; ");
}
