import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  SessionStore,
  loadSecret,
  maxSessionMs,
  readCookie,
  seenPersistMs,
  sessionCookieHeader,
  signSessionId,
  verifySessionId,
} from "./session.ts";

const secret = Buffer.alloc(32, 7);
const dirs: string[] = [];
const sessionsFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-sessions-"));
  dirs.push(dir);
  return path.join(dir, "data/editor/sessions.json");
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const idleMs = 30 * 60_000;

describe("the session cookie", () => {
  it("carries a session id signed by this machine; a tampered one or another machine's is refused", () => {
    const value = signSessionId(secret, "abc123");
    expect(verifySessionId(secret, value)).toBe("abc123");
    const [, signature] = value.split(".");
    expect(verifySessionId(secret, `abc124.${signature}`)).toBeUndefined();
    expect(verifySessionId(Buffer.alloc(32, 8), value)).toBeUndefined();
    expect(verifySessionId(secret, "abc123")).toBeUndefined();
    expect(verifySessionId(secret, `${value}.x`)).toBeUndefined();
    expect(verifySessionId(secret, undefined)).toBeUndefined();
  });

  it("is __Host-, http-only, SameSite=Strict and always Secure, on / with no Domain", () => {
    expect(sessionCookieHeader("v")).toBe("__Host-editor_sessao=v; Path=/; HttpOnly; SameSite=Strict; Secure");
    expect(sessionCookieHeader("", { maxAgeS: 0 })).toBe(
      "__Host-editor_sessao=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0",
    );
    expect(readCookie("a=1; __Host-editor_sessao=x.y; b=2", "__Host-editor_sessao")).toBe("x.y");
  });

  it("is signed with a secret made once, readable by its owner only", () => {
    const dir = path.dirname(sessionsFile());
    const first = loadSecret(dir);
    expect(loadSecret(dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
  });
});

describe("the server's list of sessions", () => {
  it("keeps each session in a file only its owner reads, by a hash of its id (the file opens no session)", () => {
    const file = sessionsFile();
    const store = new SessionStore(file, { idleMs });
    const id = store.create("ana@x.example", 1000);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const text = fs.readFileSync(file, "utf8");
    expect(text).toContain("ana@x.example");
    expect(text).not.toContain(id);
    expect(fs.readdirSync(path.dirname(file))).toEqual(["sessions.json"]);
    // Read back by a new process (a restart): the session holds.
    expect(new SessionStore(file, { idleMs }, 2000).use(id, 2000)?.email).toBe("ana@x.example");
  });

  it("ends a session after the idle time, and after 12 hours however active", () => {
    const store = new SessionStore(sessionsFile(), { idleMs });
    const idle = store.create("ana@x.example", 0);
    expect(store.use(idle, idleMs)?.email).toBe("ana@x.example");
    expect(store.use(idle, 2 * idleMs + 1)).toBeUndefined();
    const busy = store.create("ana@x.example", 0);
    for (let now = 0; now < maxSessionMs; now += idleMs / 2) expect(store.use(busy, now)).toBeDefined();
    expect(store.use(busy, maxSessionMs + 1)).toBeUndefined();
  });

  it("ends one session, or every session of an account, and a copy of its id ends with it", () => {
    const file = sessionsFile();
    const store = new SessionStore(file, { idleMs });
    const first = store.create("ana@x.example", 0);
    const second = store.create("ana@x.example", 0);
    const other = store.create("bia@x.example", 0);
    store.end(first, 1);
    expect(store.use(first, 2)).toBeUndefined();
    expect(store.use(second, 2)).toBeDefined();
    expect(store.endAll("ana@x.example", 3)).toBe(1);
    expect(store.use(second, 4)).toBeUndefined();
    expect(store.use(other, 4)?.email).toBe("bia@x.example");
    // On disk too: a restarted service does not bring them back.
    const restarted = new SessionStore(file, { idleMs }, 5);
    expect(restarted.use(first, 5)).toBeUndefined();
    expect(restarted.use(second, 5)).toBeUndefined();
    expect(restarted.use(other, 5)).toBeDefined();
  });

  it("prunes expired sessions from the file", () => {
    const file = sessionsFile();
    const store = new SessionStore(file, { idleMs });
    store.create("ana@x.example", 0);
    store.create("bia@x.example", idleMs);
    const list = () => (JSON.parse(fs.readFileSync(file, "utf8")) as { sessions: { email: string }[] }).sessions;
    expect(list().map((session) => session.email)).toEqual(["ana@x.example", "bia@x.example"]);
    store.create("caio@x.example", idleMs + 1);
    expect(list().map((session) => session.email)).toEqual(["bia@x.example", "caio@x.example"]);
  });

  it("writes a session's last use at most once a minute, and at close", () => {
    const file = sessionsFile();
    const store = new SessionStore(file, { idleMs });
    const id = store.create("ana@x.example", 0);
    const seenOnDisk = () =>
      (JSON.parse(fs.readFileSync(file, "utf8")) as { sessions: { seen: number }[] }).sessions[0]!.seen;
    store.use(id, 1000);
    expect(seenOnDisk()).toBe(0);
    store.use(id, seenPersistMs);
    expect(seenOnDisk()).toBe(seenPersistMs);
    store.use(id, seenPersistMs + 5);
    store.flush(seenPersistMs + 6);
    expect(seenOnDisk()).toBe(seenPersistMs + 5);
  });
});
