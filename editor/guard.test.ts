import { describe, expect, it } from "vitest";
import { FailureLimiter, isAllowedHost, ownOrigins, writeRefusal } from "./guard.ts";

const origins = ownOrigins(3001, "editor.clinica.example");

describe("the editor's write check", () => {
  it("lets a write from its own page through", () => {
    expect(writeRefusal({ origin: "http://127.0.0.1:3001", "sec-fetch-site": "same-origin" }, origins)).toBeUndefined();
    expect(writeRefusal({ origin: "https://editor.clinica.example" }, origins)).toBeUndefined();
  });

  it("refuses a cross-site write, by Sec-Fetch-Site or by Origin, and a write showing neither", () => {
    expect(writeRefusal({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }, origins)).toBe(
      "Pedido vindo de outro site: recusado.",
    );
    expect(writeRefusal({ "sec-fetch-site": "same-site" }, origins)).toBe("Pedido vindo de outro site: recusado.");
    expect(writeRefusal({ origin: "https://evil.example" }, origins)).toBe("Origem não permitida.");
    expect(writeRefusal({ origin: "null" }, origins)).toBe("Origem não permitida.");
    expect(writeRefusal({}, origins)).toBe("Pedido sem origem: recusado.");
  });

  it("answers only to its own host names", () => {
    expect(isAllowedHost("127.0.0.1:3001", 3001, undefined)).toBe(true);
    expect(isAllowedHost("editor.clinica.example", 3001, "editor.clinica.example")).toBe(true);
    expect(isAllowedHost("attacker.example", 3001, "editor.clinica.example")).toBe(false);
    expect(isAllowedHost(undefined, 3001, undefined)).toBe(false);
  });
});

describe("the failed-login limit", () => {
  it("blocks an account after 5 failures and an address after 20, for the window only", () => {
    const limiter = new FailureLimiter({ account: 5, address: 20, windowMs: 1000 });
    for (let i = 0; i < 5; i++) limiter.fail("ana@x.example", "10.0.0.1", 0);
    expect(limiter.blocked("ana@x.example", "10.0.0.2", 10)).toBe(true);
    expect(limiter.blocked("bia@x.example", "10.0.0.1", 10)).toBe(false);
    expect(limiter.blocked("ana@x.example", "10.0.0.2", 1001)).toBe(false);
    for (let i = 0; i < 20; i++) limiter.fail(`p${i}@x.example`, "10.0.0.9", 2000);
    expect(limiter.blocked("new@x.example", "10.0.0.9", 2001)).toBe(true);
  });

  it("forgets an account's failures when it logs in", () => {
    const limiter = new FailureLimiter({ account: 2, address: 20, windowMs: 1000 });
    limiter.fail("ana@x.example", "10.0.0.1", 0);
    limiter.succeed("ana@x.example");
    limiter.fail("ana@x.example", "10.0.0.1", 1);
    expect(limiter.blocked("ana@x.example", "10.0.0.1", 2)).toBe(false);
  });
});
