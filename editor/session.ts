/**
 * The editor's sessions: a cookie holding the account and the time of its last request, signed
 * with HMAC-SHA256 under a secret of this machine (data/editor/secret, made on first run, mode
 * 0600). Each request renews it; after `idleMs` without one it is refused. Nothing is kept on the
 * server: removing an account ends its sessions (every request looks the account up).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const sessionCookie = "editor_sessao";
export const defaultIdleMs = 30 * 60_000;
/** However active, a session lasts at most a working day. */
export const maxSessionMs = 12 * 60 * 60_000;

export interface Session {
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

const sign = (secret: Buffer, payload: string) =>
  crypto.createHmac("sha256", secret).update(payload).digest("base64url");

export function encodeSession(secret: Buffer, session: Session): string {
  const payload = Buffer.from(JSON.stringify(session)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The session when the value is ours, untampered and still alive at `now`. */
export function decodeSession(
  secret: Buffer,
  value: string | undefined,
  now: number,
  idleMs = defaultIdleMs,
): Session | undefined {
  if (!value) return undefined;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return undefined;
  let session: Session;
  try {
    session = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Session;
  } catch {
    return undefined;
  }
  if (typeof session.email !== "string" || typeof session.seen !== "number" || typeof session.started !== "number")
    return undefined;
  if (now - session.seen > idleMs || now - session.started > maxSessionMs || session.seen > now + 60_000)
    return undefined;
  return session;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export function sessionCookieHeader(value: string, options: { secure: boolean; maxAgeS?: number }): string {
  const attributes = [`${sessionCookie}=${value}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (options.secure) attributes.push("Secure");
  if (options.maxAgeS !== undefined) attributes.push(`Max-Age=${options.maxAgeS}`);
  return attributes.join("; ");
}
