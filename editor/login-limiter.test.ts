/** The failed-login limits, against each of the security review's reproductions (E6). */
import { describe, expect, it } from "vitest";
import { LoginLimiter, defaultLoginLimits } from "./login-limiter.ts";

const minute = 60_000;

describe("the failed-login limits", () => {
  it("never locks the right password out from another address: 5 failures for bob slow that address only", () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 5; i++) limiter.fail("bob@x.example", "203.0.113.9", 0);
    expect(limiter.waitMs("bob@x.example", "203.0.113.9", 1)).toBe(minute - 1);
    expect(limiter.waitMs("bob@x.example", "198.51.100.7", 1)).toBe(0);
    expect(limiter.waitMs("maria@x.example", "203.0.113.9", 1)).toBe(0);
  });

  it("makes each further failure wait longer: 1, 2, 4, 8, then 15 minutes at most", () => {
    const limiter = new LoginLimiter();
    let now = 0;
    for (let i = 0; i < 4; i++) limiter.fail("bob@x.example", "203.0.113.9", now);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      limiter.fail("bob@x.example", "203.0.113.9", now);
      const wait = limiter.waitMs("bob@x.example", "203.0.113.9", now);
      waits.push(wait / minute);
      now += wait;
      expect(limiter.waitMs("bob@x.example", "203.0.113.9", now)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it("limits one address over many accounts (20 failures), while the others log in", () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 20; i++) limiter.fail(`p${i}@x.example`, "127.0.0.1", 0);
    expect(limiter.waitMs("maria@x.example", "127.0.0.1", 1)).toBeGreaterThan(0);
    expect(limiter.waitMs("maria@x.example", "192.0.2.4", 1)).toBe(0);
  });

  it("counts an IPv6 client by its /64: 2001:db8:42:7::1 to ::25 are one address", () => {
    const limiter = new LoginLimiter();
    for (let i = 1; i <= 5; i++) limiter.fail("bob@x.example", `2001:db8:42:7::${i.toString(16)}`, 0);
    expect(limiter.waitMs("bob@x.example", "2001:db8:42:7:ffff::1", 1)).toBeGreaterThan(0);
    expect(limiter.waitMs("bob@x.example", "2001:db8:42:8::1", 1)).toBe(0);
    for (let i = 6; i <= 25; i++) limiter.fail(`p${i}@x.example`, `2001:db8:42:7::${i.toString(16)}`, 2);
    expect(limiter.waitMs("maria@x.example", "2001:0db8:0042:0007:0:0:0:99", 3)).toBeGreaterThan(0);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 it is", () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 5; i++) limiter.fail("bob@x.example", "::ffff:203.0.113.9", 0);
    expect(limiter.waitMs("bob@x.example", "203.0.113.9", 1)).toBeGreaterThan(0);
  });

  it("forgets after an hour without failures", () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 5; i++) limiter.fail("bob@x.example", "203.0.113.9", 0);
    limiter.fail("bob@x.example", "203.0.113.9", 90 * minute);
    expect(limiter.waitMs("bob@x.example", "203.0.113.9", 90 * minute)).toBe(0);
  });

  it("clears an account's failures from one address when it logs in there, never the address's", () => {
    const limiter = new LoginLimiter({ ...defaultLoginLimits, pair: 2, address: 3 });
    limiter.fail("bob@x.example", "203.0.113.9", 0);
    limiter.fail("maria@x.example", "203.0.113.9", 0);
    limiter.succeed("bob@x.example", "203.0.113.9");
    limiter.fail("bob@x.example", "203.0.113.9", 1);
    expect(limiter.waitMs("bob@x.example", "203.0.113.9", 2)).toBeGreaterThan(0);
    expect(limiter.waitMs("bob@x.example", "198.51.100.7", 2)).toBe(0);
  });

  it("when full, evicts the least recently used key, never one that is blocking: maria stays blocked", () => {
    const limiter = new LoginLimiter({ ...defaultLoginLimits, capacity: 100 });
    for (let i = 0; i < 5; i++) limiter.fail("maria@x.example", "203.0.113.9", 0);
    for (let i = 0; i < 5000; i++) limiter.fail("maria@x.example", `10.${i >> 8}.${i & 255}.1`, 1);
    expect(limiter.size).toBeLessThanOrEqual(102);
    expect(limiter.waitMs("maria@x.example", "203.0.113.9", 2)).toBeGreaterThan(0);
  });

  it("when full, keeps the most recently used keys", () => {
    const limiter = new LoginLimiter({ ...defaultLoginLimits, capacity: 4 });
    limiter.fail("old@x.example", "192.0.2.1", 0);
    limiter.fail("new@x.example", "192.0.2.2", 1);
    limiter.waitMs("old@x.example", "192.0.2.1", 2);
    limiter.fail("newest@x.example", "192.0.2.3", 3);
    limiter.fail("old@x.example", "192.0.2.1", 4);
    limiter.fail("old@x.example", "192.0.2.1", 4);
    limiter.fail("old@x.example", "192.0.2.1", 4);
    limiter.fail("old@x.example", "192.0.2.1", 4);
    // old's pair was used recently: it kept its first failure, so its fifth blocks.
    expect(limiter.waitMs("old@x.example", "192.0.2.1", 5)).toBeGreaterThan(0);
    expect(limiter.size).toBe(4);
  });
});
