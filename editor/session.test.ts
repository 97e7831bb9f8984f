import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeSession, encodeSession, loadSecret, readCookie, sessionCookieHeader } from "./session.ts";

const secret = Buffer.alloc(32, 7);

describe("editor sessions", () => {
  it("reads back a session it signed, while it is alive", () => {
    const value = encodeSession(secret, { email: "ana@x.example", started: 1000, seen: 1000 });
    expect(decodeSession(secret, value, 1000 + 29 * 60_000)?.email).toBe("ana@x.example");
  });

  it("ends a session after 30 minutes without a request", () => {
    const value = encodeSession(secret, { email: "ana@x.example", started: 0, seen: 0 });
    expect(decodeSession(secret, value, 30 * 60_000 + 1)).toBeUndefined();
  });

  it("refuses a tampered session and one signed with another secret", () => {
    const value = encodeSession(secret, { email: "ana@x.example", started: 0, seen: 0 });
    const [payload, signature] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ email: "chefe@x.example", started: 0, seen: 0 })).toString("base64url");
    expect(decodeSession(secret, `${forged}.${signature}`, 1)).toBeUndefined();
    expect(decodeSession(Buffer.alloc(32, 8), value, 1)).toBeUndefined();
    expect(decodeSession(secret, `${payload}`, 1)).toBeUndefined();
  });

  it("writes an http-only, SameSite=Strict cookie, Secure when asked", () => {
    expect(sessionCookieHeader("v", { secure: false })).toBe("editor_sessao=v; Path=/; HttpOnly; SameSite=Strict");
    expect(sessionCookieHeader("v", { secure: true })).toContain("; Secure");
    expect(readCookie("a=1; editor_sessao=x.y; b=2", "editor_sessao")).toBe("x.y");
  });

  it("makes its secret once, readable by its owner only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-secret-"));
    const first = loadSecret(dir);
    expect(loadSecret(dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });
});
